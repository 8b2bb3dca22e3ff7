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
    // Two files at a time, each in its own worker with its own Chromium (measured 2026-11-23: 540 s on
    // one worker, 335 s on two, 119 tests). Tests within a file still run one after another.
    // 2026-11-25, 174 tests: 900-920 s in CI. The suite is CPU-bound on two cores (every test opens a
    // fresh context and starts the app cold), and three things made it slow: screenshot() sat out its
    // 2 s image limit on every call (a phone-hidden lazy image never loads), Chromium started an
    // omnibox-popup renderer for every new context (about a third of a context's CPU), and each file
    // kept all its pages open to the end (a map page burns a third of a core). After the fixes in
    // tests/e2e/support/browser.ts, on this 2-core machine with two workers (load average 5-8, mostly
    // the suite itself): 510 s and 513 s, both green (service 270 -> 125 s, car 232 -> 129 s, way-back 165 -> 77 s).
    fileParallelism: true,
    maxWorkers: 2,
    // With two Chromiums on two cores, a page can need more than Vitest's default second to show what a
    // poll waits for (CI 2026-11-23: one such miss). A poll still passes as soon as its condition holds.
    expect: { poll: { timeout: 5_000 } },
  },
});
