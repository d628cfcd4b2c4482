// Hash routes keep every screen on one cached index.html, so any address works offline.
export type Route =
  | { name: 'home' }
  | { name: 'new'; from?: string | undefined } // from: a session whose table to reuse
  | { name: 'game'; id: string }
  | { name: 'sessions' }
  | { name: 'rules'; section: string | null }
  | { name: 'settings' }
  | { name: 'stats' }
  | { name: 'practice' }
  | { name: 'players' }
  | { name: 'night'; id?: string | undefined } // id: a night's first game; none: tonight (or the latest night)
  | { name: 'notFound' }; // an address no screen answers: it says so and offers the way home

/** A part that is not valid percent-encoding is taken as typed: decodeURIComponent would throw. */
function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** Any address gives a route, never an exception. */
export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').map(decode);
  switch (parts[0]) {
    case '':
      return { name: 'home' };
    case 'new':
      return parts[1] ? { name: 'new', from: parts[1] } : { name: 'new' };
    case 'game':
      return parts[1] ? { name: 'game', id: parts[1] } : { name: 'notFound' };
    case 'sessions':
      return { name: 'sessions' };
    case 'rules':
      return { name: 'rules', section: parts[1] || null };
    case 'settings':
      return { name: 'settings' };
    case 'stats':
      return { name: 'stats' };
    case 'practice':
      return { name: 'practice' };
    case 'players':
      return { name: 'players' };
    case 'night':
      return parts[1] ? { name: 'night', id: parts[1] } : { name: 'night' };
    default:
      return { name: 'notFound' };
  }
}

export function href(route: Route): string {
  switch (route.name) {
    case 'home':
    case 'notFound':
      return '#/';
    case 'new':
      return route.from ? `#/new/${encodeURIComponent(route.from)}` : '#/new';
    case 'game':
      return `#/game/${encodeURIComponent(route.id)}`;
    case 'night':
      return route.id ? `#/night/${encodeURIComponent(route.id)}` : '#/night';
    case 'rules':
      return route.section ? `#/rules/${encodeURIComponent(route.section)}` : '#/rules';
    default:
      return `#/${route.name}`;
  }
}

export function navigate(route: Route): void {
  location.hash = href(route);
}
