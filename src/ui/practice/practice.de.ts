import { plural } from '../../i18n';
import { listAnd } from '../../i18n/nameGrammar';
import type { en } from './practice.en';

// Beispielnamen, einer pro Platz, dieselben wie im Beispiel der Regeln.
const NAMES = ['Nadia', 'Omar', 'Lou', 'Sami', 'Yuki', 'Paul'];

export const de: typeof en = {
  title: 'Übungsrunde',
  back: 'Neue Partie',
  intro:
    'Eine Runde nur zum Lernen. Niemand bekommt einen Punkt, niemand verliert eine Scheibe, und nichts wird gespeichert.',
  equipmentTitle: 'Spielmaterial',
  equipmentDiscs: 'Scheiben und Tableaus',
  equipmentCards: 'Ein Kartenspiel',
  howMany: 'Wie viele spielen mit?',
  players: (n: number) => `${n} Spieler`,
  seatName: (seat: number) => NAMES[seat] ?? `Spieler ${seat + 1}`,
  practiseWith: (names: string[]) => `Üben mit ${listAnd('de', names)}`,
  fromForm: 'Die Spieler, die für die neue Partie eingetragen sind.',
  fromGame: 'Die Spieler deiner letzten Partie.',
  guidePlacing: (starter: string) =>
    `Alle legen eine Scheibe verdeckt auf ihr eigenes Tableau; ${starter} legt zuletzt.`,
  guideAdding: (p: string) =>
    `${p}: Leg eine Scheibe oben auf deinen Stapel oder eröffne das Bieten mit so vielen Blumen, wie du dir aufzudecken zutraust.`,
  guideBidding: (p: string) =>
    `${p}: Erhöhe das Gebot oder passe. Passen gilt für den Rest der Runde, dein Stapel bleibt aber im Spiel.`,
  guideRevealingOwn: (p: string, bid: number) =>
    `${p}: Deck die oberste Scheibe deines eigenen Stapels auf. Schluss ist bei einem Totenkopf oder sobald ${bid} ${plural('de', bid, 'Blume offen liegt', 'Blumen offen liegen')}.`,
  guideOwnStackMayEnd: 'Das Gebot kann schon in deinem eigenen Stapel erreicht sein: Der Rest bleibt dann verdeckt.',
  guideRevealingOthers: (p: string, bid: number) =>
    `${p}: Dein Stapel liegt ganz offen. Deck die oberste verdeckte Scheibe eines beliebigen anderen Stapels auf, auch von Spielern, die gepasst haben. Schluss ist bei einem Totenkopf oder sobald ${bid} ${plural('de', bid, 'Blume offen liegt', 'Blumen offen liegen')}.`,
  stepBack: 'Rückgängig',
  restart: 'Von vorn',
  endTitle: 'In einer echten Partie',
  endPracticeTitle: 'In dieser Übungsrunde',
  endSuccess: (p: string) =>
    `${p}, dreh dein Tableau zurück, Blumenseite nach unten: Eine Übungsrunde bringt keinen Punkt.`,
  endFailure: (p: string) => `Nichts kommt in die Schachtel: ${p} behält alle Scheiben.`,
  endNote:
    'Alle nehmen die Scheiben von ihrem Tableau zurück. Nichts wird gespeichert: Die Tableaus unten sind wie vor der Runde.',
  endTable: 'Die Tableaus, unverändert',
  again: 'Noch einmal üben',
  realGame: 'Echte Partie starten',
  /** The name of the practice table's controls, as on the game screen. */
  controls: 'Dein Zug',
};
