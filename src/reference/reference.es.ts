import { plural, type Lang } from '../i18n';
import type { en } from './reference.en';

const count = (lang: Lang, n: number, one: string, other: string) => `${n} ${plural(lang, n, one, other)}`;

// The reference screen's own words: headings, the filter box and the diagrams' labels.
export const es: typeof en = {
  title: 'Reglas',
  intro: 'Toca un título de la lista para ir a él.',
  cardsNote: 'Estas reglas están escritas para una mesa que juega con una baraja (la versión de viaje).',
  home: 'Inicio',
  back: 'Volver',
  backToGame: 'Volver a la partida',
  languageLink: 'Idioma: español',
  contents: 'Índice',
  filterLabel: 'Filtrar las reglas',
  filterPlaceholder: 'pasar, calavera, Última oportunidad…',
  filterCount: (n: number) => `${count('es', n, 'sección coincide', 'secciones coinciden')}.`,
  filterNone: (query: string) => `Ninguna sección menciona «${query}».`,
  clearFilter: 'Mostrar todas las secciones',
  diagramStack:
    'Una pila vista de lado: el primer disco puesto está abajo, el último arriba, y el de arriba se descubre primero.',
  diagramPile:
    'Un montón visto de lado: la primera carta puesta está abajo, la última arriba, y la de arriba se descubre primero.',
  stackFirst: 'puesto 1.º',
  stackSecond: 'puesto 2.º',
  stackThird: 'puesto 3.º: arriba',
  stackFlipOrder: 'se descubre primero',
  diagramReveal:
    'El retador descubre primero su propia pila, de arriba abajo, y luego el disco boca abajo más alto de cualquier otra pila, en cualquier orden, hasta que sale una calavera o las flores descubiertas llegan a la apuesta.',
  diagramRevealCards:
    'El retador descubre primero su propio montón, de arriba abajo, y luego la carta boca abajo más alta de cualquier otro montón, en cualquier orden, hasta que sale una calavera o las flores descubiertas llegan a la apuesta.',
  revealYours: 'Retador',
  revealThen: 'luego cualquier disco de arriba',
  revealThenCard: 'luego cualquier carta de arriba',
  revealOpponent: 'Rival',
  revealPassed: 'Ha pasado',
  diagramCards: 'La versión de viaje: tres cartas de número son las flores, y una figura es la calavera.',
  cardFaceLetter: 'K',
  cardFlower: 'flor',
  cardSkull: 'calavera',
  practiceLink: 'Jugar una ronda de práctica',
};
