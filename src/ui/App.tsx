import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { getLang, loadCurrentLang, onLangChange } from '../i18n';
import { afterFirstPaint, atFirstIntent, markHomePlain } from './firstVisit';
import { Home } from './Home';
import { lazyScreen } from './lazy';
import { NotFound, ScreenBoundary } from './NotFound';
import { parseRoute, type Route } from './route';
import { showEquipment } from './table/equipment';

const loadNewGame = () => import('./setup/NewGameScreen');
const NewGameScreen = lazyScreen<{ from?: string }>(loadNewGame);
const TableScreen = lazyScreen<{ id: string }>(() => import('./table/TableScreen'));
const SessionsScreen = lazyScreen(() => import('./sessions/SessionsScreen'));
const ReferenceScreen = lazyScreen<{ section: string | null }>(() => import('../reference/ReferenceScreen'));
const SettingsScreen = lazyScreen(() => import('./settings/SettingsScreen'));
const StatsScreen = lazyScreen(() => import('./stats/StatsScreen'));
const PracticeScreen = lazyScreen(() => import('./practice/PracticeScreen'));
const PlayersScreen = lazyScreen(() => import('./players/PlayersScreen'));
const NightScreen = lazyScreen<{ id?: string }>(() => import('./night/NightScreen'));

/** Every lazy screen shares one chunk and its CSS (vite.config.ts): loading one, with the strings, readies them all. */
function warmScreens(): void {
  void Promise.all([loadNewGame(), loadCurrentLang()]).catch(() => {});
}

function Screen({ route }: { route: Route }) {
  if (route.name !== 'game') showEquipment('discs'); // R3: only a card game's table speaks of cards
  switch (route.name) {
    case 'home':
      return <Home />;
    case 'new':
      return <NewGameScreen from={route.from} />;
    case 'game':
      return <TableScreen id={route.id} />;
    case 'sessions':
      return <SessionsScreen />;
    case 'rules':
      return <ReferenceScreen section={route.section} />;
    case 'settings':
      return <SettingsScreen />;
    case 'stats':
      return <StatsScreen />;
    case 'practice':
      return <PracticeScreen />;
    case 'players':
      return <PlayersScreen />;
    case 'night':
      return <NightScreen id={route.id} />;
    case 'notFound':
      return <NotFound />;
  }
}

export function App() {
  const [route, setRoute] = useState(() => parseRoute(location.hash));
  const [lang, setLangState] = useState(getLang);
  // With the registration, after the first paint (src/main.tsx): an update can only be offered once it has registered,
  // and the first screen's bytes stay the first screen's.
  const [UpdatePrompt, setUpdatePrompt] = useState<ComponentType | null>(null);
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
