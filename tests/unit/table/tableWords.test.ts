// R3, issue 36: every table sentence reads its words for the equipment that comes down the tree (useTableWords, or
// tableWords(equipment) given as a parameter); none takes the table's disc dictionary directly.
import { expect, it } from 'vitest';

const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}'], { query: '?raw', import: 'default', eager: true });

it('only equipment.ts reads the table dictionary itself', () => {
  const direct = /import \{[^}]*\bmessages\b[^}]*\} from '[./]*(?:table\/)?table\.messages'/;
  const readers = Object.entries(sources)
    .filter(([, source]) => direct.test(source))
    .map(([path]) => path);
  expect(readers).toEqual(['/src/ui/table/equipment.ts']);
});
