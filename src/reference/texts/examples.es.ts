import type { en } from './examples.en';
// Worked examples of the rules' edges, a few lines each. One line is one block (see blocks.ts).
export const es: typeof en = {
  examplesTitle: 'Ejemplos resueltos',
  examplesBody: [
    'Cuatro rondas cortas en los límites de las reglas, con Nadia, Omar, Lou y Sami sentados en sentido horario.',
    '**Un desafío superado dentro de la propia pila.** Omar tiene tres discos en su tapete, apuesta 2 y todos los demás pasan. Su disco de arriba es una flor, el siguiente también: llega a la apuesta y el desafío se para, con su último disco aún boca abajo. Omar gira su tapete para mostrar el lado de la flor y empieza la ronda siguiente.',
    '**Un desafío fallido con la propia calavera.** Lou apuesta 3 con dos discos en su tapete: una flor y luego su propia calavera. Elige en secreto uno de sus discos y lo devuelve a la caja; ahora tiene tres y empieza la ronda siguiente.',
    '**Un jugador fuera, y quién empieza después.** A Sami le queda un disco. Apuesta 2, descubre su propia flor y luego el disco de arriba de Nadia: una calavera. Su último disco va a la caja y queda fuera de la partida; Nadia, cuya calavera lo paró, empieza la ronda siguiente. Si hubiera sido su propia calavera, habría elegido él quién empieza.',
    '**Una ronda con Última oportunidad.** Con la variante Última oportunidad activada, Lou falla un desafío y se queda con un disco: recibe el disco de Última oportunidad para la ronda siguiente. Puede poner primero cualquiera de los dos; aquí el suyo, y más tarde el de Última oportunidad encima. Omar, el retador, descubre su pila y luego el disco de arriba de Lou: una flor, como todos sabían. Al final de la ronda Lou lo devuelve y ya no volverá a recibirlo. Si hubiera sido la retadora y hubiera fallado, habría perdido los dos discos y habría quedado fuera de la partida.',
    'La ronda de práctica, en la sección siguiente, te deja jugar una ronda así en la app.',
  ].join('\n'),
};
