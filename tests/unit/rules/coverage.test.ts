import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Every rule id of RULES.md must appear in the title of at least one test that checks it.
const rulesText = Object.values(
  import.meta.glob('../../../docs/RULES.md', { query: '?raw', import: 'default', eager: true }) as Record<
    string,
    string
  >,
)[0]!;
const testFiles = import.meta.glob(['../../**/*.test.ts', '../../**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

function ruleIds(text: string): string[] {
  return [...text.matchAll(/^- ((?:R|LC|H|P)\d+)\./gm)].map((m) => m[1]!);
}

function testTitles(files: Record<string, string>): string[] {
  const titles: string[] = [];
  for (const text of Object.values(files)) {
    for (const m of text.matchAll(/\b(?:it|test)(?:\.each\([^)]*\))?\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g))
      titles.push(m[2]!);
  }
  return titles;
}

describe('rule coverage', () => {
  it('docs/ENGINE-CONTRACT.md is the shared engine contract beside the checkout, word for word (when it is there)', () => {
    const copy = readFileSync('docs/ENGINE-CONTRACT.md', 'utf8');
    expect(copy).toMatch(/^# The rules engine's public contract/);
    const shared = '../shared/ENGINE-CONTRACT.md';
    if (existsSync(shared)) expect(copy).toBe(readFileSync(shared, 'utf8'));
  });

  it('docs/RULES.md holds the same rule ids as the shared RULES.md beside the checkout (said so when it is absent)', (ctx) => {
    const shared = '../shared/RULES.md';
    if (existsSync(shared)) {
      expect(ruleIds(rulesText)).toEqual(ruleIds(readFileSync(shared, 'utf8')));
      expect(rulesText, 'docs/RULES.md is the shared rules word for word').toBe(readFileSync(shared, 'utf8'));
      return;
    }
    // Nothing to compare against in a lone clone: say so in the report instead of comparing the copy with itself.
    const note = `skipped the comparison with ${shared}: not found beside this checkout; only docs/RULES.md is checked`;
    console.warn(`rule coverage: ${note}`);
    ctx.annotate(note, 'notice');
    // The rest still holds: every family numbered from 1 with no gap and no repeat.
    const ids = ruleIds(rulesText);
    for (const family of ['R', 'LC', 'H', 'P']) {
      const numbers = ids
        .filter((id) => new RegExp(`^${family}\\d+$`).test(id))
        .map((id) => Number(id.slice(family.length)));
      expect(numbers, family).toEqual(numbers.map((_, i) => i + 1));
    }
  });

  it('finds the rule ids in RULES.md', () => {
    const ids = ruleIds(rulesText);
    expect(ids).toContain('R1');
    expect(ids).toContain('LC5');
    expect(ids).toContain('P3');
    expect(ids.length).toBe(21 + 5 + 3 + 3);
  });

  it('every rule id is named in the title of at least one test', () => {
    const titles = testTitles(testFiles);
    const missing = ruleIds(rulesText).filter((id) => !titles.some((t) => new RegExp(`\\b${id}\\b`).test(t)));
    expect(missing).toEqual([]);
  });
});
