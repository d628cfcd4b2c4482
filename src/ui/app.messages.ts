import { defineMessages } from '../i18n';

export const en = {
  appName: 'Skull Table',
  tagline: 'The referee for Skull, played with your own discs.',
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
  tonight: (games: number) => `Tonight: ${games} ${games === 1 ? 'game' : 'games'} · Play again`,
  players: 'Players',
  lastTable: 'Same table as last time',
};

export const fr: typeof en = {
  appName: 'Skull Table',
  tagline: 'L’arbitre de Skull, joué avec vos propres disques.',
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
  tonight: (games: number) => `Ce soir : ${games} ${games < 2 ? 'partie' : 'parties'} · Rejouer`,
  players: 'Joueurs',
  lastTable: 'Même table que la dernière fois',
};

export const de: typeof en = {
  appName: 'Skull Table',
  tagline: 'Der Schiedsrichter für Skull, gespielt mit deinen eigenen Scheiben.',
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
};

export const es: typeof en = {
  appName: 'Skull Table',
  tagline: 'El árbitro de Skull, jugado con tus propios discos.',
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
};

export const it: typeof en = {
  appName: 'Skull Table',
  tagline: 'L’arbitro di Skull, con i tuoi dischi veri.',
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
};

export const messages = defineMessages({ en, fr, de, es, it });
