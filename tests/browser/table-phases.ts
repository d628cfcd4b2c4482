// One saved game per phase of the table, made with the engine and imported as a backup: the quick way to reach them all.
import { apply, legalActions, newGame, type Action, type GameConfig } from '../../src/rules';

export const LONG_NAMES = [
  'Bartholomew Featherstone',
  'Marie-Charlotte Beaumont',
  'Wilhelmina Oppenheimerr',
  'Alexandros Papadopoulos',
  'Supercalifragilisticexpi',
  'Éléonore de La Tour-Mér',
];
export const SHORT_NAMES = ['Ana', 'Ben', 'Cleo'];

export type Phase = 'placing' | 'adding' | 'bidding' | 'challenge' | 'outcome' | 'starter' | 'over';
export const PHASES: Phase[] = ['placing', 'adding', 'bidding', 'challenge', 'outcome', 'starter', 'over'];

/** A round where seat 0 bids `amount` after everyone placed, all others pass, then `flips` happen. */
function round(n: number, amount: number, flips: Action[]): Action[] {
  const passes: Action[] = Array.from({ length: n - 1 }, (_, i) => ({ type: 'pass', player: i + 1 }));
  return [{ type: 'placeFirst' }, { type: 'bid', player: 0, amount }, ...passes, ...flips];
}

function logFor(phase: Phase, n: number): Action[] {
  const ownFlower: Action = { type: 'flip', owner: 0, disc: 'flower' };
  const ownSkull: Action = { type: 'flip', owner: 0, disc: 'skull' };
  switch (phase) {
    case 'placing':
      return [];
    case 'adding':
      return [{ type: 'placeFirst' }, { type: 'add', player: 0 }];
    case 'bidding':
      return [{ type: 'placeFirst' }, { type: 'bid', player: 0, amount: 1 }];
    case 'challenge':
      return round(n, 2, []);
    case 'outcome':
      return round(n, 2, [ownFlower, { type: 'flip', owner: 1, disc: 'skull' }]);
    case 'starter':
      return [1, 2, 3, 4].flatMap(() => round(n, 1, [ownSkull]));
    case 'over':
      return [1, 2].flatMap(() => round(n, 1, [ownFlower]));
  }
}

/** The backup file (the export format) holding one game per phase, with ids `<phase>-<players>`. */
export function phaseBackup(names: string[]): string {
  const config: GameConfig = { players: names, starter: 0 };
  const sessions = PHASES.map((phase, i) => {
    const actions = logFor(phase, names.length);
    let state = newGame(config);
    for (const a of actions) {
      if (!legalActions(state).some((l) => JSON.stringify(l) === JSON.stringify(a)))
        throw new Error(`${phase}: ${JSON.stringify(a)} is not legal`);
      state = apply(state, a);
    }
    return {
      id: `${phase}-${names.length}`,
      schema: 1,
      created: 1795990000000 + i,
      updated: 1795990000000 + i,
      config,
      actions,
      redo: [],
    };
  });
  return JSON.stringify({ format: 'skull-table-sessions', version: 1, exported: '2026-11-30T01:00:00.000Z', sessions });
}
