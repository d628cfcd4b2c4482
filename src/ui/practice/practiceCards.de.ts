import { plural } from '../../i18n';
import type { en } from './practiceCards.en';

export const de: typeof en = {
  intro:
    'Eine Runde nur zum Lernen. Niemand bekommt einen Punkt, niemand verliert eine Karte, und nichts wird gespeichert.',
  guidePlacing: (starter: string) => `Alle legen eine Karte verdeckt vor sich; ${starter} legt zuletzt.`,
  guideAdding: (p: string) =>
    `${p}: Leg eine Karte oben auf deinen Stapel oder eröffne das Bieten mit so vielen Blumen, wie du dir aufzudecken zutraust.`,
  guideBidding: (p: string) =>
    `${p}: Erhöhe das Gebot oder passe. Passen gilt für den Rest der Runde, dein Stapel bleibt aber im Spiel.`,
  guideRevealingOwn: (p: string, bid: number) =>
    `${p}: Deck die oberste Karte deines eigenen Stapels auf. Schluss ist bei einem Totenkopf oder sobald ${bid} ${plural('de', bid, 'Blume offen liegt', 'Blumen offen liegen')}.`,
  guideOwnStackMayEnd: 'Das Gebot kann schon in deinem eigenen Stapel erreicht sein: Der Rest bleibt dann verdeckt.',
  guideRevealingOthers: (p: string, bid: number) =>
    `${p}: Dein Stapel liegt ganz offen. Deck die oberste verdeckte Karte eines beliebigen anderen Stapels auf, auch von Spielern, die gepasst haben. Schluss ist bei einem Totenkopf oder sobald ${bid} ${plural('de', bid, 'Blume offen liegt', 'Blumen offen liegen')}.`,
  endSuccess: (p: string) => `Kein Punkt für ${p}: Eine Übungsrunde bringt keinen.`,
  endFailure: (p: string) => `Nichts kommt auf den Ablagestapel: ${p} behält alle Karten.`,
  endTable: 'Der Tisch, unverändert',
  endNote:
    'Alle nehmen die Karten ihres Stapels zurück. Nichts wird gespeichert: Der Tisch unten ist wie vor der Runde.',
};
