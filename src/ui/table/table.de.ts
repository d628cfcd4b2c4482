import { plural } from '../../i18n';
import type { en } from './table.en';

export const de: typeof en = {
  loading: 'Partie wird geöffnet…',
  notFound: 'Diese Partie ist auf diesem Gerät nicht gespeichert.',
  home: 'Start',
  round: (n: number) => `Runde ${n}`,
  turnLabel: 'Am Zug',
  challengerLabel: 'Herausforderer',
  starterLabel: 'Beginnt diese Runde',
  chooserLabel: 'Ausgeschieden',
  seatsTitle: 'Spieler',
  placeInstruction: (p: string) => `Alle legen eine Scheibe verdeckt auf das eigene Tableau – ${p} legt zuletzt.`,
  placedButton: 'Alle haben gelegt',
  addDisc: 'Scheibe nachlegen',
  emptyHand: (p: string) => `${p} hat keine Scheibe mehr auf der Hand und muss das Bieten eröffnen.`,
  openBid: 'Bieten…',
  bidPrompt: 'Wie viele Blumen?',
  raisePrompt: 'Erhöhen auf',
  bidOption: (n: number) => `${n} bieten`,
  cancel: 'Zurück',
  pass: 'Passen',
  addingHint: (p: string) => `${p}: Leg eine Scheibe nach oder biete, wie viele Blumen du aufdecken kannst.`,
  biddingHint: (p: string, n: number) => `${p}: Erhöhe auf mehr als ${n} oder passe für den Rest der Runde.`,
  bidAllBanner: (p: string, n: number) =>
    `${p} hat ${n} geboten: alle Scheiben auf dem Tisch. Keiner kann erhöhen, also beginnt jetzt die Herausforderung.`,
  flipOwnFirst: (bid: number) =>
    `Deck die oberste Scheibe deines Stapels auf; hör auf, sobald ${bid} ${plural('de', bid, 'Blume offen liegt', 'Blumen offen liegen')}.`,
  chooseOpponent: 'Wähle die oberste Scheibe eines Gegners',
  flowersCount: (shown: number, bid: number) => `Blumen: ${shown} von ${bid}`,
  stackOption: (p: string, n: number) => `${p}: ${n} ${plural('de', n, 'Scheibe', 'Scheiben')} verdeckt`,
  whatOwn: 'Was zeigt deine oberste Scheibe?',
  whatOther: (p: string) => `Was zeigt die oberste Scheibe von ${p}?`,
  flower: 'Blume',
  skull: 'Totenkopf',
  whoStarts: 'Wer beginnt diese Runde?',
  abandonedNote: 'Die Runde wurde abgebrochen: Alle Scheiben gehen zurück, und wer begonnen hat, beginnt neu.',
  winsTitle: (p: string) => `${p} gewinnt!`,
  byTwo: 'Zwei bestandene Herausforderungen.',
  byLast: 'Niemand sonst ist mehr im Spiel.',
  summaryTitle: 'Runde für Runde',
  playAgain: 'Noch eine Partie mit denselben Spielern',
  toolbar: 'Spielsteuerung',
  undo: 'Rückgängig',
  redo: 'Wiederholen',
  history: 'Verlauf',
  historyTitle: 'Verlauf',
  historyEmpty: 'Bisher ist nichts passiert.',
  backToTable: 'Zurück zum Tisch',
  abandon: 'Runde abbrechen',
  abandonHint:
    'Verdirbt eine versehentlich gezeigte Scheibe die Runde, könnt ihr euch darauf einigen, sie abzubrechen: Alle Scheiben gehen zurück, niemand bekommt einen Punkt oder verliert eine Scheibe, und wer begonnen hat, beginnt neu.',
  saved: 'Auf diesem Gerät gespeichert',
  saving: 'Wird gespeichert…',
  memory: 'Nicht auf diesem Gerät gespeichert',
  readonly: 'In einem anderen Tab geändert: schreibgeschützt',
  helpPlacing:
    'Jeder, der noch im Spiel ist, legt eine Scheibe verdeckt auf sein Tableau. Der Startspieler legt zuletzt, dann ist er am Zug.',
  helpAdding:
    'Wenn du dran bist, legst du eine Scheibe aus deiner Hand oben auf deinen Stapel oder eröffnest das Bieten mit einer Zahl von Blumen, von 1 bis zur Zahl der Scheiben auf dem Tisch.',
  helpBidding:
    'Reihum erhöht jeder auf eine höhere Zahl oder passt für den Rest der Runde; wer gepasst hat, lässt den Stapel liegen, und er kann weiter aufgedeckt werden. Ein Gebot, das allen Scheiben auf dem Tisch entspricht, startet sofort die Herausforderung.',
  helpChallenge:
    'Der Herausforderer deckt Scheibe für Scheibe von oben den eigenen Stapel auf und erst, wenn dieser ganz offen liegt, die oberste verdeckte Scheibe eines beliebigen anderen Stapels. Ein Totenkopf beendet die Herausforderung: gescheitert. Sobald die aufgedeckten Blumen das Gebot erreichen, auch schon im eigenen Stapel, ist sie bestanden, und keine weitere Scheibe wird aufgedeckt.',
  helpOutcomes:
    'Bestanden: Der Herausforderer dreht sein Tableau auf die Blumenseite, ein Punkt; der zweite gewinnt. Gescheitert: Er verliert eine Scheibe. Beim eigenen Totenkopf wählt er sie; beim Totenkopf eines anderen mischt er alle seine Scheiben verdeckt, und dessen Besitzer zieht eine, ohne hinzusehen. Wer dabei die Letzte-Chance-Scheibe hält, verliert sie mit der letzten eigenen Scheibe und scheidet aus.',
  helpNextRound:
    'Wer eine Runde beginnt: der Herausforderer der letzten Runde, wenn er noch im Spiel ist; schied er am Totenkopf eines anderen aus, dessen Besitzer; schied er am eigenen aus, wie hier, wählt er einen Spieler, der noch im Spiel ist.',
  helpEnd: 'Es gewinnt, wer zwei Herausforderungen besteht oder als Letzter im Spiel übrig bleibt.',
};
