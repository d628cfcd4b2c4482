import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// ARCHITECTURE.md's "Layers and doors" table says what each folder may import; biome.jsonc's restricted imports hold
// it, and `npm test` runs `biome ci`. These tests read the table and have Biome judge, in a temporary copy, an import
// from every row to every folder and package: a row and its rule cannot disagree.
const root = resolve(__dirname, '../..');
const biome = join(root, 'node_modules/.bin/biome');
const subfolders = (dir: string) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const FOLDERS = subfolders('src');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<string, Record<string, string>>;
const PACKAGES = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
const UNNAMED_PACKAGE = 'fast-check'; // a package no row names: refused everywhere

interface Door {
  row: string; // `src/ui` or `src/main.tsx`
  folders: Set<string>;
  doorOnly: Set<string>; // "(its `index.ts` only)"
  files: Map<string, string[]>; // `ui/route.ts`: that one file of a folder
  packages: Set<string>;
}

/** The rows of ARCHITECTURE.md's layer table, each cell's words read as folders of src/, files and packages. */
function doorsOf(markdown: string): Door[] {
  const section = markdown.split('## Layers and doors')[1]!.split('\n## ')[0]!;
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `src/'))
    .map((line) => {
      const [, where, , may] = line.split('|').map((cell) => cell.trim()) as [string, string, string, string];
      const door: Door = {
        row: /`(src\/[^`]+)`/.exec(where)![1]!.replace(/\/$/, ''),
        folders: new Set(),
        doorOnly: new Set(),
        files: new Map(),
        packages: new Set(),
      };
      for (const [, token, indexOnly] of may.matchAll(/`([^`]+)`( \(its `index\.ts` only\))?/g)) {
        const [folder, file] = token!.split('/') as [string, string | undefined];
        if (FOLDERS.includes(folder) && file) door.files.set(folder, [...(door.files.get(folder) ?? []), file]);
        else if (FOLDERS.includes(folder)) (indexOnly ? door.doorOnly : door.folders).add(folder);
        else if (PACKAGES.includes(token!) || token!.startsWith('virtual:')) door.packages.add(token!);
        else throw new Error(`${door.row}: \`${token}\` is neither a folder of src/ nor a package`);
      }
      return door;
    });
}

interface Probe {
  file: string;
  spec: string;
  allowed: boolean;
}

/** One import per line, from each row to every folder, file and package any row names (and one no row names). */
function probesOf(doors: Door[]): Probe[] {
  const named = new Set(doors.flatMap((d) => [...d.packages]));
  const packages = [...named, ...[...named].filter((p) => !p.startsWith('virtual:')).map((p) => `${p}/sub`)];
  return doors.flatMap((door) => {
    const isFile = /\.tsx?$/.test(door.row);
    const homes = isFile
      ? [{ file: door.row, up: '.' }]
      : [
          { file: `${door.row}/doors-probe.ts`, up: '..' },
          // A file deeper down, where the folder has rooms: the way out is the same however far up it reaches.
          ...(subfolders(door.row).length > 0 ? [{ file: `${door.row}/probe-room/doors-probe.ts`, up: '../..' }] : []),
        ];
    const own = door.row.split('/')[1]!;
    return homes.flatMap(({ file, up }) => {
      const specs: Array<[string, boolean]> = isFile ? [] : [['./own', true]];
      if (up === '../..') specs.push(['../own', true]);
      for (const folder of FOLDERS.filter((f) => isFile || f !== own)) {
        const whole = door.folders.has(folder);
        specs.push([`${up}/${folder}/probe`, whole]);
        specs.push([`${up}/${folder}`, whole || door.doorOnly.has(folder)]);
        if (door.doorOnly.has(folder)) specs.push([`${up}/${folder}/index`, true]);
        for (const f of door.files.get(folder) ?? [])
          specs.push([`${up}/${folder}/${f}`, true], [`${up}/${folder}/${f.replace(/\.tsx?$/, '')}`, true]);
      }
      for (const p of [...packages, UNNAMED_PACKAGE]) specs.push([p, door.packages.has(p.replace(/\/sub$/, ''))]);
      return specs.map(([spec, allowed]) => ({ file, spec, allowed }));
    });
  });
}

/** `path:line` of every import `biome lint` refuses under `dir`. */
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
    .map((d) => {
      const path = typeof d.location.path === 'string' ? d.location.path : d.location.path.file;
      return `${path}:${d.location.start?.line}`;
    })
    .sort();
}

const probe = mkdtempSync(join(tmpdir(), 'doors-'));
afterAll(() => rmSync(probe, { recursive: true, force: true }));
function write(files: Record<string, string>): void {
  rmSync(join(probe, 'src'), { recursive: true, force: true });
  cpSync(join(root, 'biome.jsonc'), join(probe, 'biome.jsonc'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(probe, path)), { recursive: true });
    writeFileSync(join(probe, path), text);
  }
}

const doors = doorsOf(readFileSync(join(root, 'ARCHITECTURE.md'), 'utf8'));

describe('the layer table of ARCHITECTURE.md', () => {
  it('has a row for every folder of src/ and for the entry', () => {
    expect(doors.map((d) => d.row).sort()).toEqual([...FOLDERS.map((f) => `src/${f}`), 'src/main.tsx'].sort());
  });

  it('is what the tree does: no restricted import anywhere in src/', () => {
    expect(refusedImports(root)).toEqual([]);
  });

  describe('each row is a rule Biome holds', () => {
    const probes = probesOf(doors);
    let refused: Set<string>;
    beforeAll(() => {
      const files: Record<string, string> = {};
      for (const p of probes) files[p.file] = `${files[p.file] ?? ''}import '${p.spec}';\n`;
      write(files);
      refused = new Set(refusedImports(probe));
    });

    it.each(doors.map((d) => d.row))('%s imports what its row lists, and Biome refuses anything else', (row) => {
      const lines = new Map<string, number>();
      const wrong = probes
        .filter((p) => p.file === row || p.file.startsWith(`${row}/`))
        .flatMap((p) => {
          const line = (lines.get(p.file) ?? 0) + 1;
          lines.set(p.file, line);
          const isRefused = refused.has(`${p.file}:${line}`);
          return isRefused === !p.allowed
            ? []
            : [`${p.file}: import '${p.spec}' ${isRefused ? 'refused' : 'let through'}`];
        });
      expect(wrong).toEqual([]);
    });
  });
});

describe('the session layer’s door', () => {
  it('refuses a static, a type-only and a dynamic import around the session door, and lets the door through', () => {
    write({
      'src/ui/table/a.tsx': "import { openGame } from '../../session/controller';\n",
      'src/ui/b.ts': "import type { StoredSession } from '../session/record';\n",
      'src/stats/c.ts': "export const games = () => import('../session/games');\n",
      'src/ui/d.ts': "import { allSummaries } from '../session';\nimport { x } from '../session/index';\n",
      'src/main.tsx': "import { y } from './session/storage/sessionStore';\n",
      'src/ui/e.ts': "import { roster } from '../session/players/roster';\n",
    });
    expect(refusedImports(probe).map((p) => p.replace(/:\d+$/, ''))).toEqual([
      'src/main.tsx',
      'src/stats/c.ts',
      'src/ui/b.ts',
      'src/ui/e.ts',
      'src/ui/table/a.tsx',
    ]);
  });

  it('keeps the engine pure and the session layer free of screens and strings', () => {
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
    expect(refusedImports(probe).map((p) => p.replace(/:\d+$/, ''))).toEqual([
      'src/rules/a.ts',
      'src/rules/b.ts',
      'src/session/d.ts',
      'src/session/e.ts',
      'src/session/g.ts',
      'src/session/storage/h.ts',
    ]);
  });
});
