// A whole game in this run's engine (ENGINE): 3 and 4 players, undo and redo, and the double-tap guard (R9, R13).
import { expect, it } from 'vitest';
import { until } from '../browser';
import { actions, bid, findControl, newGame, play, screenText, see, settled, snap, useDriver } from './table';

const driver = useDriver();

/** One round won by the starter: everyone places, the starter bids 1, the others pass, a flower shows. */
async function winningRound(others: number): Promise<void> {
  const d = driver();
  await play(d, 'Everyone has placed');
  await bid(d, 1);
  for (let i = 0; i < others; i++) await play(d, 'Pass');
  await play(d, 'Flower');
}

it('R6, R9, R13: a 3-player game with undo and redo is won by two successes', async () => {
  const d = driver();
  await newGame(d, ['Ana', 'Ben', 'Cleo']);
  await play(d, 'Everyone has placed');
  await bid(d, 1);
  await see(d, 'Ben');
  const afterBid = await actions(d);
  // Undo takes the bid back; Redo puts it again: the same table, the same count of actions.
  await play(d, 'Undo');
  expect(await actions(d)).toBe(afterBid! - 1);
  await see(d, 'Ana');
  await play(d, 'Redo');
  expect(await actions(d)).toBe(afterBid);
  await play(d, 'Pass');
  await play(d, 'Pass');
  await play(d, 'Flower');
  await winningRound(2);
  await until(
    'the winner',
    () => screenText(d),
    (t) => t.includes('Ana wins!'),
  );
  await snap(d, 'game-3-over');
}, 300_000);

it('R9: a double tap on Pass passes one player, never the next one', async () => {
  const d = driver();
  await newGame(d, ['Ana', 'Ben', 'Cleo', 'Dan']);
  await play(d, 'Everyone has placed');
  await bid(d, 1);
  await settled(d);
  const before = await actions(d);
  const pass = await findControl(d, 'button', 'Pass');
  // Two clicks in one input sequence: the second lands while the guard holds the redrawn controls.
  await d.clickAt(pass.x, pass.y, 2);
  await until(
    'the first pass',
    () => actions(d),
    (n) => n !== before,
  );
  await settled(d);
  expect(await actions(d)).toBe(before! + 1);
  await see(d, 'Cleo');
  // The rest of a 4-player game: Cleo and Dan pass, Ana flips a flower, then wins a second round.
  await play(d, 'Pass');
  await play(d, 'Pass');
  await play(d, 'Flower');
  await winningRound(3);
  await until(
    'the winner',
    () => screenText(d),
    (t) => t.includes('Ana wins!'),
  );
  await snap(d, 'game-4-over');
}, 300_000);
