// Issue 25: the table screen's state is one reducer keyed by the game's version; what was set on one version is gone
// from the render that shows the next, and an event that changes nothing asks for no render.
import { describe, expect, it } from 'vitest';
import type { GameSnapshot } from '../../../src/session';
import type { Edge } from '../../../src/ui/table/seating';
import {
  challengeOf,
  initialTable,
  tableReducer,
  versionOf,
  viewOf,
  type TableEvent,
} from '../../../src/ui/table/tableState';

const run = (events: TableEvent[], from: ReturnType<typeof initialTable>) => events.reduce(tableReducer, from);

describe('the table state', () => {
  it('reads the version from the actions taken and undone', () => {
    const snapshot = { session: { actions: [{}, {}, {}], redo: [{}] } } as unknown as GameSnapshot;
    expect(versionOf(snapshot)).toBe('3/1');
  });

  it('keeps the picker and the chosen stack (R12) until the game moves on, and drops them then', () => {
    const state = run(
      [
        { type: 'pick', version: '4/0', open: true },
        { type: 'choose', version: '4/0', seat: 2 },
      ],
      initialTable('4/0'),
    );
    expect(viewOf(state)).toMatchObject({ version: '4/0', picking: true, chosen: 2, outcomeSeen: false });
    const moved = tableReducer(state, { type: 'newVersion', version: '5/0' });
    expect(viewOf(moved)).toMatchObject({ version: '5/0', picking: false, chosen: null, outcomeSeen: false });
    expect(tableReducer(state, { type: 'newVersion', version: '4/0' })).toBe(state);
  });

  it('keeps the chosen stack (R12) flip after flip in its challenge, switches on another choice, drops it after', () => {
    const chosen = run([{ type: 'choose', version: '14/0', seat: 1, challenge: '1@9' }], initialTable('14/0'));
    const flipped = run([{ type: 'newVersion', version: '15/0', challenge: '1@9' }], chosen);
    expect(viewOf(flipped).chosen).toBe(1);
    const switched = run([{ type: 'choose', version: '15/0', seat: 2, challenge: '1@9' }], flipped);
    expect(viewOf(switched).chosen).toBe(2);
    expect(viewOf(run([{ type: 'newVersion', version: '16/0', challenge: '2@16' }], switched)).chosen).toBeNull();
    expect(viewOf(run([{ type: 'newVersion', version: '16/0', challenge: null }], switched)).chosen).toBeNull();
  });

  it('names a challenge by the actions before its first flip: the same name flip after flip, none outside it', () => {
    const at = (phase: string, actions: number, flipped: number[]) =>
      challengeOf({
        session: { actions: Array.from({ length: actions }, () => ({})), redo: [] },
        state: { phase, round: 2, players: flipped.map((f) => ({ flipped: f })) },
      } as unknown as GameSnapshot);
    expect(at('revealing', 9, [0, 0, 0])).toBe('2@9');
    expect(at('revealing', 12, [2, 1, 0])).toBe('2@9');
    expect(at('revealing', 13, [2, 1, 0])).not.toBe('2@9');
    expect(at('bidding', 9, [0, 0, 0])).toBeNull();
  });

  it('refuses a tap on controls drawn for another version', () => {
    const state = initialTable('5/0');
    expect(tableReducer(state, { type: 'pick', version: '4/0', open: true })).toBe(state);
    expect(tableReducer(state, { type: 'choose', version: '4/0', seat: 1 })).toBe(state);
    expect(tableReducer(state, { type: 'outcomeSeen', version: '4/0' })).toBe(state);
  });

  it('shows the outcome of a deciding flip (R12–R20) again when an undo and a redo bring its version back', () => {
    const seen = run([{ type: 'outcomeSeen', version: '7/0' }], initialTable('7/0'));
    expect(viewOf(seen).outcomeSeen).toBe(true);
    const back = run(
      [
        { type: 'newVersion', version: '6/1' },
        { type: 'newVersion', version: '7/0' },
      ],
      seen,
    );
    expect(viewOf(back).outcomeSeen).toBe(false);
  });

  it('keeps the sheet and the refusal across versions, and the next success clears the refusal', () => {
    const state = run(
      [
        { type: 'sheet', view: 'history' },
        { type: 'refused', error: 'Not now' },
      ],
      initialTable('0/0'),
    );
    expect(viewOf(tableReducer(state, { type: 'newVersion', version: '1/0' }))).toMatchObject({
      sheet: 'history',
      error: 'Not now',
    });
    const after = run([{ type: 'done' }, { type: 'sheet', view: null }], state);
    expect(viewOf(after)).toMatchObject({ sheet: null, error: null });
  });

  it('returns the same state for an event that changes nothing, so a tap renders the table once', () => {
    const state = run([{ type: 'pick', version: '2/0', open: true }], initialTable('2/0'));
    expect(tableReducer(state, { type: 'done' })).toBe(state);
    expect(tableReducer(state, { type: 'sheet', view: null })).toBe(state);
    const open = tableReducer(state, { type: 'sheet', view: 'menu' });
    expect(tableReducer(open, { type: 'sheet', view: 'menu' })).toBe(open);
  });

  it('keeps the flat layout, the chip shown, the turn and the deal across versions, each changed by its own event', () => {
    const kept = { flat: { flat: false, edges: ['near', 'far'] as Edge[], ring: [0, 1] }, dealing: true };
    const state = run(
      [
        { type: 'layFlat', on: true },
        { type: 'seatAt', seating: { edges: ['left', 'far'], ring: [0, 1] } },
        { type: 'showChip', seat: 1 },
        { type: 'turn' },
        { type: 'dealt' },
      ],
      initialTable('0/0', kept),
    );
    const moved = viewOf(tableReducer(state, { type: 'newVersion', version: '1/0' }));
    expect(moved).toMatchObject({
      flat: { flat: true, edges: ['left', 'far'], ring: [0, 1] },
      shown: 1,
      turned: true,
      dealing: false,
    });
    expect(viewOf(run([{ type: 'turn' }, { type: 'showChip', seat: null }], state))).toMatchObject({
      turned: false,
      shown: null,
    });
  });

  it('remembers the undo toast tapped or timed away', () => {
    const toast = { text: 'Undone: Ben passes.', redo: 'Ben passes.', key: -3 };
    const gone = tableReducer(initialTable('3/1'), { type: 'toastGone', toast });
    expect(viewOf(gone).dismissed).toBe(toast);
  });

  it('asks for no render when the layout, the chip, the deal or the toast would not change', () => {
    const toast = { text: 'Round abandoned.', redo: null, key: 4 };
    const state = run(
      [{ type: 'showChip', seat: 2 }, { type: 'toastGone', toast }, { type: 'dealt' }],
      initialTable('4/0'),
    );
    for (const event of [
      { type: 'layFlat', on: false },
      { type: 'showChip', seat: 2 },
      { type: 'toastGone', toast },
      { type: 'dealt' },
    ] as TableEvent[])
      expect(tableReducer(state, event), event.type).toBe(state);
  });
});
