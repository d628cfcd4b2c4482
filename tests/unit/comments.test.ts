import { parse } from '@babel/parser'; // the parser of @babel/core (a devDependency), which keeps every comment
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { citedPaths, missing } from './citedPaths';

// A comment that cites a file sends its reader there: the file must exist (a moved file leaves its citations behind).
const CODE = /\.(?:ts|tsx|mts|mjs|js|css)$/;
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? filesUnder(join(dir, d.name)) : CODE.test(d.name) ? [join(dir, d.name)] : [],
  );

/** The text of every comment of a source file (a stylesheet's too); strings and code are not comments. */
function commentsOf(file: string, code: string): string[] {
  if (file.endsWith('.css')) return [...code.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => m[0]);
  const ast = parse(code, { sourceType: 'module', plugins: ['typescript', 'jsx'] });
  return (ast.comments ?? []).map((c) => c.value);
}

/** `file: path` for each path a comment of `file` cites that the repository does not hold. */
const brokenCitations = (file: string, code: string): string[] =>
  missing(commentsOf(file, code).flatMap((comment) => citedPaths(comment, { comment: file }))).map(
    (path) => `${file}: ${path}`,
  );

describe('comments', () => {
  it('cite only paths the repository holds (src/, tests/, docs/, scripts/…, and ./ or ../ with an extension)', () => {
    const files = ['src', 'scripts', 'tests'].flatMap(filesUnder);
    expect(files.length).toBeGreaterThan(400);
    expect(files.flatMap((file) => brokenCitations(file, readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('catches a missing file, with or without a line, relative or rooted, in a comment and not in a string', () => {
    const code = [
      '// The limit lives in src/session/limits.ts:42, beside src/session/storage/limits.ts (see src/rules/).',
      "const probe = 'src/nowhere.ts'; /* and ./gone.ts, ../rules/errors.ts */",
      '<p>{/* docs/missing.md */}</p>;',
    ].join('\n');
    expect(brokenCitations('src/session/x.tsx', code)).toEqual([
      'src/session/x.tsx: src/session/limits.ts',
      'src/session/x.tsx: src/session/gone.ts',
      'src/session/x.tsx: docs/missing.md',
    ]);
    expect(
      brokenCitations('src/ui/base.css', '/* src/ui/nothing.css, src/ui/base.css */ a::after { content: "src/x" }'),
    ).toEqual(['src/ui/base.css: src/ui/nothing.css']);
  });
});
