import { describe, expect, it } from 'vitest';
import { visibleLiterals } from './visibleLiterals';

// The source of every component people see: the UI, the rules reference and the update prompt.
const sources = import.meta.glob<string>(['/src/ui/**/*.tsx', '/src/reference/**/*.tsx', '/src/pwa/**/*.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

it('scans the screens of the UI and the rules reference', () => {
  const paths = Object.keys(sources);
  expect(paths).toContain('/src/ui/Home.tsx');
  expect(paths).toContain('/src/ui/settings/SettingsScreen.tsx');
  expect(paths).toContain('/src/reference/ReferenceScreen.tsx');
});

describe.each(Object.entries(sources))('%s', (path, source) => {
  it('shows no text that is not taken from a dictionary', () => {
    const found = visibleLiterals(source).map((l) => `${path}:${l.line} ${l.where}: "${l.text}"`);
    expect(found).toEqual([]);
  });
});

describe('the literal scan catches', () => {
  it('text children, literal props people read, and literals inside {…}', () => {
    const source = `
      export function Bad({ on }: { on: boolean }) {
        return (
          <main title="Main screen">
            <h1>Rules</h1>
            <input placeholder='Name' aria-label={"Player name"} />
            <img alt={\`Mat of \${on}\`} />
            <option label="Red" />
            <p>{on ? 'Yes' : m.no}</p>
            <p>{'Skull'}</p>
          </main>
        );
      }`;
    expect(visibleLiterals(source).map((l) => `${l.where}: ${l.text}`)).toEqual([
      'title: Main screen',
      'text: Rules',
      'placeholder: Name',
      'aria-label: Player name',
      'alt: Mat of',
      'label: Red',
      'text: Yes',
      'text: Skull',
    ]);
  });

  it('but not dictionary lookups, comments, numbers, punctuation, class names or code', () => {
    const source = `
      // A comment with words is fine.
      export function Good({ n }: { n: number }) {
        const m = messages();
        const cls = on ? 'big' : 'small';
        return (
          <main class="home" aria-label={m.title} data-kind="table">
            {/* a JSX comment with words */}
            <h1>{m.title}</h1>
            <p>{n} / 6 · {m.discs(n)} — 1.</p>
            <svg viewBox="0 0 10 10"><text x={1}>{'3'}</text></svg>
            {n > 2 && <Thing kind="wide" />}
          </main>
        );
      }`;
    expect(visibleLiterals(source)).toEqual([]);
  });
});
