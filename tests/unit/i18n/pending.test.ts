import { expect, it } from 'vitest';
import { LANGS } from '../../../src/i18n';
import { CHECKED_LANGS, PENDING_LANGS } from './texts';

// A language is offered in Settings as soon as it is in LANGS: it may not ship while its text is still English.
it('no language in LANGS is pending: every one is translated and its wording checked', () => {
  expect(PENDING_LANGS).toEqual([]);
  expect(CHECKED_LANGS).toEqual([...LANGS]);
});
