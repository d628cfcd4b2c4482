import type { en } from './bidding.en';

// Das Bieten und die Herausforderung. Eine Zeile ist ein Block (siehe blocks.ts).
export const de: typeof en = {
  biddingTitle: 'Bieten',
  biddingBody: [
    'Ein Gebot ist die Zahl der Blumen, die du dir aufzudecken zutraust. Es ist eine ganze Zahl von 1 bis zur Zahl der Scheiben auf dem Tisch, also auf allen Tableaus in diesem Moment.',
    'Sobald jemand geboten hat, legt für den Rest der Runde niemand mehr eine Scheibe nach.',
    'Im Uhrzeigersinn, beginnend beim Spieler nach dem letzten Bieter, erhöht jeder, der noch mitbietet, oder passt:',
    '- **Erhöhen**: Nenne eine beliebige höhere Zahl, höchstens die Zahl der Scheiben auf dem Tisch. Sprünge sind erlaubt, etwa von 2 direkt auf 5. Dieselbe oder eine niedrigere Zahl ist keine Erhöhung.',
    '- **Passen**: Du bist für diese Runde raus aus dem Bieten und kommst nicht zurück. Schieb dein Tableau ein Stück nach vorn, damit alle sehen, dass du gepasst hast. Dein Stapel bleibt darauf, und der Herausforderer darf ihn trotzdem aufdecken.',
    'Das Bieten endet, wenn alle anderen gepasst haben, oder sofort, wenn ein Gebot der Zahl der Scheiben auf dem Tisch entspricht, weil niemand höher gehen kann.',
    'Wer am höchsten geboten hat, wird Herausforderer und kann nicht mehr zurück.',
  ].join('\n'),

  challengeTitle: 'Die Herausforderung',
  challengeBody: [
    'Nur der Herausforderer deckt auf, eine Scheibe nach der anderen.',
    '1. Zuerst seinen eigenen Stapel, von oben nach unten. Erreichen die aufgedeckten Blumen das Gebot, endet die Herausforderung dort, auch wenn in seinem Stapel noch Scheiben verdeckt liegen.',
    '2. Erst wenn sein eigener Stapel ganz offen liegt, die oberste verdeckte Scheibe eines beliebigen anderen Stapels, auch von Spielern, die gepasst haben. Er wählt für jede Scheibe einen Stapel und darf jederzeit wechseln.',
    'Eine Scheibe, die unter einer verdeckten Scheibe liegt, wird nie aufgedeckt.',
    'Die Herausforderung endet, sobald ein Totenkopf erscheint: Sie ist gescheitert. Sie endet auch, sobald die aufgedeckten Blumen das Gebot erreichen: Sie ist bestanden. Ein kleines Gebot kann also schon im eigenen Stapel des Herausforderers erreicht werden.',
    'Ist die Herausforderung vorbei, deckt niemand mehr eine Scheibe auf.',
  ].join('\n'),
};
