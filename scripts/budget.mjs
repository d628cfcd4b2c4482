// Size budgets for the built app: prints the figures and exits 1 when one is over.
// Critical path: index.html and every script, module preload and stylesheet it references directly
// (about one network round trip). Precache: every HTML, JS, CSS and JSON file the service worker stores.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { normalizeBase } from './hosting.mjs';

const dist = process.env.SKULL_DIST ?? 'dist';
const KB = 1024;
const BUDGETS = { critical: 14 * KB, precache: 60 * KB };
const COUNTED = /\.(html|js|mjs|css|json|webmanifest)$/; // code and data; icons are not counted

const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;
const kb = (bytes) => `${(bytes / KB).toFixed(2)} KB`;
// The page addresses files under the build's base path (BASE, as for `vite build`).
const base = normalizeBase(process.env.BASE);
const local = (url) => (url.startsWith(base) ? url.slice(base.length) : url.replace(/^\//, '')).split(/[?#]/)[0];

function criticalFiles(html) {
  const files = ['index.html'];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name) => tag.match(new RegExp(`\\s${name}\\s*=\\s*["']?([^"'\\s>]+)`, 'i'))?.[1];
    const rel = attr('rel')?.toLowerCase();
    const url = tag.toLowerCase().startsWith('<script') ? attr('src') : rel === 'stylesheet' || rel === 'modulepreload' ? attr('href') : undefined;
    if (!url) continue;
    if (/^[a-z]+:|^\/\//i.test(url)) throw new Error(`index.html references another origin: ${url}`);
    files.push(local(url));
  }
  return files;
}

function precachedFiles() {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/\burl:\s*"([^"]+)"/g)].map((m) => local(m[1]));
  if (urls.length === 0) throw new Error('no precache entries found in sw.js');
  return [...new Set(urls)];
}

function report(title, files, budget) {
  console.log(`\n${title}`);
  let total = 0;
  for (const file of files) {
    if (!existsSync(join(dist, file))) throw new Error(`${file} is referenced but missing from ${dist}/`);
    const size = gz(file);
    total += size;
    console.log(`  ${kb(size).padStart(10)}  ${file}`);
  }
  const ok = total <= budget;
  console.log(`  ${kb(total).padStart(10)}  total gzip, budget ${kb(budget)}: ${ok ? 'ok' : 'OVER'}`);
  return ok;
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const precached = precachedFiles();
const critical = report('Critical path (index.html and what it loads directly)', criticalFiles(html), BUDGETS.critical);
const cached = report('Precache (HTML, JS, CSS, JSON; icons not counted)', precached.filter((f) => COUNTED.test(f)), BUDGETS.precache);
console.log(`\nbudget: ${critical && cached ? 'within budget' : 'over budget'}`);
process.exit(critical && cached ? 0 : 1);
