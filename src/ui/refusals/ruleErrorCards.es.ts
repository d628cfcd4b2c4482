import { plural } from '../../i18n';
import type { ActionType, Phase } from '../../rules';
import type { CardSentences } from './ruleErrorCards.messages';

// R3: the card twin of each refusal that names the table's objects (cartas, el montón boca abajo).

const WHAT_ES: Record<ActionType, string> = {
  placeFirst: 'poner las primeras cartas',
  add: 'añadir una carta',
  bid: 'apostar',
  pass: 'pasar',
  flip: 'descubrir una carta',
  chooseStarter: 'elegir quién empieza',
  abandonRound: 'anular la ronda',
};
const HINT_ES: Record<Phase, string> = {
  placing: 'primero todos ponen una carta y luego se sigue',
  adding: 'el jugador al que le toca añade una carta o abre las apuestas',
  bidding: 'el jugador al que le toca sube o pasa',
  revealing: 'el retador está descubriendo cartas',
  choosingStarter: 'el retador, ahora fuera de la partida, elige quién empieza la ronda siguiente',
  over: 'la partida ha terminado; empieza una nueva',
};
const cartas = (n: number) => `${n} ${plural('es', n, 'carta', 'cartas')}`;

export const es: CardSentences = {
  'wrong-phase': ({ action, phase }) => `Ahora no puedes ${WHAT_ES[action]}: ${HINT_ES[phase]}.`,
  'bid-too-high': ({ max }) => `Apuesta como mucho ${max}: en la mesa solo hay ${cartas(max)}.`,
  'bidding-started': () => 'Nadie puede añadir cartas una vez empezadas las apuestas: sube o pasa.',
  'empty-hand': ({ player }) => `${player} no tiene cartas en la mano y debe abrir las apuestas.`,
  'no-bid-yet': () => 'Nadie ha apostado todavía, así que aún no se puede pasar: añade una carta o abre las apuestas.',
  'own-stack-first': ({ left }) =>
    `Primero va tu propio montón: descubre su carta de arriba (${plural('es', left, 'queda', 'quedan')} ${cartas(left)} boca abajo).`,
  'nothing-to-flip': ({ player }) =>
    `${player} no tiene cartas boca abajo: descubre la carta de arriba de un montón que aún tenga alguna.`,
  'bad-amount': () => 'Una apuesta es un número entero de flores, como 3.',
  'bad-disc': () => 'Una carta descubierta es «flower» (flor) o «skull» (calavera).',
};
