// Colours live in one palette (src/ui/palette.ts): screens use its tokens only, and every theme defines every token.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MATS, PALETTE, paletteCss, THEMES, TOKENS, type ThemeName } from '../../../src/ui/palette';

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? cssFiles(path) : path.endsWith('.css') ? [path] : [];
  });
}
const sheets = cssFiles('src').map((path) => ({ path, text: readFileSync(path, 'utf8') }));
const COLOUR_LITERAL = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/gi;

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('colour tokens', () => {
  it('no screen stylesheet holds a colour literal: only the palette module does', () => {
    expect(sheets.length).toBeGreaterThan(5);
    const found = sheets.flatMap(({ path, text }) => (text.match(COLOUR_LITERAL) ?? []).map((m) => `${path}: ${m}`));
    expect(found).toEqual([]);
  });

  it('every custom property a stylesheet reads is a palette token or defined in a stylesheet', () => {
    const defined = new Set(
      [...paletteCss().matchAll(/--([a-z-]+):/g), ...sheets.flatMap((s) => [...s.text.matchAll(/--([a-z-]+):/g)])].map(
        (m) => m[1],
      ),
    );
    const used = sheets.flatMap(({ path, text }) =>
      [...text.matchAll(/var\(--([a-z-]+)/g)].map((m) => ({ path, name: m[1]! })),
    );
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((u) => !defined.has(u.name)).map((u) => `${u.path}: --${u.name}`)).toEqual([]);
  });

  it('every theme defines every token with a colour, and the stylesheet carries each theme', () => {
    const css = paletteCss();
    for (const theme of THEMES) {
      const missing = TOKENS.filter(
        (t) => !/^(#[0-9a-f]{6}|rgba\(\d+, \d+, \d+, [\d.]+\))$/.test(PALETTE[theme][t] ?? ''),
      );
      expect(missing, theme).toEqual([]);
      expect(css).toContain(`:root[data-theme='${theme}']`);
    }
    expect(css).toMatch(/prefers-color-scheme: light/);
  });

  it.each(THEMES)('text reaches AA contrast (4.5:1) on its backgrounds in the %s theme', (theme: ThemeName) => {
    const p = PALETTE[theme];
    const pairs: [string, string][] = [
      ...(['fg', 'muted', 'accent', 'danger', 'success', 'info', 'placeholder'] as const).flatMap((fg) =>
        (['bg', 'surface'] as const).map((bg) => [fg, bg] as [string, string]),
      ),
      ['on-accent', 'accent'],
      ['disabled-fg', 'disabled-bg'],
      ['fg', 'danger-bg'],
      ['danger', 'danger-bg'],
      ['fg', 'success-bg'],
      ['success', 'success-bg'],
      ['fg', 'highlight-bg'],
      ['fg', 'lit-bg'],
      ['fg', 'field-bg'],
      ['placeholder', 'field-bg'],
    ];
    const tokens = p as Record<string, string>;
    const low = pairs
      .filter(([a, b]) => contrast(tokens[a]!, tokens[b]!) < 4.5)
      .map(([a, b]) => `${a} on ${b}: ${contrast(tokens[a]!, tokens[b]!).toFixed(2)}`);
    expect(low).toEqual([]);
  });

  it('the letter on every mat colour reads at 7:1', () => {
    for (const [name, hex] of Object.entries(MATS)) expect(contrast('#16131c', hex), name).toBeGreaterThanOrEqual(7);
  });
});
