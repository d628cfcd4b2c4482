import { expect, it } from 'vitest';
import { href, parseRoute } from '../../../src/ui/route';

it('routes #/stats and #/practice both ways', () => {
  expect(parseRoute('#/stats')).toEqual({ name: 'stats' });
  expect(parseRoute('#/practice')).toEqual({ name: 'practice' });
  expect(href({ name: 'stats' })).toBe('#/stats');
  expect(href({ name: 'practice' })).toBe('#/practice');
});
