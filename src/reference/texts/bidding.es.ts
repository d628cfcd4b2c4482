import type { en } from './bidding.en';
// The bidding and the challenge. One line is one block (see blocks.ts).
export const es: typeof en = {
  biddingTitle: 'Las apuestas',
  biddingBody: [
    'Una apuesta es el número de flores que dices que puedes descubrir. Es un número entero de 1 al total de la mesa: el número de discos de todos los tapetes en ese momento.',
    'En cuanto alguien apuesta, nadie añade más discos durante el resto de la ronda.',
    'En sentido horario, desde el jugador siguiente al último que apostó, cada jugador que sigue en las apuestas sube o pasa:',
    '- **Subir**: di cualquier número mayor, hasta el total de la mesa. Se puede saltar, por ejemplo de 2 directamente a 5. El mismo número o uno menor no es subir.',
    '- **Pasar**: sales de las apuestas de esta ronda y no puedes volver. Adelanta un poco tu tapete para que todos vean que has pasado. Tu pila se queda en él y el retador aún puede descubrirla.',
    'Las apuestas terminan cuando todos los demás jugadores han pasado, o al instante cuando una apuesta iguala el total de la mesa, porque nadie puede subir más.',
    'El jugador con la apuesta más alta es el retador y ya no puede echarse atrás.',
  ].join('\n'),

  challengeTitle: 'El desafío',
  challengeBody: [
    'Solo el retador descubre discos, de uno en uno.',
    '1. Primero su propia pila, de arriba abajo. Si las flores descubiertas llegan a la apuesta, el desafío se para ahí, aunque queden discos de su pila boca abajo.',
    '2. Solo cuando toda su pila está boca arriba, el disco boca abajo más alto de cualquier otra pila, incluidas las de quienes han pasado. Elige una pila para cada disco y puede cambiar de pila cuando quiera.',
    'Un disco que está debajo de un disco boca abajo nunca se descubre.',
    'El desafío se para en cuanto sale una calavera: desafío fallido. También se para en cuanto las flores descubiertas llegan a la apuesta: desafío superado. Así, una apuesta pequeña puede superarse solo con la pila del retador.',
    'Una vez parado el desafío, nadie descubre ningún disco más.',
  ].join('\n'),
};
