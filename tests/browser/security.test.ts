// Locked down: a strict Content-Security-Policy, as a header and a meta tag, and no HTML from strings.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import { headersFor } from '../../scripts/harness.mjs';

const base = () => inject('baseURL');
// Every screen under the policy, with no violation: see the full game in security-game.test.ts.

const REQUIRED: Record<string, string> = {
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self'",
  'img-src': "'self' data:",
  'object-src': "'none'",
  'base-uri': "'none'",
  'form-action': "'none'",
};

function parsePolicy(policy: string): Map<string, string> {
  const directives = new Map<string, string>();
  for (const part of policy
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name, ...values] = part.split(/\s+/);
    directives.set(name!.toLowerCase(), values.join(' '));
  }
  return directives;
}

function expectStrict(policy: string, { header }: { header: boolean }) {
  const directives = parsePolicy(policy);
  for (const [name, value] of Object.entries(REQUIRED)) expect(directives.get(name), name).toBe(value);
  if (header) expect(directives.get('frame-ancestors')).toBe("'none'");
  // No inline code, no eval, no other origin, no wildcard: only 'self', 'none' and data: images.
  for (const [name, value] of directives) {
    for (const source of value.split(' ')) expect(["'self'", "'none'", 'data:'], `${name} ${source}`).toContain(source);
  }
}

it('the server sends a strict Content-Security-Policy header with the page, its scripts and the service worker', async () => {
  const html = await (await fetch(base())).text();
  const script = html.match(/<script[^>]+src="([^"]+)"/)?.[1];
  expect(script).toBeDefined();
  for (const path of ['/', script!, '/sw.js']) {
    const res = await fetch(new URL(path, base()));
    expect(res.status, path).toBe(200);
    expectStrict(res.headers.get('content-security-policy') ?? '', { header: true });
  }
});

it('the built page carries the same policy in a meta tag for static hosts, before any script', async () => {
  const html = await (await fetch(base())).text();
  const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/);
  expect(meta).not.toBeNull();
  const policy = meta![1]!.replaceAll('&#39;', "'");
  expectStrict(policy, { header: false });
  expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
});

it('the `_headers` file for static hosts carries exactly the headers the server sends, and the meta tag the same policy', async () => {
  const dist = process.env.SKULL_DIST ?? 'dist';
  const file = readFileSync(join(dist, '_headers'), 'utf8');
  const res = await fetch(base());
  const written = headersFor(file, new URL(base()).pathname);
  const names = ['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy', 'Cross-Origin-Opener-Policy'];
  expect(Object.keys(written).sort()).toEqual([...names].sort());
  for (const name of names) expect(written[name], name).toBe(res.headers.get(name));
  // The meta tag is the header's policy minus frame-ancestors, which browsers ignore in a meta tag.
  const meta = (await res.text())
    .match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)![1]!
    .replaceAll('&#39;', "'");
  const header = parsePolicy(res.headers.get('content-security-policy') ?? '');
  header.delete('frame-ancestors');
  expect(parsePolicy(meta)).toEqual(header);
});

it('no source file turns strings into HTML (dangerouslySetInnerHTML, innerHTML, insertAdjacentHTML, document.write)', () => {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
    );
  const files = [...walk('src'), 'index.html'].filter((f) => /\.(tsx?|html)$/.test(f));
  expect(files.length).toBeGreaterThan(10);
  const offenders = files.filter((f) =>
    /dangerouslySetInnerHTML|\.(inner|outer)HTML\s*=|insertAdjacentHTML|document\.write/.test(readFileSync(f, 'utf8')),
  );
  expect(offenders).toEqual([]);
});
