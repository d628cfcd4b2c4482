import type { en } from './outcomes.en';

// Wozu eine Herausforderung führt, die nächste Runde und das Ende. Eine Zeile ist ein Block (siehe blocks.ts).
export const de: typeof en = {
  outcomesTitle: 'Bestanden oder gescheitert',
  outcomesBody: [
    '**Bestanden**: Der Herausforderer bekommt einen Punkt und dreht sein Tableau auf die Blumenseite. Mit einem zweiten Punkt gewinnt er die Partie sofort.',
    '**Gescheitert am Totenkopf eines anderen**: Der Herausforderer sammelt alle seine Scheiben ein, die vom Tableau und die aus der Hand, und mischt sie verdeckt. Der Besitzer dieses Totenkopfs zieht eine davon, ohne sie anzusehen, und legt sie in die Schachtel.',
    '**Gescheitert am eigenen Totenkopf**: Der Herausforderer wählt heimlich eine seiner Scheiben und legt sie in die Schachtel.',
    'So oder so hat der Herausforderer danach eine Scheibe weniger, und sonst verliert niemand eine. Mit Letzter Chance gilt: Scheitert ein Herausforderer in der Runde, für die er die Letzte-Chance-Scheibe bekommen hat, verliert er sie und seine letzte Scheibe zusammen und ist ausgeschieden. Eine verlorene Scheibe darf nur ihr Besitzer ansehen, und sie kommt in dieser Partie nie zurück. Die App merkt sich nie, ob es eine Blume oder der Totenkopf war.',
    'Nach einer gescheiterten Herausforderung dürfen alle ihre eigenen Scheiben zeigen, wenn sie wollen. Das ändert nichts, und die App speichert nichts davon.',
    'Eine gescheiterte Herausforderung kostet nie einen Punkt.',
    'Wer keine Scheibe mehr hat, ist ausgeschieden, und sein Tableau kommt vom Tisch. Wer allein im Spiel übrig bleibt, gewinnt sofort, egal mit wie vielen Punkten.',
  ].join('\n'),

  nextRoundTitle: 'Die nächste Runde',
  nextRoundBody: [
    'Alle nehmen die Scheiben von ihrem Tableau zurück. Scheiben in der Schachtel bleiben dort.',
    'Wer die nächste Runde beginnt:',
    '- der Herausforderer, wenn er noch im Spiel ist, ob er bestanden hat oder gescheitert ist;',
    '- hat ihn der Totenkopf eines anderen ausscheiden lassen, der Besitzer dieses Totenkopfs;',
    '- ist der Herausforderer an seinem eigenen Totenkopf ausgeschieden, wählt er, wer von den verbliebenen Spielern beginnt.',
    'Die neue Runde beginnt wie immer mit dem Auslegen.',
  ].join('\n'),

  endTitle: 'Das Ende der Partie',
  endBody: [
    'Die Partie endet auf eine von zwei Arten: Jemand bekommt seinen zweiten Punkt, oder nur noch einer ist im Spiel.',
    'Bis dahin wird weitergespielt, auch wenn nur noch zwei übrig sind.',
    'Es gibt kein Unentschieden und keine Extrarunde zum Ausgleich.',
  ].join('\n'),
};
