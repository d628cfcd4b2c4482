// The storage-fault warning in this run's engine: a build whose page refuses IndexedDB before the app starts (as some
// private modes do), served by the harness; the game still plays in the page and says it is not being saved.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { serveStatic } from '../../../scripts/harness.mjs';
import { newGame, play, see, useDriver } from './table';

const driver = useDriver();

/** The build with one script in front of the app's: IndexedDB's open throws, as in a private window that refuses. */
function refusingBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'skull-no-idb-'));
  cpSync(process.env.SKULL_DIST ?? 'dist', dir, { recursive: true });
  rmSync(join(dir, 'sw.js'), { force: true }); // a worker would keep serving this build to later tests
  writeFileSync(
    join(dir, 'refuse-idb.js'),
    "IDBFactory.prototype.open = function () { throw new DOMException('refused', 'SecurityError'); };\n",
  );
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  writeFileSync(join(dir, 'index.html'), html.replace('<script', '<script src="./refuse-idb.js"></script><script'));
  return dir;
}
const build = refusingBuild();
afterAll(() => rmSync(build, { recursive: true, force: true }));

it('IndexedDB refused: the table and the saved-games screen say games last only while the page stays open', async () => {
  const d = driver();
  const server = await serveStatic(build);
  try {
    await d.goto(server.url);
    await expect.poll(() => d.evaluate(() => typeof indexedDB.open, null)).toBe('function');
    await newGame(d, ['Ana', 'Ben', 'Cleo'], server.url);
    await play(d, 'Everyone has placed');
    await see(d, 'This browser does not let the app store games here (private browsing?).');
    await d.goto(`${server.url}#/sessions`);
    await see(d, 'games last only while the page stays open');
  } finally {
    await server.close();
  }
}, 300_000);
