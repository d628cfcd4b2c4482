import { plural } from '../../i18n';
import type { en } from './sessions.en';

const games = (n: number) => `${n} ${plural('it', n, 'partita', 'partite')}`;

export const it: typeof en = {
  title: 'Partite salvate',
  home: 'Inizio',
  deviceNote:
    'Le tue partite sono salvate solo su questo dispositivo, in questo browser. Cancellando i dati dei siti del browser (o la cronologia con i «dati dei siti») le perdi. Un file di esportazione è il tuo backup: tienilo al sicuro e importalo qui o su un altro dispositivo.',
  persistent: 'Questo browser ha accettato di conservare queste partite finché non le elimini.',
  bestEffort: 'Questo browser può eliminare queste partite se il dispositivo resta senza spazio: esportale ogni tanto.',
  unsupported: 'Questo browser non dice per quanto tempo conserva queste partite: esportale ogni tanto.',
  unavailable:
    'Questo browser non permette all’app di salvare le partite qui (navigazione privata?): durano solo finché la pagina resta aperta. Esportale per conservarle.',
  empty: 'Ancora nessuna partita salvata. Una partita viene salvata qui appena inizia.',
  exportAll: 'Esporta tutte le partite',
  importFile: 'Importa da un file',
  open: 'Apri',
  rematch: 'Un’altra partita',
  exportOne: 'Esporta',
  remove: 'Elimina',
  undo: 'Annulla',
  showMore: (n: number) => `Mostra ${plural('it', n, 'ancora', 'altre')} ${games(n)}`,
  players: (names: string) => names,
  inRound: (round: number) => `Round ${round}`,
  won: (name: string) => `Ha vinto ${name}`,
  lastPlayed: (when: string) => `Giocata l’ultima volta: ${when}`,
  successes: (name: string, n: number) => `${name}: ${n} ${plural('it', n, 'sfida vinta', 'sfide vinte')}`,
  deleted: (names: string) => `Partita con ${names} eliminata.`,
  imported: (added: number, copies: number, skipped: number) =>
    [
      `${plural('it', added, 'Importata', 'Importate')} ${games(added)}.`,
      copies > 0
        ? `${games(copies)} con un id già usato qui ${plural('it', copies, 'è stata aggiunta come copia', 'sono state aggiunte come copie')}.`
        : '',
      skipped > 0 ? `${games(skipped)} ${plural('it', skipped, 'era', 'erano')} già qui.` : '',
    ]
      .filter(Boolean)
      .join(' '),
  refused: 'Non è stato importato niente e qui non è cambiato niente:',
  tooBig: (mb: number) => `il file supera i ${mb} MB.`,
  notJson: 'il file non è un’esportazione di Skull Table (non è JSON).',
  foreign: 'il file non è un’esportazione di Skull Table.',
  newerVersion: 'il file viene da una versione più recente di Skull Table: prima aggiorna l’app.',
  noSessions: 'il file non contiene partite.',
  invalidSession: (n: number) => `la partita numero ${n} del file è danneggiata.`,
  illegalMoves: (n: number) => `nella partita numero ${n} del file, le mosse violano le regole.`,
  newerSession: (n: number) =>
    `la partita numero ${n} del file viene da una versione più recente di Skull Table: prima aggiorna l’app.`,
  longName: (n: number, max: number) =>
    `la partita numero ${n} del file ha un nome di giocatore più lungo di ${max} ${plural('it', max, 'carattere', 'caratteri')}; i nomi possono averne al massimo ${max}.`,
  badName: (n: number) =>
    `la partita numero ${n} del file ha un nome con caratteri invisibili, o due nomi che sembrano solo diversi.`,
  tooManyMoves: (n: number, max: number) =>
    `la partita numero ${n} del file ha più di ${max} mosse, il massimo per una partita.`,
  nights: 'Serate di gioco',
  badPlayer: (n: number, max: number) =>
    `il giocatore numero ${n} nella lista dei giocatori del file è danneggiato, ripetuto o ha un nome che il modulo di nuova partita rifiuterebbe (vuoto, caratteri invisibili, più di ${max} ${plural('it', max, 'carattere', 'caratteri')}).`,
  duplicateId: (n: number, first: number) => `le partite numero ${first} e ${n} del file hanno lo stesso id.`,
  badBreaks: 'le date delle serate di gioco nel file sono danneggiate.',
  storageFailed: 'il browser ha rifiutato di salvare le partite.',
  storageRefused: 'Il browser ha rifiutato: non è cambiato niente. Riprova.',
  keptNewer:
    'Nel frattempo questa partita è stata salvata di nuovo in un’altra scheda: si tiene quella versione più recente.',
  restoreFailed: 'Il browser ha rifiutato di ripristinare la partita.',
  exportSetAside: 'Esportale così come sono',
  deleteSetAside: 'Elimina le partite illeggibili',
  confirmDeleteSetAside: (n: number) =>
    `Eliminare per sempre ${n} ${plural('it', n, 'partita illeggibile', 'partite illeggibili')}? Non si potrà tornare indietro.`,
  confirmDelete: 'Eliminale per sempre',
  keep: 'Tienile',
  setAsideFileName: (date: string) => `skull-table-illeggibili-${date}.json`,
  setAsideTitle: 'Partite che non si sono potute leggere',
  setAsideNote: (n: number) =>
    `${n} ${plural('it', n, 'partita salvata non si è potuta leggere ed è stata messa', 'partite salvate non si sono potute leggere e sono state messe')} da parte. ${plural('it', n, 'Resta intatta', 'Restano intatte')} su questo dispositivo; le altre partite non ne risentono.`,
  reasonCorrupt: 'i dati sono danneggiati',
  reasonWrongTypes: 'i dati non hanno la forma giusta',
  reasonNewerSchema: 'è stata salvata da una versione più recente dell’app',
  reasonIllegalLog: 'le sue mosse violano le regole',
  fileName: (date: string) => `skull-table-partite-${date}.json`,
};
