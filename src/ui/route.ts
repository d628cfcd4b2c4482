// Hash routes keep every screen on one cached index.html, so any address works offline.
export type Route =
  | { name: 'home' }
  | { name: 'new'; from?: string | undefined } // from: a session whose table to reuse
  | { name: 'game'; id: string }
  | { name: 'sessions' }
  | { name: 'rules'; section: string | null }
  | { name: 'settings' }
  | { name: 'stats' }
  | { name: 'practice' };

export function parseRoute(hash: string): Route {
  const parts = hash.replace(/^#\/?/, '').split('/').map((p) => decodeURIComponent(p));
  switch (parts[0]) {
    case 'new':
      return parts[1] ? { name: 'new', from: parts[1] } : { name: 'new' };
    case 'game':
      return parts[1] ? { name: 'game', id: parts[1] } : { name: 'home' };
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
    default:
      return { name: 'home' };
  }
}

export function href(route: Route): string {
  switch (route.name) {
    case 'home':
      return '#/';
    case 'new':
      return route.from ? `#/new/${encodeURIComponent(route.from)}` : '#/new';
    case 'game':
      return `#/game/${encodeURIComponent(route.id)}`;
    case 'rules':
      return route.section ? `#/rules/${encodeURIComponent(route.section)}` : '#/rules';
    default:
      return `#/${route.name}`;
  }
}

export function navigate(route: Route): void {
  location.hash = href(route);
}
