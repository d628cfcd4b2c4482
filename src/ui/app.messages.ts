import { defineMessages, plural } from '../i18n';

// The app shell's strings, every language in the entry: Home, NotFound, the error boundary and LoadFailed (a screen or
// a language that could not be loaded, whose code may be exactly what failed to arrive).

export const en = {
  appName: 'Skull Table',
  tagline: 'The referee for Skull, played with your own discs or a deck of cards.',
  newGame: 'New game',
  continueGame: 'Continue game',
  savedGames: 'Saved games',
  rules: 'Rules',
  settings: 'Settings',
  statistics: 'Statistics',
  loading: 'Loading…',
  notFoundTitle: 'Page not found',
  notFound: 'There is no page at this address.',
  brokenTitle: 'Something went wrong',
  broken: 'This screen could not be shown. Your saved games are safe.',
  home: 'Home',
  tonight: (games: number) => `Tonight: ${games} ${plural('en', games, 'game', 'games')} · Play again`,
  players: 'Players',
  lastTable: 'Same table as last time',
  // LoadFailed
  screenFailedTitle: 'This screen could not be loaded',
  screenFailed: 'You may be offline, or the app was updated in another tab. Your games are saved on this device.',
  tryAgain: 'Try again',
  reload: 'Reload',
};

export const fr: typeof en = {
  appName: 'Skull Table',
  tagline: 'L’arbitre de Skull, pour jouer avec vos propres disques ou un jeu de cartes.',
  newGame: 'Nouvelle partie',
  continueGame: 'Reprendre la partie',
  savedGames: 'Parties enregistrées',
  rules: 'Règles',
  settings: 'Réglages',
  statistics: 'Statistiques',
  loading: 'Chargement…',
  notFoundTitle: 'Page introuvable',
  notFound: 'Il n’y a pas de page à cette adresse.',
  brokenTitle: 'Un problème est survenu',
  broken: 'Cet écran n’a pas pu s’afficher. Vos parties sont intactes.',
  home: 'Accueil',
  tonight: (games: number) => `Ce soir : ${games} ${plural('fr', games, 'partie', 'parties')} · Rejouer`,
  players: 'Joueurs',
  lastTable: 'Mêmes joueurs que la dernière fois',
  screenFailedTitle: 'Cet écran n’a pas pu être chargé',
  screenFailed:
    'Vous êtes peut-être hors ligne, ou l’application a été mise à jour dans un autre onglet. Vos parties sont enregistrées sur cet appareil.',
  tryAgain: 'Réessayer',
  reload: 'Recharger',
};

export const de: typeof en = {
  appName: 'Skull Table',
  tagline: 'Der Schiedsrichter für Skull: Gespielt wird mit deinen eigenen Scheiben oder einem Kartenspiel.',
  newGame: 'Neue Partie',
  continueGame: 'Partie fortsetzen',
  savedGames: 'Gespeicherte Partien',
  rules: 'Regeln',
  settings: 'Einstellungen',
  statistics: 'Statistik',
  loading: 'Wird geladen…',
  notFoundTitle: 'Seite nicht gefunden',
  notFound: 'Unter dieser Adresse gibt es keine Seite.',
  brokenTitle: 'Etwas ist schiefgegangen',
  broken: 'Dieser Bildschirm konnte nicht angezeigt werden. Deine gespeicherten Partien sind sicher.',
  home: 'Start',
  tonight: (games: number) => `Heute Abend: ${games} ${plural('de', games, 'Partie', 'Partien')} · Noch eine Partie`,
  players: 'Spieler',
  lastTable: 'Dieselben Spieler wie beim letzten Mal',
  screenFailedTitle: 'Dieser Bildschirm konnte nicht geladen werden',
  screenFailed:
    'Vielleicht bist du offline, oder die App wurde in einem anderen Tab aktualisiert. Deine Partien sind auf diesem Gerät gespeichert.',
  tryAgain: 'Erneut versuchen',
  reload: 'Neu laden',
};

export const es: typeof en = {
  appName: 'Skull Table',
  tagline: 'El árbitro de Skull, para jugar con tus propios discos o con una baraja.',
  newGame: 'Nueva partida',
  continueGame: 'Seguir la partida',
  savedGames: 'Partidas guardadas',
  rules: 'Reglas',
  settings: 'Ajustes',
  statistics: 'Estadísticas',
  loading: 'Cargando…',
  notFoundTitle: 'Página no encontrada',
  notFound: 'No hay ninguna página en esta dirección.',
  brokenTitle: 'Algo ha salido mal',
  broken: 'No se ha podido mostrar esta pantalla. Tus partidas guardadas están a salvo.',
  home: 'Inicio',
  tonight: (games: number) => `Esta noche: ${games} ${plural('es', games, 'partida', 'partidas')} · Otra partida`,
  players: 'Jugadores',
  lastTable: 'Los mismos jugadores que la última vez',
  screenFailedTitle: 'No se ha podido cargar esta pantalla',
  screenFailed:
    'Puede que no tengas conexión o que la app se haya actualizado en otra pestaña. Tus partidas están guardadas en este dispositivo.',
  tryAgain: 'Reintentar',
  reload: 'Recargar',
};

export const it: typeof en = {
  appName: 'Skull Table',
  tagline: 'L’arbitro di Skull, con i tuoi dischi veri o con un mazzo di carte.',
  newGame: 'Nuova partita',
  continueGame: 'Continua la partita',
  savedGames: 'Partite salvate',
  rules: 'Regole',
  settings: 'Impostazioni',
  statistics: 'Statistiche',
  loading: 'Caricamento…',
  notFoundTitle: 'Pagina non trovata',
  notFound: 'A questo indirizzo non c’è nessuna pagina.',
  brokenTitle: 'Qualcosa è andato storto',
  broken: 'Non è stato possibile mostrare questa schermata. Le tue partite salvate sono al sicuro.',
  home: 'Inizio',
  tonight: (games: number) => `Stasera: ${games} ${plural('it', games, 'partita', 'partite')} · Un’altra partita`,
  players: 'Giocatori',
  lastTable: 'Stessi giocatori dell’ultima volta',
  screenFailedTitle: 'Impossibile caricare questa schermata',
  screenFailed:
    'Forse sei offline, oppure l’app è stata aggiornata in un’altra scheda. Le tue partite sono salvate su questo dispositivo.',
  tryAgain: 'Riprova',
  reload: 'Ricarica',
};

export const messages = defineMessages({ en, fr, de, es, it });
