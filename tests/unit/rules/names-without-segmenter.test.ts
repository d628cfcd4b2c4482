import { afterEach, describe, expect, it, vi } from 'vitest';

// Every browser the app supports has Intl.Segmenter; the engine still counts a name's length without it, loaded anew
// here with Intl.Segmenter gone (names.ts reads it when it loads).
const segmenter = Object.getOwnPropertyDescriptor(Intl, 'Segmenter')!;

afterEach(() => {
  Object.defineProperty(Intl, 'Segmenter', segmenter);
  vi.resetModules();
});

describe('R1: name length without Intl.Segmenter', () => {
  it('R1: counts code points after NFC, so a precomposable accent is one character and a long name is still too long', async () => {
    Reflect.deleteProperty(Intl, 'Segmenter');
    vi.resetModules();
    const names = await import('../../../src/rules/names');
    expect(names.visibleLength('Zoe\u0308')).toBe(3);
    expect(names.visibleLength('👩🏽')).toBe(2);
    expect(names.nameProblems(['W'.repeat(names.MAX_NAME_LENGTH + 1), 'Ben', 'Cat'])[0]).toBe('too-long');
  });
});
