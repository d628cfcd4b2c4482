import { existsSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

// What a document or a code comment cites of the repository, read one way for both (docs.test.ts, comments.test.ts).
const ROOTS = String.raw`(?:src|tests|scripts|docs|public|\.ci|\.github)/`;
const IN_BACKTICKS = new RegExp(String.raw`\`(${ROOTS}[^\`\s]*)\``, 'g');
const ANYWHERE = new RegExp(String.raw`(?<![\w./-])(${ROOTS}[^\s\`'"]*)`, 'g');
// A relative mention is only read with its extension (`./docs.test.ts`), from the commented file's folder.
const RELATIVE = /(?<![\w./-])(\.\.?\/[\w./-]*\.(?:ts|tsx|mts|mjs|js|css|json|md))(?![\w/-])/g;

/**
 * The repository paths a text cites, from its root, as written (no placeholders such as <lang> or *, no line number):
 * in a document those in backticks, in a comment any, and relative ones from the commented file's folder.
 */
export function citedPaths(text: string, from: { document: true } | { comment: string }): string[] {
  const rooted = [...text.matchAll('document' in from ? IN_BACKTICKS : ANYWHERE)].map((m) => m[1]!);
  const relative =
    'comment' in from ? [...text.matchAll(RELATIVE)].map((m) => normalize(join(dirname(from.comment), m[1]!))) : [];
  return [...rooted, ...relative]
    .map((path) => path.replace(/[),.:;]+$/, '').replace(/:\d+$/, ''))
    .filter((path) => !/[<>*{}…]/.test(path));
}

/** The cited paths the repository (the working directory) does not hold. */
export const missing = (paths: readonly string[]): string[] => paths.filter((path) => !existsSync(path));
