import { plural } from '../../i18n';
import type { ActionType, Phase } from '../../rules';
import type { CardSentences } from './ruleErrorCards.messages';

// R3: the card twin of each refusal that names the table's objects (cartes, la pile face cachée).

// Each with its own “de” or “d’”, elided before a vowel.
const WHAT_FR: Record<ActionType, string> = {
  placeFirst: 'de poser les premières cartes',
  add: 'd’ajouter une carte',
  bid: 'de parier',
  pass: 'de passer',
  flip: 'de retourner une carte',
  chooseStarter: 'de choisir qui commence la manche suivante',
  abandonRound: 'd’abandonner la manche',
};
const HINT_FR: Record<Phase, string> = {
  placing: 'chacun doit d’abord poser une carte',
  adding: 'le joueur dont c’est le tour ajoute une carte ou ouvre les enchères',
  bidding: 'le joueur dont c’est le tour surenchérit ou passe',
  revealing: 'le Challenger retourne des cartes',
  choosingStarter: 'le Challenger, hors jeu, choisit qui commence la manche suivante',
  over: 'la partie est finie ; commencez-en une nouvelle',
};
const cartes = (n: number) => `${n} ${plural('fr', n, 'carte', 'cartes')}`;

export const fr: CardSentences = {
  'wrong-phase': ({ action, phase }) => `Impossible ${WHAT_FR[action]} maintenant : ${HINT_FR[phase]}.`,
  'bid-too-high': ({ max }) => `Pariez au plus ${max} : il n’y a que ${cartes(max)} sur la table.`,
  'bidding-started': () =>
    'Personne ne peut ajouter de carte une fois les enchères ouvertes : surenchérissez ou passez.',
  'empty-hand': ({ player }) => `${player} n’a plus de carte en main et doit ouvrir les enchères.`,
  'no-bid-yet': () =>
    'Personne n’a encore parié, il n’y a donc rien à passer : ajoutez une carte ou ouvrez les enchères.',
  'own-stack-first': ({ left }) =>
    `D’abord votre propre pile : retournez sa carte du dessus (encore ${cartes(left)} face cachée).`,
  'nothing-to-flip': ({ player }) =>
    `${player} n’a plus de carte face cachée : retournez la carte du dessus d’une pile qui en a encore une.`,
  'bad-amount': () => 'Un pari est un nombre entier de fleurs, par exemple 3.',
  'bad-disc': () => 'Une carte retournée est soit « flower » (fleur), soit « skull » (crâne).',
};
