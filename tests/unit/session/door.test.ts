import { describe, expect, it } from 'vitest';

// ARCHITECTURE.md: src/session/index.ts is the session layer's one door for the screens and the statistics.
const sources = import.meta.glob(['/src/ui/**/*.{ts,tsx}', '/src/stats/**/*.ts', '/src/*.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** Every module a source names: static imports and re-exports, and dynamic import(). */
function specifiers(text: string): string[] {
  const found = text.matchAll(/(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g);
  return [...found].map((m) => m[1] ?? m[2] ?? '');
}

/** The absolute path a relative specifier points to from `file` ('/src/ui/x.ts' + '../session' → '/src/session'). */
function resolve(file: string, spec: string): string {
  if (!spec.startsWith('.')) return spec;
  const parts = file.split('/').slice(0, -1);
  for (const part of spec.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** The imports of `files` that reach into src/session other than through its index. */
function aroundTheDoor(files: Record<string, string>): string[] {
  const bad: string[] = [];
  for (const [file, text] of Object.entries(files)) {
    for (const spec of specifiers(text)) {
      const target = resolve(file, spec).replace(/\.(ts|tsx|js)$/, '');
      if (target.startsWith('/src/session/') && target !== '/src/session/index') bad.push(`${file} imports ${spec}`);
    }
  }
  return bad;
}

describe('the session door', () => {
  it('screens and statistics import the session layer only through src/session/index.ts', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(40);
    expect(Object.values(sources).some((text) => specifiers(text).some((s) => /(^|\/)session$/.test(s)))).toBe(true);
    expect(aroundTheDoor(sources)).toEqual([]);
  });

  it('catches a static, a type-only and a dynamic import that go around it', () => {
    const files = {
      '/src/ui/table/A.tsx': "import { openGame } from '../../session/controller';",
      '/src/ui/B.ts': "import type { StoredSession } from '../session/record';\nconst c = import('../session/games');",
      '/src/stats/C.ts': "import { allSummaries } from '../session';\nimport { x } from '../session/index';",
    };
    expect(aroundTheDoor(files)).toEqual([
      '/src/ui/table/A.tsx imports ../../session/controller',
      '/src/ui/B.ts imports ../session/record',
      '/src/ui/B.ts imports ../session/games',
    ]);
  });
});
