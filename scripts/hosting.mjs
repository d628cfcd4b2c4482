// Where and how the app is hosted. The base path, and the security headers in one place: `vite preview` sends them, the build writes them into `_headers`
// (Netlify, Cloudflare Pages) and its page carries the CSP as a meta tag (GitHub Pages and other hosts).

// Everything comes from our own origin; nothing inline (Preact's style objects use the CSSOM, not inline CSS).
export const CSP = {
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self'",
  'img-src': "'self' data:",
  'object-src': "'none'",
  'base-uri': "'none'",
  'form-action': "'none'",
  'frame-ancestors': "'none'",
};

/** A directive table as one policy string. */
export function policy(directives) {
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/** The policy for a `<meta>` tag: browsers ignore frame-ancestors there and log an error, so only headers carry it. */
export function metaPolicy() {
  const { 'frame-ancestors': _headerOnly, ...meta } = CSP;
  return policy(meta);
}

/** Every header the app is served with. */
export const HEADERS = {
  'Content-Security-Policy': policy(CSP),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** A `_headers` file (Netlify / Cloudflare Pages syntax) for a build served under `base`. */
export function headersFile(base = '/') {
  const lines = ['# Written by the build from scripts/hosting.mjs: edit that file, not this one.', `${base}*`];
  for (const [name, value] of Object.entries(HEADERS)) lines.push(`  ${name}: ${value}`);
  // A new version must reach the players: the browser always asks for a fresh service worker script.
  lines.push(`${base}sw.js`, '  Cache-Control: no-cache');
  return `${lines.join('\n')}\n`;
}

/** `base` as Vite wants it: a leading and a trailing slash. */
export function normalizeBase(base = '/') {
  const trimmed = base.trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}
