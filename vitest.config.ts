import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig, type Plugin } from 'vitest/config';

const { minifySdl } = createRequire(import.meta.url)('./scripts/sdl-minify.cjs') as { minifySdl: (sdl: string) => string };

// The same job as scripts/parcel-transformer-sdl.cjs: SDL files become a default-exported string.
function sdlAsString(): Plugin {
  return {
    name: 'sdl-as-string',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith('.graphql')) return null;
      return `export default ${JSON.stringify(minifySdl(readFileSync(id, 'utf8')))};`;
    },
  };
}

export default defineConfig({
  plugins: [sdlAsString()],
  resolve: {
    // One graphql realm: app code, Apollo and graphql-tools must share the same module instance.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'tests/webkit/**', 'node_modules/**'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
    testTimeout: 15000,
    // Every core: Vitest's default leaves one core to its main process, which on the 2-core CI
    // machines meant a single worker (measured 2026-11-23: 308 s on one worker, 199 s on two).
    maxWorkers: '100%',
    // See tests/setup.ts: a poll on a busy 2-core machine gets room; it still passes as soon as it holds.
    expect: { poll: { timeout: 5000 } },
  },
});
