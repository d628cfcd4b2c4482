// `npm run mutation`: Stryker's mutation testing over each group of scripts/mutation-groups.mjs with the tests that
// cover it, then the score per file and per group against its goal, and every mutant no test killed.
//   npm run mutation                                   every group
//   npm run mutation -- rules timeline                 those groups
//   npm run mutation -- --mutate src/rules/names.ts    one file (or `file:10-20`), in the group that holds it
// Not part of `npm test`: the engine's group alone takes minutes. Exits 1 when a goal is missed.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { Stryker } from '@stryker-mutator/core';
import { DEFAULT_GOAL, GROUPS, groupNamed } from './mutation-groups.mjs';

const args = process.argv.slice(2);
const at = args.indexOf('--mutate');
const only = at >= 0 ? args.splice(at, 2)[1] : undefined;
if (at >= 0 && !only) throw new Error('--mutate needs a file');
const groups = args.length > 0 ? args.map(groupNamed) : only ? [holding(only)] : GROUPS;

/** The group whose mutate globs start where `file` lies. */
function holding(file) {
  const path = file.replace(/:.*$/, '');
  const group = GROUPS.find((g) =>
    g.mutate.some((glob) => !glob.startsWith('!') && path.startsWith(glob.split('*')[0])),
  );
  if (!group) throw new Error(`no mutation group mutates ${path}`);
  return group;
}

const DETECTED = new Set(['Killed', 'Timeout']);
const MISSED = new Set(['Survived', 'NoCoverage']);

/** A static mutant runs every test of the group; one that throws as its module loads leaves the test files importing
 *  it unloaded, and Stryker's Vitest runner, seeing no failed test, reports a survivor where `npm test` fails on the
 *  files that did not load. Fewer tests completed than the group holds (`tests`, from the run's report): caught. */
const failedToLoad = (r, tests) => r.status === 'Survived' && r.static === true && r.testsCompleted < tests;

/** How many tests the group's run knew (the dry run's, in its JSON report). */
function testsIn(group) {
  const { testFiles = {} } = JSON.parse(readFileSync(`reports/mutation/${group.name}.json`, 'utf8'));
  return Object.values(testFiles).reduce((n, f) => n + f.tests.length, 0);
}

async function run(group) {
  process.env.MUTATION_GROUP = group.name; // read by the Vitest config, in Stryker's workers too
  const stryker = new Stryker({
    testRunner: 'vitest',
    vitest: { configFile: 'scripts/mutation.vitest.config.mjs', related: false },
    mutate: only ? [only] : group.mutate,
    coverageAnalysis: 'perTest', // each mutant runs only the tests that reach it
    concurrency: 2,
    // A busy machine makes a run several times slower than the dry run it is timed against; a loop a mutant makes
    // endless is caught by Stryker's hit limit, not by this clock.
    timeoutMS: 30_000,
    timeoutFactor: 2,
    // Stryker rewrites the tsconfig's outside paths with TypeScript's compiler API, which TypeScript 7 no longer has;
    // this project's tsconfig names none, so there is nothing to rewrite: a file that does not exist skips the step.
    tsconfigFile: 'no-tsconfig-to-rewrite.json',
    checkers: [],
    ignorePatterns: ['dist', 'reports', 'public', 'docs/screenshots', 'tests/browser'],
    tempDirName: '.stryker-tmp',
    reporters: ['progress-append-only', 'html', 'json'],
    htmlReporter: { fileName: `reports/mutation/${group.name}.html` },
    jsonReporter: { fileName: `reports/mutation/${group.name}.json` },
    logLevel: 'warn',
  });
  return stryker.runMutationTest();
}

const pct = (detected, valid) => (valid === 0 ? 100 : (100 * detected) / valid);
const cell = (text, width) => String(text).padStart(width);

/** Counts per file and for the whole group; prints them and the mutants no test killed. Returns the goals missed. */
function report(group, results) {
  const goal = group.goal ?? DEFAULT_GOAL;
  const files = new Map();
  const tally = () => ({ detected: 0, timedOut: 0, unloaded: 0, survived: 0, noCoverage: 0, equivalent: 0, errors: 0 });
  const all = tally();
  const missed = [];
  const tests = testsIn(group);
  for (const r of results) {
    const file = relative(process.cwd(), r.fileName);
    if (!files.has(file)) files.set(file, tally());
    for (const t of [files.get(file), all]) {
      if (r.status === 'Timeout') t.timedOut++;
      if (failedToLoad(r, tests)) t.unloaded++;
      if (DETECTED.has(r.status) || failedToLoad(r, tests)) t.detected++;
      else if (r.status === 'Survived') t.survived++;
      else if (r.status === 'NoCoverage') t.noCoverage++;
      else if (r.status === 'Ignored') t.equivalent++;
      else t.errors++;
    }
    if (MISSED.has(r.status) && !failedToLoad(r, tests)) missed.push({ file, ...r });
  }
  const score = (t) => pct(t.detected, t.detected + t.survived + t.noCoverage);
  const line = (name, t) =>
    `${name.padEnd(36)}${cell(`${score(t).toFixed(1)}%`, 8)}${cell(t.detected, 8)}${cell(t.survived, 9)}${cell(t.noCoverage, 9)}${cell(t.equivalent, 11)}`;
  console.log(`\n== ${group.name}: ${group.mutate.join(' ')}  (tests: ${group.tests.join(' ')})`);
  console.log(
    `${'file'.padEnd(36)}${cell('score', 8)}${cell('killed', 8)}${cell('survived', 9)}${cell('no test', 9)}${cell('equivalent', 11)}`,
  );
  for (const [file, t] of [...files].sort(([a], [b]) => a.localeCompare(b))) console.log(line(file, t));
  console.log(line(`all of ${group.name}`, all));
  if (all.timedOut > 0)
    console.log(
      `(${all.timedOut} of the killed ran past the time limit (a loop that no longer ends, or a busy machine): counted as caught, as Stryker counts them)`,
    );
  if (all.unloaded > 0)
    console.log(
      `(${all.unloaded} of the killed made their module throw as it loaded, so the test files importing it did not load: counted as caught, as npm test fails on them)`,
    );
  if (all.errors > 0) console.log(`(${all.errors} mutants did not compile or run: left out of the score)`);
  for (const m of missed.sort((a, b) => a.file.localeCompare(b.file) || a.location.start.line - b.location.start.line))
    console.log(
      `  ${m.status === 'NoCoverage' ? 'no test' : 'survived'}  ${m.file}:${m.location.start.line}:${m.location.start.column}  ${m.mutatorName}  → ${JSON.stringify(m.replacement ?? '')}`,
    );

  const lowest = Math.min(...[...files.values()].map(score));
  const goals = [
    [`${group.name} ≥ ${goal.score}%`, score(all) >= goal.score, `${score(all).toFixed(1)}%`],
    [`no file below ${goal.file}%`, lowest >= goal.file, `lowest ${lowest.toFixed(1)}%`],
    ['every mutant killed or marked equivalent', missed.length === 0, `${missed.length} left`],
  ];
  for (const [what, ok, figure] of goals) console.log(`goal: ${what}: ${figure} ${ok ? 'ok' : 'MISSED'}`);
  console.log(`equivalent mutants marked (Stryker disable comments): ${all.equivalent}`);
  return goals.filter(([, ok]) => !ok).map(([what]) => `${group.name}: ${what}`);
}

const summaries = [];
for (const group of groups) summaries.push(report(group, await run(group)));
const misses = summaries.flat();
console.log(misses.length === 0 ? '\nEvery goal met.' : `\nGoals missed:\n  ${misses.join('\n  ')}`);
process.exitCode = misses.length === 0 ? 0 : 1;
