import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { citedPaths, missing } from './citedPaths';

// The documents are the way in (ARCHITECTURE.md): they cite only files the repository holds, and every topic file
// is one link from the map.
const docs = [
  'README.md',
  'ARCHITECTURE.md',
  ...readdirSync('docs')
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const text = (file: string) => readFileSync(file, 'utf8');

/** Relative link targets of a markdown file, resolved from the repository's root (anchors dropped). */
function links(file: string): string[] {
  return [...text(file).matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^(https?:|mailto:|#)/.test(target))
    .map((target) => normalize(join(dirname(file), target.split('#')[0]!)));
}

describe('the documents', () => {
  it.each(docs)('%s links only to files the repository holds', (file) => {
    expect(missing(links(file))).toEqual([]);
  });

  it.each(docs)('%s cites only paths the repository holds', (file) => {
    expect(missing(citedPaths(text(file), { document: true }))).toEqual([]);
  });

  it('every topic file is one link from ARCHITECTURE.md, which stays a ten-minute read', () => {
    const linked = new Set(links('ARCHITECTURE.md'));
    expect(docs.filter((f) => f.startsWith('docs/') && !linked.has(f))).toEqual([]);
    expect(text('ARCHITECTURE.md').split(/\s+/).length).toBeLessThan(1800);
    expect(text('README.md').split(/\s+/).length).toBeLessThan(1000);
  });
});
