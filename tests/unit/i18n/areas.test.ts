// docs/i18n.md: one dictionary (area) per folder, and a screen reads only its own folder's dictionary or the shared
// one of src/ui/components. A newcomer can then tell from a screen's folder where its new string goes.
import { expect, it } from 'vitest';
import { dictionaries } from './texts';

// A card twin (R3) is the card wording of its folder's area, not a second dictionary.
const CARD_TWINS = new Set([
  '/src/ui/table/cards',
  '/src/ui/refusals/ruleErrorCards',
  '/src/ui/practice/practiceCards',
  '/src/reference/texts/rulesCards',
]);

const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/'));

it('every folder holds one dictionary (the reference keeps one per section in src/reference/texts/)', () => {
  const byFolder = new Map<string, string[]>();
  for (const area of Object.keys(dictionaries))
    if (!CARD_TWINS.has(area)) byFolder.set(folderOf(area), [...(byFolder.get(folderOf(area)) ?? []), area]);
  const crowded = [...byFolder]
    .filter(([folder, areas]) => areas.length > 1 && folder !== '/src/reference/texts')
    .map(([folder, areas]) => `${folder}: ${areas.join(', ')}`);
  expect(byFolder.size).toBeGreaterThan(10);
  expect(crowded).toEqual([]);
});

const sources = import.meta.glob<string>(['/src/ui/**/*.{ts,tsx}', '/src/reference/**/*.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

it('no screen reads the dictionary of another screen’s folder (only src/ui/components is shared)', () => {
  const reads = Object.entries(sources).flatMap(([path, source]) =>
    [...source.matchAll(/from '\.\.\/([a-z]+)\/[\w.]+\.messages'/g)]
      .map((m) => m[1]!)
      .filter((folder) => folder !== 'i18n')
      .map((folder) => ({ path, folder })),
  );
  expect(reads.some((read) => read.folder === 'components')).toBe(true); // the scan sees the shared reads, so it would see another
  expect(reads.filter((read) => read.folder !== 'components').map((read) => `${read.path} → ${read.folder}`)).toEqual(
    [],
  );
});
