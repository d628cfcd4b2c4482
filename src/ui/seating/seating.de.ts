import type { Edge } from '../table/seating';
import type { en } from './seating.en';

const edges: Record<Edge, string> = {
  near: 'an der nahen Seite',
  far: 'an der gegenüberliegenden Seite',
  left: 'an der linken Seite',
  right: 'an der rechten Seite',
};
const sides: Record<Edge, string> = {
  near: 'Nahe Seite, am unteren Rand des Bildschirms',
  far: 'Gegenüberliegende Seite, am oberen Rand des Bildschirms',
  left: 'Linke Seite',
  right: 'Rechte Seite',
};

export const de: typeof en = {
  title: 'Wer sitzt wo',
  hint: 'Zieh jeden Spieler an seinen Platz rund um das Gerät, oder tippe einen Spieler und dann einen Platz an. Gespielt wird im Uhrzeigersinn: Der nächste Spieler sitzt links.',
  hintPlaying: 'Die Reihenfolge bleibt, wie sie ist: Jeder Spieler kann nur auf Plätze wechseln, die sie einhalten.',
  moving: (name: string) =>
    `${name} wechselt den Platz: Tippe einen Platz an, oder tippe noch einmal auf ${name}, damit alles bleibt, wie es ist.`,
  edge: (edge: Edge) => ({ near: 'nah', far: 'gegenüber', left: 'links', right: 'rechts' })[edge],
  side: (edge: Edge) => sides[edge],
  token: (name: string, edge: Edge) => `${name}, ${edges[edge]}. Platz wechseln`,
  spot: (name: string, edge: Edge, after: string | null, before: string | null) =>
    `${name} ${edges[edge]} hinsetzen${
      after !== null && before !== null
        ? `, zwischen ${after} und ${before}`
        : after !== null
          ? `, nach ${after}`
          : before !== null
            ? `, vor ${before}`
            : ''
    }`,
  order: 'Reihenfolge im Uhrzeigersinn:',
};
