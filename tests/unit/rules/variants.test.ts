import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DECKS,
  fileVersionFor,
  newGame,
  type RuleError,
  seatsFor,
  settleVariants,
  variantApplies,
  VARIANT_KEYS,
  VARIANTS,
  variantAllowed,
  variantConflict,
  variantsOf,
  withVariants,
  type GameConfig,
  type Variants,
} from '../../../src/rules';
import { codeOf } from './helpers';

const rulesText = Object.values(
  import.meta.glob('../../../docs/RULES.md', { query: '?raw', import: 'default', eager: true }) as Record<
    string,
    string
  >,
)[0]!;
const table = (n: number) => ({ players: ['Ann', 'Bob', 'Cat', 'Dee', 'Eve', 'Fay'].slice(0, n), starter: 0 });
const DEFAULTS: Variants = { lastChance: false, equipment: 'discs', deck: 'standard' };
const variantsArb: fc.Arbitrary<Variants> = fc.record({
  lastChance: fc.boolean(),
  equipment: fc.constantFrom(...VARIANTS.equipment.values),
  deck: fc.constantFrom(...DECKS),
});

describe('the variants registry', () => {
  it('R3, LC1: each variant names a rule of RULES.md, a default among its values and a file version', () => {
    for (const key of VARIANT_KEYS) {
      const spec = VARIANTS[key];
      expect(rulesText, key).toMatch(new RegExp(`^- ${spec.rule}\\.`, 'm'));
      expect((spec.values as readonly unknown[]).includes(spec.default), key).toBe(true);
      expect(spec.fileVersion).toBeGreaterThanOrEqual(1);
    }
    expect(variantsOf(table(4))).toEqual(DEFAULTS);
  });

  it('R3: a card table names its deck; a deck is refused on a table with discs and outside the four decks', () => {
    for (const deck of DECKS)
      expect(newGame({ ...table(4), equipment: 'cards', deck }).config).toEqual({
        ...table(4),
        equipment: 'cards',
        deck,
      });
    expect(codeOf(() => newGame({ ...table(4), deck: 'spanish' }))).toBe('bad-deck');
    expect(codeOf(() => newGame({ ...table(4), equipment: 'discs', deck: 'standard' }))).toBe('bad-deck');
    for (const bad of ['tarot', 'Skat', '', 52, true, null, [], {}]) {
      const config = { ...table(4), equipment: 'cards', deck: bad } as unknown as GameConfig;
      expect(
        codeOf(() => newGame(config)),
        String(bad),
      ).toBe('bad-deck');
    }
    try {
      newGame({ ...table(4), equipment: 'cards', deck: 'tarot' } as unknown as GameConfig);
    } catch (e) {
      expect((e as RuleError<'bad-deck'>).params).toEqual({ allowed: ['standard', 'spanish', 'italian', 'skat'] });
    }
  });

  it('R1, R3: a Skat deck seats five players at most (16 number cards, three each); the other decks seat six', () => {
    const six = { ...table(6), equipment: 'cards' as const };
    expect(codeOf(() => newGame({ ...six, deck: 'skat' }))).toBe('deck-too-small');
    try {
      newGame({ ...six, deck: 'skat' });
    } catch (e) {
      expect((e as RuleError<'deck-too-small'>).params).toEqual({ max: 5 });
      expect((e as RuleError).message).toMatch(/at most: seat fewer players or choose another deck/);
    }
    expect(newGame({ ...table(5), equipment: 'cards', deck: 'skat' }).config.deck).toBe('skat');
    for (const deck of ['standard', 'spanish', 'italian'] as const)
      expect(newGame({ ...six, deck }).config.deck).toBe(deck);
    expect(seatsFor({ ...DEFAULTS, equipment: 'cards', deck: 'skat' })).toBe(5);
    expect(seatsFor({ ...DEFAULTS, deck: 'skat' })).toBe(6); // a deck means nothing at a table with discs
    const conflict = variantConflict({ ...DEFAULTS, equipment: 'cards', deck: 'skat' }, 6);
    expect([conflict?.variant, conflict?.refusal.code]).toEqual(['deck', 'deck-too-small']);
    expect(variantConflict({ ...DEFAULTS, equipment: 'cards', deck: 'skat' }, 5)).toBeNull();
  });

  it('R3: the conflict is settled once: cards drop Last Chance; Last Chance chosen at a card table drops the cards', () => {
    const lc = { ...DEFAULTS, lastChance: true };
    expect(settleVariants({ ...lc, equipment: 'cards' }, 'equipment')).toEqual({
      variants: { ...DEFAULTS, equipment: 'cards' },
      dropped: ['lastChance'],
    });
    expect(settleVariants({ ...lc, equipment: 'cards' }, 'lastChance')).toEqual({
      variants: lc,
      dropped: ['equipment'],
    });
    expect(settleVariants({ ...DEFAULTS, equipment: 'cards', deck: 'skat' }, 'deck').dropped).toEqual([]);
    // The form asks before offering: Last Chance cannot be switched on at a card table; cards can be chosen over it.
    expect(variantAllowed({ ...DEFAULTS, equipment: 'cards' }, 'lastChance', true)).toBe(false);
    expect(variantAllowed({ ...DEFAULTS, equipment: 'cards' }, 'lastChance', false)).toBe(true);
    expect(variantAllowed(lc, 'equipment', 'cards')).toBe(true);
    expect(variantAllowed(DEFAULTS, 'deck', 'skat')).toBe(false); // no deck at a table with discs
    expect(variantAllowed({ ...DEFAULTS, equipment: 'cards' }, 'deck', 'skat')).toBe(true);
  });

  it('R3: any settled choice is a config the engine accepts, writing only what differs from the defaults', () => {
    fc.assert(
      fc.property(variantsArb, fc.constantFrom(...VARIANT_KEYS), fc.integer({ min: 3, max: 6 }), (v, changed, n) => {
        const { variants } = settleVariants(v, changed);
        const config = withVariants(table(Math.min(n, seatsFor(variants))), variants);
        expect(newGame(config).config).toEqual(config);
        expect(variantsOf(config)).toEqual({
          ...variants,
          deck: variants.equipment === 'cards' ? variants.deck : 'standard',
        });
        expect(config.lastChance).toBe(variants.lastChance); // the form has always written it
        expect('equipment' in config).toBe(variants.equipment === 'cards');
        expect('deck' in config).toBe(variants.equipment === 'cards' && variants.deck !== 'standard');
      }),
    );
  });

  it('R3: the export-file version a table needs: 2 for discs, 3 for cards, 4 for a deck other than 52 cards', () => {
    const disc = withVariants(table(4), { ...DEFAULTS, lastChance: true });
    const cards = withVariants(table(4), { ...DEFAULTS, equipment: 'cards' });
    const skat = withVariants(table(4), { ...DEFAULTS, equipment: 'cards', deck: 'skat' });
    expect(fileVersionFor([], 2)).toBe(2);
    expect(fileVersionFor([disc], 2)).toBe(2);
    expect(fileVersionFor([disc, cards], 2)).toBe(3);
    expect(fileVersionFor([cards, skat, disc], 2)).toBe(4);
    expect(fileVersionFor([{ ...table(4), equipment: 'cards', deck: 'standard' }], 2)).toBe(3);
  });

  it('R1, R3: every deck but the Skat deck has the number cards to seat six (three flowers each)', () => {
    const seats = Object.fromEntries(DECKS.map((deck) => [deck, seatsFor({ ...DEFAULTS, equipment: 'cards', deck })]));
    expect(seats).toEqual({ standard: 6, spanish: 6, italian: 6, skat: 5 });
  });

  it('R3: a deck applies only at a card table; the other variants always do', () => {
    const cards = { ...DEFAULTS, equipment: 'cards' as const };
    expect(VARIANT_KEYS.map((key) => variantApplies(DEFAULTS, key))).toEqual([true, true, false]);
    expect(VARIANT_KEYS.map((key) => variantApplies(cards, key))).toEqual([true, true, true]);
  });

  it('R3: a config read back names no deck without cards, and written anew drops the variants it held', () => {
    expect(variantsOf({ ...table(4), deck: 'skat' })).toEqual(DEFAULTS);
    const old = { ...table(4), equipment: 'cards', deck: 'skat', lastChance: false } as const;
    expect(withVariants(old, DEFAULTS)).toEqual({ ...table(4), lastChance: false });
  });

  it('R3: the form offers only a variant’s own values', () => {
    expect(variantAllowed(DEFAULTS, 'equipment', 'wood' as Variants['equipment'])).toBe(false);
    expect(variantAllowed({ ...DEFAULTS, equipment: 'cards' }, 'deck', 'tarot' as Variants['deck'])).toBe(false);
    expect(variantAllowed(DEFAULTS, 'equipment', 'cards')).toBe(true);
  });
});
