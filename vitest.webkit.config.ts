import { defineConfig } from 'vitest/config';

// The WebKit lane (WeChat on iOS renders with WebKit): WebKitWebDriver drives WebKitGTK's MiniBrowser
// under xvfb-run through the core journeys of the mock build in dist-e2e/ (reused when present,
// built otherwise), served by tests/webkit/support/global-setup.ts. Decision note 095.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/webkit/**/*.webkit.test.ts'],
    globalSetup: ['tests/webkit/support/global-setup.ts'],
    // One driver, one browser session at a time: WebKitWebDriver serves a single session.
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 90_000,
    hookTimeout: 60_000,
  },
});
