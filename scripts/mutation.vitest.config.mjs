// The Vitest config of `npm run mutation`: only the tests of one group (MUTATION_GROUP, set by scripts/mutation.mjs),
// in the environment its tests run in under vite.config.ts, without the app's build plugins (none of them is needed to
// run these tests, and each mutant's run pays for what the config loads).
import { defineConfig } from 'vitest/config';
import { groupNamed } from './mutation-groups.mjs';

const group = groupNamed(process.env.MUTATION_GROUP ?? '');

export default defineConfig({
  test: {
    include: group.tests,
    environment: group.environment,
    setupFiles: group.setupFiles ?? [],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
