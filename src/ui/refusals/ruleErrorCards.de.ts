import { plural } from '../../i18n';
import type { ActionType, Phase } from '../../rules';
import type { CardSentences } from './ruleErrorCards.messages';

// R3: the card twin of each refusal that names the table's objects (cards, the face-down pile).

const WHAT_DE: Record<ActionType, string> = {
  placeFirst: 'nicht die ersten Karten legen',
  add: 'keine Karte nachlegen',
  bid: 'nicht bieten',
  pass: 'nicht passen',
  flip: 'keine Karte aufdecken',
  chooseStarter: 'nicht wählen, wer die nächste Runde beginnt',
  abandonRound: 'die Runde nicht abbrechen',
};
const HINT_DE: Record<Phase, string> = {
  placing: 'Erst legen alle eine Karte, dann geht es weiter',
  adding: 'Wer am Zug ist, legt eine Karte nach oder eröffnet das Bieten',
  bidding: 'Wer am Zug ist, erhöht oder passt',
  revealing: 'Der Herausforderer deckt Karten auf',
  choosingStarter: 'Der ausgeschiedene Herausforderer wählt, wer die nächste Runde beginnt',
  over: 'Die Partie ist vorbei; starte eine neue',
};
const karten = (n: number) => `${n} ${plural('de', n, 'Karte', 'Karten')}`;

export const de: CardSentences = {
  'wrong-phase': ({ action, phase }) => `Du kannst jetzt ${WHAT_DE[action]}: ${HINT_DE[phase]}.`,
  'bid-too-high': ({ max }) =>
    `Biete höchstens ${max}: Auf dem Tisch ${max === 1 ? 'liegt' : 'liegen'} nur ${karten(max)}.`,
  'bidding-started': () => 'Sobald jemand geboten hat, legt niemand mehr Karten nach: Erhöhe oder passe.',
  'empty-hand': ({ player }) => `${player} hat keine Karte mehr auf der Hand und muss das Bieten eröffnen.`,
  'no-bid-yet': () => 'Noch hat niemand geboten, Passen geht also nicht: Leg eine Karte nach oder eröffne das Bieten.',
  'own-stack-first': ({ left }) =>
    `Erst kommt dein eigener Stapel: Deck dort die oberste Karte auf (noch ${karten(left)} verdeckt).`,
  'nothing-to-flip': ({ player }) =>
    `${player} hat keine verdeckte Karte mehr: Deck die oberste Karte eines Stapels auf, der noch eine hat.`,
  'bad-amount': () => 'Ein Gebot ist eine ganze Zahl, etwa 3.',
  'bad-disc': () => 'Eine aufgedeckte Karte ist entweder „flower“ (Blume) oder „skull“ (Totenkopf).',
};
