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
    // Two files at a time, each in its own worker with its own Chromium: the suite mostly waits (page
    // loads, network idle, animations), so two workers take about 60% of one worker's time on the
    // 2-core CI machines (measured 2026-11-23: 540 s on one worker, 335 s on two). Tests within a
    // file still run one after another.
    fileParallelism: true,
    maxWorkers: 2,
    // With two Chromiums on two cores, a page can need more than Vitest's default second to show what a
    // poll waits for (CI 2026-11-23: one such miss). A poll still passes as soon as its condition holds.
    expect: { poll: { timeout: 5_000 } },
  },
});
