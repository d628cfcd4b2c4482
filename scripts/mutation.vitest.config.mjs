// The Vitest config of `npm run mutation`: only the tests of one group (MUTATION_GROUP, set by scripts/mutation.mjs),
// in the environment its tests run in under vite.config.ts, without the app's build plugins (none of them is needed to
// run these tests, and each mutant's run pays for what the config loads).
import { readFileSync } from 'node:fs';
import { BaseSequencer } from 'vitest/node';
import { defineConfig } from 'vitest/config';
import { groupNamed } from './mutation-groups.mjs';

const group = groupNamed(process.env.MUTATION_GROUP ?? '');

/** A run stops at its first failing test: files of a few examples run before the property tests' thousands, and
 *  examples on plain values before those that store games in the (fake) IndexedDB, each step of which waits a turn. */
class ExamplesFirst extends BaseSequencer {
  async sort(files) {
    const cost = (text) => (text.includes('fast-check') ? 2 : /freshDb|indexedDB/.test(text) ? 1 : 0);
    const weight = (spec) => cost(readFileSync(spec.moduleId, 'utf8'));
    return [...files].sort((a, b) => weight(a) - weight(b) || a.moduleId.localeCompare(b.moduleId));
  }
}

export default defineConfig({
  test: {
    include: group.tests,
    environment: group.environment,
    // The files of a run share one module graph, kept from run to run: a mutant costs no new import
    // (scripts/mutation.setup.mjs loads every module anew for a mutant that acts as its module loads).
    isolate: false,
    setupFiles: ['scripts/mutation.setup.mjs', ...(group.setupFiles ?? [])],
    sequence: { sequencer: ExamplesFirst },
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
