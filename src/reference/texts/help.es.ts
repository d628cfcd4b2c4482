import type { en } from './help.en';
// Common mistakes, house remedies, and the practice round walk-through. One line is one block (see blocks.ts).
export const es: typeof en = {
  mistakesTitle: 'Errores y dudas frecuentes',
  mistakesBody: [
    '- **Primero tu propia pila.** El retador descubre su propia pila desde arriba y no toca ninguna otra mientras le quede un disco boca abajo. Si llega a la apuesta dentro de su propia pila, el desafío se para ahí: el resto de la pila no se descubre.',
    '- **Quien pasa sigue con su pila en juego.** Un jugador que ha pasado solo sale de las apuestas: el retador aún puede descubrir sus discos.',
    '- **Solo el retador pierde un disco.** El dueño de la calavera que paró el desafío no pierde nada. Con la calavera de otro jugador, ese dueño roba el disco perdido de entre todos los discos del retador; con su propia calavera, el retador lo elige.',
    '- **Cuando el desafío se para, no se descubre nada más.** En cuanto sale una calavera o se llega a la apuesta, el retador no descubre más discos. Tras un desafío fallido, los jugadores pueden enseñar sus discos si quieren: no cambia nada y la app no apunta nada.',
    '- **Solo su dueño ve un disco perdido.** Va a la caja boca abajo, solo su dueño puede mirarlo y la app nunca pregunta qué era.',
    '- **El mismo número no es subir.** Di un número mayor o pasa. La app no acepta una apuesta igual o menor.',
    '- **Solo los discos de arriba.** El retador descubre el disco boca abajo más alto de una pila, nunca uno de debajo.',
    '**Soluciones caseras.** No son reglas impresas: es lo que esta app ofrece a la mesa cuando algo sale mal.',
    '- **Un disco enseñado sin querer.** Se puede anular la ronda: todos recuperan sus discos, nadie gana un punto ni pierde un disco, y el mismo jugador vuelve a empezar la ronda.',
    '- **Una apuesta fuera de rango.** Una apuesta que no supera la actual, o que supera el total de la mesa, la corrige el mismo jugador antes de que juegue el siguiente. La app solo ofrece apuestas dentro del rango.',
    '- **Un toque equivocado.** Deshazlo en la app, paso a paso hasta el principio de la partida si hace falta, y rehaz lo que hayas deshecho.',
  ].join('\n'),

  practiceTitle: 'Una ronda de práctica, paso a paso',
  practiceBody: [
    'Una ronda de práctica es solo para aprender: no da puntos ni quita discos. En esta, cuatro jugadores se sientan en sentido horario: Nadia, que empieza, luego Omar, Lou y Sami.',
    '1. **Poner discos.** Omar, Lou y Sami ponen cada uno un disco boca abajo en su tapete; Nadia, que empieza, pone el suyo al final. El total de la mesa es 4.',
    '2. **Añadir.** Nadia añade un segundo disco: el total de la mesa es 5. Omar, con un solo disco en su tapete, abre las apuestas con 2. Después de eso nadie añade discos.',
    '3. **Apuestas.** Lou pasa. Sami sube a 4. Nadia pasa y luego Omar pasa. Sami es el retador y necesita 4 flores.',
    '4. **Su propia pila.** Sami descubre su único disco: una flor (1 de 4).',
    '5. **Otras pilas.** Descubre el disco de arriba de Nadia: una flor (2). Lou ha pasado, pero su pila sigue en juego: su disco es una flor (3). Luego el último disco de Nadia: una calavera. El desafío se para ahí: fallido.',
    '6. **Resultado.** En una partida de verdad, Sami reuniría sus cuatro discos, los del tapete y los de la mano, y los mezclaría boca abajo; Nadia robaría uno sin verlo y lo devolvería a la caja, y Sami empezaría la ronda siguiente. En la ronda de práctica, ningún disco vuelve a la caja.',
    'Juega una con tus propios jugadores en la app:',
  ].join('\n'),
};
