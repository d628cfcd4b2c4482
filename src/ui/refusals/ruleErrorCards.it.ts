import { plural } from '../../i18n';
import type { ActionType, Phase } from '../../rules';
import type { CardSentences } from './ruleErrorCards.messages';

// R3: the card twin of each refusal that names the table's objects (carte, la pila coperta).

const WHAT_IT: Record<ActionType, string> = {
  placeFirst: 'mettere le prime carte',
  add: 'aggiungere una carta',
  bid: 'puntare',
  pass: 'passare',
  flip: 'girare una carta',
  chooseStarter: 'scegliere chi inizia il prossimo round',
  abandonRound: 'interrompere il round',
};
const HINT_IT: Record<Phase, string> = {
  placing: 'prima ognuno mette una carta, poi si continua',
  adding: 'chi è di turno aggiunge una carta o apre le puntate',
  bidding: 'chi è di turno rilancia o passa',
  revealing: 'lo sfidante gira le carte',
  choosingStarter: 'lo sfidante, ora fuori gioco, sceglie chi inizia il prossimo round',
  over: 'la partita è finita; iniziane una nuova',
};
const carte = (n: number) => `${n} ${plural('it', n, 'carta', 'carte')}`;

export const it: CardSentences = {
  'wrong-phase': ({ action, phase }) => `Ora non puoi ${WHAT_IT[action]}: ${HINT_IT[phase]}.`,
  'bid-too-high': ({ max }) =>
    `Punta al massimo ${max}: sul tavolo ${max === 1 ? 'c’è' : 'ci sono'} solo ${carte(max)}.`,
  'bidding-started': () => 'Dopo la prima puntata nessuno può aggiungere carte: rilancia o passa.',
  'empty-hand': ({ player }) => `${player} non ha più carte in mano e deve aprire le puntate.`,
  'no-bid-yet': () =>
    'Nessuno ha ancora puntato, quindi non c’è niente da passare: aggiungi una carta o apri le puntate.',
  'own-stack-first': ({ left }) =>
    `Prima viene la tua pila: gira la carta in cima (${plural('it', left, 'resta', 'restano')} ${left} ${plural('it', left, 'carta coperta', 'carte coperte')}).`,
  'nothing-to-flip': ({ player }) =>
    `${player} non ha più carte coperte: gira la carta in cima a una pila che ne ha ancora.`,
  'bad-amount': () => 'Una puntata è un numero intero di fiori, per esempio 3.',
  'bad-disc': () => 'Una carta girata è «flower» (fiore) o «skull» (teschio).',
};
