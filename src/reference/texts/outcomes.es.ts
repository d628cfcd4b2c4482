import type { en } from './outcomes.en';
// What a challenge leads to, the next round and the end. One line is one block (see blocks.ts).
export const es: typeof en = {
  outcomesTitle: 'Desafío superado o fallido',
  outcomesBody: [
    '**Superado**: el retador gana un punto y gira su tapete para mostrar el lado de la flor. Con el segundo punto gana la partida en el acto.',
    '**Fallido con la calavera de otro jugador**: el retador reúne todos sus discos, los del tapete y los de la mano, y los mezcla boca abajo. El dueño de esa calavera roba uno sin mirarlo y lo devuelve a la caja.',
    '**Fallido con su propia calavera**: el retador elige en secreto uno de sus discos y lo devuelve a la caja.',
    'En los dos casos el retador tiene un disco menos, y nadie más pierde ninguno. Con Última oportunidad, un retador que falla en la ronda en que tiene ese disco lo pierde junto con su último disco y queda fuera de la partida. Solo su dueño puede mirar un disco perdido, que ya no vuelve en esta partida. La app nunca apunta si era una flor o la calavera.',
    'Tras un desafío fallido, los jugadores pueden enseñar sus discos si quieren. No cambia nada y la app no apunta nada.',
    'Un desafío fallido nunca quita un punto.',
    'Quien se queda sin discos está fuera de la partida y retira su tapete de la mesa. Si solo queda un jugador en la partida, gana al instante, tenga los puntos que tenga.',
  ].join('\n'),

  nextRoundTitle: 'La ronda siguiente',
  nextRoundBody: [
    'Todos recuperan los discos de su tapete. Los discos de la caja se quedan allí.',
    'Quién empieza la ronda siguiente:',
    '- el retador, si sigue en la partida, tanto si ha superado el desafío como si no;',
    '- si la calavera de otro jugador dejó al retador fuera de la partida, el dueño de esa calavera;',
    '- si el retador se quedó fuera de la partida por su propia calavera, elige quién empieza entre los jugadores que siguen en la partida.',
    'La nueva ronda empieza, como siempre, poniendo discos.',
  ].join('\n'),

  endTitle: 'El final de la partida',
  endBody: [
    'La partida termina de una de estas dos maneras: un jugador consigue su segundo punto o solo queda un jugador en la partida.',
    'Hasta entonces se sigue jugando, aunque solo queden dos jugadores.',
    'No hay empate ni turnos extra para igualar.',
  ].join('\n'),
};
