// The speed bench (npm run bench), kept apart from npm test: timings are measured, not asserted in tests.
import { defineConfig } from 'vitest/config';
import { fileURLToPath, URL } from 'node:url';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['tests/bench/**/*.bench.ts'],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    fileParallelism: false,
    testTimeout: 300_000,
  },
});
