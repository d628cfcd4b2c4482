import { plural } from '../../i18n';
import type { en } from './receive.en';

export const de: typeof en = {
  title: 'Sicherung öffnen',
  home: 'Start',
  savedGames: 'Gespeicherte Partien',
  looking: 'Datei wird gesucht…',
  nothing:
    'Es ist keine Datei angekommen. Wähle eine Sicherung von Skull Table: Du siehst, was sie enthält, bevor etwas übernommen wird.',
  choose: 'Datei wählen',
  reading: 'Datei wird gelesen…',
  holds: (file: string) => `Inhalt von ${file}`,
  nothingKept: 'Nichts wird übernommen, bevor du auf „Importieren“ tippst.',
  gamesNew: (n: number) => `${n} ${plural('de', n, 'Partie', 'Partien')}, die dieses Gerät noch nicht hat.`,
  gamesHere: (n: number) =>
    `${n} ${plural('de', n, 'Partie ist schon hier und zählt', 'Partien sind schon hier und zählen')} nur einmal.`,
  gamesCopies: (n: number) =>
    `${n} ${plural('de', n, 'Partie hat', 'Partien haben')} die Kennung einer Partie hier, aber andere Züge: Beide Fassungen bleiben.`,
  playersKnown: (n: number) => `${n} ${plural('de', n, 'Spieler ist', 'Spieler sind')} hier schon bekannt.`,
  playersNew: (names: string) => `Neu auf diesem Gerät: ${names}.`,
  matchesTitle: 'Dieselben Personen?',
  matchesHint:
    'Jeden Namen unten gibt es auch hier, und er gilt als derselbe Spieler. Nimm den Haken bei jedem weg, der jemand anderes ist.',
  sameAs: (name: string, here: string) => `${name} in der Datei und ${here} hier sind dieselbe Person`,
  nightsJoining: (n: number) =>
    plural(
      'de',
      n,
      `${n} Spieleabend fällt mit einem Abend hier zusammen: Aus beiden wird ein Abend.`,
      `${n} Spieleabende fallen mit Abenden hier zusammen: Aus je zweien wird ein Abend.`,
    ),
  nightsNew: (n: number) => `${n} ${plural('de', n, 'neuer Spieleabend', 'neue Spieleabende')}.`,
  nothingNew: 'Alles aus dieser Datei ist schon hier: Ein Import würde nichts ändern.',
  importButton: 'Importieren',
  cancel: 'Abbrechen',
  close: 'Schließen',
  importing: 'Wird importiert…',
  changed:
    'Die Partien hier haben sich geändert, während die Datei offen war: Nichts wurde importiert. Öffne die Datei noch einmal.',
  openBackup: 'Partien von einem anderen Handy empfangen',
  importDone: 'Die Partien und Spieler aus der Datei sind jetzt hier.',
  undoImport: 'Import rückgängig machen',
  keep: 'Behalten',
  importUndone:
    'Der Import ist rückgängig gemacht: Die Partien und Spieler, die er mitgebracht hat, sind weg, und was er geändert hat, ist wie vorher.',
  undoChanged:
    'Eine Partie aus dem Import wurde seitdem weitergespielt: Beim Rückgängigmachen gingen diese Züge verloren, deshalb wurde nichts rückgängig gemacht.',
  storageRefused: 'Der Browser hat es nicht zugelassen: Nichts wurde geändert. Versuch es noch einmal.',
  send: 'An ein anderes Handy senden',
  sentToDownloads:
    'Die Sicherung liegt in deinen Downloads: Schick diese Datei an das andere Handy und öffne sie dort.',
};
