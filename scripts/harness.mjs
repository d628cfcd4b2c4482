// The one place that knows how to start Debian's Chromium, find a free port, serve a build and wait
// for a server: shared by the browser tests, `npm test`, the storage bench and the Lighthouse script.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { normalizeBase } from './hosting.mjs';

export { normalizeBase };

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// shared/STACK.md: without the background-networking flags Chromium keeps trying hosts it cannot reach.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Options for playwright-core's `chromium.launch` / `launchPersistentContext`. */
export const launchOptions = { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS };

/** "Chromium 156.0.8078.114 …" as the browser reports itself, or null when it cannot run. */
export function chromiumVersion() {
  if (!existsSync(CHROMIUM_PATH)) return null;
  const r = spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', timeout: 60_000 });
  const line = (r.stdout ?? '').split('\n').find((l) => /\d+\.\d+\.\d+/.test(l));
  return line ? line.trim() : null;
}

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB_PATH = '/usr/bin/Xvfb';

/** Each engine: the files it needs and the Debian packages that hold them (shared/STACK.md). */
export const ENGINES = {
  chromium: { files: [CHROMIUM_PATH], packages: ['chromium'] },
  firefox: { files: [FIREFOX_PATH], packages: ['firefox-esr'] },
  webkit: { files: [WEBKIT_DRIVER_PATH, MINIBROWSER_PATH, XVFB_PATH], packages: ['webkit2gtk-driver', 'xvfb'] },
};

/** The first line of `file --version` that holds a version number, or null when it cannot run. */
function versionOf(file, args = ['--version']) {
  if (!existsSync(file)) return null;
  const r = spawnSync(file, args, { encoding: 'utf8', timeout: 60_000 });
  const line = `${r.stdout ?? ''}\n${r.stderr ?? ''}`.split('\n').find((l) => /\d+\.\d+/.test(l));
  return line ? line.trim() : null;
}

/** "Chromium 156…", "Mozilla Firefox 153.8.0esr", "WebKitGTK 2.50.6", or null when the engine cannot run. */
export function engineVersion(engine) {
  if (engine === 'chromium') return chromiumVersion();
  if (engine === 'firefox') return versionOf(FIREFOX_PATH);
  // MiniBrowser --version needs an X display; the library's package says the same version without one.
  if (!existsSync(MINIBROWSER_PATH) || !existsSync(WEBKIT_DRIVER_PATH)) return null;
  // biome-ignore lint/suspicious/noTemplateCurlyInString: dpkg-query's own format field, not a template.
  const v = versionOf('/usr/bin/dpkg-query', ['-W', '-f=${Version}\\n', 'libwebkit2gtk-4.1-0']);
  return v ? `WebKitGTK ${v} (MiniBrowser)` : 'WebKitGTK (version unknown)';
}

/** Starts a private X display for WebKit (its MiniBrowser needs one even to draw off screen); Xvfb picks the number. */
export function startXvfb() {
  return new Promise((resolveDisplay, reject) => {
    const child = spawn(XVFB_PATH, ['-displayfd', '1', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let out = '';
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`Xvfb exited with ${code} before it opened a display`)));
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('\n')) resolveDisplay({ display: `:${out.trim()}`, stop: () => void child.kill() });
    });
  });
}

/** Starts WebKitWebDriver on a free port under its own Xvfb and waits until it answers; stop() ends both. */
export async function startWebKitDriver({ timeout = 60_000 } = {}) {
  const x = await startXvfb();
  const port = await freePort();
  const child = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DISPLAY: x.display },
  });
  const stop = () => {
    child.kill();
    x.stop();
  };
  try {
    await waitForServer(`http://127.0.0.1:${port}/status`, { child, timeout });
  } catch (e) {
    stop();
    throw e;
  }
  return { url: `http://127.0.0.1:${port}`, display: x.display, stop };
}

/** A TCP port nobody listens on right now, on 127.0.0.1 (where `vite preview` listens). */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const srv = createNetServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolvePort(port));
    });
  });
}

/**
 * Polls `url` until it answers 200, for at most `timeout` ms (a busy 2-core machine can take many
 * seconds to start a server); fails early when `child` exits.
 */
export async function waitForServer(url, { child, timeout = 60_000 } = {}) {
  const deadline = Date.now() + timeout;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the server for ${url} exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
      last = `status ${res.status}`;
    } catch (e) {
      last = e instanceof Error ? e.message : String(e);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${timeout} ms (${last})`);
}

/**
 * Runs `vite preview` of `outDir` (with the config's headers) on a free port and waits until it answers.
 * Starts Vite's own binary, not an npx wrapper: killing a wrapper leaves the server running.
 */
export async function startPreview({ outDir = 'dist', base = '/', timeout } = {}) {
  const port = await freePort();
  const child = spawn(
    'node_modules/.bin/vite',
    ['preview', '--port', String(port), '--strictPort', '--outDir', outDir, '--base', normalizeBase(base)],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}${normalizeBase(base)}`;
  try {
    await waitForServer(url, { child, timeout });
  } catch (e) {
    child.kill();
    throw e;
  }
  return { url, stop: () => void child.kill() };
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain',
};

/** Headers from a Netlify/Cloudflare Pages `_headers` file that apply to `path` (`*` matches anything). */
export function headersFor(file, path) {
  const headers = {};
  let applies = false;
  for (const line of file.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(
        `^${line
          .trim()
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replaceAll('*', '.*')}$`,
      );
      applies = pattern.test(path);
    } else if (applies) {
      const i = line.indexOf(':');
      headers[line.slice(0, i).trim()] = line.slice(i + 1).trim();
    }
  }
  return headers;
}

/**
 * A static host like GitHub Pages or Netlify: serves `dir` under `base` only (404 elsewhere, and for a
 * missing file: routes are hash routes, so no path needs a fallback page), and honours the build's
 * `_headers` file when asked to. The folder can be swapped while the origin stays (a new deploy).
 */
export async function serveStatic(dir, { base = '/', honourHeadersFile = false } = {}) {
  let root = resolve(dir);
  let online = true;
  const prefix = normalizeBase(base);
  const server = createHttpServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (`${path}/` === prefix) {
      res.writeHead(301, { Location: prefix });
      return void res.end();
    }
    const inside = path.startsWith(prefix) ? path.slice(prefix.length) || 'index.html' : null;
    // Hosts read `_headers`; they never serve it.
    const file = inside === null || inside === '_headers' ? null : normalize(join(root, inside));
    if (!file?.startsWith(root + sep) || !existsSync(file) || statSync(file).isDirectory()) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      return void res.end(`nothing at ${path}`);
    }
    const extra =
      honourHeadersFile && existsSync(join(root, '_headers'))
        ? headersFor(readFileSync(join(root, '_headers'), 'utf8'), path)
        : {};
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
      ...extra,
    });
    res.end(readFileSync(file));
  });
  // Offline: every connection is cut as it opens, as when a phone has no signal; the port stays ours.
  server.on('connection', (socket) => void (online || socket.destroy()));
  await new Promise((r) => server.listen(0, '127.0.0.1', () => r(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}${prefix}`,
    swap: (next) => {
      root = resolve(next);
    },
    setOnline: (next) => {
      online = next;
      if (!online) server.closeAllConnections();
    },
    close: () =>
      new Promise((r) => {
        server.close(() => r(undefined));
        server.closeAllConnections();
      }),
  };
}
