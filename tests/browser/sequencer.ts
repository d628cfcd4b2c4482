// The order the browser test files start in. Vitest starts the files it timed last time longest first; on a clean
// clone (CI) it has no timings and starts the largest files first, so the short display-matrix files would start last
// and one worker would run them alone at the end. These files are the longest: they start first, then Vitest's order.
import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The longest files, longest first (timed in a full run on a busy 2-core machine; only the order matters). */
export const LONGEST = [
  'sessions.test.ts',
  'table-display-fr.test.ts',
  'table-display-flat.test.ts',
  'text-cards.test.ts',
  'table-languages.test.ts',
  'table-display-en.test.ts',
  'game-night.test.ts',
  'sessions-backup.test.ts',
  'table-three.test.ts',
];

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const at = LONGEST.indexOf(basename(file.moduleId));
      return at < 0 ? LONGEST.length : at;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b)); // a stable sort: the rest keep Vitest's order
  }
}
