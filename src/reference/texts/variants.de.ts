import type { en } from './variants.en';

// Die Variante Letzte Chance und die Reiseversion mit Spielkarten. Eine Zeile ist ein Block (siehe blocks.ts).
/** The travel set's table rules (passing aloud, the discard pile, which cards are which per deck): the section and
 *  its card twin (rulesCards) say them in the same words. */
export const cardTableLines = [
  '- Sag laut „passe“, wenn du passt.',
  '- Eine verlorene Karte kommt verdeckt auf einen Ablagestapel und bleibt dort; nur ihr Besitzer darf sie ansehen.',
  'Welche Karten Blumen sind und welche der Totenkopf, hängt vom Blatt ab:',
  '- **Ein Blatt mit 52 Karten (Rommé, Poker)**: Blumen 2 bis 10; Totenkopf ein Bube, eine Dame oder ein König. Asse und Joker werden nicht gebraucht.',
  '- **Ein spanisches Blatt (40 Karten)**: Blumen Ass (1) bis 7; Totenkopf eine Sota, ein Caballo oder ein Rey (mit 10, 11 und 12 bedruckt).',
  '- **Ein italienisches Blatt (40 Karten)**: Blumen Ass (1) bis 7; Totenkopf ein Fante, ein Cavallo oder ein Re (oft mit 8, 9 und 10 bedruckt).',
  '- **Ein Skatblatt (32 Karten)**: Blumen 7 bis 10; Totenkopf ein Bube, eine Dame oder ein König (im deutschen Bild Unter, Ober oder König). Die Asse werden nicht gebraucht, darum höchstens fünf Spieler.',
  'Alle anderen Regeln bleiben gleich. Letzte Chance wird mit Karten nicht gespielt.',
];

export const de: typeof en = {
  lastChanceTitle: 'Letzte Chance (Variante)',
  lastChanceBody: [
    'Letzte Chance ist eine offizielle, freiwillige Variante, die vor Spielbeginn gewählt wird. Mit der Reiseversion wird sie nicht gespielt.',
    '- Hat der Herausforderer nach einer gescheiterten Herausforderung noch genau eine Scheibe, bekommt er die Letzte-Chance-Scheibe, außer er hat sie in dieser Partie schon einmal bekommen. Er hat sie nur für die folgende Runde. Alle wissen, dass diese Scheibe eine Blume ist. Sie ist auch ein Risiko: Wird er Herausforderer und scheitert, ist er ausgeschieden (siehe unten).',
    '- Die Letzte-Chance-Scheibe ist für diese Runde eine zusätzliche Scheibe in seiner Hand. Er legt zu Beginn der Runde trotzdem genau eine Scheibe: eine seiner beiden, die Letzte-Chance-Scheibe eingeschlossen. Die andere darf er später wie jede Scheibe nachlegen. Auf einem Tableau zählt sie zu den Scheiben auf dem Tisch und kann aufgedeckt werden: Sie zeigt eine Blume.',
    '- Am Ende dieser Runde geht die Letzte-Chance-Scheibe zurück, ob sie gespielt wurde oder nicht. Wird die Runde abgebrochen, behält sie ihr Besitzer für die neu gespielte Runde.',
    '- Wird er in dieser Runde Herausforderer und scheitert, verliert er die Letzte-Chance-Scheibe und seine letzte Scheibe zusammen und ist ausgeschieden. Wer danach beginnt, ergibt sich wie sonst auch: der Besitzer des Totenkopfs, der ihn gestoppt hat, oder ein Spieler seiner Wahl, wenn es sein eigener Totenkopf war.',
    '- Jeder Spieler kann die Letzte-Chance-Scheibe höchstens einmal pro Partie bekommen.',
  ].join('\n'),

  travelSetTitle: 'Die Reiseversion: Spielkarten',
  travelSetBody: [
    'Keine Scheiben dabei? Ein Kartenspiel genügt, solange alle Rückseiten gleich aussehen.',
    '- Jeder nimmt drei Zahlenkarten als Blumen und eine Bildkarte als Totenkopf. Farbe, Zahl und Bild spielen keine Rolle, und jeder darf sich seine eigene Hand zur Kontrolle ansehen.',
    '- Der verdeckte Stapel jedes Spielers ersetzt das Tableau. Eine Karte wird genau wie eine Scheibe verdeckt gespielt, und der Herausforderer deckt die oberste Karte eines Stapels auf.',
    '- Ohne Tableau zum Umdrehen werden die Punkte in der App gezählt oder auf einem Zettel notiert.',
    ...cardTableLines,
  ].join('\n'),
};
