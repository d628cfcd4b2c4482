import { plural } from '../../i18n';
import type { en } from './night.en';

export const de: typeof en = {
  home: 'Start',
  tonight: 'Heute Abend',
  nightOf: (date: string) => `Spieleabend vom ${date}`,
  loading: 'Gespeicherte Partien werden gelesen…',
  failed: 'Die gespeicherten Partien konnten nicht gelesen werden.',
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
  rematchHint: 'Dieselben Spieler auf denselben Plätzen. Wer beginnt (R2)?',
  starts: (name: string) => `${name} beginnt`,
  draw: 'Auslosen',
  drawn: (name: string) => `${name} beginnt.`,
  continueGame: 'Die unbeendete Partie fortsetzen',
  newEvening: 'Neuer Abend',
  newEveningHint: 'Die nächste Partie beginnt einen neuen Spieleabend, egal wie spät es ist.',
  newEveningDone: 'Die nächste Partie beginnt einen neuen Spieleabend.',
  storageFailed: 'Dieses Gerät hat das Speichern verweigert. Nichts wurde geändert.',
  earlierTitle: 'Frühere Spieleabende',
  earlierNight: (date: string, games: number) => `${date}: ${games} ${plural('de', games, 'Partie', 'Partien')}`,
  shareTitle: (date: string) => `Skull-Abend, ${date}`,
  list: (names: string[]) => new Intl.ListFormat('de', { type: 'conjunction' }).format(names),
};
