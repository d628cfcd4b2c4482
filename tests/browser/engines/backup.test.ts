// The saved-games list, export and import in this run's engine: the file the app hands over (captured as the Blob
// it saves), the database deleted, the file imported back: the same games, the same tables.
import { expect, it } from 'vitest';
import { until } from '../browser';
import { baseURL, bid, importBackup, newGame, play, see, tableSummary, tap, useDriver, waitFor } from './table';

const driver = useDriver();

const cardTitles = (d: ReturnType<typeof driver>) =>
  d.evaluate(() => [...document.querySelectorAll('.session-card h2')].map((h) => h.textContent ?? ''), null);

it('the saved-games list shows both games; export, delete the database, import: every game comes back', async () => {
  const d = driver();
  const first = await newGame(d, ['Ana', 'Ben', 'Cleo']);
  await play(d, 'Everyone has placed');
  await bid(d, 1);
  const firstTable = await tableSummary(d);
  const second = await newGame(d, ['Dov', 'Eli', 'Fay', 'Gus']);
  await play(d, 'Everyone has placed');
  await d.goto(`${baseURL()}#/sessions`);
  await until(
    'both games listed',
    () => cardTitles(d),
    (t) => t.length === 2,
  );
  expect(await cardTitles(d)).toEqual(['Dov, Eli, Fay, and Gus', 'Ana, Ben, and Cleo']);
  await see(d, 'only on this device');

  // What the app saves: the Blob it hands to a download link.
  await d.evaluate(() => {
    const w = window as unknown as { saved: string[] };
    w.saved = [];
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      void (blob as Blob).text().then((t) => w.saved.push(t));
      return create(blob);
    };
  }, null);
  await tap(d, 'Export all games');
  const [file] = await until(
    'the export file',
    () => d.evaluate(() => (window as unknown as { saved: string[] }).saved, null),
    (s) => s.length === 1,
  );
  expect(JSON.parse(file!)).toMatchObject({ format: 'skull-table-sessions', version: 2 });

  // The site's games gone (the app lets its connection go when another deletes the database).
  const outcome = await d.evaluate(
    () =>
      new Promise<string>((done) => {
        const req = indexedDB.deleteDatabase('skull-table');
        req.onsuccess = () => done('deleted');
        req.onerror = () => done('error');
      }),
    null,
  );
  expect(outcome).toBe('deleted');
  await d.reload();
  await see(d, 'No saved games yet');

  await importBackup(d, file!);
  await see(d, '2 games imported.');
  expect(await cardTitles(d)).toEqual(['Dov, Eli, Fay, and Gus', 'Ana, Ben, and Cleo']);
  await d.goto(first);
  await waitFor(d, 'main[data-actions]');
  await expect.poll(() => tableSummary(d)).toBe(firstTable);
  expect(second).not.toBe(first);
}, 300_000);
