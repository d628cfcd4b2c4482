import { parse } from '@babel/parser';

// Attributes people read or hear; their values must come from a dictionary.
const VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
]);
const HAS_LETTER = /\p{L}/u;

export interface Literal {
  line: number;
  text: string;
  where: string; // "text" or the attribute name
}

interface Node {
  type: string;
  loc?: { start: { line: number } };
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** The strings an expression can evaluate to directly: literals, templates, and both arms of ?: and &&/||. */
function literalTexts(expr: unknown): string[] {
  if (!isNode(expr)) return [];
  switch (expr.type) {
    case 'StringLiteral':
      return [String(expr.value)];
    case 'TemplateLiteral':
      return (expr.quasis as { value: { cooked: string | null } }[]).map((q) => q.value.cooked ?? '');
    case 'ConditionalExpression':
      return [...literalTexts(expr.consequent), ...literalTexts(expr.alternate)];
    case 'LogicalExpression':
      return [...literalTexts(expr.left), ...literalTexts(expr.right)];
    case 'TSAsExpression':
    case 'ParenthesizedExpression':
      return literalTexts(expr.expression);
    default:
      return [];
  }
}

function attributeName(name: unknown): string {
  if (!isNode(name)) return '';
  if (name.type === 'JSXIdentifier') return String(name.name);
  if (name.type === 'JSXNamespacedName' && isNode(name.name)) return String(name.name.name);
  return '';
}

/** Finds visible text written straight into TSX instead of taken from a dictionary. Comments never count. */
export function visibleLiterals(source: string): Literal[] {
  const ast = parse(source, { sourceType: 'module', plugins: ['jsx', 'typescript'] });
  const found: Literal[] = [];
  const report = (node: Node, text: string, where: string) => {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (HAS_LETTER.test(clean)) found.push({ line: node.loc?.start.line ?? 0, text: clean, where });
  };
  const visit = (node: unknown, parentIsElement: boolean): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child, parentIsElement);
      return;
    }
    if (!isNode(node)) return;
    if (node.type === 'JSXText') report(node, String(node.value), 'text');
    if (node.type === 'JSXExpressionContainer' && parentIsElement) {
      for (const text of literalTexts(node.expression)) report(node, text, 'text');
    }
    if (node.type === 'JSXAttribute') {
      const name = attributeName(node.name);
      if (VISIBLE_ATTRIBUTES.has(name)) {
        const value = node.value;
        const texts =
          isNode(value) && value.type === 'JSXExpressionContainer'
            ? literalTexts(value.expression)
            : literalTexts(value);
        for (const text of texts) report(node, text, name);
      }
    }
    const isElement = node.type === 'JSXElement' || node.type === 'JSXFragment';
    for (const [key, child] of Object.entries(node)) {
      if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments' || key === 'innerComments') continue;
      visit(child, isElement && key === 'children');
    }
  };
  visit(ast.program, false);
  return found;
}
