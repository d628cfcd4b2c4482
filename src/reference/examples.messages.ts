import { defineMessages } from '../i18n';

// Worked examples of the rules' edges, a few lines each. One line is one block (see blocks.ts).
export const en = {
  examplesTitle: 'Worked examples',
  examplesBody: [
    'Four short rounds at the edges of the rules. The players sit clockwise: Nadia, Omar, Lou and Sami.',
    '**A success inside the challenger’s own stack.** Omar has three discs on his mat and bids 2; everyone else passes. He flips his top disc: a flower. Then the next one: a flower. Two flowers reach the bid, so the challenge stops at once: a success. His bottom disc stays face down, and no other stack is touched. Omar flips his mat to its flower side and starts the next round.',
    '**A failure on one’s own skull.** Lou has two discs on her mat and wins the bidding at 3. Her top disc is a flower; the one under it is her own skull: a failure. Lou chooses one of her own discs in secret and puts it in the box; she now owns three discs. She is still in the game, so she starts the next round.',
    '**A player out of the game, and who starts next.** Sami owns a single disc. He bids 2 and flips his own disc: a flower. Then he flips Nadia’s top disc: a skull. His last disc goes in the box, so he is out of the game and his mat leaves the table. Nadia, whose skull put him out, starts the next round. Had it been Sami’s own skull, he would choose who starts among the players still in the game.',
    '**A Last Chance round.** The table plays with Last Chance. Lou fails a challenge and is left with one disc: she receives the Last Chance disc for the next round. In that round she may place either of her two discs first; here she places her own disc, then adds the Last Chance disc on top on a later turn. Omar becomes the challenger, flips his own stack, then Lou’s top disc: the Last Chance disc, a flower, as everyone knew. At the end of the round Lou gives the Last Chance disc back; she can never receive it again in this game. Had Lou been the challenger and failed, she would have lost both discs and been out of the game.',
    'The practice round, in the next section, lets you play a round like these in the app.',
  ].join('\n'),
};

export const fr: typeof en = {
  examplesTitle: 'Exemples commentés',
  examplesBody: [
    'Quatre manches courtes, aux limites des règles. Les joueurs sont assis dans le sens des aiguilles d’une montre : Nadia, Omar, Lou et Sami.',
    '**Une réussite dans la propre pile du Challenger.** Omar a trois disques sur son tapis et parie 2 ; tous les autres passent. Il retourne son disque du dessus : une fleur. Puis le suivant : une fleur. Deux fleurs atteignent le pari, le défi s’arrête aussitôt : c’est une réussite. Son disque du dessous reste face cachée, et aucune autre pile n’est touchée. Omar retourne son tapis côté fleur et commence la manche suivante.',
    '**Un échec sur son propre crâne.** Lou a deux disques sur son tapis et remporte les enchères à 3. Son disque du dessus est une fleur ; celui du dessous est son propre crâne : c’est un échec. Lou choisit en secret un de ses disques et le met dans la boîte ; elle n’en possède plus que trois. Elle est encore en jeu : elle commence la manche suivante.',
    '**Un joueur hors jeu, et qui commence ensuite.** Sami ne possède plus qu’un disque. Il parie 2 et retourne son disque : une fleur. Puis il retourne le disque du dessus de Nadia : un crâne. Son dernier disque va dans la boîte : il est hors jeu, et son tapis quitte la table. Nadia, dont le crâne l’a mis hors jeu, commence la manche suivante. Si c’était le propre crâne de Sami, il choisirait qui commence parmi les joueurs encore en jeu.',
    '**Une manche avec Dernière chance.** La table joue avec la variante Dernière chance. Lou échoue à un défi et n’a plus qu’un disque : elle reçoit le disque Dernière chance pour la manche suivante. Dans cette manche, elle peut poser d’abord l’un ou l’autre de ses deux disques ; ici, elle pose son propre disque, puis ajoute le disque Dernière chance par-dessus à un tour suivant. Omar devient le Challenger, retourne sa propre pile, puis le disque du dessus de Lou : le disque Dernière chance, une fleur, comme chacun le savait. À la fin de la manche, Lou rend le disque Dernière chance ; elle ne pourra plus le recevoir de la partie. Si Lou avait été le Challenger et avait échoué, elle aurait perdu ses deux disques et serait hors jeu.',
    'La manche d’entraînement, dans la section suivante, permet de jouer une manche comme celles-ci dans l’application.',
  ].join('\n'),
};

export const messages = defineMessages(en, fr);
