// Mutation testing of the rules (`npm run mutate`; not part of `npm test`, it takes a while):
// every mutant Stryker makes in the engine and the games' rule code should be killed by a
// test named after its rule. The HTML report lands in reports/mutation/.
// A whole run takes hours on a small machine (a mutant costs a few seconds: each runs the
// test files that reach it), so work on one file or a few lines at a time, e.g.
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
  timeoutMS: 20000,
  thresholds: { high: 85, low: 70, break: null },
  ignoreStatic: true,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
