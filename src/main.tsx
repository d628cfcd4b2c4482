import { render } from 'preact';
import { App } from './ui/App';
import 'virtual:palette.css';
import './ui/base.css';
import { startTheme } from './ui/theme';
import { markHorizontalButtons } from './ui/verticalButtons';

startTheme(); // before the first render, so the chosen theme is the first one painted
markHorizontalButtons();

render(<App />, document.getElementById('app')!);

// The service worker waits for the page to finish loading, so precaching never competes with the first screen.
if (import.meta.env.PROD) {
  const registerLater = () => void import('./pwa/register').then((pwa) => pwa.registerServiceWorker());
  if (document.readyState === 'complete') registerLater();
  else addEventListener('load', registerLater, { once: true });
}
