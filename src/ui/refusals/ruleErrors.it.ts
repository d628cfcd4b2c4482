import { listOr } from '../../i18n/nameGrammar';
import { plural } from '../../i18n';
import type { ActionType, Phase, RuleSentences } from '../../rules';
import { it as tableIt } from '../table/table.it';

// What the engine refused, in the player's language: one sentence per RuleError code, built from its parameters.

const WHAT_IT: Record<ActionType, string> = {
  placeFirst: 'mettere i primi dischi',
  add: 'aggiungere un disco',
  bid: 'puntare',
  pass: 'passare',
  flip: 'girare un disco',
  chooseStarter: 'scegliere chi inizia il prossimo round',
  abandonRound: 'interrompere il round',
};
const HINT_IT: Record<Phase, string> = {
  placing: 'prima ognuno mette un disco, poi si continua',
  adding: 'chi è di turno aggiunge un disco o apre le puntate',
  bidding: 'chi è di turno rilancia o passa',
  revealing: 'lo sfidante gira i dischi',
  choosingStarter: 'lo sfidante, ora fuori gioco, sceglie chi inizia il prossimo round',
  over: 'la partita è finita; iniziane una nuova',
};
const turnIt = (turn: string | null) => (turn === null ? 'non è il turno di nessuno' : `è il turno di ${turn}`);
const discs = (n: number) => `${n} ${plural('it', n, 'disco', 'dischi')}`;

export const it: RuleSentences = {
  'wrong-phase': ({ action, phase }) => `Ora non puoi ${WHAT_IT[action]}: ${HINT_IT[phase]}.`,
  eliminated: (p) =>
    'choices' in p
      ? `${p.player} è fuori gioco: scegli ${listOr('it', p.choices)}.`
      : `${p.player} è fuori gioco: ${turnIt(p.turn)}.`,
  'already-passed': ({ player, turn }) =>
    `${player} ha passato e non può più puntare in questo round: ${turnIt(turn)}.`,
  'not-your-turn': ({ player, turn }) =>
    turn === null ? `Non è il turno di nessuno, nemmeno di ${player}.` : `È il turno di ${turn}, non di ${player}.`,
  'bid-too-low': ({ min, current }) =>
    current === null
      ? `Punta almeno ${min}: una puntata conta i fiori, da 1 in su.`
      : `La puntata è ${current}: rilancia almeno a ${min} o passa; una puntata uguale non vale come passo.`,
  'bid-too-high': ({ max }) =>
    `Punta al massimo ${max}: sul tavolo ${max === 1 ? 'c’è' : 'ci sono'} solo ${discs(max)}.`,
  'bidding-started': () => 'Dopo la prima puntata nessuno può aggiungere dischi: rilancia o passa.',
  'empty-hand': ({ player }) => `${player} non ha più dischi in mano e deve aprire le puntate.`,
  'no-bid-yet': () =>
    'Nessuno ha ancora puntato, quindi non c’è niente da passare: aggiungi un disco o apri le puntate.',
  'own-stack-first': ({ left }) =>
    `Prima viene la tua pila: gira il disco in cima (${plural('it', left, 'resta', 'restano')} ${left} ${plural('it', left, 'disco coperto', 'dischi coperti')}).`,
  'nothing-to-flip': ({ player }) =>
    `${player} non ha più dischi coperti: gira il disco in cima a una pila che ne ha ancora.`,
  'bad-seat': ({ field, max }) => `Il campo «${field}» di questa azione dev’essere un numero di posto da 0 a ${max}.`,
  'no-such-seat': ({ seat, max }) => `Il posto ${seat} non esiste: i posti vanno da 0 a ${max}.`,
  'bad-action': () => 'Un’azione dev’essere un oggetto con un «type», per esempio { type: «pass», player: 2 }.',
  'unknown-action': ({ types }) => `Tipo di azione sconosciuto: usa ${listOr('it', types)}.`,
  'bad-amount': () => 'Una puntata è un numero intero di fiori, per esempio 3.',
  'bad-disc': () => 'Un disco girato è «flower» (fiore) o «skull» (teschio).',
  'bad-config': () =>
    'Una partita richiede un oggetto di preparazione con i giocatori, chi inizia e, se serve, lastChance.',
  'bad-player-count': ({ min, max }) =>
    `A Skull si gioca da ${min} a ${max} giocatori: indica da ${min} a ${max} nomi.`,
  'bad-name': () => 'Ogni giocatore deve avere un nome non vuoto.',
  'duplicate-name': ({ name }) => `Due giocatori si chiamano «${name}»: dai a ognuno un nome diverso.`,
  'name-invisible': ({ seat }) =>
    `Il nome al posto ${seat} contiene caratteri invisibili o di controllo: usa lettere, cifre, spazi o emoji.`,
  'name-too-long': ({ seat, max }) => `Il nome al posto ${seat} supera i ${max} caratteri: accorcialo.`,
  'bad-starter': ({ max }) => `Chi inizia la partita dev’essere un numero di posto da 0 a ${max}.`,
  'bad-variant': () => 'Ultima possibilità è attivata (true) o disattivata (false).',
  'bad-state': () => 'Questo non è lo stato di una partita: creane una con newGame.',
  'bad-log': () => 'Il registro di una partita dev’essere un elenco di azioni.',
  'read-only': () => tableIt.warningReadOnly,
  'game-too-long': ({ max }) => `Una partita può contenere al massimo ${max} mosse: iniziane una nuova per continuare.`,
  'bad-equipment': ({ allowed }) =>
    `Un tavolo gioca con ${listOr(
      'it',
      allowed.map((a) => `«${a}»`),
    )}: senza questo campo si gioca con i dischi.`,
  'cards-no-last-chance': () =>
    'Ultima possibilità non si usa con la versione da viaggio: disattivala o gioca con i dischi.',
  'bad-deck': ({ allowed }) =>
    `Il mazzo di una partita a carte è ${listOr(
      'it',
      allowed.map((a) => `«${a}»`),
    )}, e solo una partita a carte ne indica uno.`,
  'deck-too-small': ({ max }) =>
    `Questo mazzo ha carte numerate per ${max} giocatori al massimo: togli un giocatore o scegli un altro mazzo.`,
};
