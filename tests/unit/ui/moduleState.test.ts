// Issue 36: no module state written during render. A module-level `let` in src/ui that a function writes is shared
// by every render of every screen; what a component needs comes down the tree (props, a context). Only what is not a
// screen's state stays, each with its reason.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';

const ALLOWED: Record<string, string> = {
  'src/ui/theme.ts query': 'the system theme query, made once at start-up (main.tsx) before any screen draws',
  'src/ui/comfort/prefs.ts blocked':
    'whether this device refuses to store settings: a fact of the device, not a screen',
  'src/ui/sessions/resume.ts startedAtHome': "once per page: spent by Home's first reopening of a game, in an effect",
};

type Node = { type: string; [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function children(node: Node): Node[] {
  return Object.values(node).flatMap((value) =>
    Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : [],
  );
}

/** Every name a function declares (its parameters, its variables, its inner functions): they hide the module's. */
function declared(fn: Node): Set<string> {
  const names = new Set<string>();
  const visit = (node: Node) => {
    if (node.type === 'Identifier' && typeof node.name === 'string') names.add(node.name);
    for (const child of children(node)) visit(child);
  };
  for (const param of (fn.params as Node[]) ?? []) visit(param);
  const inside = (node: Node) => {
    if (node.type === 'VariableDeclarator') visit(node.id as Node);
    if (node.type === 'FunctionDeclaration' && isNode(node.id)) visit(node.id);
    for (const child of children(node)) inside(child);
  };
  if (isNode(fn.body)) inside(fn.body);
  return names;
}

/** `file name` of each module-level `let` that some function of the file writes. */
function writtenFromFunctions(file: string): string[] {
  const { program } = parseSync(file, readFileSync(file, 'utf8'));
  const lets = new Set<string>();
  for (const statement of program.body as unknown as Node[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'let') continue;
    for (const d of declaration.declarations as Node[])
      if (isNode(d.id) && d.id.type === 'Identifier') lets.add(d.id.name as string);
  }
  const written = new Set<string>();
  const visit = (node: Node, hidden: Set<string> | null) => {
    const scope = FUNCTIONS.has(node.type) ? new Set([...(hidden ?? []), ...declared(node)]) : hidden;
    const target =
      node.type === 'AssignmentExpression'
        ? (node.left as Node)
        : node.type === 'UpdateExpression'
          ? (node.argument as Node)
          : null;
    const name = target?.type === 'Identifier' ? (target.name as string) : null;
    if (scope && name && lets.has(name) && !scope.has(name)) written.add(name);
    for (const child of children(node)) visit(child, scope);
  };
  visit(program as unknown as Node, null);
  return [...written].map((name) => `${file.split('\\').join('/')} ${name}`);
}

describe('module state in src/ui', () => {
  const found = sources('src/ui').flatMap(writtenFromFunctions);

  it('no module-level let is written by a function, caches and the listed exceptions aside', () => {
    expect(found.filter((entry) => !(entry in ALLOWED))).toEqual([]);
  });

  it('every exception is still there, each with its reason (the list cannot go stale)', () => {
    expect(Object.keys(ALLOWED).filter((entry) => !found.includes(entry))).toEqual([]);
    for (const reason of Object.values(ALLOWED)) expect(reason.length).toBeGreaterThan(10);
  });

  it('finds a let written from a component, a hook or a function they call, and not a local of the same name', () => {
    const probe = 'tests/unit/ui/fixtures/moduleState.probe.tsx';
    expect(writtenFromFunctions(probe).map((entry) => entry.split(' ')[1])).toEqual(['shown', 'count', 'seen']);
  });
});
