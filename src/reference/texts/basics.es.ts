import type { en } from './basics.en';
// The quick version and the start of a round. One line is one block (see blocks.ts).
export const es: typeof en = {
  quickTitle: 'Las reglas en una pantalla',
  quickBody: [
    'Supera dos desafíos o sigue en la partida cuando todos los demás estén fuera. Cada jugador tiene un tapete y cuatro discos: tres flores y una calavera.',
    '1. Todos ponen un disco boca abajo en su tapete; quien empieza lo pone al final.',
    '2. Luego, en sentido horario desde quien empieza, cada jugador añade un disco encima de su pila o abre las apuestas.',
    '3. Una apuesta es cuántas flores dices que puedes descubrir: de 1 al total de la mesa, el número de discos de todos los tapetes. En cuanto alguien apuesta, nadie añade más discos.',
    '4. En sentido horario, cada jugador sube o pasa. Quien pasa no vuelve a apostar en la ronda, pero su pila sigue en el tapete y se puede descubrir.',
    '5. Quien hace la apuesta más alta es el retador: descubre el disco de arriba de su propia pila, luego el siguiente, y solo cuando toda su pila está boca arriba, los discos de arriba de otras pilas. Se para en la primera calavera o en cuanto salen tantas flores como ha apostado.',
    '6. Suficientes flores: desafío superado, un punto, y el tapete se gira para mostrar el lado de la flor. Una calavera: el retador pierde un disco. Quien se queda sin discos está fuera de la partida.',
  ].join('\n'),

  setupTitle: 'Preparación',
  setupBody: [
    'De tres a seis jugadores se sientan alrededor de la mesa, y siempre se juega en sentido horario.',
    'Cada jugador toma un tapete, con la flor hacia abajo, y cuatro discos de un color: tres flores y una calavera. Ten tus discos en la mano sin que nadie más vea sus caras. Nadie tiene todavía ningún punto.',
    'Se decide entre todos quién empieza la primera ronda. El reglamento propone que empiece la última persona que le regaló flores a alguien; la app también puede sortear un asiento.',
    'Las variantes se eligen ahora: Última oportunidad o la versión de viaje con cartas. No se pueden cambiar una vez empezada la partida.',
  ].join('\n'),

  placingTitle: 'Poner discos: uno cada uno',
  placingBody: [
    'Cada ronda empieza igual: todos los jugadores que siguen en la partida ponen un disco de su mano boca abajo en su tapete.',
    'Quien empieza pone el suyo al final. Nadie añade un disco ni apuesta antes de que todos los tapetes tengan un disco.',
    'Los discos se ponen unos encima de otros, así que cada tapete tiene una pila: el primer disco abajo y el último arriba. Apílalos un poco desplazados para que todos puedan contarlos, y no reordenes nunca una pila una vez puestos sus discos.',
    'La app solo pregunta si todos han puesto su disco. Nunca pregunta qué disco ha elegido nadie.',
  ].join('\n'),

  addingTitle: 'Añadir un disco o abrir las apuestas',
  addingBody: [
    'Después los turnos van en sentido horario, desde quien empieza la ronda y saltando a los jugadores que están fuera de la partida. En tu turno, haz una de estas dos cosas:',
    '- añadir un disco de tu mano, boca abajo, encima de tu pila;',
    '- abrir las apuestas anunciando un número (consulta «Las apuestas»).',
    'Tu mano son todos tus discos que no están en tu tapete, más el disco de Última oportunidad mientras lo tengas. Con la mano vacía tienes que abrir las apuestas.',
    'Puedes abrir las apuestas en tu primer turno, con un solo disco en tu tapete.',
  ].join('\n'),
};
