// Sets <html data-theme> before the first render; "system" follows prefers-color-scheme live.
import { readPref, type Prefs } from './comfort/prefs';

type Theme = Prefs['theme'];
let query: MediaQueryList | null = null;

function resolve(theme: Theme): Exclude<Theme, 'system'> {
  if (theme !== 'system') return theme;
  return query?.matches ? 'light' : 'dark';
}

export function applyTheme(theme: Theme = readPref('theme')): void {
  const root = document.documentElement;
  const shown = resolve(theme);
  root.dataset.theme = shown;
  root.dataset.themeChoice = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', __THEME_BARS__[shown]);
}

export function startTheme(): void {
  query = globalThis.matchMedia?.('(prefers-color-scheme: light)') ?? null;
  query?.addEventListener?.('change', () => {
    if (document.documentElement.dataset.themeChoice === 'system') applyTheme('system');
  });
  applyTheme();
}
