// Settings → About in a real browser: the version and build date, the errors this device caught (here, a screen that
// could not load), and Copy for a bug report putting exactly that on the clipboard; no request leaves the page.
import { expect, inject, it } from 'vitest';
import { axeViolations } from './axe';
import { useBrowser, PHONE, snap } from './browser';

const browser = useBrowser();

it('About shows the version and a caught error, copies the report, sends nothing, and passes axe', async () => {
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  const origin = new URL(inject('baseURL')).origin;
  const elsewhere: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(origin)) elsewhere.push(r.url());
  });
  // A first visit on a network that drops the screens' file: a caught error for the record.
  const screens = /\/assets\/(?:play|more|rules)-[^/]*\.(js|css)$/;
  await context.route(screens, (route) => route.abort('internetdisconnected'));
  await page.goto(`${inject('baseURL')}#/settings`);
  await page.getByRole('heading', { name: 'This screen could not be loaded' }).waitFor();
  await context.unroute(screens);
  await page.getByRole('button', { name: 'Try again' }).click();
  const about = page.getByRole('group', { name: 'About' });
  await about.waitFor();
  await expect.poll(() => about.textContent()).toMatch(/Version \d+\.\d+\.\d+, built on /);
  await expect.poll(() => about.textContent()).toContain('Errors caught on this device: 1');
  await page.getByRole('button', { name: 'Copy for a bug report' }).click();
  await page.getByText('Copied. Paste it into your bug report.').waitFor();
  const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()));
  expect(copied).toMatchObject({ app: 'Skull Table', browser: await page.evaluate(() => navigator.userAgent) });
  expect(copied.errors).toEqual([expect.objectContaining({ where: 'screen.load', kind: expect.any(String) })]);
  await page.getByText('What is copied').click();
  await about.scrollIntoViewIfNeeded();
  await snap(page, 'settings-about-en');
  expect(await axeViolations(page)).toEqual([]);
  expect(elsewhere).toEqual([]);
  await context.close();
});
