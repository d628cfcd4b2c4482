import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { getLang, loadCurrentLang, onLangChange } from '../i18n';
import { afterFirstPaint, atFirstIntent, markHomePlain } from './firstVisit';
import { Home } from './Home';
import { lazyScreen } from './lazy';
import { NotFound, ScreenBoundary } from './NotFound';
import { parseRoute, type Route } from './route';
import { SCREENS, type Screen as ScreenEntry, type ScreenName } from './screens';

type Params = Partial<Record<string, string>>;
/** The screens the table gives no chunk: they ship in the entry, and TypeScript insists on a component for each. */
type OwnScreen = { [N in ScreenName]: (typeof SCREENS)[N] extends { load: unknown } ? never : N }[ScreenName];
const OWN: Record<OwnScreen, ComponentType<never>> = { home: Home, notFound: NotFound };

// One component per screen: the entry's own, or its chunk's, loaded on first use (screens.ts checks the props).
const SHOWN = Object.fromEntries(
  (Object.entries(SCREENS) as [ScreenName, ScreenEntry][]).map(([name, screen]) => [
    name,
    screen.load
      ? lazyScreen(screen.load as () => Promise<{ default: ComponentType<Params> }>, screen.strings)
      : OWN[name as OwnScreen],
  ]),
) as Record<ScreenName, ComponentType<Params>>;

/** The play's chunk (the new-game form and the game screen, vite.config.ts) and the strings every lazy screen shares:
 *  what the likeliest next tap needs. */
function warmScreens(): void {
  void Promise.all([SCREENS.new.load(), loadCurrentLang()]).catch(() => {});
}

function Screen({ route }: { route: Route }) {
  const { name, ...params } = route;
  const Shown = SHOWN[name];
  return <Shown {...(params as Params)} />;
}

export function App() {
  const [route, setRoute] = useState(() => parseRoute(location.hash));
  const [lang, setLangState] = useState(getLang);
  // With the registration, after the first paint (src/main.tsx): an update can only be offered once it has registered,
  // and the first screen's bytes stay the first screen's.
  const [UpdatePrompt, setUpdatePrompt] = useState<ComponentType | null>(null);
  // During a game the update offer waits until it is over or left.
  useEffect(() => {
    afterFirstPaint(() => {
      import('../pwa/UpdatePrompt').then((m) => setUpdatePrompt(() => m.UpdatePrompt)).catch(() => {});
    });
    // Not before the first screen is up: on a first visit the lazy code would compete with it, and the service worker
    // precaches it after the load event anyway. The person's first intent gives it a head start on the tap.
    atFirstIntent(warmScreens);
    const onHash = () => {
      const next = parseRoute(location.hash);
      if (next.name !== 'home') markHomePlain(false); // a game may start from here: Home must look again
      setRoute(next);
    };
    addEventListener('hashchange', onHash);
    onHash(); // the address may have changed before this effect ran (it runs after the first paint)
    const off = onLangChange(setLangState);
    document.documentElement.lang = getLang();
    return () => {
      removeEventListener('hashchange', onHash);
      off();
    };
  }, []);
  // Keyed on the language so every screen re-reads its dictionary after a switch, and on the screen so a
  // screen that failed to render is tried again when the person goes elsewhere.
  return (
    <>
      <ScreenBoundary key={`${lang} ${route.name} ${route.name === 'game' ? route.id : ''}`}>
        <Screen route={route} />
      </ScreenBoundary>
      {UpdatePrompt && <UpdatePrompt />}
    </>
  );
}
