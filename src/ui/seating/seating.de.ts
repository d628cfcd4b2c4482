import type { Edge } from '../table/seating';
import type { en } from './seating.en';

// Eine Seite des Geräts als Adjektiv: „an der vorderen Seite“ (wo jemand sitzt), „an die vordere Seite“ (wohin).
const edges: Record<Edge, string> = { near: 'vordere', far: 'gegenüberliegende', left: 'linke', right: 'rechte' };
const sides: Record<Edge, string> = {
  near: 'Vordere Seite, am unteren Rand des Bildschirms',
  far: 'Gegenüberliegende Seite, am oberen Rand des Bildschirms',
  left: 'Linke Seite',
  right: 'Rechte Seite',
};

export const de: typeof en = {
  title: 'Wer sitzt wo',
  hint: 'Zieh jeden Spieler an seinen Platz rund um das Gerät oder tippe auf einen Spieler und dann auf einen Platz. Gespielt wird im Uhrzeigersinn: Der nächste Spieler sitzt jeweils links.',
  hintPlaying: 'Die Reihenfolge bleibt, wie sie ist: Jeder kann nur an einen Platz wechseln, an dem sie gleich bleibt.',
  moving: (name: string) =>
    `Neuer Platz für ${name}: Tippe auf einen Platz oder noch einmal auf ${name}, dann bleibt alles, wie es ist.`,
  edge: (edge: Edge) => ({ near: 'vorn', far: 'gegenüber', left: 'links', right: 'rechts' })[edge],
  side: (edge: Edge) => sides[edge],
  token: (name: string, edge: Edge) => `${name}, an der ${edges[edge]}n Seite. Platz wechseln`,
  spot: (name: string, edge: Edge, after: string | null, before: string | null) =>
    `${name} an die ${edges[edge]} Seite setzen${
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
