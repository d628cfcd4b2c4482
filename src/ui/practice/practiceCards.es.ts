import { plural } from '../../i18n';
import type { en } from './practiceCards.en';

export const es: typeof en = {
  intro: 'Una ronda solo para aprender. Nadie gana un punto, nadie pierde una carta y no se guarda nada.',
  guidePlacing: (starter: string) => `Todos ponen una carta boca abajo delante de sí; ${starter} la pone al final.`,
  guideAdding: (p: string) =>
    `${p}: añade una carta encima de tu montón o abre las apuestas diciendo cuántas flores puedes descubrir.`,
  guideBidding: (p: string) =>
    `${p}: sube la apuesta o pasa. Quien pasa no vuelve a apostar en esta ronda, pero su montón sigue en juego.`,
  guideRevealingOwn: (p: string, bid: number) =>
    `${p}: descubre la carta de arriba de tu propio montón. Detente si sale una calavera o en cuanto ${plural('es', bid, 'salga', 'salgan')} ${bid} ${plural('es', bid, 'flor', 'flores')}.`,
  guideOwnStackMayEnd: 'Puedes llegar a la apuesta dentro de tu propio montón: entonces el resto se queda boca abajo.',
  guideRevealingOthers: (p: string, bid: number) =>
    `${p}: tu montón ya está boca arriba. Descubre la carta boca abajo más alta de cualquier otro montón, también de quienes han pasado. Detente si sale una calavera o en cuanto ${plural('es', bid, 'salga', 'salgan')} ${bid} ${plural('es', bid, 'flor', 'flores')}.`,
  endSuccess: (p: string) => `Ningún punto para ${p}: una ronda de práctica no da puntos.`,
  endFailure: (p: string) => `Ninguna carta va al montón de descartes: ${p} conserva todas sus cartas.`,
  endTable: 'La mesa, sin cambios',
  endNote:
    'Cada cual devuelve a la mano las cartas de su montón. No se guarda nada: la mesa de abajo está como antes de la ronda.',
};
