// scripts/budget.mjs: the critical path and the precache are measured gzipped, and going over fails.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';

let dist: string;
afterEach(() => rmSync(dist, { recursive: true, force: true }));

/** A fake build: index.html loading one script, and a sw.js precaching `precached`. */
function fakeBuild(files: Record<string, string>, precached: string[]) {
  dist = mkdtempSync(join(tmpdir(), 'skull-budget-'));
  mkdirSync(join(dist, 'assets'));
  const html = '<!doctype html><html><head><script type="module" crossorigin src="/assets/index.js"></script><link rel="stylesheet" href="/assets/index.css"></head><body></body></html>';
  writeFileSync(join(dist, 'index.html'), html);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dist, name), text);
  const entries = ['index.html', ...precached].map((url) => `{url:"${url}",revision:null}`).join(',');
  writeFileSync(join(dist, 'sw.js'), `define(["./workbox"],function(e){e.precacheAndRoute([${entries}],{})});`);
}

const noise = (kb: number) => `export const x = "${randomBytes(kb * 1024).toString('base64')}";`; // barely compresses
const run = () => spawnSync('node', ['scripts/budget.mjs'], { env: { ...process.env, SKULL_DIST: dist }, encoding: 'utf8' });

it('a small build is within budget and its figures are printed', () => {
  fakeBuild({ 'assets/index.js': 'console.log(1)', 'assets/index.css': 'body{}', 'assets/lazy.js': noise(20) }, ['assets/index.js', 'assets/index.css', 'assets/lazy.js', 'icon.png']);
  const r = run();
  expect(r.stdout).toMatch(/Critical path[\s\S]*assets\/index\.js[\s\S]*total gzip, budget 14\.00 KB: ok/);
  expect(r.stdout).toMatch(/Precache[\s\S]*assets\/lazy\.js[\s\S]*budget 60\.00 KB: ok/);
  expect(r.stdout).not.toContain('icon.png');
  expect(r.status).toBe(0);
});

it('a first screen over 14 KB gzip fails', () => {
  fakeBuild({ 'assets/index.js': noise(16), 'assets/index.css': 'body{}' }, ['assets/index.js', 'assets/index.css']);
  const r = run();
  expect(r.stdout).toMatch(/budget 14\.00 KB: OVER/);
  expect(r.status).toBe(1);
});

it('a precache over 60 KB gzip fails, even when the first screen is small', () => {
  fakeBuild({ 'assets/index.js': 'console.log(1)', 'assets/index.css': 'body{}', 'assets/rules.json': noise(64) }, ['assets/index.js', 'assets/index.css', 'assets/rules.json']);
  const r = run();
  expect(r.stdout).toMatch(/budget 14\.00 KB: ok/);
  expect(r.stdout).toMatch(/budget 60\.00 KB: OVER/);
  expect(r.status).toBe(1);
});
