import type { Lang } from '../../i18n';

// Made once per language, not once per card: building an Intl formatter costs far more than using one.
let made: [Lang, Intl.RelativeTimeFormat, Intl.DateTimeFormat] | undefined;

/** "5 minutes ago", "yesterday", or a date for anything older than a week. */
export function relativeTime(lang: Lang, then: number, now = Date.now()): string {
  // A time Date cannot hold would throw RangeError and take the whole list down: show a dash instead.
  if (!Number.isFinite(then) || Math.abs(then) > 8.64e15) return '—';
  const seconds = Math.round((then - now) / 1000);
  if (made?.[0] !== lang)
    made = [
      lang,
      new Intl.RelativeTimeFormat(lang, { numeric: 'auto' }),
      new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }),
    ];
  const [, rtf, date] = made;
  const abs = Math.abs(seconds);
  if (abs < 60) return rtf.format(seconds, 'second');
  if (abs < 3600) return rtf.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return rtf.format(Math.round(seconds / 3600), 'hour');
  if (abs < 7 * 86_400) return rtf.format(Math.round(seconds / 86_400), 'day');
  return date.format(then);
}
