import { render } from 'preact';
import { App } from './ui/App';
import 'virtual:palette.css';
import './ui/base.css';
import { startTheme } from './ui/theme';
import { markHorizontalButtons } from './ui/verticalButtons';

startTheme(); // before the first render, so the chosen theme is the first one painted
markHorizontalButtons();

render(<App />, document.getElementById('app')!);

// The service worker waits for the page to finish loading and its first frame to be drawn (the load event can come
// before that paint), so neither its code nor the precache competes with the first screen.
if (import.meta.env.PROD) {
  const afterFrame = (fn: () => void) => requestAnimationFrame(() => setTimeout(fn));
  // Two frames: the first is drawn by the time the second one starts. The module registers on import.
  const registerLater = () => afterFrame(() => afterFrame(() => import('./pwa/register')));
  addEventListener('load', registerLater, { once: true }); // a module script always runs before the load event
}
