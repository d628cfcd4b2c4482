import { plural } from '../../i18n';
import { listAnd } from '../../i18n/nameGrammar';
import type { en } from './night.en';

export const de: typeof en = {
  tonight: 'Heute Abend',
  nightOf: (date: string) => `Spieleabend vom ${date}`,
  empty: 'Noch kein Spieleabend: Partien vom selben Abend werden hier gesammelt.',
  standingsTitle: 'Siege bisher',
  standing: (wins: number, played: number) =>
    `${wins} ${plural('de', wins, 'Sieg', 'Siege')} in ${played} ${plural('de', played, 'beendeten Partie', 'beendeten Partien')}`,
  gamesTitle: 'Die Partien der Reihe nach',
  gameLine: (n: number, time: string, names: string) => `Partie ${n}, ${time}: ${names}`,
  gameWon: (name: string) => `${name} hat gewonnen.`,
  gameOpen: 'Nicht beendet.',
  openGame: 'Öffnen',
  rematchTitle: 'Noch eine Partie',
  rematchHint: 'Dieselben Spieler auf denselben Plätzen. Wer beginnt?',
  starts: (name: string) => `${name} beginnt`,
  continueGame: 'Die angefangene Partie fortsetzen',
  newNight: 'Neuer Spieleabend',
  newNightHint: 'Die nächste Partie beginnt einen neuen Spieleabend, egal wie spät es ist.',
  newNightDone: 'Die nächste Partie beginnt einen neuen Spieleabend.',
  earlierTitle: 'Frühere Spieleabende',
  earlierNight: (date: string, games: number) => `${date}: ${games} ${plural('de', games, 'Partie', 'Partien')}`,
  shareTitle: (date: string) => `Skull-Abend, ${date}`,
  shareNight: 'Den Abend teilen',
  close: 'Schließen',
  home: 'Start',
  loading: 'Gespeicherte Partien werden gelesen…',
  failed: 'Die gespeicherten Partien konnten nicht gelesen werden.',
  list: (names: string[]) => listAnd('de', names),
  errStorage: 'Dieses Gerät hat das Speichern verweigert. Nichts wurde geändert.',
  drawResult: (who: string) => `${who} beginnt.`,
  draw: 'Auslosen',
  sendNight: 'Den Abend an ein anderes Handy senden',
  fileWord: 'spieleabend',
  offerTitle: 'Den letzten Spieleabend sichern',
  offerText: (date: string) =>
    `Seine Partien (${date}) sind nur in diesem Browser, und der löscht sie vielleicht, wenn der Speicher knapp wird. Schick sie an ein anderes Handy oder bewahre die Datei auf.`,
};
