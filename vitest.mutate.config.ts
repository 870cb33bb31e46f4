// The tests that guard the rules, for mutation testing (`npm run mutate`): the engine's and
// the games' unit tests only, without the shell's and the widgets', so each mutant runs fast.
// - not the shell's set-up file: the rule tests need neither the i18n nor the lazily loaded game
//   modules (they import the rules they test), and its imports cost every mutant a second. Only
//   an in-memory IndexedDB is installed, for the few rule tests that keep what a side must not
//   see on the device (War to Axis's sealed markers); with `isolate: false` it loads once;
//   and the rules' caches (src/engine/memo.ts) are emptied before each test, so no test reads a
//   result worked out under another mutant;
// - isolate: false: the test files of one mutant share one module graph instead of importing
//   the rules afresh per file. Stryker switches mutants at run time (one flag read at each
//   mutated expression), so nothing is lost; mutants evaluated only at module load are
//   skipped anyway (ignoreStatic in stryker.config.mjs).
import type { UserConfig } from 'vite';
import viteConfig from './vite.config';

const base = viteConfig as UserConfig & { test: Record<string, unknown> };
export default {
  ...base,
  test: {
    ...base.test,
    setupFiles: ['tests/unit/mutate-setup.ts'],
    isolate: false,
    include: ['tests/unit/engine/**/*.test.ts', 'tests/unit/games/**/*.test.ts'],
  },
};
