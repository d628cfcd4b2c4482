// The browser half of the harness: Debian's Chromium with the shared flags, the base URL, screenshots.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type LaunchOptions, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, launchOptions as shared } from '../../scripts/harness.mjs';

export { CHROMIUM_ARGS };

/**
 * How long any one wait may take: generous, because two cores shared with other builds can stall a
 * page for many seconds, but bounded, so a real failure still ends the test. Every wait is on a condition.
 */
export const PATIENCE = 30_000;

/**
 * Playwright's own `--disable-features` list, read from the installed playwright-core (it exports no copy). Chromium
 * takes only the last `--disable-features` of its command line, so a list of ours must repeat Playwright's.
 */
function playwrightDisabledFeatures(): string[] {
  const bundle = readFileSync(createRequire(import.meta.url).resolve('playwright-core/lib/coreBundle'), 'utf8');
  const list = /\bdisabledFeatures = \[([^\]]*)\]/.exec(bundle)?.[1]?.replace(/\/\/.*$/gm, '');
  const names = [...(list ?? '').matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
  if (names.length === 0)
    throw new Error("tests/browser/browser.ts no longer finds playwright-core's disabled features");
  return names;
}

/**
 * Chromium (since about 150) opens the address bar's two pop-ups, each a page of its own, with every tab, even
 * headless: 2–2.5 s of CPU per tab that no test sees, and the tests open hundreds of tabs.
 */
const HIDDEN_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];
const playwrights = playwrightDisabledFeatures();

export const launchOptions: LaunchOptions = {
  ...shared,
  args: [...shared.args, `--disable-features=${[...playwrights, ...HIDDEN_POPUPS].join(',')}`],
  ignoreDefaultArgs: [`--disable-features=${playwrights.join(',')}`],
  timeout: 3 * PATIENCE,
};

/**
 * Polls `probe` until `done` holds, for at most `timeout` ms, then fails saying what it last saw.
 * Unlike expect.poll it also works in beforeAll hooks.
 */
export async function until<T>(
  what: string,
  probe: () => Promise<T>,
  done: (value: T) => boolean,
  timeout = PATIENCE,
): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`waited ${timeout} ms for ${what}; last saw ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The address `vite preview` serves dist/ on (tests/browser/server.ts), ending in the base path. */
export const baseURL = (): string => inject('baseURL');

export function launch(): Promise<Browser> {
  return chromium.launch(launchOptions);
}

/** The worker's Chromium, launched by its first file and kept for the next ones (the config's `isolate: false` keeps
 *  this module from file to file); launched again if it went away. Playwright closes it when the worker exits. */
let workerBrowser: Promise<Browser> | undefined;

function sharedBrowser(): Promise<Browser> {
  workerBrowser ??= launch().then(
    (browser) => {
      browser.once('disconnected', () => {
        workerBrowser = undefined;
      });
      return browser;
    },
    (error: unknown) => {
      workerBrowser = undefined;
      throw error;
    },
  );
  return workerBrowser;
}

/**
 * A test file's Chromium: the worker's, with every context the file opened closed after its tests (a file starts with
 * none open). The value stands for that browser (each use reaches it), so tests call `browser.newContext()` as before.
 */
export function useBrowser(): Browser {
  let current: Browser | undefined;
  beforeAll(async () => {
    current = await sharedBrowser();
  });
  afterAll(async () => {
    await Promise.all(current?.contexts().map((context) => context.close()) ?? []);
  });
  return new Proxy({} as Browser, {
    get(_, key) {
      if (!current) throw new Error('the browser is used before beforeAll launched it');
      const value = Reflect.get(current, key);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
}

export async function launchPersistent(
  dir: string,
  options: Parameters<typeof chromium.launchPersistentContext>[1] = {},
): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(dir, { ...launchOptions, ...options });
  context.setDefaultTimeout(PATIENCE);
  context.setDefaultNavigationTimeout(PATIENCE);
  return context;
}

/** Saves a screenshot to screenshots/<name>.png (an ignored folder) for people to look at. */
export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync('screenshots', { recursive: true });
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true, timeout: PATIENCE });
}

export const PHONE = { width: 360, height: 640 };
