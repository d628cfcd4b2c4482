// The driver API on Debian's Firefox ESR through puppeteer-core over WebDriver BiDi (no geckodriver).
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { FIREFOX_PATH } from '../../../scripts/harness.mjs';
import { PATIENCE } from '../browser';
import type { Driver, DriverOptions } from './driver';

export async function openFirefox({ width, height, profile }: DriverOptions): Promise<Driver> {
  let browser: Browser;
  let page: Page;
  const start = async () => {
    browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX_PATH,
      headless: true,
      userDataDir: profile,
      timeout: 3 * PATIENCE,
      protocolTimeout: 3 * PATIENCE,
    });
    page = (await browser.pages())[0] ?? (await browser.newPage());
    page.setDefaultTimeout(PATIENCE);
    await page.setViewport({ width, height });
  };
  await start();
  const element = async (selector: string) => {
    const found = await page.waitForSelector(selector);
    if (!found) throw new Error(`nothing matches ${selector}`);
    return found;
  };
  return {
    engine: 'firefox',
    goto: async (url) => void (await page.goto(url)),
    reload: async () => void (await page.reload()),
    url: async () => page.url(),
    evaluate: (script, arg) => page.evaluate(script as never, arg) as never,
    clickAt: (x, y, count = 1) => page.mouse.click(x, y, { count }),
    fill: async (selector, text) => {
      const box = await element(selector);
      await box.click({ count: 3 });
      await box.evaluate((el) => ((el as HTMLInputElement).value = ''));
      await box.type(text);
    },
    setFile: async (selector, path) => {
      const input = await element(selector);
      await (input as unknown as { uploadFile: (p: string) => Promise<void> }).uploadFile(path);
    },
    resize: async (w, h) => {
      await page.setViewport({ width: w, height: h });
      ({ width, height } = { width: w, height: h });
      return page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
    },
    screenshot: async (path) => void (await page.screenshot({ path: path as `${string}.png` })),
    restart: async () => {
      await browser.close();
      await start();
    },
    close: () => browser.close(),
  };
}
