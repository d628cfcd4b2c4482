import type { en } from './examples.en';

// Durchgespielte Beispiele an den Grenzen der Regeln, je ein paar Zeilen. Eine Zeile ist ein Block (siehe blocks.ts).
export const de: typeof en = {
  examplesTitle: 'Beispiele',
  examplesBody: [
    'Vier kurze Runden an den Grenzen der Regeln, mit Nadia, Omar, Lou und Sami im Uhrzeigersinn.',
    '**Bestanden im eigenen Stapel.** Omar hat drei Scheiben auf seinem Tableau, bietet 2, und alle anderen passen. Seine oberste Scheibe ist eine Blume, die nächste auch: Das Gebot ist erreicht, die Herausforderung endet, seine letzte Scheibe bleibt verdeckt. Omar dreht sein Tableau auf die Blumenseite und beginnt die nächste Runde.',
    '**Gescheitert am eigenen Totenkopf.** Lou bietet 3 mit zwei Scheiben auf ihrem Tableau: eine Blume, dann ihr eigener Totenkopf. Sie wählt heimlich eine ihrer Scheiben und legt sie in die Schachtel; jetzt hat sie noch drei und beginnt die nächste Runde.',
    '**Einer scheidet aus, und wer dann beginnt.** Sami hat nur noch eine Scheibe. Er bietet 2, deckt seine eigene Blume auf, dann Nadias oberste Scheibe: ein Totenkopf. Seine letzte Scheibe kommt in die Schachtel, und er ist ausgeschieden; Nadia, deren Totenkopf ihn gestoppt hat, beginnt die nächste Runde. Bei seinem eigenen Totenkopf hätte er den Startspieler gewählt.',
    '**Eine Runde mit Letzter Chance.** Gespielt wird mit Letzter Chance. Lou scheitert als Herausforderin und hat nur noch eine Scheibe: Sie bekommt die Letzte-Chance-Scheibe für die nächste Runde. Als erste Scheibe der Runde darf sie eine der beiden legen, welche sie will; hier legt sie ihre eigene und später die Letzte-Chance-Scheibe obendrauf. Omar, der Herausforderer, deckt seinen Stapel auf, dann Lous oberste Scheibe: eine Blume, wie alle wussten. Am Ende der Runde gibt Lou sie zurück und bekommt sie nie wieder. Wäre sie Herausforderin gewesen und gescheitert, hätte sie beide Scheiben verloren und wäre ausgeschieden.',
    'Mit der Übungsrunde im nächsten Abschnitt kannst du so eine Runde in der App spielen.',
  ].join('\n'),
};
