import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// ARCHITECTURE.md: the layers' doors are the linter's restricted-import rules (biome.jsonc, `overrides`); `npm test`
// runs `biome ci`. These tests prove the rules hold on the tree and refuse each way around a door.
const root = resolve(__dirname, '../../..');
const biome = join(root, 'node_modules/.bin/biome');

/** The files `biome lint` refuses for a restricted import under `dir`, as "path:line". */
function refusedImports(dir: string): string[] {
  const run = spawnSync(biome, ['lint', '--vcs-enabled=false', '--reporter=json', '--max-diagnostics=none', '.'], {
    cwd: dir,
    encoding: 'utf8',
  });
  const report = JSON.parse(run.stdout) as {
    diagnostics: Array<{ category: string; location: { path: string | { file: string }; start?: { line: number } } }>;
  };
  return report.diagnostics
    .filter((d) => d.category === 'lint/style/noRestrictedImports')
    .map((d) => (typeof d.location.path === 'string' ? d.location.path : d.location.path.file))
    .sort();
}

const probe = mkdtempSync(join(tmpdir(), 'doors-'));
afterAll(() => rmSync(probe, { recursive: true, force: true }));
function write(files: Record<string, string>): void {
  cpSync(join(root, 'biome.jsonc'), join(probe, 'biome.jsonc'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(probe, path)), { recursive: true });
    writeFileSync(join(probe, path), text);
  }
}

describe('the layers’ doors', () => {
  it('the tree goes through every door: no restricted import anywhere in src/', () => {
    expect(refusedImports(join(root))).toEqual([]);
  });

  it('refuses a static, a type-only and a dynamic import around the session door, and lets the door through', () => {
    write({
      'src/ui/table/a.tsx': "import { openGame } from '../../session/controller';\n",
      'src/ui/b.ts': "import type { StoredSession } from '../session/record';\n",
      'src/stats/c.ts': "export const games = () => import('../session/games');\n",
      'src/ui/d.ts': "import { allSummaries } from '../session';\nimport { x } from '../session/index';\n",
      'src/main.tsx': "import { y } from './session/storage/sessionStore';\n",
      'src/ui/e.ts': "import { roster } from '../session/players/roster';\n",
    });
    expect(refusedImports(probe)).toEqual([
      'src/main.tsx',
      'src/stats/c.ts',
      'src/ui/b.ts',
      'src/ui/e.ts',
      'src/ui/table/a.tsx',
    ]);
  });

  it('keeps the engine pure and the session layer free of screens and strings', () => {
    rmSync(join(probe, 'src'), { recursive: true, force: true });
    write({
      'src/rules/a.ts': "import { h } from 'preact';\n",
      'src/rules/b.ts': "import { openGame } from '../session';\n",
      'src/rules/c.ts': "import { seats } from './seats';\n",
      'src/session/d.ts': "import { useState } from 'preact/hooks';\n",
      'src/session/e.ts': "import { href } from '../ui/route';\n",
      'src/session/f.ts': "import { apply } from '../rules';\n",
      'src/session/g.ts': "import { getLang } from '../i18n';\n",
      'src/session/storage/h.ts': "import { messages } from '../../i18n/index';\n",
    });
    expect(refusedImports(probe)).toEqual([
      'src/rules/a.ts',
      'src/rules/b.ts',
      'src/session/d.ts',
      'src/session/e.ts',
      'src/session/g.ts',
      'src/session/storage/h.ts',
    ]);
  });
});
