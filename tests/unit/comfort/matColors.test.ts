import { afterEach, expect, it } from 'vitest';
import { LANGS, setLang } from '../../../src/i18n';
import { messages } from '../../../src/ui/components/components.messages';
import { MAT_COLORS } from '../../../src/ui/components/matColors';

afterEach(() => setLang('en'));

it.each(LANGS)('every mat colour carries its own initial in %s, so no colour relies on hue alone', (lang) => {
  setLang(lang);
  const m = messages();
  const letters = MAT_COLORS.map((c) => m.colorLetter(c));
  expect(letters.every((l) => /^\p{Lu}$/u.test(l))).toBe(true);
  expect(new Set(letters).size).toBe(MAT_COLORS.length);
});
