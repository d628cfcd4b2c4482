// The driver API on Chromium through playwright-core, as the rest of the browser suite launches it.
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { launchOptions, PATIENCE } from '../browser';
import type { Driver, DriverOptions } from './driver';

export async function openChromium({ width, height, profile }: DriverOptions): Promise<Driver> {
  let context: BrowserContext;
  let page: Page;
  const start = async () => {
    context = await chromium.launchPersistentContext(profile, { ...launchOptions, viewport: { width, height } });
    context.setDefaultTimeout(PATIENCE);
    page = context.pages()[0] ?? (await context.newPage());
  };
  await start();
  return {
    engine: 'chromium',
    goto: async (url) => void (await page.goto(url)),
    reload: async () => void (await page.reload()),
    url: async () => page.url(),
    evaluate: (script, arg) => page.evaluate(script as never, arg) as never,
    clickAt: (x, y, count = 1) => page.mouse.click(x, y, { clickCount: count, delay: 0 }),
    fill: (selector, text) => page.locator(selector).fill(text),
    setFile: (selector, path) => page.locator(selector).setInputFiles(path),
    resize: async (w, h) => {
      await page.setViewportSize({ width: w, height: h });
      return page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
    },
    screenshot: async (path) => void (await page.screenshot({ path })),
    restart: async () => {
      const size = page.viewportSize() ?? { width, height };
      await context.close();
      ({ width, height } = size);
      await start();
    },
    close: () => context.close(),
  };
}
