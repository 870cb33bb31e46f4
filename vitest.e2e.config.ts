// Browser tests: a real Chromium (Debian's, driven by playwright-core) against the production build.
import { defineConfig } from 'vitest/config';
import { fileURLToPath, URL } from 'node:url';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    // The three-engine script plays in Chromium, Firefox and WebKit; E2E_ENGINES names fewer
    // (E2E_ENGINES=chromium), and E2E_ENGINES=none leaves it out.
    exclude: process.env.E2E_ENGINES === 'none' ? ['tests/e2e/engines.e2e.ts'] : [],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    // An evening (a whole game in a browser) takes 1–2 minutes on a quiet machine and more than
    // four on a busy one: the limit is for a hang, not for a slow machine.
    testTimeout: 360_000,
    hookTimeout: 120_000,
    retry: process.env.CI ? 1 : 0,
  },
});
