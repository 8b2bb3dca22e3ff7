import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig, type Plugin } from 'vitest/config';

const { sdlModule } = createRequire(import.meta.url)('./scripts/sdl-minify.cjs') as {
  sdlModule: (sdl: string) => string;
};

// The same job as scripts/parcel-transformer-sdl.cjs: SDL files become the module sdl-minify.cjs writes.
function sdlAsString(): Plugin {
  return {
    name: 'sdl-as-string',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith('.graphql')) return null;
      return sdlModule(readFileSync(id, 'utf8'));
    },
  };
}

// CSS modules are imported as namespaces (`import * as styles`, src/types.d.ts), and a namespace cannot be
// the proxy Vitest gives unprocessed CSS modules. This gives each class its own name as a named export, as
// the non-scoped strategy did, without processing or injecting the stylesheet (jsdom has no layout).
const CSS_MODULE_CLASSES = '\0css-module-classes:';
function cssModuleClassNames(): Plugin {
  return {
    name: 'css-module-class-names',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith('.module.css') || source.startsWith(CSS_MODULE_CLASSES)) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved ? `${CSS_MODULE_CLASSES}${resolved.id}.js` : null;
    },
    load(id) {
      if (!id.startsWith(CSS_MODULE_CLASSES)) return null;
      const css = readFileSync(id.slice(CSS_MODULE_CLASSES.length, -'.js'.length), 'utf8').replace(
        /\/\*[\s\S]*?\*\//g,
        '',
      );
      const names = [...new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!))];
      return [
        ...names.map((name, index) => `const c${index} = ${JSON.stringify(name)};`),
        `export { ${names.map((name, index) => `c${index} as ${JSON.stringify(name)}`).join(', ')} };`,
      ].join('\n');
    },
  };
}

export default defineConfig({
  plugins: [sdlAsString(), cssModuleClassNames()],
  resolve: {
    // One graphql realm: app code, Apollo and graphql-tools must share the same module instance.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'tests/webkit/**', 'node_modules/**'],
    restoreMocks: true,
    testTimeout: 15000,
    // Every core: Vitest's default leaves one core to its main process, which on the 2-core CI
    // machines meant a single worker (measured 2026-11-23: 308 s on one worker, 199 s on two).
    maxWorkers: '100%',
    // The files of a worker share one module registry and one jsdom instead of each building its own:
    // 2026-11-25, on a 2-core machine, 256 s isolated and 94-149 s shared (seven runs, four in shuffled
    // file order; one failed on a leak, an image load still "in flight" from an earlier file, fixed in
    // src/platform/lazy-image-loader.ts). So no test may leave module state behind for the next file: the
    // app's stateful services are made per app (src/app/services.ts), and each test makes its own app
    // (createTestGraph, renderApp); the mocked servers keep their memory per fake backend, and
    // tests/setup.ts starts a new one for each test (mocks/backend.ts). Beyond that, tests/setup.ts only
    // tears the environment down (the DOM, msw's handlers, storage); it resets no module of the app. A test
    // that swaps a module's collaborator puts it back. Decision note 207.
    isolate: false,
    // See tests/setup.ts: a poll on a busy 2-core machine gets room; it still passes as soon as it holds.
    expect: { poll: { timeout: 5000 } },
  },
});
