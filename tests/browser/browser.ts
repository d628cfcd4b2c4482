// Shared launch settings for Debian's Chromium (see shared/STACK.md).
import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type LaunchOptions, type Page } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const launchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: CHROMIUM_ARGS,
};

export function launch(): Promise<Browser> {
  return chromium.launch(launchOptions);
}

export function launchPersistent(dir: string, options: Parameters<typeof chromium.launchPersistentContext>[1] = {}): Promise<BrowserContext> {
  return chromium.launchPersistentContext(dir, { ...launchOptions, ...options });
}

/** Saves a screenshot to screenshots/<name>.png (an ignored folder) for people to look at. */
export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync('screenshots', { recursive: true });
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
}

export const PHONE = { width: 360, height: 640 };
