import { plural } from '../../i18n';
import type { en } from './history.en';

export const es: typeof en = {
  placed: (starter: string) => `Todos ponen un disco boca abajo; ${starter} lo pone en último lugar.`,
  added: (p: string, stack: number) =>
    `${p} añade un disco (${stack} ${plural('es', stack, 'disco', 'discos')} en el tapete).`,
  bid: (p: string, n: number) => `${p} apuesta ${n}.`,
  bidAll: (p: string, n: number) => `${p} apuesta ${n}, todos los discos de la mesa: el desafío empieza al instante.`,
  passed: (p: string) => `${p} pasa.`,
  flipOwnFlower: (p: string, shown: number, bid: number) =>
    `${p} descubre un disco suyo: una flor (${shown} de ${bid}).`,
  flipOwnSkull: (p: string) => `${p} descubre un disco suyo: ¡una calavera!`,
  flipFlower: (p: string, owner: string, shown: number, bid: number) =>
    `${p} descubre un disco de ${owner}: una flor (${shown} de ${bid}).`,
  flipSkull: (p: string, owner: string) => `${p} descubre un disco de ${owner}: ¡una calavera!`,
  chose: (p: string, q: string) => `${p} elige a ${q} para empezar esta ronda.`,
  abandoned: 'Se anula la ronda: todos recuperan sus discos y empieza el mismo jugador.',
  success: (p: string) => `¡Desafío superado! ${p} gira su tapete y muestra el lado de la flor.`,
  successWin: (p: string) => `¡Desafío superado! ${p} tiene dos puntos y gana la partida.`,
  failRandom: (owner: string, p: string) =>
    `${p} reúne todos sus discos, los del tapete y los de la mano, y los mezcla boca abajo. ${owner} roba uno sin mirar y lo devuelve a la caja.`,
  failChoice: (p: string) => `${p}, elige en secreto uno de tus discos y devuélvelo a la caja, boca abajo.`,
  lostLastChance: (p: string) => `${p} devuelve a la caja el disco de Última oportunidad y su último disco.`,
  lastDiscGone: (p: string) => `${p} devuelve a la caja su último disco.`,
  eliminated: (p: string) => `${p} queda fuera de la partida: su tapete sale de la mesa.`,
  gotLastChance: (p: string, round: number) =>
    `A ${p} solo le queda un disco: recibe el disco de Última oportunidad, una flor, solo para la ronda ${round}. Si en esa ronda reta y falla, pierde los dos discos y queda fuera de la partida.`,
  returnLastChance: (p: string) => `${p} devuelve el disco de Última oportunidad.`,
  lastStanding: (p: string) => `${p} gana: nadie más sigue en la partida.`,
  nextStarter: (p: string, round: number) => `${p} empieza la ronda ${round}.`,
  chooseStarter: (p: string, round: number) =>
    `${p}, estás fuera de la partida: elige quién empieza la ronda ${round}.`,
  takeBack: 'Todos recuperan los discos de su tapete.',
  undone: (s: string) => `Deshecho: ${s}`,
  redone: (s: string) => `Rehecho: ${s}`,
  summaryWon: (p: string, bid: number) => `${p} apostó ${bid} y superó el desafío.`,
  summaryOwnSkull: (p: string, bid: number) => `${p} apostó ${bid} y descubrió su propia calavera.`,
  summarySkull: (p: string, bid: number, owner: string) => `${p} apostó ${bid} y descubrió la calavera de ${owner}.`,
  summaryOut: (p: string) => `${p} queda fuera de la partida.`,
  summaryAbandoned: 'Anulada y repetida.',
  summaryUnfinished: 'Sin terminar.',
  roundHeading: (n: number) => `Ronda ${n}`,
  roundAbandoned: (n: number) => `Ronda ${n} (anulada)`,
};
