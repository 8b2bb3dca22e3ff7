// Lint: TypeScript recommended rules, React hooks, no import cycles, and the dependency direction of
// docs/architecture.md, section 3.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Dependency direction (docs/architecture.md, "3. Dependency direction"):
// app → routes → screens → (graph | machines | ui | domain | platform | i18n), and ui → platform (never
// platform → ui). Folders are kept apart by import-x zones, which resolve each import to its file, so
// a path's depth or an alias cannot slip past; packages (React, Apollo, the router) are kept out by
// no-restricted-imports. ESLint's flat config does not add up two settings of one rule for a file: the
// later replaces the earlier. So every file set below is set once, by one block, and
// tests/scripts/lint-layers.test.ts lints a forbidden import in each layer to prove the rules run.
const folders = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const src = (...names) => names.map((name) => `./src/${name}`);

// Screen areas stand alone: an area imports only itself and src/screens/common, and common imports
// no area (decision note 121). New folders under src/screens are areas automatically.
const screenAreas = folders('./src/screens').filter((name) => name !== 'common');
const areaZones = [
  ...screenAreas.map((area) => ({
    target: `./src/screens/${area}`,
    from: './src/screens',
    except: [`./${area}`, './common'],
    message: 'a screen area imports only itself and src/screens/common: move what two areas share into common',
  })),
  {
    target: './src/screens/common',
    from: './src/screens',
    except: ['./common'],
    message: 'common code imports no screen area',
  },
];

// The layers: which folders and packages each may not import.
const REACT = ['react', 'react/*', 'react-dom', 'react-dom/*'];
const ROUTER = ['react-router', 'react-router/*', 'react-router-dom'];
const layers = [
  {
    folders: ['graph', 'machines', 'domain'],
    notFolders: ['app', 'routes', 'screens', 'ui'],
    notPackages: [...REACT, ...ROUTER],
    message:
      'graph, machines and domain hold no React and no app code (a React hook over an actor lives with the screens)',
  },
  {
    folders: ['ui'],
    notFolders: ['app', 'routes', 'screens', 'graph', 'machines'],
    notPackages: ['@apollo/*', 'graphql', 'xstate', '@xstate/*', ...ROUTER],
    message: 'ui is presentational only: data, machines and routes reach it as props',
  },
  {
    folders: ['platform', 'i18n', 'config'],
    notFolders: ['app', 'routes', 'screens', 'ui'],
    notPackages: [],
    message:
      'platform services know nothing of the app and draw nothing: ui may use platform, never the reverse (a component goes to ui)',
  },
  {
    folders: ['early'],
    notFolders: ['app', 'screens', 'machines'],
    notPackages: [...REACT, ...ROUTER, '@apollo/*', 'graphql', 'xstate', '@xstate/*'],
    message:
      'the early paint is a script of a few KiB that runs before the app: no framework, no screens, only the small pure functions it shares with the graph (decision note 204)',
  },
  { folders: ['screens'], notFolders: ['app'], notPackages: [], message: 'screens never import the app shell' },
  {
    folders: ['routes'],
    notFolders: ['app'],
    notPackages: [],
    message: 'the route table knows screens, not the app shell',
  },
];
const layerZones = layers.map(({ folders: names, notFolders, message }) => ({
  target: src(...names),
  from: src(...notFolders),
  message,
}));
// Screens take links from src/routes' pure modules only; the route table imports every screen (lazily), so
// a screen importing it (or a module that does) closes a circle through all of them.
const SCREEN_ROUTE_MODULES = ['paths.ts', 'titles.ts', 'params.ts', 'go-back.ts', 'report-links.ts'];
const screenRoutesZone = {
  target: './src/screens',
  from: './src/routes',
  except: SCREEN_ROUTE_MODULES.map((name) => `./${name}`),
  message: `screens import from src/routes only ${SCREEN_ROUTE_MODULES.join(', ')}: links come from paths.ts, never from the route table`,
};
// Only src/main.tsx (behind API_MOCKS, as a lazy import) and the QA studio load mocks.
const mockZone = {
  target: src(...folders('./src').filter((name) => name !== 'qa')),
  from: './mocks',
  message: 'only main.tsx (behind API_MOCKS) and the QA studio load mocks',
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-*/',
      '.parcel-cache/',
      '.parcel-dev/',
      'public/',
      'mocks/public/',
      'coverage/',
      '.perf/',
      'src/graph/__generated__/',
      '**/*.generated.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      // The React Compiler is not used here: its memoization-preservation report does not apply.
      'react-hooks/preserve-manual-memoization': 'off',
      'import-x/no-cycle': ['error', { ignoreExternal: true, maxDepth: 6 }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  // Dependency direction: one rule instance holds every zone (each zone names its own targets) ...
  {
    files: ['src/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...areaZones, ...layerZones, screenRoutesZone, mockZone] }],
    },
  },
  // ... and each layer's packages are set once, for its own folders only.
  ...layers
    .filter(({ notPackages }) => notPackages.length > 0)
    .map(({ folders: names, notPackages, message }) => ({
      files: names.map((name) => `src/${name}/**`),
      rules: { 'no-restricted-imports': ['error', { patterns: [{ group: notPackages, message }] }] },
    })),
  {
    files: ['src/**'],
    ignores: ['src/graph/rest/http.ts', 'src/platform/analytics.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'REST calls go through src/graph/rest/http.ts' }],
    },
  },
  // No function of the app over 150 lines (issue 48): a longer one is split into parts of one job each (a
  // hook holding the state, a part per step or section). Lines are counted as they stand, blank lines and
  // comments included, so the count is the one an editor shows. tests/scripts/lint-function-size.test.ts
  // proves it runs.
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    rules: {
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: false, skipComments: false, IIFEs: true }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['tests/**', 'scripts/**', 'mocks/**', '*.config.*'],
    rules: { 'no-console': 'off' },
  },
  {
    // The unit files share one module registry (vitest.config.ts, isolate: false). A reset leaves the
    // modules loaded before it alive beside fresh copies: an old overlay-history module went on
    // listening to popstate and stopped the new one's events (four overlay tests failed whenever they
    // ran after such a file in the same worker).
    files: ['tests/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'vi', property: 'resetModules', message: 'The unit files share one module registry.' },
      ],
    },
  },
);
