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

/** The screen's options found after `?`; an option it does not know is dropped, so the screen still opens. */
function optionsOf(screen: Screen, query: string): Record<string, string> {
  const found = new URLSearchParams(query);
  return Object.fromEntries((screen.options ?? []).flatMap((o) => (found.get(o) ? [[o, found.get(o)!]] : [])));
}

/** Any address gives a route, never an exception; an address no screen answers opens NotFound. */
export function parseRoute(hash: string): Route {
  const [address = '', query = ''] = hash.replace(/^#\/?/, '').split(/\?(.*)/s);
  const [path, value] = address.split('/').map(decode);
  const [name, screen] = screens.find(([, s]) => s.path === path) ?? notFound;
  if (screen.needsParam && !(screen.param && value)) return { name: 'notFound' } as Route;
  const param = screen.param && value ? { [screen.param]: value } : {};
  return { name, ...param, ...optionsOf(screen, query) } as Route;
}

export function href(route: Route): string {
  const screen: Screen = SCREENS[route.name];
  const given = route as Partial<Record<string, string>>;
  const value = screen.param && given[screen.param];
  const path = `#/${screen.path ?? ''}${value ? `/${encodeURIComponent(value)}` : ''}`; // NotFound's way out is Home
  const options = (screen.options ?? []).flatMap((o) => (given[o] ? [`${o}=${encodeURIComponent(given[o])}`] : []));
  return options.length > 0 ? `${path}?${options.join('&')}` : path;
}

export function navigate(route: Route): void {
  location.hash = href(route);
}
