import { describe, expect, it } from 'vitest';
import { VARIANT_KEYS } from '../../../src/rules';
import {
  formSeating,
  initialSetup,
  maxSeats,
  type SetupEvent,
  type SetupForm,
  setupReducer,
  submission,
} from '../../../src/ui/setup/setupState';
import { FORM_VARIANTS, VARIANT_CONTROLS } from '../../../src/ui/setup/variantControls';
import { SECTION_IDS } from '../../../src/reference/sections';

const run = (events: SetupEvent[], form = initialSetup()): SetupForm => events.reduce(setupReducer, form);
const names = (form: SetupForm) => form.rows.map((r) => r.name);
const typed = (form: SetupForm, list: string[]): SetupEvent[] =>
  list.map((name, i) => ({ type: 'typed', key: form.rows[i]!.key, name }));

describe('the new-game form as plain data', () => {
  it('starts with four empty seats and the engine’s default variants, the same every time (no module counter)', () => {
    expect(initialSetup()).toEqual(initialSetup());
    expect(initialSetup().rows.map((r) => r.key)).toEqual([1, 2, 3, 4]);
    expect(initialSetup().variants).toEqual({ lastChance: false, equipment: 'discs', deck: 'standard' });
  });

  it('survives a copy: after any events the state is plain JSON', () => {
    const form = run([
      { type: 'added' },
      { type: 'left', key: 2 },
      { type: 'variant', key: 'lastChance', value: true },
      { type: 'variant', key: 'equipment', value: 'cards' },
      { type: 'starter', key: 3 },
      { type: 'submitted' },
    ]);
    expect(JSON.parse(JSON.stringify(form))).toEqual(form);
  });

  it('R3: choosing cards drops Last Chance, says so where cards were chosen, until the equipment changes again', () => {
    const cards = run([
      { type: 'variant', key: 'lastChance', value: true },
      { type: 'variant', key: 'equipment', value: 'cards' },
    ]);
    expect(cards.variants).toMatchObject({ equipment: 'cards', lastChance: false });
    expect(cards.dropped).toEqual({ by: 'equipment', keys: ['lastChance'] });
    const deck = setupReducer(cards, { type: 'variant', key: 'deck', value: 'spanish' });
    expect(deck.dropped).toEqual(cards.dropped); // another choice leaves the note
    expect(setupReducer(deck, { type: 'variant', key: 'equipment', value: 'discs' }).dropped).toBeNull();
  });

  it('R1, R3: a Skat deck seats five: no sixth seat is added, and Start with six names is the engine’s refusal', () => {
    const skat = run([
      { type: 'variant', key: 'equipment', value: 'cards' },
      { type: 'variant', key: 'deck', value: 'skat' },
    ]);
    expect(maxSeats(skat)).toBe(5);
    expect(run([{ type: 'added' }, { type: 'added' }], skat).rows).toHaveLength(5);
    const six = run([{ type: 'added' }, { type: 'added' }]);
    const full = run([...typed(six, ['A', 'B', 'C', 'D', 'E', 'F']), { type: 'starter', key: 1 }], six);
    const refused = run(
      [
        { type: 'variant', key: 'equipment', value: 'cards' },
        { type: 'variant', key: 'deck', value: 'skat' },
      ],
      full,
    );
    expect(submission(refused).conflict?.refusal.code).toBe('deck-too-small');
    expect(run([{ type: 'submitted' }], refused).drawOffer).toBe(false);
    expect(submission(run([{ type: 'removed', key: 6 }], refused)).conflict).toBeNull();
  });

  it('R2: Start with no starter offers the draw; seats left empty are dropped when the named ones make a table', () => {
    const form = run(typed(initialSetup(), ['Ann', 'Bob', 'Cat']));
    const started = run([{ type: 'submitted' }], form);
    expect(names(started)).toEqual(['Ann', 'Bob', 'Cat']);
    expect(started.drawOffer).toBe(true);
    expect(run([{ type: 'drawn', seat: 2 }], started).starter).toBe(started.rows[2]!.key);
  });

  it('R2: a Start tapped while the draw rolls is held until the draw has picked, then submitted once', () => {
    const rolling = run([{ type: 'drawStarted' }, { type: 'startAfterDraw' }]);
    expect(rolling).toMatchObject({ drawing: true, startAfterDraw: true });
    const picked = setupReducer(rolling, { type: 'starter', key: 2 });
    expect(picked).toMatchObject({ drawing: false, startAfterDraw: true, starter: 2 });
    expect(setupReducer(picked, { type: 'submitted' }).startAfterDraw).toBe(false);
  });

  it('a rematch seats the saved table with fresh keys, its variants, and no starter (R2)', () => {
    const form = run([{ type: 'starter', key: 1 }]);
    const rows = ['Ann', 'Bob', 'Cat'].map((name, color) => ({ name, color, player: `p${color}` }));
    const next = setupReducer(form, {
      type: 'rematch',
      rows,
      variants: { lastChance: false, equipment: 'cards', deck: 'italian' },
    });
    expect(next.rows.map((r) => r.key)).toEqual([5, 6, 7]);
    expect(next).toMatchObject({ starter: null, variants: { deck: 'italian' }, nextKey: 8 });
  });

  it('issue 32: the picture of the table is the seating: the rows follow its clockwise order, each keeping its edge', () => {
    const form = run([{ type: 'flat', on: true }, ...typed(initialSetup(), ['Ann', 'Bob', 'Cat', 'Dan'])]);
    // Untouched, the first half sits at the near edge and the rest across, in the rows' order.
    expect(formSeating(form)).toEqual({ edges: ['near', 'near', 'far', 'far'], ring: [0, 1, 2, 3] });
    // Bob moved to the far edge after Dan: the turn order, read clockwise, is Ann, Cat, Dan, Bob.
    const moved = run(
      [{ type: 'arranged', seating: { edges: ['near', 'far', 'far', 'far'], ring: [0, 2, 3, 1] } }],
      form,
    );
    expect(names(moved)).toEqual(['Ann', 'Cat', 'Dan', 'Bob']);
    expect(formSeating(moved)).toEqual({ edges: ['near', 'far', 'far', 'far'], ring: [0, 1, 2, 3] });
    // A player added sits after the last one, at the last one's edge; the list's arrows keep each place's edge.
    const added = run([{ type: 'added' }], moved);
    expect(formSeating(added).edges).toEqual(['near', 'far', 'far', 'far', 'far']);
    expect(formSeating(run([{ type: 'moved', index: 3, delta: -3 }], moved)).edges).toEqual([
      'near',
      'far',
      'far',
      'far',
    ]);
  });

  it('issue 32: a rematch brings the table’s seating back with its rows', () => {
    const rows = ['Ann', 'Bob', 'Cat'].map((name, color) => ({ name, color, player: `p${color}` }));
    const variants = { lastChance: false, equipment: 'discs', deck: 'standard' } as const;
    const next = setupReducer(initialSetup(), {
      type: 'rematch',
      rows,
      variants,
      flat: { on: true, edges: ['left', 'far', 'right'] },
    });
    expect(next.flat).toBe(true);
    expect(formSeating(next)).toEqual({ edges: ['left', 'far', 'right'], ring: [0, 1, 2] });
    // A table that was not laid flat, or whose seats were not in turn order, takes the default seating.
    const upright = setupReducer(initialSetup(), { type: 'rematch', rows, variants, flat: { on: false, edges: null } });
    expect(upright.flat).toBe(false);
    expect(formSeating(upright).edges).toEqual(['near', 'near', 'far']);
  });

  it('every variant of the engine has one description the form draws, linked to a section of the reference', () => {
    expect([...FORM_VARIANTS].sort()).toEqual([...VARIANT_KEYS].sort());
    for (const key of FORM_VARIANTS) expect(SECTION_IDS).toContain(VARIANT_CONTROLS[key].section);
  });
});
