// Saved before shown, in this run's engine: a game resumes as it was after a reload and after the browser restarts
// (WebKit: a new window of the same session, see webkit.ts: MiniBrowser's automation profile lasts one session).
import { expect, it } from 'vitest';
import { until } from '../browser';
import { actions, bid, newGame, play, settled, tableSummary, useDriver, waitFor } from './table';

const driver = useDriver();

it('R3–R9: a game in the middle of the bidding comes back the same after a reload and after a restart', async () => {
  const d = driver();
  const address = await newGame(d, ['Ana', 'Ben', 'Cleo']);
  await play(d, 'Everyone has placed');
  await bid(d, 1);
  await play(d, 'Pass');
  const count = await actions(d);
  const table = await tableSummary(d);
  expect(table).toContain('Cleo');

  await d.reload();
  await waitFor(d, 'main[data-actions]');
  await settled(d);
  expect(await actions(d)).toBe(count);
  await expect.poll(() => tableSummary(d)).toBe(table);

  await d.restart();
  await d.goto(address);
  await waitFor(d, 'main[data-actions]');
  await until(
    'the same game',
    () => actions(d),
    (n) => n === count,
  );
  await expect.poll(() => tableSummary(d)).toBe(table);
  // And it plays on from there.
  await bid(d, 2);
  expect(await actions(d)).toBe(count! + 1);
}, 300_000);
