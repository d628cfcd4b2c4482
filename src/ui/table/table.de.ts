import { plural } from '../../i18n';
import type { en } from './table.en';

export const de: typeof en = {
  loading: 'Partie wird geöffnet…',
  notFound: 'Diese Partie ist auf diesem Gerät nicht gespeichert.',
  round: (n: number) => `Runde ${n}`,
  turnLabel: 'Am Zug',
  challengerLabel: 'Herausforderung von',
  starterLabel: 'Beginnt und legt zuletzt',
  chooserLabel: 'Wählt, wer beginnt',
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
  addingHint: (p: string) =>
    `${p}: Leg eine Scheibe nach oder eröffne das Bieten mit der Zahl der Blumen, die du dir aufzudecken zutraust.`,
  biddingHint: (p: string, n: number) => `${p}: Erhöhe auf mehr als ${n} oder passe für den Rest der Runde.`,
  bidAllBanner: (p: string, n: number) =>
    `${p} hat ${n} geboten: alle Scheiben auf dem Tisch. Niemand kann erhöhen, also beginnt jetzt die Herausforderung.`,
  flipOwnFirst: (bid: number) =>
    `Deck die oberste verdeckte Scheibe deines Stapels auf; hör auf, sobald ${bid} ${plural('de', bid, 'Blume offen liegt', 'Blumen offen liegen')}.`,
  chooseOpponent: 'Wähle die oberste Scheibe eines Gegners',
  flowersCount: (shown: number, bid: number) => `Blumen: ${shown} von ${bid}`,
  stackOption: (p: string, n: number) => `${p}: ${n} ${plural('de', n, 'Scheibe', 'Scheiben')} verdeckt`,
  flowersFlipped: (n: number) => `${n} ${plural('de', n, 'Blume', 'Blumen')} aufgedeckt`,
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
  changeTable: 'Spieler oder Varianten ändern',
  toolbar: 'Spielsteuerung',
  undo: 'Rückgängig',
  redo: 'Wiederholen',
  history: 'Verlauf',
  historyTitle: 'Verlauf',
  historyEmpty: 'Bisher ist nichts passiert.',
  backToTable: 'Zurück zum Tisch',
  abandon: 'Runde abbrechen',
  abandonHint:
    'Verdirbt eine versehentlich gezeigte Scheibe die Runde, kann die Runde abgebrochen werden, wenn alle einverstanden sind: Alle Scheiben gehen zurück, niemand bekommt einen Punkt oder verliert eine Scheibe, und wer begonnen hat, beginnt neu.',
  saved: 'Auf diesem Gerät gespeichert',
  saving: 'Wird gespeichert…',
  // What the save line says when the game cannot be saved, by the session's SaveWarning code.
  warningUnavailable:
    'Dieser Browser lässt keine Partien speichern (privates Surfen?). Die Partie läuft weiter, solange diese Seite offen bleibt: Exportiere sie, um sie zu behalten.',
  warningQuota:
    'Der Speicher des Geräts ist voll: Diese Partie wird nicht gespeichert. Sie läuft auf dieser Seite weiter; schaffe Speicherplatz oder exportiere sie.',
  warningClosed:
    'Der Browser speichert keine Partien mehr. Diese Partie läuft auf dieser Seite weiter, wird aber nicht gespeichert: Exportiere sie, um sie zu behalten.',
  warningReadOnly:
    'Diese Partie wurde in einem anderen Tab geändert, deshalb kann dieser Tab sie jetzt nur noch lesen. Lade die Seite neu, um mit den neuesten Zügen weiterzuspielen.',
  helpPlacing:
    'Jeder, der noch im Spiel ist, legt eine Scheibe verdeckt auf sein Tableau. Der Startspieler legt zuletzt, dann ist er am Zug.',
  helpAdding:
    'Wenn du am Zug bist, legst du eine Scheibe aus deiner Hand oben auf deinen Stapel oder eröffnest das Bieten mit einem Gebot von 1 bis zur Zahl der Scheiben auf dem Tisch.',
  helpBidding:
    'Reihum erhöht jeder das Gebot oder passt für den Rest der Runde; der Stapel von jemandem, der gepasst hat, bleibt liegen und kann weiter aufgedeckt werden. Haben alle anderen gepasst, wird der Höchstbietende Herausforderer; ein Gebot, das allen Scheiben auf dem Tisch entspricht, startet sofort die Herausforderung.',
  helpChallenge:
    'Der Herausforderer deckt Scheibe für Scheibe von oben den eigenen Stapel auf und erst, wenn dieser ganz offen liegt, die oberste verdeckte Scheibe eines beliebigen anderen Stapels. Ein Totenkopf beendet die Herausforderung: gescheitert. Sobald die aufgedeckten Blumen das Gebot erreichen, auch schon im eigenen Stapel, ist sie bestanden, und keine weitere Scheibe wird aufgedeckt.',
  helpOutcomes:
    'Bestanden: Der Herausforderer dreht sein Tableau auf die Blumenseite und hat einen Punkt; der zweite Punkt gewinnt. Gescheitert: Er verliert eine Scheibe. Beim eigenen Totenkopf wählt er sie; beim Totenkopf eines anderen mischt er alle seine Scheiben verdeckt, und dessen Besitzer zieht eine, ohne hinzusehen. Scheitert er in der Runde, für die er die Letzte-Chance-Scheibe bekommen hat, verliert er sie zusammen mit seiner letzten Scheibe und scheidet aus.',
  helpNextRound:
    'Wer eine Runde beginnt: der Herausforderer der vorigen Runde, wenn er noch im Spiel ist; schied er am Totenkopf eines anderen aus, dessen Besitzer; schied er am eigenen aus, wie hier, wählt er einen Spieler, der noch im Spiel ist.',
  helpEnd: 'Es gewinnt, wer zwei Herausforderungen besteht oder als Letzter im Spiel übrig bleibt.',
  // The display around the controls: the bar, the menu, the chips, the game over.
  menu: 'Menü',
  close: 'Schließen',
  roundSummary: 'Runde für Runde',
  scoreboard: 'Spielstand',
  controls: 'Dein Zug',
  bidShort: 'Gebot',
  tableShort: 'Tisch',
  noBid: 'noch kein Gebot',
  raiseTo: (n: number) => `Auf ${n} erhöhen`,
  otherAmount: 'Andere Zahl…',
  startsChallenge: 'alle Scheiben: Die Herausforderung beginnt sofort',
  allMark: 'alle',
  discs: (mat: number, hand: number, lost: number) =>
    `${mat} auf dem Tableau, ${hand} auf der Hand${lost > 0 ? `, ${lost} verloren` : ''}`,
  lastChanceDisc: 'darunter die Letzte-Chance-Scheibe',
  successes: (n: number) => `${n} ${plural('de', n, 'Punkt', 'Punkte')}`,
  oneAway: 'noch ein Punkt zum Sieg',
  roleTurn: 'am Zug',
  roleBid: 'höchstes Gebot',
  rolePassed: 'gepasst',
  roleChallenger: 'fordert heraus',
  roleOut: 'ausgeschieden',
  roleStarter: 'legt zuletzt',
  stacksTitle: 'Stapel',
  ownStack: (n: number) => `dein Stapel: ${n} verdeckt`,
  locked: 'gesperrt, bis dein eigener Stapel aufgedeckt ist',
  continue: 'Weiter',
  toastUndone: (what: string) => `Rückgängig gemacht: ${what}`,
  redoThat: 'Wiederholen',
  abandonTitle: 'Diese Runde abbrechen?',
  abandonYes: 'Runde abbrechen',
  abandonNo: 'Weiterspielen',
  fullName: (name: string, discs: string) => `${name}: ${discs}`,
  flat: 'Flach auf dem Tisch',
  flatHint: 'Alle lesen den Bildschirm von ihrer eigenen Seite aus; der Spielstand erscheint zweimal.',
  turn180: 'Um 180° drehen',
  standings: 'Endstand',
  share: 'Teilen',
  sendGame: 'Diese Partie an ein anderes Handy senden',
  rounds: (n: number) => `${n} ${plural('de', n, 'Runde', 'Runden')}`,
  duration: (minutes: number) =>
    minutes < 1 ? '< 1 min' : minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`,
  standingIn: (successes: number, discs: number) =>
    `${successes > 0 ? `${successes} ${plural('de', successes, 'Punkt', 'Punkte')}, ` : ''}${discs} ${plural('de', discs, 'Scheibe', 'Scheiben')} übrig`,
  standingOut: (round: number) => `in Runde ${round} ausgeschieden`,
  // The history and what is announced: one sentence per action (the history view, the live region, the summary).
  // Was der Verlauf und die Ansagen erzählen; ohne Possessivpronomen, damit jeder Name passt.
  placed: (starter: string) => `Alle legen eine Scheibe verdeckt auf das eigene Tableau; ${starter} legt zuletzt.`,
  added: (p: string, stack: number) =>
    `${p} legt eine Scheibe nach (${stack} ${plural('de', stack, 'Scheibe', 'Scheiben')} auf dem Tableau).`,
  bid: (p: string, n: number) => `${p} bietet ${n}.`,
  bidAll: (p: string, n: number) =>
    `${p} bietet ${n}, alle Scheiben auf dem Tisch: Die Herausforderung beginnt sofort.`,
  passed: (p: string) => `${p} passt.`,
  flipOwnFlower: (p: string, shown: number, bid: number) =>
    `${p} deckt eine eigene Scheibe auf: eine Blume (${shown} von ${bid}).`,
  flipOwnSkull: (p: string) => `${p} deckt eine eigene Scheibe auf: ein Totenkopf!`,
  flipFlower: (p: string, owner: string, shown: number, bid: number) =>
    `${p} deckt die oberste Scheibe von ${owner} auf: eine Blume (${shown} von ${bid}).`,
  flipSkull: (p: string, owner: string) => `${p} deckt die oberste Scheibe von ${owner} auf: ein Totenkopf!`,
  chose: (p: string, q: string) => `${p} bestimmt, dass ${q} in dieser Runde beginnt.`,
  abandoned: 'Die Runde wird abgebrochen: Alle Scheiben gehen zurück, und wer begonnen hat, beginnt neu.',
  success: (p: string) => `Bestanden! ${p} dreht das eigene Tableau auf die Blumenseite.`,
  successWin: (p: string) => `Bestanden! ${p} hat zwei Punkte und gewinnt die Partie.`,
  failRandom: (owner: string, p: string) =>
    `${p} sammelt alle eigenen Scheiben ein, vom Tableau und von der Hand, und mischt sie verdeckt. ${owner} zieht eine, ohne hinzusehen, und legt sie in die Schachtel.`,
  failChoice: (p: string) => `${p} wählt heimlich eine eigene Scheibe und legt sie verdeckt in die Schachtel.`,
  lostLastChance: (p: string) => `${p} legt die Letzte-Chance-Scheibe und die letzte eigene Scheibe in die Schachtel.`,
  lastDiscGone: (p: string) => `${p} legt die letzte eigene Scheibe in die Schachtel.`,
  eliminated: (p: string) => `${p} ist ausgeschieden: Das eigene Tableau kommt vom Tisch.`,
  gotLastChance: (p: string, round: number) =>
    `${p} hat nur noch eine Scheibe und bekommt die Letzte-Chance-Scheibe, eine Blume, nur für Runde ${round}, scheidet aber aus, wenn in dieser Runde eine eigene Herausforderung scheitert: Dann sind beide Scheiben weg.`,
  returnLastChance: (p: string) => `${p} gibt die Letzte-Chance-Scheibe zurück.`,
  lastStanding: (p: string) => `Nur ${p} ist noch im Spiel und gewinnt.`,
  nextStarter: (p: string, round: number) => `${p} beginnt Runde ${round}.`,
  chooseStarter: (p: string, round: number) => `${p} ist ausgeschieden und wählt, wer Runde ${round} beginnt.`,
  takeBack: 'Alle nehmen die Scheiben von ihrem Tableau zurück.',
  undone: (s: string) => `Rückgängig gemacht: ${s}`,
  redone: (s: string) => `Wiederholt: ${s}`,
  summaryWon: (p: string, bid: number) => `${p} hat ${bid} geboten und die Herausforderung bestanden.`,
  summaryOwnSkull: (p: string, bid: number) => `${p} hat ${bid} geboten und den eigenen Totenkopf aufgedeckt.`,
  summarySkull: (p: string, bid: number, owner: string) =>
    `${p} hat ${bid} geboten und den Totenkopf von ${owner} aufgedeckt.`,
  summaryOut: (p: string) => `${p} ist ausgeschieden.`,
  summaryAbandoned: 'Abgebrochen und neu gespielt.',
  summaryUnfinished: 'Nicht beendet.',
  roundHeading: (n: number) => `Runde ${n}`,
  roundAbandoned: (n: number) => `Runde ${n} (abgebrochen)`,
};
