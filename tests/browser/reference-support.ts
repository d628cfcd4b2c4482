// Helpers for the rules-reference browser tests: where a section sits on screen and whether it has focus.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

export const ANCHORS = [
  'quick',
  'setup',
  'placing',
  'adding',
  'bidding',
  'challenge',
  'outcomes',
  'next-round',
  'end',
  'last-chance',
  'travel-set',
  'mistakes',
  'examples',
  'practice',
] as const;

/** Waits until the section is the focused element and its heading is inside the viewport. */
export async function expectLandedOn(page: Page, id: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate((anchor) => {
          const el = document.getElementById(anchor);
          const heading = el?.querySelector('h2');
          if (!el || !heading) return 'missing';
          if (document.activeElement !== el)
            return `focus on ${document.activeElement?.id || document.activeElement?.tagName}`;
          const box = heading.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= innerHeight
            ? 'in view'
            : `heading at ${Math.round(box.top)} of ${innerHeight}`;
        }, id),
      { message: `#/rules/${id}` },
    )
    .toBe('in view');
}

/** Switches the language from the settings screen, as a player would. */
export async function chooseLanguage(page: Page, name: 'English' | 'Français'): Promise<void> {
  const base = page.url().replace(/#.*$/, '');
  await page.goto(`${base}#/settings`);
  await page.getByRole('radio', { name, exact: true }).check();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(name === 'English' ? 'en' : 'fr');
}

/** Opens the table's help for the current phase and follows its link into the rules. */
export async function followHelp(
  page: Page,
  section: string,
  labels = { help: 'Help', link: 'Read this in the rules' },
): Promise<void> {
  await page.getByText(labels.help, { exact: true }).click();
  await page.getByRole('link', { name: labels.link }).click();
  await page.waitForURL(new RegExp(`#/rules/${section}(\\?.*)?$`)); // opened from a game: `?from=<game>`
  await expectLandedOn(page, section);
}
