import type { Lang } from '../../i18n';
import { dateLocale, relativeTime as relative } from '../../i18n/dates';

/** "5 minutes ago", "yesterday", or a date for anything older than a week: the app's one formatter (i18n/dates.ts),
 *  in `lang`'s words and the person's own layout. */
export function relativeTime(lang: Lang, then: number, now = Date.now()): string {
  return relative(then, now, dateLocale(lang));
}
