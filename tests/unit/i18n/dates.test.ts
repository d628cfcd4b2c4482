// Dates and times in the person's own layout, words in the app's language: one formatter for every screen.
import { afterEach, describe, expect, it } from 'vitest';
import { dateLocale, formatWhen, relativeTime } from '../../../src/i18n/dates';
import { setLang } from '../../../src/i18n';
import { subtitleOf } from '../../../src/ui/share/text';
import { nightDate } from '../../../src/ui/night/nightShare';
import { summaryOf } from '../session/helpers';

const late = new Date(2026, 11, 2, 23, 50).getTime(); // 2 Dec 2026, 23:50 on this machine's clock
const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages');

function browserSays(...languages: string[]): void {
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
}
afterEach(async () => {
  Reflect.deleteProperty(navigator, 'languages');
  if (original) Object.defineProperty(Navigator.prototype, 'languages', original);
  await setLang('en');
});

describe('the locale that lays dates out', () => {
  it.each<[string, string[], string]>([
    ['en', ['en-GB', 'fr-FR'], 'en-GB'],
    ['en', ['en-US'], 'en-US'],
    ['fr', ['fr-CA'], 'fr-CA'],
    ['de', ['de-AT', 'en'], 'de-AT'],
    ['fr', ['de-CH', 'fr-CH'], 'fr-CH'], // the person's French locale, though German comes first
    ['en', ['de-DE'], 'en-DE'], // English words, German layout: the browser knows the pairing
    ['it', ['en-GB'], 'it'], // no Italian for Britain: the language's own layout
    ['es', [], 'es'],
    ['en', ['not a tag!'], 'en'],
  ])('app in %s, browser %j: %s', (lang, locales, expected) => {
    expect(dateLocale(lang as never, locales)).toBe(expected);
  });
});

describe('what a person reads', () => {
  it('en-GB: "2 Dec 2026, 23:50", not the US form', () => {
    expect(formatWhen(late, 'dateTime', 'en-GB')).toBe('2 Dec 2026, 23:50');
    expect(formatWhen(late, 'dateTime', 'en-US')).toBe('Dec 2, 2026, 11:50 PM');
    expect(formatWhen(late, 'time', 'de-AT')).toBe('23:50');
    expect(formatWhen(late, 'longDate', 'fr-CA')).toBe('2 décembre 2026');
  });

  it('a time no date can hold shows nothing rather than throwing', () => {
    expect(formatWhen(Number.NaN, 'date')).toBe('');
    expect(formatWhen(1e300, 'dateTime')).toBe('');
    expect(relativeTime(Number.NaN)).toBe('—');
  });

  it('the screens follow the browser: a shared result and a night’s title in en-GB', () => {
    browserSays('en-GB');
    expect(subtitleOf({ title: 'Ana wins', when: late, standings: [] })).toBe('2 Dec 2026');
    const night = { id: 'g', start: late, end: late, games: [summaryOf('g', late, 30, ['a', 'b', 'c'], 0)] };
    expect(nightDate(night)).toBe('2 December 2026');
  });

  it('French words with the person’s Canadian layout', async () => {
    browserSays('fr-CA', 'en-CA');
    await setLang('fr');
    expect(formatWhen(late, 'dateTime')).toBe('2 déc. 2026, 23 h 50');
  });
});
