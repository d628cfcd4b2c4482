import { plural } from '../../i18n';
import type { en } from './cards.en';

const karten = (n: number) => `${n} ${plural('de', n, 'Karte', 'Karten')}`;

export const de: typeof en = {
  placeInstruction: (p: string) => `Alle legen eine Karte verdeckt vor sich – ${p} legt zuletzt.`,
  placedButton: 'Alle Karten liegen',
  addDisc: 'Karte nachlegen',
  emptyHand: (p: string) => `${p} hat keine Karte mehr auf der Hand und muss das Bieten eröffnen.`,
  addingHint: (p: string) =>
    `${p}: Leg eine Karte auf deinen Stapel oder eröffne das Bieten mit der Zahl der Blumen, die du dir aufzudecken zutraust.`,
  bidAllBanner: (p: string, n: number) =>
    `${p} hat ${n} geboten: alle Karten auf dem Tisch. Niemand kann erhöhen, also beginnt jetzt die Herausforderung.`,
  flipOwnFirst: (bid: number) =>
    `Deck die oberste verdeckte Karte deines Stapels auf; hör auf, sobald ${bid} ${plural('de', bid, 'Blume offen liegt', 'Blumen offen liegen')}.`,
  chooseOpponent: 'Wähle die oberste Karte eines Gegners',
  stackOption: (p: string, n: number) => `Stapel von ${p}: ${karten(n)} verdeckt`,
  whatOwn: 'Was zeigt die oberste Karte deines Stapels?',
  whatOther: (p: string) => `Was zeigt die oberste Karte im Stapel von ${p}?`,
  abandonedNote: 'Die Runde wurde abgebrochen: Alle nehmen ihre Karten zurück, und wer begonnen hat, beginnt neu.',
  abandonHint:
    'Verdirbt eine versehentlich gezeigte Karte die Runde, kann die Runde abgebrochen werden, wenn alle einverstanden sind: Alle nehmen ihre Karten zurück, niemand bekommt einen Punkt oder verliert eine Karte, und wer begonnen hat, beginnt neu.',
  helpPlacing:
    'Alle, die noch im Spiel sind, legen eine Karte verdeckt vor sich: ihren Stapel. Der Startspieler legt zuletzt, dann ist er am Zug.',
  helpAdding:
    'Wenn du am Zug bist, legst du eine Karte aus deiner Hand oben auf deinen Stapel oder eröffnest das Bieten mit einem Gebot von 1 bis zur Zahl der Karten auf dem Tisch.',
  helpBidding:
    'Reihum erhöht jeder das Gebot oder passt für den Rest der Runde; der Stapel von jemandem, der gepasst hat, bleibt liegen und kann weiter aufgedeckt werden. Haben alle anderen gepasst, wird der Höchstbietende Herausforderer; ein Gebot, das allen Karten auf dem Tisch entspricht, startet sofort die Herausforderung.',
  helpChallenge:
    'Der Herausforderer deckt Karte für Karte von oben den eigenen Stapel auf und erst, wenn dieser ganz offen liegt, die oberste verdeckte Karte eines beliebigen anderen Stapels. Ein Totenkopf beendet die Herausforderung: gescheitert. Sobald die aufgedeckten Blumen das Gebot erreichen, auch schon im eigenen Stapel, ist sie bestanden, und keine weitere Karte wird aufgedeckt.',
  helpOutcomes:
    'Bestanden: Der Herausforderer bekommt einen Punkt (die App zählt ihn; wer einen Zettel führt, notiert ihn dort); ein zweiter Punkt gewinnt. Gescheitert: Der Herausforderer verliert eine Karte, die verdeckt auf den Ablagestapel kommt. Beim eigenen Totenkopf wählt er sie selbst; beim Totenkopf eines anderen mischt er alle eigenen Karten aus Stapel und Hand verdeckt, und der Besitzer des Totenkopfs zieht eine, ohne hinzusehen.',
  startsChallenge: 'alle Karten: Die Herausforderung beginnt sofort',
  discs: (mat: number, hand: number, lost: number) =>
    `${mat} im Stapel, ${hand} auf der Hand${lost > 0 ? `, ${lost} verloren` : ''}`,
  stacksTitle: 'Stapel',
  ownStack: (n: number) => `dein Stapel: ${n} verdeckt`,
  locked: 'gesperrt, bis dein eigener Stapel aufgedeckt ist',
  standingIn: (successes: number, discs: number) =>
    `${successes > 0 ? `${successes} ${plural('de', successes, 'Punkt', 'Punkte')}, ` : ''}${karten(discs)} übrig`,
  placed: (starter: string) => `Alle legen eine Karte verdeckt vor sich; ${starter} legt zuletzt.`,
  added: (p: string, stack: number) => `${p} legt eine Karte nach (${karten(stack)} im Stapel).`,
  bidAll: (p: string, n: number) => `${p} bietet ${n}, alle Karten auf dem Tisch: Die Herausforderung beginnt sofort.`,
  flipOwnFlower: (p: string, shown: number, bid: number) =>
    `${p} deckt eine eigene Karte auf: eine Blume (${shown} von ${bid}).`,
  flipOwnSkull: (p: string) => `${p} deckt eine eigene Karte auf: ein Totenkopf!`,
  flipFlower: (p: string, owner: string, shown: number, bid: number) =>
    `${p} deckt die oberste Karte von ${owner} auf: eine Blume (${shown} von ${bid}).`,
  flipSkull: (p: string, owner: string) => `${p} deckt die oberste Karte von ${owner} auf: ein Totenkopf!`,
  abandoned: 'Die Runde wird abgebrochen: Alle nehmen ihre Karten zurück, und wer begonnen hat, beginnt neu.',
  success: (p: string) => `Bestanden! ${p} bekommt einen Punkt (wer einen Zettel führt, notiert ihn dort).`,
  failRandom: (owner: string, p: string) =>
    `${p} mischt alle eigenen Karten aus Stapel und Hand verdeckt. ${owner} zieht eine, ohne hinzusehen, und legt sie verdeckt auf den Ablagestapel.`,
  failChoice: (p: string) => `${p} wählt heimlich eine eigene Karte und legt sie verdeckt auf den Ablagestapel.`,
  lastDiscGone: (p: string) => `${p} legt die letzte eigene Karte verdeckt auf den Ablagestapel.`,
  eliminated: (p: string) => `${p} ist ausgeschieden: keine Karte mehr.`,
  takeBack: 'Alle nehmen die Karten ihres Stapels zurück auf die Hand.',
  cardFlower: 'Zahlenkarte',
  cardSkull: 'Bildkarte',
  dealTitle: 'Karten verteilen',
  dealFlowersStandard: 'Aus dem Blatt mit 52 Karten nimmt jeder drei Zahlenkarten von 2 bis 10: seine Blumen.',
  dealSkullStandard:
    'Dazu einen Buben, eine Dame oder einen König: den Totenkopf. Asse und Joker werden nicht gebraucht.',
  dealFlowersSpanish: 'Aus dem spanischen Blatt mit 40 Karten nimmt jeder drei Karten von Ass (1) bis 7: seine Blumen.',
  dealSkullSpanish: 'Dazu eine Sota, einen Caballo oder einen Rey (mit 10, 11 und 12 bedruckt): den Totenkopf.',
  dealFlowersItalian:
    'Aus dem italienischen Blatt mit 40 Karten nimmt jeder drei Karten von Ass (1) bis 7: seine Blumen.',
  dealSkullItalian: 'Dazu einen Fante, einen Cavallo oder einen Re (oft mit 8, 9 und 10 bedruckt): den Totenkopf.',
  dealFlowersSkat: 'Aus dem Skatblatt mit 32 Karten nimmt jeder drei Zahlenkarten von 7 bis 10: seine Blumen.',
  dealSkullSkat:
    'Dazu einen Buben, eine Dame oder einen König (im deutschen Bild: Unter, Ober oder König): den Totenkopf. Die Asse werden nicht gebraucht.',
  dealCheck: 'Prüf deine eigene Hand, ohne sie zu zeigen: drei Blumen und ein Totenkopf.',
  dealPaper: 'Die App zählt die Punkte; ein Zettel mit allen Namen ist freiwillig.',
  dealSame: 'Dieselben Karten wie in der vorigen Partie: Jeder nimmt seine drei Blumen und seinen Totenkopf zurück.',
  dealAllSteps: 'Alle Schritte zeigen',
  dealRules: 'Die Reiseversion in den Regeln',
  dealDone: 'Die Karten sind verteilt',
};
