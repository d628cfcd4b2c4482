// The controller steps the game one action at a time (src/session/controller.ts): whatever the table does,
// what it shows must be exactly what replaying the whole log from the start gives.
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { legalActions, newGame, replay, replaySteps, type GameConfig } from '../../../src/rules';
import { openGame, startGame, type GameController } from '../../../src/session/controller';
import { MemorySessionStore } from '../../../src/session/storage/memoryStore';
import { useSessionStore } from '../../../src/session/storage/sessionStore';
import { configArb, pick, rng } from '../rules/helpers';

beforeEach(() => useSessionStore(new MemorySessionStore(true)));

type Move = 'act' | 'undo' | 'redo';
const movesArb = fc.array(fc.constantFrom<Move>('act', 'act', 'act', 'undo', 'redo'), { minLength: 1, maxLength: 120 });

/** The snapshot against a full replay of its own log: state, steps (states and events), undo and redo. */
function expectReplayed(game: GameController, config: GameConfig) {
  const { session, state, steps, canUndo, canRedo } = game.snapshot();
  expect(state).toEqual(replay(config, session.actions));
  expect(steps).toEqual(replaySteps(config, session.actions));
  expect(canUndo).toBe(session.actions.length > 0);
  expect(canRedo).toBe(session.redo.length > 0);
}

async function open(config: GameConfig): Promise<{ id: string; game: GameController; config: GameConfig }> {
  const id = await startGame(config);
  const game = await openGame(id);
  if (!game) throw new Error('not opened');
  return { id, game, config: game.snapshot().session.config };
}

describe('the incremental controller', () => {
  it('R1–R21, LC1–LC4, H1, H2: after any sequence of actions, undos and redos the state and steps equal a full replay of the log', async () => {
    await fc.assert(
      fc.asyncProperty(configArb, fc.integer(), movesArb, async (table, seed, moves) => {
        const random = rng(seed);
        const { id, game, config } = await open(table);
        for (const move of moves) {
          if (move === 'undo') await game.undo();
          else if (move === 'redo') await game.redo();
          else {
            const legal = legalActions(game.snapshot().state);
            if (legal.length > 0) await game.dispatch(pick(legal, random));
          }
          expectReplayed(game, config);
        }
        // Reopening replays the stored log once and lands on the same table.
        const shown = game.snapshot();
        game.close();
        const again = await openGame(id);
        expect(again?.snapshot().state).toEqual(shown.state);
        expect(again?.snapshot().steps).toEqual(shown.steps);
        again?.close();
      }),
      { numRuns: 60 },
    );
  });

  it('H2: undo gives back the very state before the last action, and its step objects stay the same ones', async () => {
    const { game, config } = await open({ players: ['Ann', 'Bob', 'Cat'], starter: 1 });
    await game.dispatch({ type: 'placeFirst' });
    const first = game.snapshot().steps[0];
    await game.dispatch({ type: 'add', player: 1 });
    await game.undo();
    expect(game.snapshot().steps).toHaveLength(1);
    expect(game.snapshot().steps[0]).toBe(first);
    expect(game.snapshot().state).toBe(first?.after);
    await game.undo();
    expect(game.snapshot().state).toEqual(newGame(config));
    await game.redo();
    await game.redo();
    expect(game.snapshot().session.actions).toEqual([{ type: 'placeFirst' }, { type: 'add', player: 1 }]);
    expectReplayed(game, config);
  });
});
