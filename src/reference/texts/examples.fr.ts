import type { en } from './examples.en';

// Worked examples of the rules' edges, a few lines each. One line is one block (see blocks.ts).
export const fr: typeof en = {
  examplesTitle: 'Exemples commentés',
  examplesBody: [
    'Quatre manches courtes, aux limites des règles, avec Nadia, Omar, Lou et Sami assis dans le sens des aiguilles d’une montre.',
    '**Une réussite dans sa propre pile.** Omar a trois disques sur son tapis, parie 2, et tous les autres passent. Son disque du dessus est une fleur, le suivant aussi : le pari est atteint et le défi s’arrête, son dernier disque toujours face cachée. Omar retourne son tapis côté fleur et commence la manche suivante.',
    '**Un échec sur son propre crâne.** Lou parie 3 avec deux disques sur son tapis : une fleur, puis son propre crâne. Elle choisit en secret un de ses disques et le met dans la boîte ; elle en possède trois désormais, et commence la manche suivante.',
    '**Un joueur hors jeu, et qui commence ensuite.** Sami ne possède plus qu’un disque. Il parie 2, retourne sa fleur, puis le disque du dessus de Nadia : un crâne. Son dernier disque va dans la boîte et il est hors jeu ; Nadia, dont le crâne l’a arrêté, commence la manche suivante. S’il était tombé sur son propre crâne, il aurait choisi qui commence.',
    '**Une manche avec Dernière chance.** Avec la variante Dernière chance, Lou échoue et n’a plus qu’un disque : elle reçoit le disque Dernière chance pour la manche suivante. Elle peut poser d’abord l’un ou l’autre disque ; ici le sien, puis plus tard le disque Dernière chance par-dessus. Omar, le Challenger, retourne sa pile, puis le disque du dessus de Lou : une fleur, comme chacun le savait. À la fin de la manche, Lou rend le disque Dernière chance, qu’elle ne pourra plus recevoir. Si elle avait été le Challenger et avait échoué, elle aurait perdu ses deux disques et aurait été hors jeu.',
    'La manche d’entraînement, dans la section suivante, permet de jouer une telle manche dans l’application.',
  ].join('\n'),
};
