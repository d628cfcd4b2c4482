import { afterEach, describe, expect, it } from 'vitest';
import { LANGS, setLang } from '../../../src/i18n';
import { replay, type Action } from '../../../src/rules';
import { guideLine as lineWith } from '../../../src/ui/practice/guide';
import { practiceWords } from '../../../src/ui/practice/practiceCards.messages';

afterEach(() => setLang('en'));

const guideLine = (state: Parameters<typeof lineWith>[0]) => lineWith(state, practiceWords('discs'));

const config = { players: ['Nadia', 'Omar', 'Lou'], starter: 0 };
// Nadia stacks three discs and wins the bidding at 2: the bid can be reached inside her own stack (R12).
const smallBid: Action[] = [
  { type: 'placeFirst' },
  { type: 'add', player: 0 },
  { type: 'add', player: 1 },
  { type: 'add', player: 2 },
  { type: 'add', player: 0 },
  { type: 'bid', player: 1, amount: 1 },
  { type: 'pass', player: 2 },
  { type: 'bid', player: 0, amount: 2 },
  { type: 'pass', player: 1 },
];
// Nadia bids 2 on a single disc: once it is face up she goes on to the other stacks (R11).
const placeFirst: Action = { type: 'placeFirst' };
const passes: Action[] = [
  { type: 'pass', player: 1 },
  { type: 'pass', player: 2 },
];
const largeBid: Action[] = [
  placeFirst,
  { type: 'bid', player: 0, amount: 2 },
  ...passes,
  { type: 'flip', owner: 0, disc: 'flower' },
];

describe('the practice guide during the challenge', () => {
  it('R12: with a bid smaller than the own stack, it says to flip the top disc and stop once the bid shows', () => {
    const state = replay(config, [...smallBid, { type: 'flip', owner: 0, disc: 'flower' }]);
    expect(guideLine(state)).toBe(
      'Nadia: flip the top disc of your own stack. Stop at a skull, or as soon as 2 flowers show. The bid can be reached inside your own stack: the rest of it then stays face down.',
    );
    expect(guideLine(state)).not.toMatch(/all of|whole|every disc/);
  });

  it('R11: with no more own discs than flowers needed, it says nothing of ending inside the own stack', () => {
    const state = replay(config, [placeFirst, { type: 'bid', player: 0, amount: 2 }, ...passes]);
    expect(guideLine(state)).toBe(
      'Nadia: flip the top disc of your own stack. Stop at a skull, or as soon as 2 flowers show.',
    );
  });

  it('R11: once the own stack is face up, it sends the challenger to the top disc of the other stacks', () => {
    expect(guideLine(replay(config, largeBid))).toBe(
      'Nadia: your own stack is face up. Flip the top face-down disc of any other stack, passed players’ included. Stop at a skull, or as soon as 2 flowers show.',
    );
  });

  it.each(LANGS)(
    'R11, R12: in %s, the two steps have their own words and name the player and the bid',
    async (lang) => {
      await setLang(lang);
      const own = guideLine(replay(config, smallBid));
      const others = guideLine(replay(config, largeBid));
      for (const line of [own, others]) {
        expect(line).toMatch(/^Nadia\b/);
        expect(line).toMatch(/\b2\b/);
      }
      expect(own).not.toBe(others);
    },
  );
});
