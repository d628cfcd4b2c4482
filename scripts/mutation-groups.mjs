// What `npm run mutation` mutates, each group with the tests that cover it (scripts/mutation.mjs runs them in turn,
// scripts/mutation.vitest.config.mjs loads only a group's tests). A new group is one more entry here.

/** The goal every group is held to unless it names its own: the group's score and the lowest file's, in percent. */
export const DEFAULT_GOAL = { score: 95, file: 90 };

/**
 * @typedef {object} MutationGroup
 * @property {string} name what `npm run mutation -- <name>` runs
 * @property {string[]} mutate globs of the source files to mutate (Stryker's syntax, `!` excludes)
 * @property {string[]} tests globs of the test files that cover them
 * @property {'node' | 'happy-dom'} environment where those tests run (as in vite.config.ts's projects)
 * @property {string[]} [setupFiles] run before each test file, as in vite.config.ts's projects
 * @property {{ score: number, file: number }} [goal] when not DEFAULT_GOAL
 */

/** @type {MutationGroup[]} */
export const GROUPS = [
  {
    name: 'rules',
    mutate: ['src/rules/**/*.ts'],
    tests: ['tests/unit/rules/**/*.test.ts'],
    environment: 'node',
  },
  {
    name: 'storage',
    mutate: ['src/session/storage/**/*.ts'],
    // The example tests that reach storage. None renders a screen, so the strings' setup (tests/unit/setup.ts: every
    // language loaded per file, again for each static mutant) gives way to the fake IndexedDB alone. The property tests
    // (fuzz.test.ts, incremental.test.ts) are left out: 30 s and more a run, paid by every mutant that survives.
    tests: [
      'tests/unit/session/storage/!(fuzz).test.ts',
      'tests/unit/session/{controller,equipment}.test.ts',
      'tests/unit/session/players/*.test.ts',
    ],
    environment: 'happy-dom', // display.ts keeps a game's layout in localStorage
    setupFiles: ['scripts/mutation.storage.setup.mjs'],
    goal: { score: 90, file: 90 },
  },
  {
    name: 'timeline',
    mutate: ['src/session/timeline.ts'],
    tests: ['tests/unit/session/timeline.test.ts'],
    environment: 'node',
  },
  {
    name: 'save-queue',
    mutate: ['src/session/saveQueue.ts'],
    tests: ['tests/unit/session/saveQueue.test.ts'],
    environment: 'node',
  },
  {
    name: 'name-grammar',
    mutate: ['src/i18n/nameGrammar.ts'],
    tests: ['tests/unit/i18n/names.test.ts'],
    environment: 'node',
  },
];

/** The group called `name`, or an error listing the names there are. */
export function groupNamed(name) {
  const group = GROUPS.find((g) => g.name === name);
  if (!group) throw new Error(`no mutation group "${name}": ${GROUPS.map((g) => g.name).join(', ')}`);
  return group;
}
