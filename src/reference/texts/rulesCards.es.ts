import type { en } from './rulesCards.en';
import { cardTableLines } from './variants.es';

// R3: los textos de las reglas para una mesa que juega con cartas, bajo la clave de su sección. One line is one block
// (see blocks.ts).
export const es: typeof en = {
  quickBody: [
    'Supera dos desafíos o sigue en la partida cuando todos los demás estén fuera. Cada jugador tiene cuatro cartas: tres flores (cartas de número) y una calavera (una figura).',
    '1. Todos ponen una carta boca abajo delante de sí: su montón; quien empieza la pone al final.',
    '2. Luego, en sentido horario desde quien empieza, cada jugador añade una carta encima de su montón o abre las apuestas.',
    '3. Una apuesta es cuántas flores dices que puedes descubrir: de 1 al total de la mesa, el número de cartas de todos los montones. En cuanto alguien apuesta, nadie añade más cartas.',
    '4. En sentido horario, cada jugador sube o pasa. Quien pasa no vuelve a apostar en la ronda, pero su montón sigue en la mesa y se puede descubrir.',
    '5. Quien hace la apuesta más alta es el retador: descubre la carta de arriba de su propio montón, luego la siguiente, y solo cuando todo su montón está boca arriba, las cartas de arriba de otros montones. Se para en la primera calavera o en cuanto salen tantas flores como ha apostado.',
    '6. Suficientes flores: desafío superado, un punto que la app apunta. Una calavera: el retador pierde una carta. Quien se queda sin cartas está fuera de la partida.',
  ].join('\n'),

  setupBody: [
    'De tres a seis jugadores se sientan alrededor de la mesa (con una baraja de skat, cinco como máximo), y siempre se juega en sentido horario.',
    'Cada jugador toma cuatro cartas de una misma baraja: tres cartas de número como flores y una figura como calavera (la sección «La versión de viaje» dice cuáles, baraja por baraja). Ten tus cartas en la mano sin que nadie más vea sus caras. Nadie tiene todavía ningún punto: la app los apunta, y el papel es opcional.',
    'Se decide entre todos quién empieza la primera ronda. El reglamento propone que empiece la última persona que le regaló flores a alguien; la app también puede sortear un asiento.',
    'La versión de viaje se elige antes de la partida, como cualquier variante, y no se puede cambiar una vez empezada. Última oportunidad no se usa con cartas.',
  ].join('\n'),

  placingTitle: 'Poner cartas: una cada uno',
  placingBody: [
    'Cada ronda empieza igual: todos los jugadores que siguen en la partida ponen una carta de su mano boca abajo delante de sí. Así empieza su montón.',
    'Quien empieza pone la suya al final. Nadie añade una carta ni apuesta antes de que todos hayan puesto una carta.',
    'Las cartas se ponen unas encima de otras, así que cada jugador tiene un montón: la primera carta abajo y la última arriba. Ponlas un poco desplazadas para que todos puedan contarlas, y no reordenes nunca un montón una vez puestas sus cartas.',
    'La app solo pregunta si todos han puesto su carta. Nunca pregunta qué carta ha elegido nadie.',
  ].join('\n'),

  addingTitle: 'Añadir una carta o abrir las apuestas',
  addingBody: [
    'Después los turnos van en sentido horario, desde quien empieza la ronda y saltando a los jugadores que están fuera de la partida. En tu turno, haz una de estas dos cosas:',
    '- añadir una carta de tu mano, boca abajo, encima de tu montón;',
    '- abrir las apuestas anunciando un número (consulta «Las apuestas»).',
    'Tu mano son todas tus cartas que no están en tu montón. Con la mano vacía tienes que abrir las apuestas.',
    'Puedes abrir las apuestas en tu primer turno, con una sola carta en tu montón.',
  ].join('\n'),

  biddingBody: [
    'Una apuesta es el número de flores que dices que puedes descubrir. Es un número entero de 1 al total de la mesa: el número de cartas de todos los montones en ese momento.',
    'En cuanto alguien apuesta, nadie añade más cartas durante el resto de la ronda.',
    'En sentido horario, desde el jugador siguiente al último que apostó, cada jugador que sigue en las apuestas sube o pasa:',
    '- **Subir**: di cualquier número mayor, hasta el total de la mesa. Se puede saltar, por ejemplo de 2 directamente a 5. El mismo número o uno menor no es subir.',
    '- **Pasar**: sales de las apuestas de esta ronda y no puedes volver. Di «paso» en voz alta para que todos lo sepan. Tu montón se queda en la mesa y el retador aún puede descubrirlo.',
    'Las apuestas terminan cuando todos los demás jugadores han pasado, o al instante cuando una apuesta iguala el total de la mesa, porque nadie puede subir más.',
    'El jugador con la apuesta más alta es el retador y ya no puede echarse atrás.',
  ].join('\n'),

  challengeBody: [
    'Solo el retador descubre cartas, de una en una.',
    '1. Primero su propio montón, de arriba abajo. Si las flores descubiertas llegan a la apuesta, el desafío se para ahí, aunque queden cartas de su montón boca abajo.',
    '2. Solo cuando todo su montón está boca arriba, la carta boca abajo más alta de cualquier otro montón, incluidos los de quienes han pasado. Elige un montón para cada carta y puede cambiar de montón cuando quiera.',
    'Una carta que está debajo de una carta boca abajo nunca se descubre.',
    'El desafío se para en cuanto sale una calavera: desafío fallido. También se para en cuanto las flores descubiertas llegan a la apuesta: desafío superado. Así, una apuesta pequeña puede superarse solo con el montón del retador.',
    'Una vez parado el desafío, nadie descubre ninguna carta más.',
  ].join('\n'),

  outcomesBody: [
    '**Superado**: el retador gana un punto. La app lo apunta (apúntalo también en papel, si quieres). Con el segundo punto gana la partida en el acto.',
    '**Fallido con la calavera de otro jugador**: el retador reúne todas sus cartas, las del montón y las de la mano, y las baraja boca abajo. El dueño de esa calavera roba una sin mirarla y la deja boca abajo en el montón de descartes.',
    '**Fallido con su propia calavera**: el retador elige en secreto una de sus cartas y la deja boca abajo en el montón de descartes.',
    'En los dos casos el retador tiene una carta menos, y nadie más pierde ninguna. Solo su dueño puede mirar una carta perdida, que ya no vuelve en esta partida. La app nunca apunta si era una flor o la calavera.',
    'Tras un desafío fallido, los jugadores pueden enseñar sus cartas si quieren. No cambia nada y la app no apunta nada.',
    'Un desafío fallido nunca quita un punto.',
    'Quien se queda sin cartas está fuera de la partida. Si solo queda un jugador en la partida, gana al instante, tenga los puntos que tenga.',
  ].join('\n'),

  nextRoundBody: [
    'Cada cual devuelve a la mano las cartas de su montón. Las cartas del montón de descartes se quedan allí.',
    'Quién empieza la ronda siguiente:',
    '- el retador, si sigue en la partida, tanto si ha superado el desafío como si no;',
    '- si la calavera de otro jugador dejó al retador fuera de la partida, el dueño de esa calavera;',
    '- si el retador se quedó fuera de la partida por su propia calavera, elige quién empieza entre los jugadores que siguen en la partida.',
    'La nueva ronda empieza, como siempre, poniendo cartas.',
  ].join('\n'),

  lastChanceBody: [
    'Última oportunidad es una variante oficial y opcional, pero no para las cartas: una mesa que usa la versión de viaje juega sin ella.',
  ].join('\n'),

  travelSetBody: [
    'Se juega con una baraja, siempre que todos los reversos sean iguales.',
    '- Cada jugador toma tres cartas de número como flores y una figura como calavera. No importan los palos, ni qué números, ni qué figura, y cada jugador puede mirar su mano para comprobarla.',
    '- Cada jugador pone sus cartas boca abajo delante de sí, unas encima de otras: su montón. El retador descubre la carta de arriba de un montón.',
    '- La app apunta los puntos; el papel es opcional.',
    ...cardTableLines,
  ].join('\n'),

  mistakesBody: [
    '- **Primero tu propio montón.** El retador descubre su propio montón desde arriba y no toca ningún otro mientras le quede una carta boca abajo. Si llega a la apuesta dentro de su propio montón, el desafío se para ahí: el resto del montón no se descubre.',
    '- **Quien pasa sigue con su montón en juego.** Un jugador que ha pasado solo sale de las apuestas: el retador aún puede descubrir sus cartas.',
    '- **Solo el retador pierde una carta.** El dueño de la calavera que paró el desafío no pierde nada. Con la calavera de otro jugador, ese dueño roba la carta perdida de entre todas las cartas del retador; con su propia calavera, el retador la elige.',
    '- **Cuando el desafío se para, no se descubre nada más.** En cuanto sale una calavera o se llega a la apuesta, el retador no descubre más cartas. Tras un desafío fallido, los jugadores pueden enseñar sus cartas si quieren: no cambia nada y la app no apunta nada.',
    '- **Solo su dueño ve una carta perdida.** Va boca abajo al montón de descartes, solo su dueño puede mirarla y la app nunca pregunta qué era.',
    '- **El mismo número no es subir.** Di un número mayor o pasa. La app no acepta una apuesta igual o menor.',
    '- **Solo las cartas de arriba.** El retador descubre la carta boca abajo más alta de un montón, nunca una de debajo.',
    '**Soluciones caseras.** No son reglas impresas: es lo que esta app ofrece a la mesa cuando algo sale mal.',
    '- **Una carta enseñada sin querer.** Se puede anular la ronda: todos recuperan sus cartas, nadie gana un punto ni pierde una carta, y el mismo jugador vuelve a empezar la ronda.',
    '- **Una apuesta fuera de rango.** Una apuesta que no supera la actual, o que supera el total de la mesa, la corrige el mismo jugador antes de que juegue el siguiente. La app solo ofrece apuestas dentro del rango.',
    '- **Un toque equivocado.** Deshazlo en la app, paso a paso hasta el principio de la partida si hace falta, y rehaz lo que hayas deshecho.',
  ].join('\n'),

  examplesBody: [
    'Tres rondas cortas en los límites de las reglas, con Nadia, Omar, Lou y Sami sentados en sentido horario.',
    '**Un desafío superado dentro del propio montón.** Omar tiene tres cartas en su montón, apuesta 2 y todos los demás pasan. Su carta de arriba es una flor, la siguiente también: llega a la apuesta y el desafío se para, con su última carta aún boca abajo. Omar gana un punto y empieza la ronda siguiente.',
    '**Un desafío fallido con la propia calavera.** Lou apuesta 3 con dos cartas en su montón: una flor y luego su propia calavera. Elige en secreto una de sus cartas y la deja boca abajo en el montón de descartes; ahora tiene tres y empieza la ronda siguiente.',
    '**Un jugador fuera, y quién empieza después.** A Sami le queda una carta. Apuesta 2, descubre su propia flor y luego la carta de arriba de Nadia: una calavera. Su última carta va al montón de descartes y queda fuera de la partida; Nadia, cuya calavera lo paró, empieza la ronda siguiente. Si hubiera sido su propia calavera, habría elegido él quién empieza.',
    'La ronda de práctica, en la sección siguiente, te deja jugar una ronda así en la app.',
  ].join('\n'),

  practiceBody: [
    'Una ronda de práctica es solo para aprender: no da puntos ni quita cartas. En esta, cuatro jugadores se sientan en sentido horario: Nadia, que empieza, luego Omar, Lou y Sami.',
    '1. **Poner cartas.** Omar, Lou y Sami ponen cada uno una carta boca abajo delante de sí; Nadia, que empieza, pone la suya al final. El total de la mesa es 4.',
    '2. **Añadir.** Nadia añade una segunda carta: el total de la mesa es 5. Omar, con una sola carta en su montón, abre las apuestas con 2. Después de eso nadie añade cartas.',
    '3. **Apuestas.** Lou pasa. Sami sube a 4. Nadia pasa y luego Omar pasa. Sami es el retador y necesita 4 flores.',
    '4. **Su propio montón.** Sami descubre su única carta: una flor (1 de 4).',
    '5. **Otros montones.** Descubre la carta de arriba de Nadia: una flor (2). Lou ha pasado, pero su montón sigue en juego: su carta es una flor (3). Luego la última carta de Nadia: una calavera. El desafío se para ahí: fallido.',
    '6. **Resultado.** En una partida de verdad, Sami reuniría sus cuatro cartas, las del montón y las de la mano, y las barajaría boca abajo; Nadia robaría una sin verla y la dejaría en el montón de descartes, y Sami empezaría la ronda siguiente. En la ronda de práctica, ninguna carta va al montón de descartes.',
    'Juega una con tus propios jugadores en la app:',
  ].join('\n'),
};
