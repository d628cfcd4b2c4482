import { CPU_BOUND_MS } from '../patience';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apply,
  DECKS,
  legalActions,
  newGame,
  replay,
  RuleError,
  type Action,
  type GameConfig,
} from '../../../src/rules';
import { codeOf, configArb, four, pick, rng } from './helpers';

describe('R3: the equipment (the box’s discs or the playing-card travel set)', () => {
  it('R3: discs, cards or nothing (discs) are accepted and carried by the config', () => {
    expect(newGame(four).config.equipment).toBeUndefined();
    expect(newGame({ ...four, equipment: 'discs' }).config.equipment).toBe('discs');
    expect(newGame({ ...four, equipment: 'cards' }).config.equipment).toBe('cards');
    expect(newGame({ ...four, equipment: 'cards', lastChance: false }).config).toEqual({
      ...four,
      equipment: 'cards',
      lastChance: false,
    });
    expect(newGame({ ...four, equipment: 'discs', lastChance: true }).config.lastChance).toBe(true);
  });

  it('R3: a card table plays with one of four decks: the 52 cards, the Spanish or Italian 40, or a Skat deck', () => {
    expect(DECKS).toEqual(['standard', 'spanish', 'italian', 'skat']);
    for (const deck of ['standard', 'spanish', 'italian', 'skat'] as const)
      expect(newGame({ ...four, equipment: 'cards', deck }).config.deck).toBe(deck);
  });

  it('R3: cards with Last Chance is refused, with a sentence that says what to do instead', () => {
    expect(codeOf(() => newGame({ ...four, equipment: 'cards', lastChance: true }))).toBe('cards-no-last-chance');
    try {
      newGame({ ...four, equipment: 'cards', lastChance: true });
    } catch (e) {
      expect((e as RuleError).message).toMatch(/switch it off or play with discs/);
    }
  });

  it('R3: any other equipment value is refused, naming the allowed ones', () => {
    for (const bad of ['Cards', 'tiles', '', 0, 1, true, null, [], {}, ['cards']]) {
      const config = { ...four, equipment: bad } as unknown as GameConfig;
      expect(
        codeOf(() => newGame(config)),
        String(bad),
      ).toBe('bad-equipment');
    }
    try {
      newGame({ ...four, equipment: 'tiles' } as unknown as GameConfig);
    } catch (e) {
      expect((e as RuleError<'bad-equipment'>).params).toEqual({ allowed: ['discs', 'cards'] });
    }
  });

  it('R3: any value given as equipment is either absent, discs or cards, or refused with a bad-equipment code', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.constantFrom('discs', 'cards')), fc.boolean(), (equipment, lc) => {
        const config = { ...four, equipment, lastChance: lc } as unknown as GameConfig;
        try {
          const s = newGame(config);
          expect([undefined, 'discs', 'cards']).toContain(s.config.equipment);
          expect(s.config.equipment).toBe(equipment);
          expect(s.config.equipment === 'cards' && lc).toBe(false);
        } catch (e) {
          expect(e).toBeInstanceOf(RuleError);
          const code = (e as RuleError).code;
          if (equipment === 'cards') expect(code).toBe('cards-no-last-chance');
          else expect(code).toBe('bad-equipment');
        }
      }),
      { numRuns: 500 },
    );
  });

  it(
    'R3: the rules are the same: a card game replays the same actions to the same states as a disc game',
    () => {
      fc.assert(
        fc.property(configArb, fc.integer(), (config, seed) => {
          const random = rng(seed);
          const discs: GameConfig = { ...config, lastChance: false };
          const cards: GameConfig = { ...discs, equipment: 'cards' };
          const actions: Action[] = [];
          let disc = newGame(discs);
          let card = newGame(cards);
          for (let i = 0; i < 400 && disc.phase !== 'over'; i++) {
            expect(legalActions(card)).toEqual(legalActions(disc));
            const action = pick(legalActions(disc), random);
            actions.push(action);
            disc = apply(disc, action);
            card = apply(card, action);
            expect({ ...card, config: discs }).toEqual(disc);
          }
          expect(replay(cards, actions)).toEqual(card);
          expect(card.config.equipment).toBe('cards');
        }),
        { numRuns: 20 },
      );
    },
    CPU_BOUND_MS,
  );
});
