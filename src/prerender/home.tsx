// Build time only (vite.config.ts loads it through Vite): the app at Home as a first visit sees it, as HTML, in the
// language of a browser that states none. Rendered by Preact itself into happy-dom, so it is the app's own first
// render, which the page then hydrates (src/main.tsx).
import { Window } from 'happy-dom';
import { render } from 'preact';
import { getLang } from '../i18n';
import { App } from '../ui/App';

// Imported statically: Vite's runner closes once the module has loaded.
export async function renderHome(): Promise<{ html: string; lang: string }> {
  const window = new Window({ url: 'http://localhost/' });
  const scope = globalThis as Record<string, unknown>;
  const saved = { document: scope.document, location: scope.location };
  Object.assign(scope, { document: window.document, location: window.location });
  try {
    const root = window.document.createElement('div');
    render(<App />, root);
    const html = root.innerHTML;
    render(null, root); // unmounted before any effect runs: nothing is looked up at build time
    return { html, lang: getLang() };
  } finally {
    Object.assign(scope, saved);
    await window.happyDOM.close();
  }
}
