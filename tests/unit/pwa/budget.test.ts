// scripts/budget.mjs: the first screen, the play (what a table downloads before it can play a game) and the whole
// precache are measured gzipped, per language, and going over fails.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGS } from '../../../src/i18n/langs';

let dist: string;
afterEach(() => rmSync(dist, { recursive: true, force: true }));

/** A fake build: index.html loading one script, and a sw.js precaching `precached`. */
function fakeBuild(files: Record<string, string>, precached: string[], extraHead = '') {
  dist = mkdtempSync(join(tmpdir(), 'skull-budget-'));
  mkdirSync(join(dist, 'assets'));
  const html = `<!doctype html><html><head><script type="module" crossorigin src="/assets/index.js"></script><link rel="stylesheet" href="/assets/index.css">${extraHead}</head><body></body></html>`;
  writeFileSync(join(dist, 'index.html'), html);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dist, name), text);
  const entries = ['index.html', ...precached].map((url) => `{url:"${url}",revision:null}`).join(',');
  writeFileSync(join(dist, 'sw.js'), `define(["./workbox"],function(e){e.precacheAndRoute([${entries}],{})});`);
}

const noise = (kb: number) => `export const x = "${randomBytes(kb * 1024).toString('base64')}";`; // barely compresses
const run = () =>
  spawnSync('node', ['scripts/budget.mjs'], {
    // The measured first visit needs a real build in Chromium: a fake build is measured by its files only.
    env: { ...process.env, SKULL_DIST: dist, SKULL_FIRST_VISIT: 'off' },
    encoding: 'utf8',
  });

it('a small build is within budget and its figures are printed', () => {
  fakeBuild({ 'assets/index.js': 'console.log(1)', 'assets/index.css': 'body{}', 'assets/lazy.js': noise(20) }, [
    'assets/index.js',
    'assets/index.css',
    'assets/lazy.js',
    'icon.png',
  ]);
  const r = run();
  expect(r.stdout).toMatch(
    /Critical path[\s\S]*assets\/index\.js[\s\S]*first screen in every language, budget 14\.00 KB: ok/,
  );
  // Without the play's chunks (an older build) the play cannot be told apart: every chunk counts, the lazy one too.
  expect(r.stdout).toMatch(
    /The play: no chunk named register or play[\s\S]*assets\/lazy\.js[\s\S]*budget 72\.00 KB: ok/,
  );
  expect(r.stdout).toMatch(/Whole precache[\s\S]*budget 182\.00 KB: ok/);
  expect(r.stdout).not.toContain('icon.png');
  expect(r.status).toBe(0);
});

it('the entry the gate adds after the first frame counts on the first screen, though the page does not name it', () => {
  fakeBuild(
    { 'assets/index.js': noise(16), 'assets/index.css': 'body{}', 'assets/gate.js': 'load("/assets/index.js")' },
    ['assets/index.js', 'assets/index.css', 'assets/gate.js'],
  );
  const page =
    '<!doctype html><html><head><link rel="stylesheet" href="/assets/index.css"><script src="/assets/gate.js"></script></head><body></body></html>';
  writeFileSync(join(dist, 'index.html'), page);
  const r = run();
  expect(r.stdout).toMatch(/Critical path[\s\S]*assets\/gate\.js[\s\S]*assets\/index\.js/);
  expect(r.stdout).toMatch(/budget 14\.00 KB: OVER/);
  expect(r.status).toBe(1);
});

it('a first screen over its 14 KB budget fails', () => {
  fakeBuild({ 'assets/index.js': noise(15), 'assets/index.css': 'body{}' }, ['assets/index.js', 'assets/index.css']);
  const r = run();
  expect(r.stdout).toMatch(/first screen in every language, budget 14\.00 KB: OVER\n/); // the goal, met by the budget
  expect(r.status).toBe(1);
});

it('a play over its 72 KB budget fails, even when the first screen is small', () => {
  fakeBuild({ 'assets/index.js': 'console.log(1)', 'assets/index.css': 'body{}', 'assets/rules.json': noise(73) }, [
    'assets/index.js',
    'assets/index.css',
    'assets/rules.json',
  ]);
  const r = run();
  expect(r.stdout).toMatch(/budget 14\.00 KB: ok/);
  expect(r.stdout).toMatch(/total gzip \(no language chunk\), budget 72\.00 KB: OVER/);
  expect(r.status).toBe(1);
});

describe('with the play in chunks of its own (vite.config.ts)', () => {
  const code = { 'assets/index.js': 'console.log(1)', 'assets/index.css': 'body{}' };
  const langs = Object.fromEntries(LANGS.map((l) => [`assets/lang-${l}-x.js`, noise(2)]));
  /** A chunk as the bundler writes it: its static imports first, then its code. */
  const chunk = (kb: number, ...imports: string[]) =>
    imports.map((i) => `import{a as b}from"./${i}";`).join('') + noise(kb);
  const build = (playImports: string[] = []) => ({
    ...code,
    ...langs,
    'assets/register-Rg5t_A-1.js': chunk(2, 'index.js'),
    'assets/register-Rc5s_A-1.css': 'r{}',
    'assets/play-Pj5t_A-1.js': chunk(30, 'index.js', 'register-Rg5t_A-1.js', ...playImports),
    'assets/play-Pc5s_A-1.css': 'p{}',
    // A lazy chunk imports the play, as the `more` chunk does; the play never imports it.
    'assets/more-Mj5t_A-1.js': `import"./play-Pj5t_A-1.js";${chunk(50, 'index.js')}`,
    'assets/more-Mc5s_A-1.css': 'm{}',
  });

  it('the play counts the chunks a table needs before it plays, with their stylesheets, and not the lazy ones', () => {
    const files = build();
    fakeBuild(files, Object.keys(files));
    const r = run();
    const play = r.stdout.split('The play:')[1]!.split('Languages')[0]!;
    expect(play).toMatch(/assets\/register-Rg5t_A-1\.js[\s\S]*assets\/register-Rc5s_A-1\.css/);
    expect(play).toMatch(/assets\/play-Pj5t_A-1\.js[\s\S]*assets\/play-Pc5s_A-1\.css/);
    expect(play).not.toContain('more');
    expect(r.stdout).toMatch(
      /Not before a table plays[\s\S]*assets\/more-Mj5t_A-1\.js[\s\S]*assets\/more-Mc5s_A-1\.css/,
    );
    expect(r.stdout).toMatch(/code \+ fr, budget 72\.00 KB: ok/);
    expect(r.status).toBe(0);
  });

  it('a lazy chunk the play imports statically is fetched with it, and counts', () => {
    const files = build(['more-Mj5t_A-1.js']);
    fakeBuild(files, Object.keys(files));
    const r = run();
    expect(r.stdout.split('The play:')[1]!.split('Languages')[0]).toMatch(/more-Mj5t_A-1\.js[\s\S]*more-Mc5s_A-1\.css/);
    expect(r.stdout).toMatch(/code \+ fr, budget 72\.00 KB: OVER/);
    expect(r.status).toBe(1);
  });

  it("a chunk a language's strings import, which the play does not hold, counts with that language", () => {
    const files = { ...build(), 'assets/lang-fr-x.js': `import"./more-Mj5t_A-1.js";${noise(2)}` };
    fakeBuild(files, Object.keys(files));
    const r = run();
    expect(r.stdout.split('Languages')[1]!.split('code + fr')[0]).toContain('assets/more-Mj5t_A-1.js');
    expect(r.stdout).toMatch(/code \+ fr, budget 72\.00 KB: OVER/);
    expect(r.stdout).toMatch(/fr as a further language, budget 14\.00 KB: OVER/);
    expect(r.stdout).toMatch(/code \+ de, budget 72\.00 KB: ok/);
  });

  it('fails on a whole precache over its budget, though the play fits', () => {
    const files = { ...build(), 'assets/more-Mj5t_A-1.js': noise(183) };
    fakeBuild(files, Object.keys(files));
    const r = run();
    expect(r.stdout).toMatch(/code \+ fr, budget 72\.00 KB: ok/);
    expect(r.stdout).toMatch(/Whole precache[\s\S]*budget 182\.00 KB: OVER/);
    expect(r.status).toBe(1);
  });

  it("counts a language's first-screen strings with that language's play and as a further language", () => {
    const files = { ...build(), 'assets/lang-fr.first-z.js': noise(3) };
    const preload = '<link rel="modulepreload" href="/assets/lang-fr.first-z.js">';
    fakeBuild(files, Object.keys(files), preload);
    const r = run();
    const french = r.stdout.split('Languages')[1]!.split('code + fr')[0]!;
    expect(french).toMatch(/assets\/lang-fr\.first-z\.js[\s\S]*assets\/lang-fr-x\.js/);
    const size = (what: string) => Number(new RegExp(`([\\d.]+) KB  ${what}`).exec(r.stdout)![1]);
    expect(size('fr as a further language')).toBeGreaterThan(size('de as a further language') + 2.5);
  });
});

describe('with one chunk per language (lang-<code>)', () => {
  const code = { 'assets/index.js': 'console.log(1)', 'assets/index.css': 'body{}' };
  const cached = (...more: string[]) => ['assets/index.js', 'assets/index.css', ...more];

  // The other languages of LANGS, small, so a build has a chunk for each (a missing one fails, see below).
  const others = Object.fromEntries(
    LANGS.filter((l) => l !== 'en' && l !== 'fr').map((l) => [`assets/lang-${l}-x.js`, noise(1)]),
  );

  it('prints the first screen, the code plus each language and each further language, and passes when all fit', () => {
    fakeBuild(
      {
        ...code,
        'assets/screens.js': noise(30),
        'assets/lang-en-x1.js': noise(9),
        'assets/lang-fr-x2.js': noise(11),
        ...others,
      },
      cached('assets/screens.js', 'assets/lang-en-x1.js', 'assets/lang-fr-x2.js', ...Object.keys(others)),
    );
    const r = run();
    expect(r.stdout).toMatch(/first screen in en, budget 14\.00 KB: ok/);
    expect(r.stdout).toMatch(/first screen in fr, budget 14\.00 KB: ok/);
    expect(r.stdout).toMatch(/code \+ en, budget 72\.00 KB: ok/);
    expect(r.stdout).toMatch(/code \+ fr, budget 72\.00 KB: ok/);
    expect(r.stdout).toMatch(/fr as a further language, budget 14\.00 KB: ok/);
    expect(r.stdout).toMatch(/Whole precache[\s\S]*files, budget 182\.00 KB: ok/);
    expect(r.status).toBe(0);
  });

  it('fails when the code plus one language is over its 72 KB budget, though the code alone fits', () => {
    fakeBuild(
      {
        ...code,
        'assets/screens.js': noise(62),
        'assets/lang-en-x1.js': 'export const en={}',
        'assets/lang-fr-x2.js': noise(11),
      },
      cached('assets/screens.js', 'assets/lang-en-x1.js', 'assets/lang-fr-x2.js'),
    );
    const r = run();
    expect(r.stdout).toMatch(/code \+ en, budget 72\.00 KB: ok/);
    expect(r.stdout).toMatch(/code \+ fr, budget 72\.00 KB: OVER/);
    expect(r.status).toBe(1);
  });

  it('fails when a further language adds more than its 14 KB budget', () => {
    fakeBuild(
      { ...code, 'assets/lang-en-x1.js': noise(8), 'assets/lang-de-x3.js': noise(15) },
      cached('assets/lang-en-x1.js', 'assets/lang-de-x3.js'),
    );
    const r = run();
    expect(r.stdout).toMatch(/code \+ de, budget 72\.00 KB: ok/);
    expect(r.stdout).toMatch(/de as a further language, budget 14\.00 KB: OVER/);
    expect(r.status).toBe(1);
  });

  it('fails when a language of src/i18n/langs.ts has no chunk of its own', () => {
    fakeBuild(
      { ...code, 'assets/lang-en-x1.js': noise(8), 'assets/lang-fr-x2.js': noise(8) },
      cached('assets/lang-en-x1.js', 'assets/lang-fr-x2.js'),
    );
    const r = run();
    expect(r.stdout).toContain(`No language chunk for ${LANGS.filter((l) => l !== 'en' && l !== 'fr').join(', ')}`);
    expect(r.status).toBe(1);
  });

  it('counts a language chunk on the first screen for that language only', () => {
    const preload = '<link rel="modulepreload" href="/assets/lang-fr-x2.js">';
    fakeBuild(
      { ...code, 'assets/lang-en-x1.js': 'export const en={}', 'assets/lang-fr-x2.js': noise(16) },
      cached('assets/lang-en-x1.js', 'assets/lang-fr-x2.js'),
      preload,
    );
    const r = run();
    expect(r.stdout).toMatch(/first screen in en, budget 14\.00 KB: ok/);
    expect(r.stdout).toMatch(/first screen in fr, budget 14\.00 KB: OVER/);
    expect(r.status).toBe(1);
  });
});
