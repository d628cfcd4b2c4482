// The one list of the app's languages: detection, the settings picker, the build's per-language chunks and the
// tests all read it. Adding a code here makes every missing dictionary a type error (Record<Lang, …>).
export const LANGS = ['en', 'fr', 'de', 'es', 'it'] as const;
export type Lang = (typeof LANGS)[number];

/** Each language named in itself, as the settings picker shows it whatever the current language. */
export const LANG_NAMES: Record<Lang, string> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  es: 'Español',
  it: 'Italiano',
};

export function isLang(value: unknown): value is Lang {
  return (LANGS as readonly unknown[]).includes(value);
}

/** The app's language for a browser language tag: its base language (de-AT, es-419, it_CH → de, es, it), or null. */
export function baseLang(tag: string): Lang | null {
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLang(base) ? base : null;
}
