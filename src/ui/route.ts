// Hash routes keep every screen on one cached index.html, so any address works offline. The addresses are the
// screens table's (screens.ts): this file only reads and writes them.
import { SCREENS, type ParamsOf, type Screen, type ScreenName } from './screens';

/** A screen and its address's parameter: `{ name: 'game', id }`, `{ name: 'rules', section? }`. */
export type Route = { [N in ScreenName]: { name: N } & ParamsOf<N> }[ScreenName];

const screens = Object.entries(SCREENS) as [ScreenName, Screen][];
const notFound: [ScreenName, Screen] = ['notFound', SCREENS.notFound];

/** A part that is not valid percent-encoding is taken as typed: decodeURIComponent would throw. */
function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** Any address gives a route, never an exception; an address no screen answers opens NotFound. */
export function parseRoute(hash: string): Route {
  const [path, value] = hash.replace(/^#\/?/, '').split('/').map(decode);
  const [name, screen] = screens.find(([, s]) => s.path === path) ?? notFound;
  if (screen.param && value) return { name, [screen.param]: value } as Route;
  return { name: screen.needsParam ? 'notFound' : name } as Route;
}

export function href(route: Route): string {
  const screen: Screen = SCREENS[route.name];
  const value = screen.param && (route as Partial<Record<string, string>>)[screen.param];
  const path = `#/${screen.path ?? ''}`; // NotFound's way out is Home
  return value ? `${path}/${encodeURIComponent(value)}` : path;
}

export function navigate(route: Route): void {
  location.hash = href(route);
}
