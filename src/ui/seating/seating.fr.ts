import { deName } from '../../i18n/nameGrammar';
import type { Edge } from '../table/seating';
import type { en } from './seating.en';

const edges: Record<Edge, string> = {
  near: 'bord proche',
  far: 'bord opposé',
  left: 'bord gauche',
  right: 'bord droit',
};
const sides: Record<Edge, string> = {
  near: 'Bord proche, en bas de l’écran',
  far: 'Bord opposé, en haut de l’écran',
  left: 'Bord gauche',
  right: 'Bord droit',
};

export const fr: typeof en = {
  title: 'Qui est assis où',
  hint: 'Faites glisser chaque joueur à sa place autour de l’appareil, ou touchez un joueur puis une place. On joue dans le sens des aiguilles d’une montre : le joueur suivant est assis à gauche.',
  hintPlaying: 'L’ordre de jeu ne change pas : chaque joueur ne peut aller qu’à une place qui le respecte.',
  moving: (name: string) => `Déplacement ${deName(name)} : touchez une place, ou touchez encore ${name} pour annuler.`,
  edge: (edge: Edge) => ({ near: 'proche', far: 'opposé', left: 'gauche', right: 'droit' })[edge],
  side: (edge: Edge) => sides[edge],
  token: (name: string, edge: Edge) => `${name}, ${edges[edge]}. Déplacer`,
  spot: (name: string, edge: Edge, after: string | null, before: string | null) =>
    `Placer ${name} au ${edges[edge]}${
      after !== null && before !== null
        ? `, entre ${after} et ${before}`
        : after !== null
          ? `, après ${after}`
          : before !== null
            ? `, avant ${before}`
            : ''
    }`,
  order: 'Ordre de jeu, dans le sens des aiguilles d’une montre :',
};
