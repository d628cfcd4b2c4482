import { describe, expect, it } from 'vitest';

// The engine must stay pure (STYLE.md): nothing outside src/rules, no DOM, storage, clock or randomness.
const sources = import.meta.glob('../../../src/rules/**/*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

describe('the rules engine is pure', () => {
  it('imports only files inside src/rules', () => {
    const files = Object.keys(sources);
    expect(files.length).toBeGreaterThan(5);
    for (const [file, text] of Object.entries(sources)) {
      const imports = [
        ...text.matchAll(/(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]/g),
      ].map((m) => m[1] ?? m[2] ?? '');
      for (const spec of imports) {
        expect(spec, `${file} imports ${spec}`).toMatch(/^\.\/[\w./-]+$/);
      }
    }
  });

  it('uses no clock, randomness, DOM or storage', () => {
    const banned =
      /\b(Date|Math\.random|crypto|window|document|localStorage|indexedDB|navigator|setTimeout|performance)\b/;
    for (const [file, text] of Object.entries(sources)) {
      const code = text.replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
      expect(banned.exec(code)?.[0], file).toBeUndefined();
    }
  });
});
