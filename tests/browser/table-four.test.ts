// A 4-player game from the form to the winner, won by two successful challenges (R13).
import { expect, it } from 'vitest';
import { useBrowser } from './browser';
import {
  bid,
  button,
  checkPhase,
  continueOutcome,
  fillTable,
  flip,
  liveText,
  openNewGameForm,
  placeAll,
  play,
  see,
  startFilled,
  tap,
} from './table-driver';

const browser = useBrowser();

it('the new-game form refuses empty, repeated and over-long names inline and keeps what was typed', async () => {
  const page = await openNewGameForm(browser);

  // The form refuses repeated, empty and over-long names inline, and keeps what was typed.
  await fillTable(page, ['Ann', 'ann ', 'A'.repeat(25), '']);
  await tap(page, 'Start the game');
  await expect.poll(() => page.getByText('Another player already has this name.', { exact: true }).count()).toBe(2);
  await see(page, 'Keep it to 24 characters (now 25).');
  await see(page, 'Enter a name.');
  await expect.poll(() => page.getByRole('textbox').nth(2).inputValue()).toBe('A'.repeat(25));
  await checkPhase(page, 'table-four-setup-errors');

  await fillTable(page, ['Ann', 'Bob', 'Carla', 'Dan'], { starter: 'Ann' });
  await expect.poll(() => page.locator('.field-error').count()).toBe(0);
  await button(page, 'Seat options for Dan').click();
  await button(page, 'Move Dan up').click();
  await expect.poll(() => page.getByRole('textbox').nth(2).inputValue()).toBe('Dan');
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move Dan up');
  await button(page, 'Move Dan down').click();
  await expect.poll(() => page.getByRole('textbox').nth(3).inputValue()).toBe('Dan');
  await button(page, /^Mat colour of Ann: Red/).click();
  await expect
    .poll(() => button(page, /^Mat colour of Ann/).getAttribute('aria-label'))
    .toBe('Mat colour of Ann: Orange. Change colour');
  await page.context().close();
}, 300_000);

it('R13: a 4-player game is won by two successes, then "Play again" reopens the form with the same table', async () => {
  const page = await openNewGameForm(browser);
  await fillTable(page, ['Ann', 'Bob', 'Carla', 'Dan'], { starter: 'Ann' });
  await checkPhase(page, 'table-four-setup', { axe: false });
  await startFilled(page);

  // Round 1: Ann opens at 1 and everyone passes; her own flower wins the challenge.
  await see(page, 'Everyone puts one disc face down — Ann places last.');
  await checkPhase(page, 'table-four-placing');
  await placeAll(page);
  await expect.poll(() => page.locator('.turn-name').textContent()).toBe('Ann');
  await checkPhase(page, 'table-four-adding');
  await tap(page, 'Bid…');
  const amounts = await page.locator('.bid-amount').allTextContents();
  expect(amounts).toEqual(['1', '2', '3', '4']);
  await checkPhase(page, 'table-four-bid-picker', { axe: false });
  await play(page, 'Bid 1');
  await expect.poll(() => liveText(page)).toBe('Ann bids 1.');
  await checkPhase(page, 'table-four-bidding');
  for (let i = 0; i < 3; i++) await play(page, 'Pass');
  await see(page, 'Flip your own top disc; stop as soon as 1 flower shows.');
  await checkPhase(page, 'table-four-challenge-own');
  await flip(page, 'Flower');
  await see(page, 'Success! Ann flips their mat to its flower side.');
  await see(page, 'Ann starts round 2.');
  await checkPhase(page, 'table-four-success', { axe: false });

  // Round 2: Carla outbids Bob and must flip her own disc before choosing opponents' stacks.
  await placeAll(page);
  await play(page, 'Add a disc');
  await bid(page, 3);
  await bid(page, 4);
  for (let i = 0; i < 3; i++) await play(page, 'Pass');
  // R11: the opponents' stacks stay locked (no control) until her own stack is done.
  await expect.poll(() => page.locator('.stack-options button').count()).toBe(0);
  await flip(page, 'Flower');
  await see(page, 'Choose any opponent’s top disc');
  await expect
    .poll(() =>
      page.locator('.stack-options button').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label'))),
    )
    .toEqual(['Ann: 2 discs face down', 'Bob: 1 disc face down', 'Dan: 1 disc face down']);
  await see(page, 'Flowers: 1 of 4');
  await checkPhase(page, 'table-four-challenge-opponents');
  await flip(page, 'Flower', 'Dan');
  await flip(page, 'Flower', 'Ann');
  await checkPhase(page, 'table-four-challenge-flip', { axe: false });
  await flip(page, 'Flower', 'Ann');
  await see(page, 'Carla starts round 3.');

  // Round 3: a bid at the table total starts the challenge at once (R10), and a second success wins.
  await placeAll(page);
  await bid(page, 4);
  await see(page, 'Carla bid 4: every disc on the table. Nobody can raise, so the challenge starts now.');
  await checkPhase(page, 'table-four-bid-at-total', { axe: false });
  await flip(page, 'Flower');
  for (const owner of ['Ann', 'Bob', 'Dan']) await flip(page, 'Flower', owner);
  await page.getByRole('heading', { level: 1, name: 'Carla wins!' }).waitFor();
  await continueOutcome(page);
  await tap(page, 'Round by round');
  await expect
    .poll(() => page.locator('.summary-list li').allTextContents())
    .toEqual([
      'Round 1 Ann bid 1 and won the challenge.',
      'Round 2 Carla bid 4 and won the challenge.',
      'Round 3 Carla bid 4 and won the challenge.',
    ]);
  await tap(page, 'Back to the table');
  await checkPhase(page, 'table-four-over', { axe: false });

  // Play again offers who starts in one tap; the whole form, with the same table, is a link away (issue 33).
  await page.getByRole('button', { name: 'Play again with the same table' }).click();
  await page.getByRole('link', { name: 'Change players or variants' }).click();
  await page.getByRole('heading', { name: 'Play again' }).waitFor();
  // The form starts blank and fills once the saved game is read: wait for it.
  await expect.poll(() => page.getByRole('textbox').nth(3).inputValue()).toBe('Dan');
  await expect.poll(() => page.getByRole('textbox').count()).toBe(4);
  await checkPhase(page, 'table-four-rematch', { axe: false });
  await page.context().close();
}, 300_000);
