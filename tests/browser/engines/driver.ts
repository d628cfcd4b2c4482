// One small driver API over three engines: Chromium (playwright-core), Firefox (puppeteer-core over WebDriver BiDi)
// and WebKit (selenium-webdriver over W3C WebDriver to WebKitWebDriver's MiniBrowser). Tests speak only this.
import type { EngineName } from '../../../scripts/harness.mjs';

export type { EngineName };

/** A script run in the page: a function of one JSON argument, serialised by the engine's client. */
export type PageScript<A, R> = (arg: A) => R | Promise<R>;

export interface Driver {
  readonly engine: EngineName;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /** Runs `script(arg)` in the page and returns its (JSON) result, awaiting a promise. */
  evaluate<A, R>(script: PageScript<A, R>, arg: A): Promise<R>;
  /** Real pointer clicks at a point of the viewport; `count` 2 is two clicks in one input sequence (a double tap). */
  clickAt(x: number, y: number, count?: 1 | 2): Promise<void>;
  /** Types `text` into the element `selector` matches, after clearing it, with the engine's keyboard. */
  fill(selector: string, text: string): Promise<void>;
  /** Puts the file at `path` into the `<input type=file>` that `selector` matches (the engine fires change). */
  setFile(selector: string, path: string): Promise<void>;
  /** Sets the viewport (the window's inner size) and returns the size the engine gave. */
  resize(width: number, height: number): Promise<{ width: number; height: number }>;
  /** Saves a PNG of the viewport to `path`. */
  screenshot(path: string): Promise<void>;
  /** Closes the browser and starts it again on the same profile (WebKit: see webkit.ts). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export interface DriverOptions {
  width: number;
  height: number;
  /** A profile folder kept between restarts (made and removed by the caller). */
  profile: string;
}

/** The engine this run tests: ENGINE=chromium|firefox|webkit (default chromium). */
export function engineOfRun(): EngineName {
  const engine = process.env.ENGINE ?? 'chromium';
  if (engine !== 'chromium' && engine !== 'firefox' && engine !== 'webkit')
    throw new Error(`ENGINE=${engine}: use chromium, firefox or webkit`);
  return engine;
}

/** Launches `engine` with one page open at the given size. */
export async function openDriver(engine: EngineName, options: DriverOptions): Promise<Driver> {
  if (engine === 'chromium') return (await import('./chromium')).openChromium(options);
  if (engine === 'firefox') return (await import('./firefox')).openFirefox(options);
  return (await import('./webkit')).openWebKit(options);
}
