// Every date and time the app shows, in one place: words in the app's language, the layout of the person's own locale
// ("2 Dec 2026, 23:50" for en-GB, "02.12.2026, 23:50" for de-AT), never one locale's form imposed on another.
import { getLang } from './index';
import { baseLang, type Lang } from './langs';

/** The browser's locales, most preferred first. */
const browserLocales = (): readonly string[] => globalThis.navigator?.languages ?? [];

/** The locale that lays out dates: the person's first locale in the app's language (en-GB, fr-CA); else the app's
 *  language in the region of their first locale when the browser knows that pairing (en-DE); else the language. */
export function dateLocale(lang: Lang = getLang(), locales: readonly string[] = browserLocales()): string {
  const same = locales.find((l) => baseLang(l) === lang);
  if (same) {
    try {
      return Intl.getCanonicalLocales(same)[0] ?? lang;
    } catch {
      // a malformed tag from the browser: the app's language
    }
  }
  try {
    const region = locales[0] ? new Intl.Locale(locales[0]).region : undefined;
    const paired = region && `${lang}-${region}`;
    if (paired && new Intl.DateTimeFormat(paired).resolvedOptions().locale === paired) return paired;
  } catch {
    // no region to take
  }
  return lang;
}

// Made once per locale and style, not once per line: building an Intl formatter costs far more than using one.
const made = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
function formatter<T extends Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: () => T): T {
  let f = made.get(key) as T | undefined;
  if (!f) {
    f = make();
    made.set(key, f);
  }
  return f;
}

/** A time Date cannot hold would throw a RangeError and take a whole list down. */
const isDate = (t: number) => Number.isFinite(t) && Math.abs(t) <= 8.64e15;

type Style = 'date' | 'longDate' | 'time' | 'dateTime';
const OPTIONS: Record<Style, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  longDate: { dateStyle: 'long' },
  time: { timeStyle: 'short' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
};

/** "2 Dec 2026" (date), "2 December 2026" (longDate), "23:50" (time), "2 Dec 2026, 23:50" (dateTime); '' when `t` is
 *  no date. */
export function formatWhen(t: number, style: Style, locale = dateLocale()): string {
  if (!isDate(t)) return '';
  return formatter(`${locale} ${style}`, () => new Intl.DateTimeFormat(locale, OPTIONS[style])).format(t);
}

/** "5 minutes ago", "yesterday", or the date for anything older than a week; '—' when `then` is no date. */
export function relativeTime(then: number, now = Date.now(), locale = dateLocale()): string {
  if (!isDate(then)) return '—';
  const seconds = Math.round((then - now) / 1000);
  const rtf = formatter(`${locale} relative`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  const abs = Math.abs(seconds);
  if (abs < 60) return rtf.format(seconds, 'second');
  if (abs < 3600) return rtf.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return rtf.format(Math.round(seconds / 3600), 'hour');
  if (abs < 7 * 86_400) return rtf.format(Math.round(seconds / 86_400), 'day');
  return formatWhen(then, 'date', locale);
}
