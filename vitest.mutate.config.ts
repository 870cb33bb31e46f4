// The tests that guard the rules, for mutation testing (`npm run mutate`): the engine's and
// the games' unit tests only, without the shell's and the widgets', so each mutant runs fast.
import type { UserConfig } from 'vite';
import viteConfig from './vite.config';

const base = viteConfig as UserConfig & { test: Record<string, unknown> };
export default { ...base, test: { ...base.test, include: ['tests/unit/engine/**/*.test.ts', 'tests/unit/games/**/*.test.ts'] } };
