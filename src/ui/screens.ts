// Every screen once: its address, its component, the lists that link to it and the words of those links. The router
// (route.ts), the app shell (App.tsx), Home and the game menu are read from here.
import type { ComponentType } from 'preact';
import type { StringsPart } from '../i18n';
import type { en } from './app.messages';
import type { Route } from './route';

/** The lists of links to screens: Home's, and the game menu's (src/ui/table/MenuSheet.tsx). */
export type LinkList = 'home' | 'menu';

/** A word of the first screen's dictionary (app.messages.ts), where every link's words live in every language. */
export type NavLabel = { [K in keyof typeof en]: (typeof en)[K] extends string ? K : never }[keyof typeof en];

interface Address {
  /** `#/<path>`; Home's is empty; null for the screen no address opens (NotFound, which links home). */
  path: string | null;
  /** The address's next part, handed to the screen as the prop of that name. */
  param?: string;
  /** Without its parameter the address opens NotFound (a game needs its id). */
  needsParam?: boolean;
  /** Named parts after `?`, each optional and handed to the screen as the prop of that name: `#/rules/bidding?equipment=cards&from=<game>`. */
  options?: readonly string[];
  /** A lazy screen's chunk, `() => import(…)`; none for the entry's own screens, which App.tsx draws. */
  load?: () => Promise<{ default: ComponentType<never> }>;
  /** The part of the language's strings it shows beyond those every lazy screen shares (src/i18n). */
  strings?: StringsPart;
}

/** A screen a list links to has the link's words, and an address that needs nothing more. */
export type Screen = Address &
  ({ linkedFrom?: undefined } | { linkedFrom: readonly LinkList[]; label: NavLabel; needsParam?: false });

export const SCREENS = {
  home: { path: '', linkedFrom: ['menu'], label: 'home' },
  new: {
    path: 'new',
    param: 'from', // a game whose table the form reuses
    load: () => import('./setup/NewGameScreen'),
    linkedFrom: ['home', 'menu'],
    label: 'newGame',
  },
  game: { path: 'game', param: 'id', needsParam: true, load: () => import('./table/TableScreen') },
  sessions: {
    path: 'sessions',
    load: () => import('./sessions/SessionsScreen'),
    linkedFrom: ['home', 'menu'],
    label: 'savedGames',
  },
  rules: {
    path: 'rules',
    param: 'section',
    options: ['equipment', 'from'], // R3: opened from a card game, the rules speak of cards; `from`: "Back to the game" leads there
    load: () => import('../reference/ReferenceScreen'),
    strings: 'rules',
    linkedFrom: ['home', 'menu'],
    label: 'rules',
  },
  stats: { path: 'stats', load: () => import('./stats/StatsScreen'), linkedFrom: ['home'], label: 'statistics' },
  players: { path: 'players', load: () => import('./players/PlayersScreen'), linkedFrom: ['home'], label: 'players' },
  settings: {
    path: 'settings',
    load: () => import('./settings/SettingsScreen'),
    linkedFrom: ['home', 'menu'],
    label: 'settings',
  },
  practice: { path: 'practice', options: ['equipment'], load: () => import('./practice/PracticeScreen') },
  night: { path: 'night', param: 'id', load: () => import('./night/NightScreen') }, // none: tonight, or the latest night
  // A backup sent from another phone (the manifest's share target and file handler open it): shown before it is kept.
  receive: { path: 'receive', load: () => import('./receive/ReceiveScreen') },
  notFound: { path: null },
} as const satisfies Record<string, Screen>;

export type ScreenName = keyof typeof SCREENS;

/** The props an address gives its screen: its parameter, required when the screen needs it, and its options. */
export type ParamsOf<N extends ScreenName> = ((typeof SCREENS)[N] extends { param: infer P extends string }
  ? (typeof SCREENS)[N] extends { needsParam: true }
    ? Record<P, string>
    : Partial<Record<P, string>>
  : unknown) &
  ((typeof SCREENS)[N] extends { options: readonly (infer O extends string)[] } ? Partial<Record<O, string>> : unknown);

// TypeScript insists that each lazy screen takes its address's parameter as the prop of that name.
type PropsOf<S> = S extends { load: () => Promise<{ default: (props: infer P) => unknown }> } ? P : unknown;
type Misfit = { [N in ScreenName]: ParamsOf<N> extends PropsOf<(typeof SCREENS)[N]> ? never : N }[ScreenName];
const everyScreenTakesItsParam: [Misfit] extends [never] ? true : Misfit = true;
void everyScreenTakesItsParam;

/** The screens a list links to, in this table's order, each with the key of its words. */
export function linksFrom(list: LinkList): { to: Route; label: NavLabel }[] {
  return Object.entries(SCREENS as Record<ScreenName, Screen>).flatMap(([name, screen]) =>
    screen.linkedFrom?.includes(list) ? [{ to: { name } as Route, label: screen.label }] : [],
  );
}
