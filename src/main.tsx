import { hydrate, render } from 'preact';
import { getLang, loadFirstScreen } from './i18n';
import { recordLater } from './diagnostics/later';
import { App } from './ui/App';
import { parseRoute } from './ui/route';
import 'virtual:palette.css';
import './ui/base.css';
import { markHorizontalButtons } from './ui/verticalButtons';
import { afterFirstPaint } from './ui/firstVisit';

// The built page has no entry script of its own: the gate (src/prerender/gate.ts) adds this module, after the first
// frame when it showed the prerendered Home, at once otherwise (when the page may still be parsing).
if (document.readyState === 'loading') addEventListener('DOMContentLoaded', start, { once: true });
else start();

/** Draws the page once its first-screen strings are here (English is in this entry; the gate preloads another's). */
function start(): void {
  loadFirstScreen(getLang()).then(draw, (error: unknown) => {
    recordLater('lang.first', error); // drawn in English: the app shell speaks it without a fetch
    draw();
  });
}

function draw(): void {
  const root = document.getElementById('app')!;
  // The build prerenders Home (src/prerender): hydrated in place when the gate showed it (its links already work: they
  // are plain hash links), drawn anew, while still hidden, when not. A tap on one of its links before this ran has
  // left Home: the page is drawn anew, as Preact's hydration would keep the prerendered Home beside a lazy screen.
  const prerendered = root.dataset.prerendered;
  const shown =
    prerendered && document.documentElement.classList.contains('prerendered-shown') && getLang() === prerendered;
  markHorizontalButtons();
  if (shown && parseRoute(location.hash).name === 'home') hydrate(<App />, root);
  else {
    root.textContent = '';
    render(<App />, root);
  }
  delete root.dataset.prerendered;
}

// What the first screen does not show waits until it is on screen: the icons, the manifest (the browser fetches both at
// once, and the page would otherwise name them before its first paint), the service worker and its precache.
// The theme is on screen before any script runs (a saved one from src/prerender/gate.ts, the system's from the
// stylesheet); the module that follows the system's changes and names the bar colour waits with the rest.
afterFirstPaint(() => void import('./ui/theme').then((theme) => theme.startTheme()));
if (import.meta.env.PROD) afterFirstPaint(() => void import('./pwa/register')); // it names them, and registers, on import
