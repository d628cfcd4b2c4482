import { listOr } from '../../i18n/nameGrammar';
import { plural } from '../../i18n';
import type { ActionType, Phase, RuleSentences } from '../../rules';
import { de as tableDe } from '../table/table.de';

// What the engine refused, in the player's language: one sentence per RuleError code, built from its parameters.
// Each action carries its own negation: „keine Scheibe nachlegen“, never „nicht eine Scheibe“.

const WHAT_DE: Record<ActionType, string> = {
  placeFirst: 'nicht die ersten Scheiben legen',
  add: 'keine Scheibe nachlegen',
  bid: 'nicht bieten',
  pass: 'nicht passen',
  flip: 'keine Scheibe aufdecken',
  chooseStarter: 'nicht wählen, wer die nächste Runde beginnt',
  abandonRound: 'die Runde nicht abbrechen',
};
const HINT_DE: Record<Phase, string> = {
  placing: 'Erst legen alle eine Scheibe, dann geht es weiter',
  adding: 'Wer am Zug ist, legt eine Scheibe nach oder eröffnet das Bieten',
  bidding: 'Wer am Zug ist, erhöht oder passt',
  revealing: 'Der Herausforderer deckt Scheiben auf',
  choosingStarter: 'Der ausgeschiedene Herausforderer wählt, wer die nächste Runde beginnt',
  over: 'Die Partie ist vorbei; starte eine neue',
};
const turnDe = (turn: string | null) => (turn === null ? 'Niemand ist am Zug' : `${turn} ist am Zug`);

export const de: RuleSentences = {
  'wrong-phase': ({ action, phase }) => `Du kannst jetzt ${WHAT_DE[action]}: ${HINT_DE[phase]}.`,
  eliminated: (p) =>
    'choices' in p
      ? `${p.player} ist ausgeschieden: Wähle ${listOr('de', p.choices)}.`
      : `${p.player} ist ausgeschieden: ${turnDe(p.turn)}.`,
  'already-passed': ({ player, turn }) =>
    `${player} hat gepasst und kann in dieser Runde nicht mehr bieten: ${turnDe(turn)}.`,
  'not-your-turn': ({ player, turn }) =>
    turn === null ? `Niemand ist am Zug, auch nicht ${player}.` : `${turn} ist am Zug, nicht ${player}.`,
  'bid-too-low': ({ min, current }) =>
    current === null
      ? `Biete mindestens ${min}: Ein Gebot zählt Blumen, ab 1.`
      : `Das Gebot steht bei ${current}: Erhöhe auf mindestens ${min} oder passe; ein gleich hohes Gebot ist kein Passen.`,
  'bid-too-high': ({ max }) =>
    `Biete höchstens ${max}: Auf dem Tisch ${max === 1 ? 'liegt' : 'liegen'} nur ${max} ${plural('de', max, 'Scheibe', 'Scheiben')}.`,
  'bidding-started': () => 'Sobald jemand geboten hat, legt niemand mehr Scheiben nach: Erhöhe oder passe.',
  'empty-hand': ({ player }) => `${player} hat keine Scheibe mehr auf der Hand und muss das Bieten eröffnen.`,
  'no-bid-yet': () =>
    'Noch hat niemand geboten, Passen geht also nicht: Leg eine Scheibe nach oder eröffne das Bieten.',
  'own-stack-first': ({ left }) =>
    `Erst kommt dein eigener Stapel: Deck dort die oberste Scheibe auf (noch ${left} ${plural('de', left, 'Scheibe', 'Scheiben')} verdeckt).`,
  'nothing-to-flip': ({ player }) =>
    `${player} hat keine verdeckte Scheibe mehr: Deck die oberste Scheibe eines Stapels auf, der noch eine hat.`,
  'bad-seat': ({ field, max }) => `Das Feld „${field}“ dieser Aktion muss eine Platznummer von 0 bis ${max} sein.`,
  'no-such-seat': ({ seat, max }) => `Es gibt keinen Platz ${seat}: Die Plätze gehen von 0 bis ${max}.`,
  'bad-action': () => 'Eine Aktion muss ein Objekt mit einem „type“ sein, etwa „pass“ für Platz 2.',
  'unknown-action': ({ types }) => `Unbekannte Aktion: Nimm ${listOr('de', types)}.`,
  'bad-amount': () => 'Ein Gebot ist eine ganze Zahl, etwa 3.',
  'bad-disc': () => 'Eine aufgedeckte Scheibe ist entweder „flower“ (Blume) oder „skull“ (Totenkopf).',
  'bad-config': () => 'Eine Partie braucht einen Aufbau mit Spielern, Startspieler und wahlweise lastChance.',
  'bad-player-count': ({ min, max }) =>
    `Skull spielen ${min} bis ${max} Personen: Gib eine Liste mit ${min} bis ${max} Namen an.`,
  'bad-name': () => 'Jeder Spieler braucht einen Namen, der nicht leer ist.',
  'duplicate-name': ({ name }) => `Zwei Spieler heißen „${name}“: Gib jedem einen anderen Namen.`,
  'name-invisible': ({ seat }) =>
    `Der Name auf Platz ${seat} enthält unsichtbare oder Steuerzeichen: Nimm Buchstaben, Ziffern, Leerzeichen oder Emoji.`,
  'name-too-long': ({ seat, max }) => `Der Name auf Platz ${seat} ist länger als ${max} Zeichen: Kürze ihn.`,
  'bad-starter': ({ max }) => `Der erste Startspieler muss eine Platznummer von 0 bis ${max} sein.`,
  'bad-variant': () => 'Letzte Chance ist entweder an (true) oder aus (false).',
  'bad-state': () => 'Das ist kein Spielstand: Beginne einen mit newGame.',
  'bad-log': () => 'Ein Spielprotokoll muss eine Liste von Aktionen sein.',
  'read-only': () => tableDe.warningReadOnly,
  'game-too-long': ({ max }) => `Eine Partie hat höchstens ${max} Züge: Starte eine neue Partie, um weiterzuspielen.`,
  'bad-equipment': ({ allowed }) =>
    `Ein Tisch spielt mit ${listOr(
      'de',
      allowed.map((a) => `„${a}“`),
    )}: Ohne dieses Feld sind es Scheiben.`,
  'cards-no-last-chance': () =>
    'Letzte Chance wird mit der Reiseversion (Spielkarten) nicht gespielt: Schalte Letzte Chance aus oder spiel mit Scheiben.',
  'bad-deck': ({ allowed }) =>
    `Das Blatt einer Partie mit Karten ist ${listOr(
      'de',
      allowed.map((a) => `„${a}“`),
    )}; nur eine Partie mit Karten gibt ein Blatt an.`,
  'deck-too-small': ({ max }) =>
    `Dieses Blatt reicht für höchstens ${max} Spieler: Entferne einen Spieler oder wähle ein anderes Blatt.`,
};
