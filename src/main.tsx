import { hydrate, render } from 'preact';
import { getLang } from './i18n';
import { App } from './ui/App';
import { parseRoute } from './ui/route';
import 'virtual:palette.css';
import './ui/base.css';
import { markHorizontalButtons } from './ui/verticalButtons';
import { afterFirstPaint } from './ui/firstVisit';
import { linkIconsAndManifest } from './pwa/links';

const root = document.getElementById('app')!;
// The build prerenders Home (src/prerender): hydrated when the gate showed it, drawn anew, while still hidden, when not.
const prerendered = root.dataset.prerendered;
if (prerendered && document.documentElement.classList.contains('prerendered-shown') && getLang() === prerendered) {
  // After the first frame: the page is already drawn and its links work, and the work of hydrating then follows the
  // first paint instead of holding it back (Lighthouse's estimate of the largest paint counts every task before it).
  // A tap on one of its links before then has left Home: the page is drawn anew, as Preact's hydration would keep the
  // prerendered Home beside a lazy screen still loading.
  requestAnimationFrame(() =>
    setTimeout(() => (parseRoute(location.hash).name === 'home' ? start(hydrate) : start(render))),
  );
} else start(render);

function start(draw: typeof render): void {
  markHorizontalButtons();
  if (draw === render) root.textContent = '';
  draw(<App />, root);
  delete root.dataset.prerendered;
}

// What the first screen does not show waits until it is on screen: the icons, the manifest (the browser fetches both at
// once, and the page would otherwise name them before its first paint), the service worker and its precache.
// The theme is on screen before any script runs (a saved one from src/prerender/gate.ts, the system's from the
// stylesheet); the module that follows the system's changes and names the bar colour waits with the rest.
afterFirstPaint(() => void import('./ui/theme').then((theme) => theme.startTheme()));
if (import.meta.env.PROD)
  afterFirstPaint(() => {
    linkIconsAndManifest();
    void import('./pwa/register'); // the module registers on import
  });
