// The driver API on WebKitGTK: WebKitWebDriver (under its own Xvfb) driving MiniBrowser, through selenium-webdriver.
// MiniBrowser in automation mode keeps its site data for the session only, so a restart here opens a new
// top-level window in the same session and closes the old one: the page starts cold from storage, as after a
// tab is closed and opened again (a new session would start with empty storage).
import { writeFileSync } from 'node:fs';
import { Builder, By, Origin, type WebDriver } from 'selenium-webdriver';
import { MINIBROWSER_PATH, startWebKitDriver } from '../../../scripts/harness.mjs';
import { PATIENCE, until } from '../browser';
import type { Driver, DriverOptions } from './driver';

const CAPABILITIES = {
  browserName: 'MiniBrowser',
  'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
};

export async function openWebKit({ width, height }: DriverOptions): Promise<Driver> {
  const server = await startWebKitDriver();
  let wd: WebDriver;
  try {
    wd = await new Builder().usingServer(server.url).withCapabilities(CAPABILITIES).build();
    await wd.manage().setTimeouts({ script: 3 * PATIENCE, pageLoad: 3 * PATIENCE, implicit: 0 });
  } catch (e) {
    server.stop();
    throw e;
  }
  const run = <R>(body: string, arg: unknown): Promise<R> =>
    wd
      .executeAsyncScript<R>(
        `const done = arguments[arguments.length - 1];
       Promise.resolve().then(() => (${body})(arguments[0]))
         .then((value) => done({ value }), (e) => done({ error: String(e && e.stack || e) }));`,
        arg,
      )
      .then((r) => {
        const out = r as { value?: R; error?: string };
        if (out.error !== undefined) throw new Error(`in the page: ${out.error}`);
        return out.value as R;
      });
  const inner = () =>
    run<{ width: number; height: number }>('() => ({ width: innerWidth, height: innerHeight })', null);
  /** Sets the window's outer size so the viewport is width×height (MiniBrowser's toolbar takes some height); the window
   *  resizes a moment after it is asked, so each step waits until the page sees the size asked for. */
  const resize = async (w: number, h: number) => {
    await wd.manage().window().setRect({ width: w, height: h });
    const outer = () =>
      run<{ width: number; height: number }>('() => ({ width: outerWidth, height: outerHeight })', null);
    const got = await until('the window to take its size', outer, (o) => o.height === h && o.width >= w);
    const { width: iw, height: ih } = await inner();
    const dw = got.width - iw;
    const dh = got.height - ih;
    if (dw || dh)
      await wd
        .manage()
        .window()
        .setRect({ width: w + dw, height: h + dh });
    // The narrowest window MiniBrowser allows is about 447 px: the width may stay wider than asked.
    return until('the viewport to take its size', inner, (v) => v.height === h && v.width >= w);
  };
  await resize(width, height);
  return {
    engine: 'webkit',
    goto: (url) => wd.get(url),
    reload: () => wd.navigate().refresh(),
    url: () => wd.getCurrentUrl(),
    evaluate: (script, arg) => run(script.toString(), arg ?? null),
    clickAt: async (x, y, count = 1) => {
      const move = { x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT };
      const actions = wd.actions({ async: true }).move(move).click();
      await (count === 2 ? actions.click() : actions).perform();
    },
    fill: async (selector, text) => {
      const box = await wd.findElement(By.css(selector));
      await box.clear();
      await box.sendKeys(text);
    },
    setFile: async (selector, path) => {
      await (await wd.findElement(By.css(selector))).sendKeys(path);
    },
    resize: async (w, h) => {
      ({ width, height } = { width: w, height: h });
      return resize(w, h);
    },
    screenshot: async (path) => writeFileSync(path, Buffer.from(await wd.takeScreenshot(), 'base64')),
    restart: async () => {
      const old = await wd.getWindowHandle();
      await wd.switchTo().newWindow('window');
      const fresh = await wd.getWindowHandle();
      await wd.switchTo().window(old);
      await wd.close();
      await wd.switchTo().window(fresh);
      await resize(width, height);
    },
    close: async () => {
      try {
        await wd.quit();
      } finally {
        server.stop();
      }
    },
  };
}
