import { listOr } from '../../i18n/nameGrammar';
import { plural } from '../../i18n';
import type { ActionType, Phase, RuleSentences } from '../../rules';
import { es as tableEs } from '../table/table.es';

// What the engine refused, in the player's language: one sentence per RuleError code, built from its parameters.

const WHAT_ES: Record<ActionType, string> = {
  placeFirst: 'poner los primeros discos',
  add: 'añadir un disco',
  bid: 'apostar',
  pass: 'pasar',
  flip: 'descubrir un disco',
  chooseStarter: 'elegir quién empieza',
  abandonRound: 'anular la ronda',
};
const HINT_ES: Record<Phase, string> = {
  placing: 'primero todos ponen un disco y luego se sigue',
  adding: 'el jugador al que le toca añade un disco o abre las apuestas',
  bidding: 'el jugador al que le toca sube o pasa',
  revealing: 'el retador está descubriendo discos',
  choosingStarter: 'el retador, ahora fuera de la partida, elige quién empieza la ronda siguiente',
  over: 'la partida ha terminado; empieza una nueva',
};
const turnEs = (turn: string | null) => (turn === null ? 'no le toca a nadie' : `le toca a ${turn}`);

export const es: RuleSentences = {
  'wrong-phase': ({ action, phase }) => `Ahora no puedes ${WHAT_ES[action]}: ${HINT_ES[phase]}.`,
  eliminated: (p) =>
    'choices' in p
      ? `${p.player} está fuera de la partida: elige a ${listOr('es', p.choices)}.`
      : `${p.player} está fuera de la partida: ${turnEs(p.turn)}.`,
  'already-passed': ({ player, turn }) =>
    `${player} ha pasado y no puede volver a apostar en esta ronda: ${turnEs(turn)}.`,
  'not-your-turn': ({ player, turn }) =>
    turn === null ? `No le toca a nadie, tampoco a ${player}.` : `Le toca a ${turn}, no a ${player}.`,
  'bid-too-low': ({ min, current }) =>
    current === null
      ? `Apuesta al menos ${min}: una apuesta cuenta flores, desde 1.`
      : `La apuesta está en ${current}: sube al menos a ${min} o pasa; repetir la apuesta no cuenta como pasar.`,
  'bid-too-high': ({ max }) =>
    `Apuesta como mucho ${max}: en la mesa solo hay ${max} ${plural('es', max, 'disco', 'discos')}.`,
  'bidding-started': () => 'Nadie puede añadir discos una vez empezadas las apuestas: sube o pasa.',
  'empty-hand': ({ player }) => `${player} no tiene discos en la mano y debe abrir las apuestas.`,
  'no-bid-yet': () => 'Nadie ha apostado todavía, así que aún no se puede pasar: añade un disco o abre las apuestas.',
  'own-stack-first': ({ left }) =>
    `Primero va tu propia pila: descubre su disco de arriba (${plural('es', left, 'queda', 'quedan')} ${left} ${plural('es', left, 'disco', 'discos')} boca abajo).`,
  'nothing-to-flip': ({ player }) =>
    `${player} no tiene discos boca abajo: descubre el disco de arriba de una pila que aún tenga alguno.`,
  'bad-seat': ({ field, max }) => `El campo «${field}» de esta acción debe ser un número de asiento de 0 a ${max}.`,
  'no-such-seat': ({ seat, max }) => `No existe el asiento ${seat}: los asientos van de 0 a ${max}.`,
  'bad-action': () => 'Una acción debe ser un objeto con un «type», por ejemplo «pass» para el asiento 2.',
  'unknown-action': ({ types }) => `Tipo de acción desconocido: usa ${listOr('es', types)}.`,
  'bad-amount': () => 'Una apuesta es un número entero de flores, como 3.',
  'bad-disc': () => 'Un disco descubierto es «flower» (flor) o «skull» (calavera).',
  'bad-config': () =>
    'Una partida necesita un objeto de configuración con jugadores, quién empieza y, si se quiere, lastChance.',
  'bad-player-count': ({ min, max }) =>
    `Skull se juega de ${min} a ${max} jugadores: da una lista de ${min} a ${max} nombres.`,
  'bad-name': () => 'Cada jugador necesita un nombre que no esté vacío.',
  'duplicate-name': ({ name }) => `Dos jugadores se llaman «${name}»: da a cada uno un nombre distinto.`,
  'name-invisible': ({ seat }) =>
    `El nombre del asiento ${seat} contiene caracteres invisibles o de control: usa letras, cifras, espacios o emojis.`,
  'name-too-long': ({ seat, max }) =>
    `El nombre del asiento ${seat} tiene más de ${max} ${plural('es', max, 'carácter', 'caracteres')}: acórtalo.`,
  'bad-starter': ({ max }) => `Quien empieza la primera ronda debe ser un número de asiento de 0 a ${max}.`,
  'bad-variant': () => 'Última oportunidad solo puede estar activada (true) o desactivada (false).',
  'bad-state': () => 'Esto no es un estado de partida: empieza una con newGame.',
  'bad-log': () => 'El registro de una partida debe ser una lista de acciones.',
  'read-only': () => tableEs.warningReadOnly,
  'game-too-long': ({ max }) => `Una partida admite como mucho ${max} jugadas: empieza una nueva para seguir jugando.`,
  'bad-equipment': ({ allowed }) =>
    `Una mesa juega con ${listOr(
      'es',
      allowed.map((a) => `«${a}»`),
    )}: sin este campo, se juega con discos.`,
  'cards-no-last-chance': () =>
    'Última oportunidad no se usa con la versión de viaje con cartas: desactívala o juega con discos.',
  'bad-deck': ({ allowed }) =>
    `La baraja de una partida con cartas es ${listOr(
      'es',
      allowed.map((a) => `«${a}»`),
    )}, y solo una partida con cartas la indica.`,
  'deck-too-small': ({ max }) =>
    `Esta baraja tiene cartas de número para ${max} jugadores como máximo: quita un jugador o elige otra baraja.`,
};
