import { deName, listOr } from '../../i18n/nameGrammar';
import { plural } from '../../i18n';
import type { ActionType, Phase, RuleSentences } from '../../rules';
import { fr as tableFr } from '../table/table.fr';

// What the engine refused, in the player's language: one sentence per RuleError code, built from its parameters.

// Each with its own “de” or “d’”, elided before a vowel.
const WHAT_FR: Record<ActionType, string> = {
  placeFirst: 'de poser les premiers disques',
  add: 'd’ajouter un disque',
  bid: 'de parier',
  pass: 'de passer',
  flip: 'de retourner un disque',
  chooseStarter: 'de choisir qui commence la manche suivante',
  abandonRound: 'd’abandonner la manche',
};
const HINT_FR: Record<Phase, string> = {
  placing: 'chacun doit d’abord poser un disque',
  adding: 'le joueur dont c’est le tour ajoute un disque ou ouvre les enchères',
  bidding: 'le joueur dont c’est le tour surenchérit ou passe',
  revealing: 'le Challenger retourne des disques',
  choosingStarter: 'le Challenger, hors jeu, choisit qui commence la manche suivante',
  over: 'la partie est finie ; commencez-en une nouvelle',
};

// French groups the digits of large numbers: 10 000.
const nombre = (n: number) => new Intl.NumberFormat('fr').format(n);

const turnFr = (turn: string | null) =>
  turn === null ? 'ce n’est le tour de personne' : `c’est au tour ${deName(turn)}`;

// English is the engine's own sentences; only the session's refusal reads as its storage warning, worded once.
export const fr: RuleSentences = {
  'wrong-phase': ({ action, phase }) => `Impossible ${WHAT_FR[action]} maintenant : ${HINT_FR[phase]}.`,
  eliminated: (p) =>
    'choices' in p
      ? `${p.player} est hors jeu : choisissez ${listOr('fr', p.choices)}.`
      : `${p.player} est hors jeu : ${turnFr(p.turn)}.`,
  'already-passed': ({ player, turn }) =>
    `${player} a passé et ne peut plus parier dans cette manche : ${turnFr(turn)}.`,
  'not-your-turn': ({ player, turn }) =>
    turn === null
      ? `Ce n’est le tour de personne, pas celui ${deName(player)}.`
      : `C’est au tour ${deName(turn)}, pas ${deName(player)}.`,
  'bid-too-low': ({ min, current }) =>
    current === null
      ? `Pariez au moins ${min} : un pari compte des fleurs, à partir de 1.`
      : `Le pari est de ${current} : surenchérissez à ${min} au moins, ou passez ; annoncer le même nombre ne revient pas à passer.`,
  'bid-too-high': ({ max }) =>
    `Pariez au plus ${max} : il n’y a que ${max} ${plural('fr', max, 'disque', 'disques')} sur la table.`,
  'bidding-started': () =>
    'Personne ne peut ajouter de disque une fois les enchères ouvertes : surenchérissez ou passez.',
  'empty-hand': ({ player }) => `${player} n’a plus de disque en main et doit ouvrir les enchères.`,
  'no-bid-yet': () =>
    'Personne n’a encore parié, il n’y a donc rien à passer : ajoutez un disque ou ouvrez les enchères.',
  'own-stack-first': ({ left }) =>
    `D’abord votre propre pile : retournez son disque du dessus (encore ${left} ${plural('fr', left, 'disque', 'disques')} face cachée).`,
  'nothing-to-flip': ({ player }) =>
    `${player} n’a plus de disque face cachée : retournez le disque du dessus d’une pile qui en a encore un.`,
  'bad-seat': ({ field, max }) => `Le champ « ${field} » de cette action doit être un numéro de place de 0 à ${max}.`,
  'no-such-seat': ({ seat, max }) => `Il n’y a pas de place ${seat} : les places vont de 0 à ${max}.`,
  'bad-action': () => 'Une action doit être un objet avec un « type », par exemple « pass » pour la place 2.',
  'unknown-action': ({ types }) => `Type d’action inconnu : utilisez ${listOr('fr', types)}.`,
  'bad-amount': () => 'Un pari est un nombre entier de fleurs, par exemple 3.',
  'bad-disc': () => 'Un disque retourné est soit « flower » (fleur), soit « skull » (crâne).',
  'bad-config': () =>
    'Une partie a besoin d’une configuration avec des joueurs, le joueur qui commence et, au choix, lastChance.',
  'bad-player-count': ({ min, max }) =>
    `Skull se joue de ${min} à ${max} joueurs : donnez une liste de ${min} à ${max} noms.`,
  'bad-name': () => 'Chaque joueur a besoin d’un nom qui ne soit pas vide.',
  'duplicate-name': ({ name }) => `Deux joueurs s’appellent « ${name} » : donnez un nom différent à chacun.`,
  'name-invisible': ({ seat }) =>
    `Le nom de la place ${seat} contient des caractères invisibles ou de contrôle : utilisez des lettres, des chiffres, des espaces ou des émojis.`,
  'name-too-long': ({ seat, max }) => `Le nom de la place ${seat} dépasse ${max} caractères : raccourcissez-le.`,
  'bad-starter': ({ max }) => `Le joueur qui commence doit être désigné par un numéro de place de 0 à ${max}.`,
  'bad-variant': () => 'La variante Dernière chance est soit activée (true), soit désactivée (false).',
  'bad-state': () => 'Ceci n’est pas un état de partie : commencez-en une avec newGame.',
  'bad-log': () => 'Un journal de partie doit être une liste d’actions.',
  'read-only': () => tableFr.warningReadOnly,
  'game-too-long': ({ max }) =>
    `Une partie compte au plus ${nombre(max)} coups : commencez une nouvelle partie pour continuer.`,
  'bad-equipment': ({ allowed }) =>
    `Une table joue avec ${listOr(
      'fr',
      allowed.map((a) => `« ${a} »`),
    )} : sans ce champ, ce sont des disques.`,
  'cards-no-last-chance': () =>
    'La variante Dernière chance ne se joue pas avec la version de voyage : désactivez-la ou jouez avec les disques.',
  'bad-deck': ({ allowed }) =>
    `Le jeu de cartes d’une partie est ${listOr(
      'fr',
      allowed.map((a) => `« ${a} »`),
    )}, et seule une partie jouée avec des cartes en indique un.`,
  'deck-too-small': ({ max }) =>
    `Ce jeu n’a assez de cartes numérotées que pour ${max} joueurs : retirez un joueur ou choisissez un autre jeu.`,
};
