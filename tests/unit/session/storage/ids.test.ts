// A new game or player gets an id every stored id matches: the browser's UUID where it has one, else one made of the
// time and randomness (an insecure page has no crypto.randomUUID, an old browser no crypto at all).
import { afterEach, expect, it, vi } from 'vitest';
import { randomId, STORED_ID } from '../../../../src/session/storage/ids';

afterEach(() => vi.unstubAllGlobals());

it('is the browser’s UUID where it offers one', () => {
  vi.stubGlobal('crypto', { randomUUID: () => '123e4567-e89b-42d3-a456-426614174000' });
  expect(randomId()).toBe('123e4567-e89b-42d3-a456-426614174000');
});

it('is made of the time and randomness, in base 36, without crypto.randomUUID or without crypto', () => {
  for (const crypto of [{}, undefined]) {
    vi.stubGlobal('crypto', crypto);
    const ids = Array.from({ length: 20 }, randomId);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-z]+-[0-9a-z]+$/);
      expect(id).toMatch(STORED_ID);
    }
    expect(new Set(ids).size).toBe(ids.length);
  }
});
