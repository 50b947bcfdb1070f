import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser specs: run by web/e2e/run.mjs against the real built stack, one file at a time.
export default defineConfig({
  resolve: { alias: { '@api': fileURLToPath(new URL('../../api/src', import.meta.url)) } },
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
