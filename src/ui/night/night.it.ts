import { plural } from '../../i18n';
import { listAnd } from '../../i18n/nameGrammar';
import type { en } from './night.en';

export const it: typeof en = {
  tonight: 'Stasera',
  // «dell’8 dicembre», «dell’11», «dell’1»: the article elides before a number read with a vowel.
  nightOf: (date: string) => `Serata di gioco ${/^(1|8|11)\D/.test(date) ? 'dell’' : 'del '}${date}`,
  empty: 'Ancora nessuna serata di gioco: le partite giocate la stessa sera si raccolgono qui.',
  standingsTitle: 'Vittorie finora',
  standing: (wins: number, played: number) =>
    `${wins} ${plural('it', wins, 'vittoria', 'vittorie')} in ${played} ${plural('it', played, 'partita conclusa', 'partite concluse')}`,
  gamesTitle: 'Le partite, in ordine',
  gameLine: (n: number, time: string, names: string) => `Partita ${n}, ${time}: ${names}`,
  gameWon: (name: string) => `Ha vinto ${name}.`,
  gameOpen: 'Non conclusa.',
  openGame: 'Apri',
  rematchTitle: 'Un’altra partita',
  rematchHint: 'Stessi giocatori, stessi posti. Chi inizia?',
  starts: (name: string) => `Inizia ${name}`,
  continueGame: 'Continua la partita non conclusa',
  newNight: 'Nuova serata',
  newNightHint: 'La prossima partita apre una nuova serata, a qualunque ora.',
  newNightDone: 'La prossima partita apre una nuova serata.',
  earlierTitle: 'Serate precedenti',
  earlierNight: (date: string, games: number) => `${date}: ${games} ${plural('it', games, 'partita', 'partite')}`,
  shareTitle: (date: string) => `Serata di Skull, ${date}`,
  shareNight: 'Condividi la serata',
  close: 'Chiudi',
  home: 'Inizio',
  loading: 'Lettura delle partite salvate…',
  failed: 'Non è stato possibile leggere le partite salvate.',
  list: (names: string[]) => listAnd('it', names),
  errStorage: 'Questo dispositivo non ha permesso di salvarlo. Non è cambiato nulla.',
  drawResult: (who: string) => `Inizia ${who}.`,
  draw: 'Sorteggia',
  sendNight: 'Invia la serata a un altro telefono',
  fileWord: 'serata',
  offerTitle: 'Tieni una copia dell’ultima serata',
  offerText: (date: string) =>
    `Le sue partite (${date}) sono solo in questo browser, che può cancellarle se manca spazio. Inviale a un altro telefono o conserva il file.`,
};
