import { defineConfig } from 'vitest/config';

// Browser suite: playwright-core drives the system Chromium against the mock build in dist-e2e/
// (built by `npm run test:e2e`), served on loopback by tests/e2e/support/global-setup.ts.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    maxWorkers: 1,
  },
});
