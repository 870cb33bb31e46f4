// Mutation testing of the rules (`npm run mutate`; not part of `npm test`, it takes a while):
// every mutant Stryker makes in the engine and the games' rule code should be killed by a
// test named after its rule, or named in docs/MUTATION.md with the reason it cannot be (the
// scores, each file's floor and why its survivors live are there). The HTML report lands
// in reports/mutation/. No mutator is switched off: the strings of rule code are message keys
// and rule numbers that players read, and the tests check them.
// A whole run (about 31,000 mutants) takes some 13 hours on a small machine (a mutant costs a
// second or more: each runs the test files that reach it), so work on one file or a few lines at a time, e.g.
//   npx stryker run --concurrency 1 --mutate src/games/inferno/combat.ts
//   npx stryker run --concurrency 1 --mutate 'src/games/armir/combat.ts:597-656,src/games/armir/events/combat.ts:117-132'
// (several files or line ranges go in one comma-separated --mutate; a second --mutate replaces the first).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: ['src/engine/**/*.ts', 'src/games/**/*.ts', '!src/**/*.d.ts', '!src/games/*/messages.ts', '!src/games/index.ts'],
  coverageAnalysis: 'perTest',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  concurrency: 2,
  // A mutant that loops for ever (a loop condition made true) is stopped after its tests' own
  // time plus this margin, then its worker restarts: each such timeout costs half a minute.
  timeoutMS: 10000,
  // break: the whole run fails below the lowest score recorded for a file (docs/MUTATION.md);
  // each file's own floor is checked after the run (scripts/mutation-floor.mjs, `npm run mutate`).
  thresholds: { high: 95, low: 90, break: 85.2 },
  ignoreStatic: true,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
