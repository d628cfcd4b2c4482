import { plural } from '../../i18n';
import type { en } from './sessions.en';

export const de: typeof en = {
  title: 'Gespeicherte Partien',
  home: 'Start',
  deviceNote:
    'Deine Partien liegen nur in diesem Browser auf diesem Gerät: Löschst du seine Websitedaten, sind sie weg. Eine Exportdatei ist deine Sicherung: Bewahre sie auf und importiere sie hier oder auf einem anderen Gerät.',
  persistent: 'Dieser Browser hat zugesagt, diese Partien zu behalten, bis du sie löschst.',
  bestEffort: 'Dieser Browser löscht diese Partien vielleicht, wenn der Speicher knapp wird: Exportiere sie ab und zu.',
  unsupported: 'Dieser Browser sagt nicht, wie lange er diese Partien behält: Exportiere sie ab und zu.',
  unavailable:
    'Dieser Browser lässt die App keine Partien speichern (privates Surfen?): Sie bleiben nur, solange die Seite offen ist. Exportiere sie, um sie zu behalten.',
  empty: 'Noch keine gespeicherten Partien. Eine Partie wird hier gespeichert, sobald sie beginnt.',
  exportAll: 'Alle Partien exportieren',
  importFile: 'Aus Datei importieren',
  open: 'Öffnen',
  rematch: 'Noch eine Partie',
  exportOne: 'Exportieren',
  remove: 'Löschen',
  undo: 'Rückgängig',
  showMore: (n: number) => `${n} weitere ${plural('de', n, 'Partie', 'Partien')} zeigen`,
  players: (names: string) => names,
  inRound: (round: number) => `Runde ${round}`,
  won: (name: string) => `${name} hat gewonnen`,
  lastPlayed: (when: string) => `Zuletzt gespielt: ${when}`,
  successes: (name: string, n: number) => `${name}: ${n} ${plural('de', n, 'Punkt', 'Punkte')}`,
  deleted: (names: string) => `Partie mit ${names} gelöscht.`,
  imported: (added: number, copies: number, skipped: number) =>
    [
      `${added} ${plural('de', added, 'Partie', 'Partien')} importiert.`,
      copies > 0
        ? `${copies} ${plural('de', copies, 'Partie, deren Kennung hier schon vergeben war, wurde als Kopie', 'Partien, deren Kennung hier schon vergeben war, wurden als Kopien')} hinzugefügt.`
        : '',
      skipped > 0 ? `${skipped} ${plural('de', skipped, 'Partie war', 'Partien waren')} schon da.` : '',
    ]
      .filter(Boolean)
      .join(' '),
  refused: 'Nichts wurde importiert, und hier hat sich nichts geändert:',
  tooBig: (mb: number) => `Die Datei ist größer als ${mb} MB.`,
  notJson: 'Die Datei ist kein Export von Skull Table (sie ist kein JSON).',
  foreign: 'Die Datei ist kein Export von Skull Table.',
  newerVersion: 'Die Datei stammt aus einer neueren Version von Skull Table: Aktualisiere zuerst die App.',
  noSessions: 'Die Datei enthält keine Partien.',
  invalidSession: (n: number) => `Partie Nummer ${n} in der Datei ist beschädigt.`,
  illegalMoves: (n: number) => `In Partie Nummer ${n} der Datei verstoßen die Züge gegen die Regeln.`,
  newerSession: (n: number) =>
    `Partie Nummer ${n} in der Datei stammt aus einer neueren Version von Skull Table: Aktualisiere zuerst die App.`,
  longName: (n: number, max: number) =>
    `Partie Nummer ${n} in der Datei hat einen Spielernamen mit mehr als ${max} Zeichen; ein Name darf höchstens ${max} haben.`,
  badName: (n: number) =>
    `Partie Nummer ${n} in der Datei hat einen Namen mit unsichtbaren Zeichen oder zwei Namen, die nur verschieden aussehen.`,
  tooManyMoves: (n: number, max: number) =>
    `Partie Nummer ${n} in der Datei hat mehr als ${max} Züge, die Höchstzahl für eine Partie.`,
  nights: 'Spieleabende',
  badPlayer: (n: number, max: number) =>
    `Spieler Nummer ${n} in der Spielerliste der Datei ist beschädigt, doppelt oder hat einen Namen, den das Formular für eine neue Partie ablehnen würde (leer, unsichtbare Zeichen, mehr als ${max} Zeichen).`,
  duplicateId: (n: number, first: number) =>
    `Die Partien Nummer ${first} und ${n} in der Datei haben dieselbe Kennung.`,
  badBreaks: 'Die Spieleabend-Daten in der Datei sind beschädigt.',
  storageFailed: 'Der Browser hat das Speichern der Partien verweigert.',
  storageRefused: 'Der Browser hat abgelehnt: Nichts wurde geändert. Versuch es noch einmal.',
  keptNewer: 'Diese Partie wurde inzwischen in einem anderen Tab gespeichert: Die neuere Fassung bleibt.',
  restoreFailed: 'Der Browser hat das Wiederherstellen der Partie verweigert.',
  exportSetAside: 'So exportieren, wie sie sind',
  deleteSetAside: 'Unlesbare Partien löschen',
  confirmDeleteSetAside: (n: number) =>
    `${n} unlesbare ${plural('de', n, 'Partie', 'Partien')} endgültig löschen? Das lässt sich nicht rückgängig machen.`,
  confirmDelete: 'Endgültig löschen',
  keep: 'Behalten',
  setAsideFileName: (date: string) => `skull-table-unlesbar-${date}.json`,
  setAsideTitle: 'Partien, die nicht gelesen werden konnten',
  setAsideNote: (n: number) =>
    `${n} gespeicherte ${plural('de', n, 'Partie konnte nicht gelesen werden und wurde', 'Partien konnten nicht gelesen werden und wurden')} beiseitegelegt. ${plural('de', n, 'Sie bleibt', 'Sie bleiben')} unverändert auf diesem Gerät; die anderen Partien sind nicht betroffen.`,
  reasonCorrupt: 'Die Daten sind beschädigt',
  reasonWrongTypes: 'Die Daten haben die falsche Form',
  reasonNewerSchema: 'Die Partie wurde von einer neueren Version der App gespeichert',
  reasonIllegalLog: 'Die Züge verstoßen gegen die Regeln',
  fileName: (date: string) => `skull-table-partien-${date}.json`,
};
