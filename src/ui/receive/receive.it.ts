import { plural } from '../../i18n';
import type { en } from './receive.en';

export const it: typeof en = {
  title: 'Apri un backup',
  home: 'Inizio',
  savedGames: 'Partite salvate',
  looking: 'Ricerca del file…',
  nothing:
    'Non è arrivato nessun file. Scegli un backup di Skull Table: vedrai cosa contiene prima di importare qualsiasi cosa.',
  choose: 'Scegli un file',
  reading: 'Lettura del file…',
  holds: (file: string) => `Cosa contiene ${file}`,
  nothingKept: 'Non si tiene niente finché non tocchi Importa.',
  gamesNew: (n: number) => `${n} ${plural('it', n, 'partita', 'partite')} che questo dispositivo non ha ancora.`,
  gamesHere: (n: number) =>
    `${n} ${plural('it', n, 'partita è già qui: conta', 'partite sono già qui: contano')} una volta sola.`,
  gamesCopies: (n: number) =>
    `${n} ${plural('it', n, 'partita ha', 'partite hanno')} lo stesso id di una partita di qui ma altre mosse: si tengono entrambe le versioni.`,
  playersKnown: (n: number) => `${n} ${plural('it', n, 'giocatore già noto', 'giocatori già noti')} qui.`,
  playersNew: (names: string) => `Questo dispositivo non conosceva ancora ${names}.`,
  matchesTitle: 'Le stesse persone?',
  matchesHint:
    'Ogni nome qui sotto è anche quello di un giocatore di qui, e conterà come la stessa persona. Togli la spunta a chi invece è un’altra persona.',
  sameAs: (name: string, here: string) => `${name} nel file e ${here} qui sono la stessa persona`,
  nightsJoining: (n: number) =>
    plural(
      'it',
      n,
      `${n} serata di gioco coincide con una serata di qui: le due diventano una sola.`,
      `${n} serate di gioco coincidono con serate di qui: ognuna si unisce alla sua.`,
    ),
  nightsNew: (n: number) => `${n} ${plural('it', n, 'serata di gioco nuova', 'serate di gioco nuove')}.`,
  nothingNew: 'Tutto ciò che contiene questo file è già qui: importarlo non cambierebbe niente.',
  importButton: 'Importa',
  cancel: 'Annulla',
  close: 'Chiudi',
  importing: 'Importazione in corso…',
  changed: 'Le partite di qui sono cambiate mentre il file era aperto: non è stato importato niente. Riapri il file.',
  openBackup: 'Ricevi partite da un altro telefono',
  importDone: 'Le partite e i giocatori del file ora sono qui.',
  undoImport: 'Annulla l’importazione',
  keep: 'Tieni',
  importUndone:
    'Importazione annullata: le partite e i giocatori che aveva portato non ci sono più, e ciò che aveva cambiato è tornato com’era.',
  undoChanged:
    'Da allora è stata giocata una partita dell’importazione: annullare l’importazione farebbe perdere quelle mosse, quindi non è stato annullato nulla.',
  storageRefused: 'Il browser ha rifiutato: non è cambiato niente. Riprova.',
  send: 'Invia a un altro telefono',
  sentToDownloads: 'Il backup è nella cartella Download: invia quel file all’altro telefono e aprilo lì.',
};
