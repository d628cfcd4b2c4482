// The table counts each seat's lost discs from the steps' events, one new step at a time (src/ui/table/stepEvents.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventsOf, legalActions, newGame, takeStep, type Step } from '../../../src/rules';
import { discsLost } from '../../../src/ui/table/stepEvents';
import { configArb, pick, rng } from '../rules/helpers';

describe('discs lost per seat', () => {
  it('R14, R15: counted one step at a time, forwards and back, equals counting every discLost event of the log', () => {
    fc.assert(
      fc.property(configArb, fc.integer(), (config, seed) => {
        const random = rng(seed);
        let state = newGame(config);
        const steps: Step[] = [];
        while (state.phase !== 'over' && steps.length < 150) {
          steps.push(takeStep(state, pick(legalActions(state), random), steps.length));
          state = steps.at(-1)!.after;
        }
        const direct = (k: number) =>
          config.players.map(
            (_, seat) =>
              steps
                .slice(0, k)
                .flatMap((s) => eventsOf(s.events, 'discLost'))
                .filter((e) => e.player === seat).length,
          );
        // Forwards, as actions are taken; then backwards, as they are undone (the earlier counts are reused).
        for (let k = 0; k <= steps.length; k++)
          expect(discsLost(steps.slice(0, k), config.players.length)).toEqual(direct(k));
        for (let k = steps.length; k >= 0; k -= 7)
          expect(discsLost(steps.slice(0, k), config.players.length)).toEqual(direct(k));
      }),
      { numRuns: 12 },
    );
  });
});
