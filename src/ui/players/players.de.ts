import { plural } from '../../i18n';
import type { en } from './players.en';

export const de: typeof en = {
  empty: 'Noch keine Spieler: Wer eine gespeicherte Partie spielt, erscheint hier.',
  intro: 'Alle, die auf diesem Gerät gespielt haben.',
  record: (finished: number, wins: number) =>
    `${finished} ${plural('de', finished, 'beendete Partie', 'beendete Partien')}, ${wins} ${plural('de', wins, 'Sieg', 'Siege')}`,
  unfinished: (n: number) => `, ${n} nicht beendet`,
  rename: (who: string) => `${who} umbenennen`,
  renameShort: 'Umbenennen',
  newName: (who: string) => `Neuer Name für ${who}`,
  save: 'Speichern',
  cancel: 'Abbrechen',
  mergeShort: 'Zusammenführen…',
  merge: (who: string) => `${who} mit einem anderen Spieler zusammenführen`,
  mergeInto: (who: string) => `Alle Partien von ${who} zählen für`,
  mergeConfirm: 'Zusammenführen',
  mergeHint: 'Für einen Namen, der auf zwei Arten getippt wurde. Rückgängig geht, bis du diesen Bildschirm verlässt.',
  merged: (from: string, into: string) => `Zusammengeführt: ${from} zählt jetzt für ${into}.`,
  undo: 'Rückgängig',
  unmerged: (who: string) => `${who} steht wieder für sich in der Liste.`,
  renamed: (who: string) => `Neuer Name: ${who}.`,
  errTooLong: (max: number) => `Höchstens ${max} Zeichen.`,
  errTaken: 'Ein anderer Spieler hat schon diesen Namen: Führ die beiden lieber zusammen.',
  errSameGame:
    'Diese beiden haben in derselben Partie gespielt, also sind es zwei Personen und lassen sich nicht zusammenführen.',
  errUnknown: 'Dieser Spieler steht nicht mehr in der Liste.',
  errStorage: 'Dieses Gerät hat das Speichern verweigert. Nichts wurde geändert.',
  home: 'Start',
  loading: 'Gespeicherte Partien werden gelesen…',
  failed: 'Die gespeicherten Partien konnten nicht gelesen werden.',
  playersTitle: 'Spieler',
  newGame: 'Neue Partie',
  errEmpty: 'Gib einen Namen ein.',
  errInvisible: 'Nimm Buchstaben, Ziffern, Leerzeichen oder Emoji, keine unsichtbaren Zeichen.',
};
