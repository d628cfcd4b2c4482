// A 3-player game with Last Chance, won by the last player standing (R18) after a self-elimination (R20).
import { expect, it } from 'vitest';
import { useBrowser } from './browser';
import {
  bid,
  checkPhase,
  fillTable,
  flip,
  openNewGameForm,
  placeAll,
  play,
  see,
  startFilled,
  tap,
} from './table-driver';

const browser = useBrowser();

it('LC1–LC4, R15, R18, R20: Ann knocks herself out and picks the starter; Bob gives Last Chance back, then loses; Cat wins', async () => {
  const page = await openNewGameForm(browser);
  await fillTable(page, ['Ann', 'Bob', 'Cat'], { lastChance: true });

  // R2: a visible random draw picks one seat; the table can still tap another.
  await tap(page, 'Draw at random');
  await checkPhase(page, 'table-three-drawing', { axe: false });
  await page
    .locator('.draw-result')
    .filter({ hasText: /^(Ann|Bob|Cat) starts\.$/ })
    .waitFor();
  await expect.poll(() => page.locator('.starter-seats [aria-pressed="true"]').count()).toBe(1);
  await page.locator('.starter-seats').getByRole('button', { name: 'Ann', exact: true }).click();
  await startFilled(page);

  // R15: three failures on her own skull leave Ann with one disc, and LC1 hands her the Last Chance disc.
  for (let round = 1; round <= 3; round++) {
    await placeAll(page);
    await bid(page, 1);
    await play(page, 'Pass');
    await play(page, 'Pass');
    await flip(page, 'Skull');
    await see(page, 'Ann chooses one of their own discs in secret and puts it in the box, face down.');
  }
  await see(
    page,
    'Ann is down to one disc and receives the Last Chance disc, a flower, for round 4 only. If they challenge in that round and fail, they lose both and are out of the game.',
  );
  await checkPhase(page, 'table-three-failure-own');

  // LC2: her hand holds the Last Chance disc beside the placed one; LC4: failing loses both, and she is out.
  await placeAll(page);
  await expect.poll(() => page.getByRole('button', { name: 'Add a disc' }).isEnabled()).toBe(true);
  await bid(page, 1);
  await play(page, 'Pass');
  await play(page, 'Pass');
  await flip(page, 'Skull');
  await see(page, 'Ann puts the Last Chance disc and their last disc in the box.');
  await see(page, 'Ann is out of the game and chooses who starts round 5.');
  await expect
    .poll(() => page.locator('.choice-list button > span:last-child').allTextContents())
    .toEqual(['Bob', 'Cat']);
  await checkPhase(page, 'table-three-choose-starter');
  await play(page, 'Bob');
  await see(page, 'Everyone puts one disc face down — Bob places last.');

  // Bob falls to one disc and receives Last Chance too.
  for (let round = 1; round <= 3; round++) {
    await placeAll(page);
    await bid(page, 1);
    await play(page, 'Pass');
    await flip(page, 'Skull');
  }
  await see(
    page,
    'Bob is down to one disc and receives the Last Chance disc, a flower, for round 8 only. If they challenge in that round and fail, they lose both and are out of the game.',
  );

  // LC2/LC3: Bob plays the Last Chance disc, Cat wins the challenge, and the disc goes back.
  await placeAll(page);
  await play(page, 'Add a disc');
  await bid(page, 1);
  await play(page, 'Pass');
  await flip(page, 'Flower');
  await see(page, 'Bob gives the Last Chance disc back.');
  await checkPhase(page, 'table-three-last-chance-back', { axe: false });

  // R18: Bob's last disc goes on his own skull and Cat is the only one left.
  await placeAll(page);
  await bid(page, 1);
  await bid(page, 2);
  await see(page, 'Bob bid 2: every disc on the table. Nobody can raise, so the challenge starts now.');
  await flip(page, 'Skull');
  await page.getByRole('heading', { level: 1, name: 'Cat wins!' }).waitFor();
  // On a 640-px-high phone how Cat won is read to screen readers only; the sentence below shows it on screen.
  await page.getByText('The last player left in the game.', { exact: true }).waitFor({ state: 'attached' });
  await see(page, 'Cat is the last player left in the game and wins.');
  await checkPhase(page, 'table-three-over');
  await page.context().close();
}, 300_000);
