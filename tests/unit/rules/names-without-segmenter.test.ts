import { afterEach, describe, expect, it, vi } from 'vitest';

// Every browser the app supports has Intl.Segmenter; the engine still counts a name's length without it, loaded anew
// here with Intl.Segmenter gone (names.ts reads it when it loads). The first test loads it anew with Intl.Segmenter, so
// a segmenter names.ts cannot make fails a test, not only the loading of the files that import it.
const segmenter = Object.getOwnPropertyDescriptor(Intl, 'Segmenter')!;

afterEach(() => {
  Object.defineProperty(Intl, 'Segmenter', segmenter);
  vi.resetModules();
});

describe('R1: name length with Intl.Segmenter', () => {
  it('R1: counts what a person sees as one character: an accent with its letter, an emoji with its skin tone', async () => {
    vi.resetModules();
    const names = await import('../../../src/rules/names');
    expect(names.visibleLength('Zoe\u0308')).toBe(3);
    expect(names.visibleLength('👩🏽')).toBe(1);
  });
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
