// What the engine refused, in the player's language: one sentence per RuleError code, built from its parameters.
import { defineMessages, plural } from '../i18n';
import type { ActionType, Phase, RuleCode, RuleParamsByCode } from '../rules';
import { storageEn, storageFr } from '../session';

export type RuleSentences = { [C in RuleCode]: (p: RuleParamsByCode[C]) => string };

const WHAT_EN: Record<ActionType, string> = {
  placeFirst: 'place first discs',
  add: 'add a disc',
  bid: 'bid',
  pass: 'pass',
  flip: 'flip a disc',
  chooseStarter: 'choose the next starter',
  abandonRound: 'abandon the round',
};
const HINT_EN: Record<Phase, string> = {
  placing: 'everyone places one disc first, then continue',
  adding: 'the player whose turn it is adds a disc or opens the bidding',
  bidding: 'the player whose turn it is raises or passes',
  revealing: 'the challenger flips discs',
  choosingStarter: 'the eliminated challenger chooses who starts the next round',
  over: 'the game is over; start a new one',
};
const WHAT_FR: Record<ActionType, string> = {
  placeFirst: 'poser les premiers disques',
  add: 'ajouter un disque',
  bid: 'parier',
  pass: 'passer',
  flip: 'retourner un disque',
  chooseStarter: 'choisir qui commence la manche suivante',
  abandonRound: 'annuler la manche',
};
const HINT_FR: Record<Phase, string> = {
  placing: 'chacun pose d’abord un disque, puis continuez',
  adding: 'le joueur dont c’est le tour ajoute un disque ou ouvre les enchères',
  bidding: 'le joueur dont c’est le tour surenchérit ou passe',
  revealing: 'le challenger retourne des disques',
  choosingStarter: 'le challenger éliminé choisit qui commence la manche suivante',
  over: 'la partie est finie ; commencez-en une nouvelle',
};

const turnEn = (turn: string | null) => `it is ${turn ?? 'nobody'}'s turn`;
const turnFr = (turn: string | null) => (turn === null ? 'ce n’est le tour de personne' : `c’est au tour de ${turn}`);

export const en: RuleSentences = {
  'wrong-phase': ({ action, phase }) => `You cannot ${WHAT_EN[action]} now: ${HINT_EN[phase]}.`,
  eliminated: (p) =>
    'choices' in p
      ? `${p.player} is out of the game: choose one of ${p.choices.join(', ')}.`
      : `${p.player} is out of the game: ${turnEn(p.turn)}.`,
  'already-passed': ({ player, turn }) => `${player} passed and cannot bid again this round: ${turnEn(turn)}.`,
  'not-your-turn': ({ player, turn }) => `It is ${turn ?? 'nobody'}'s turn, not ${player}'s.`,
  'bid-too-low': ({ min, current }) =>
    current === null ? `Bid at least ${min}: a bid counts flowers, from 1 up.` : `Bid at least ${min}: the current bid is ${current}.`,
  'bid-too-high': ({ max }) => `Bid at most ${max}: there ${max === 1 ? 'is' : 'are'} only ${max} ${plural('en', max, 'disc', 'discs')} on the table.`,
  'bidding-started': () => 'Nobody may add discs once the bidding has started: raise or pass.',
  'empty-hand': ({ player }) => `${player} has no disc left in hand and must open the bidding.`,
  'no-bid-yet': () => 'Nobody has bid yet, so there is nothing to pass: add a disc or open the bidding.',
  'own-stack-first': ({ left }) => `Flip your own stack first: ${left} ${plural('en', left, 'disc', 'discs')} left.`,
  'nothing-to-flip': ({ player }) => `${player} has no face-down disc left: flip the top disc of a stack that still has one.`,
  'bad-seat': ({ field, max }) => `The "${field}" of this action must be a seat number from 0 to ${max}.`,
  'no-such-seat': ({ seat, max }) => `There is no seat ${seat}: seats go from 0 to ${max}.`,
  'bad-action': () => 'An action must be an object with a "type", such as { type: "pass", player: 2 }.',
  'unknown-action': ({ types }) => `Unknown action type: use one of ${types.join(', ')}.`,
  'bad-amount': () => 'A bid must be a whole number of discs, such as 3.',
  'bad-disc': () => 'A flipped disc is either "flower" or "skull".',
  'bad-config': () => 'A game needs a setup object with players, a starter and optionally lastChance.',
  'bad-player-count': ({ min, max }) => `Skull is played by ${min} to ${max} players: give a list of ${min} to ${max} names.`,
  'bad-name': () => 'Every player needs a name that is not empty.',
  'duplicate-name': ({ name }) => `Two players are called "${name}": give each player a different name.`,
  'bad-starter': ({ max }) => `The first starter must be a seat number from 0 to ${max}.`,
  'bad-variant': () => 'Last Chance is either on (true) or off (false).',
  'bad-state': () => 'This is not a game state: start one with newGame.',
  'bad-log': () => 'A game log must be a list of actions.',
  // The session's refusal when another tab changed the game: the storage warning, worded once.
  'read-only': () => storageEn.readonly,
};

export const fr: RuleSentences = {
  'wrong-phase': ({ action, phase }) => `Impossible de ${WHAT_FR[action]} maintenant : ${HINT_FR[phase]}.`,
  eliminated: (p) =>
    'choices' in p
      ? `${p.player} est éliminé : choisissez parmi ${p.choices.join(', ')}.`
      : `${p.player} est éliminé : ${turnFr(p.turn)}.`,
  'already-passed': ({ player, turn }) => `${player} a passé et ne peut plus parier dans cette manche : ${turnFr(turn)}.`,
  'not-your-turn': ({ player, turn }) =>
    turn === null ? `Ce n’est le tour de personne, pas celui de ${player}.` : `C’est au tour de ${turn}, pas de ${player}.`,
  'bid-too-low': ({ min, current }) =>
    current === null
      ? `Pariez au moins ${min} : un pari compte des fleurs, à partir de 1.`
      : `Pariez au moins ${min} : le pari actuel est de ${current}.`,
  'bid-too-high': ({ max }) => `Pariez au plus ${max} : il n’y a que ${max} ${plural('fr', max, 'disque', 'disques')} sur la table.`,
  'bidding-started': () => 'Personne ne peut ajouter de disque une fois les enchères ouvertes : surenchérissez ou passez.',
  'empty-hand': ({ player }) => `${player} n’a plus de disque en main et doit ouvrir les enchères.`,
  'no-bid-yet': () => 'Personne n’a encore parié, il n’y a donc rien à passer : ajoutez un disque ou ouvrez les enchères.',
  'own-stack-first': ({ left }) => `Retournez d’abord votre pile : encore ${left} ${plural('fr', left, 'disque', 'disques')}.`,
  'nothing-to-flip': ({ player }) =>
    `${player} n’a plus de disque face cachée : retournez le disque du dessus d’une pile qui en a encore un.`,
  'bad-seat': ({ field, max }) => `Le champ « ${field} » de cette action doit être un numéro de place de 0 à ${max}.`,
  'no-such-seat': ({ seat, max }) => `Il n’y a pas de place ${seat} : les places vont de 0 à ${max}.`,
  'bad-action': () => 'Une action doit être un objet avec un « type », par exemple { type: "pass", player: 2 }.',
  'unknown-action': ({ types }) => `Type d’action inconnu : utilisez l’un de ${types.join(', ')}.`,
  'bad-amount': () => 'Un pari doit être un nombre entier de disques, par exemple 3.',
  'bad-disc': () => 'Un disque retourné est soit « flower » (fleur), soit « skull » (crâne).',
  'bad-config': () => 'Une partie a besoin d’une configuration avec des joueurs, un premier joueur et, au choix, lastChance.',
  'bad-player-count': ({ min, max }) => `Skull se joue de ${min} à ${max} joueurs : donnez une liste de ${min} à ${max} noms.`,
  'bad-name': () => 'Chaque joueur a besoin d’un nom qui ne soit pas vide.',
  'duplicate-name': ({ name }) => `Deux joueurs s’appellent « ${name} » : donnez un nom différent à chacun.`,
  'bad-starter': ({ max }) => `Le premier joueur doit être un numéro de place de 0 à ${max}.`,
  'bad-variant': () => 'Dernière chance est soit activée (true), soit désactivée (false).',
  'bad-state': () => 'Ceci n’est pas un état de partie : commencez-en une avec newGame.',
  'bad-log': () => 'Un journal de partie doit être une liste d’actions.',
  'read-only': () => storageFr.readonly,
};

export const messages = defineMessages(en, fr);
