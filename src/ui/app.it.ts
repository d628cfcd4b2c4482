import { plural } from '../i18n';
import type { en } from './app.messages';

// The app shell's Italian words: a chunk of their own (`lang-it.first`), which the gate preloads and
// src/main.tsx awaits before it draws a page in Italian.
export const it: typeof en = {
  appName: 'Skull Table',
  tagline: 'L’arbitro di Skull, con i tuoi dischi veri o con un mazzo di carte.',
  newGame: 'Nuova partita',
  continueGame: 'Continua la partita',
  savedGames: 'Partite salvate',
  rules: 'Regole',
  settings: 'Impostazioni',
  statistics: 'Statistiche',
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
