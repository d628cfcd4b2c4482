import { describe, expect, it } from 'vitest';

// The engine must stay pure (STYLE.md): no DOM, storage, clock or randomness. What it may import is the linter's
// restricted-import rule for src/rules (biome.jsonc), proved by tests/unit/doors.test.ts.
const sources = import.meta.glob('../../../src/rules/**/*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

describe('the rules engine is pure', () => {
  it('uses no clock, randomness, DOM or storage', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(5);
    const banned =
      /\b(Date|Math\.random|crypto|window|document|localStorage|indexedDB|navigator|setTimeout|performance)\b/;
    for (const [file, text] of Object.entries(sources)) {
      const code = text.replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
      expect(banned.exec(code)?.[0], file).toBeUndefined();
    }
  });
});
