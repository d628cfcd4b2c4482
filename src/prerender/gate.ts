// The prerendered Home is shown only when it is what the app would draw: built (vite.config.ts) from this function's
// source into a small classic script in the page's head, so it runs before the body is parsed, where no flash of
// another language or another Home can start. Otherwise the page stays hidden until src/main.tsx renders it.

/** Marks `<html class="prerendered-shown">` when the address is Home, the language the app will choose is the one
 *  prerendered (src/i18n/index.ts: the saved choice, then the browser's languages, then English) and Home is known to
 *  show no game (a first visit, or src/ui/firstVisit.ts's mark); applies a saved theme and its bar colour before the
 *  first paint. The mark waits until the page is parsed: a page that arrives or is parsed in parts would otherwise
 *  paint half of Home, then the rest. Then adds the app's entry script (`entry`): after the first frame when the
 *  prerendered Home shows, so that nothing the page runs holds its first paint back, and at once otherwise, as the app
 *  draws the page itself, with a preload of the app shell's words in its language (`firstStrings`, by language; the
 *  prerendered language's are in the entry). */
export function gate(
  prerendered: string,
  langs: readonly string[],
  bars: Record<string, string>,
  entry: string,
  firstStrings: Record<string, string> = {},
): void {
  const root = document.documentElement;
  let shown = false;
  let lang: string | null = null;
  try {
    const store = localStorage;
    const theme: unknown = JSON.parse(store.getItem('skull-table:pref:theme') ?? 'null');
    const savedTheme = typeof theme === 'string' && theme in bars ? theme : null;
    if (savedTheme) root.dataset.theme = savedTheme;
    const colour = savedTheme ?? (matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark');
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', bars[colour] ?? '');
    const saved = store.getItem('skull-table:lang');
    lang = saved !== null && langs.includes(saved) ? saved : null;
    for (const tag of navigator.languages) {
      const base = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
      if (lang === null && langs.includes(base)) lang = base;
    }
    const home = location.hash.replace(/^#\/?/, '').split('/')[0] === '';
    const firstVisit =
      !navigator.serviceWorker?.controller && !Object.keys(store).some((key) => key.startsWith('skull-table:'));
    const plain = store.getItem('skull-table:home-plain') === '1' || firstVisit;
    shown = home && (lang ?? 'en') === prerendered && plain;
  } catch {
    // storage blocked: nothing is known, the app draws the page itself
  }
  const load = () => {
    const strings = firstStrings[lang ?? 'en'];
    if (strings) {
      const preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.href = strings;
      document.head.append(preload);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    document.head.append(script);
  };
  const show = () => {
    root.classList.add('prerendered-shown');
    requestAnimationFrame(() => setTimeout(load));
  };
  if (!shown) load();
  else if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', show, { once: true });
  else show();
}
