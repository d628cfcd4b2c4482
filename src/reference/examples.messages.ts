import { defineMessages } from '../i18n';

// Worked examples of the rules' edges, a few lines each. One line is one block (see blocks.ts).
export const en = {
  examplesTitle: 'Worked examples',
  examplesBody: [
    'Four short rounds at the edges of the rules, with Nadia, Omar, Lou and Sami seated clockwise.',
    '**A success inside one’s own stack.** Omar has three discs on his mat, bids 2, and everyone else passes. His top disc is a flower, the next one too: the bid is reached and the challenge stops, his last disc still face down. Omar flips his mat to its flower side and starts the next round.',
    '**A failure on one’s own skull.** Lou bids 3 with two discs on her mat: a flower, then her own skull. She picks one of her discs in secret and puts it in the box; she owns three now, and starts the next round.',
    '**A player out, and who starts next.** Sami owns one disc. He bids 2, flips his own flower, then Nadia’s top disc: a skull. His last disc goes in the box and he is out of the game; Nadia, whose skull stopped him, starts the next round. On his own skull, he would have chosen the starter.',
    '**A Last Chance round.** With Last Chance on, Lou fails and is left with one disc: she receives the Last Chance disc for the next round. She may place either disc first; here her own, and later the Last Chance disc on top. Omar, the challenger, flips his stack, then Lou’s top disc: a flower, as everyone knew. At the end of the round Lou gives it back, never to receive it again. Had she been the challenger and failed, she would have lost both discs and been out of the game.',
    'The practice round, in the next section, lets you play such a round in the app.',
  ].join('\n'),
};

export const fr: typeof en = {
  examplesTitle: 'Exemples commentés',
  examplesBody: [
    'Quatre manches courtes, aux limites des règles, avec Nadia, Omar, Lou et Sami assis dans le sens des aiguilles d’une montre.',
    '**Une réussite dans sa propre pile.** Omar a trois disques sur son tapis, parie 2, et tous les autres passent. Son disque du dessus est une fleur, le suivant aussi : le pari est atteint et le défi s’arrête, son dernier disque toujours face cachée. Omar retourne son tapis côté fleur et commence la manche suivante.',
    '**Un échec sur son propre crâne.** Lou parie 3 avec deux disques sur son tapis : une fleur, puis son propre crâne. Elle choisit en secret un de ses disques et le met dans la boîte ; elle en possède trois désormais, et commence la manche suivante.',
    '**Un joueur hors jeu, et qui commence ensuite.** Sami possède un disque. Il parie 2, retourne sa fleur, puis le disque du dessus de Nadia : un crâne. Son dernier disque va dans la boîte et il est hors jeu ; Nadia, dont le crâne l’a arrêté, commence la manche suivante. Sur son propre crâne, il aurait choisi qui commence.',
    '**Une manche avec Dernière chance.** Avec Dernière chance, Lou échoue et n’a plus qu’un disque : elle reçoit le disque Dernière chance pour la manche suivante. Elle peut poser d’abord l’un ou l’autre disque ; ici le sien, puis plus tard le disque Dernière chance par-dessus. Omar, le Challenger, retourne sa pile, puis le disque du dessus de Lou : une fleur, comme chacun le savait. À la fin de la manche, Lou le rend, sans pouvoir le recevoir de nouveau. Si elle avait été le Challenger et avait échoué, elle aurait perdu ses deux disques et serait hors jeu.',
    'La manche d’entraînement, dans la section suivante, permet de jouer une telle manche dans l’application.',
  ].join('\n'),
};

export const messages = defineMessages(en, fr);
