// Lint: TypeScript recommended rules, React hooks, no import cycles, and the dependency direction of
// ARCHITECTURE.md section 2 (app → routes → screens → graph | machines | ui | domain | platform | i18n).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Screen areas stand alone: an area imports only itself and src/screens/common, and common imports
// no area (decision note 121). New folders under src/screens are areas automatically.
const screenAreas = readdirSync(new URL('./src/screens', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'common')
  .map((entry) => entry.name);
const areaZones = [
  ...screenAreas.map((area) => ({
    target: `./src/screens/${area}`,
    from: './src/screens',
    except: [`./${area}`, './common'],
    message: 'a screen area imports only itself and src/screens/common: move what two areas share into common',
  })),
  { target: './src/screens/common', from: './src/screens', except: ['./common'], message: 'common code imports no screen area' },
];

const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

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
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  // Dependency direction.
  {
    files: ['src/graph/**', 'src/machines/**', 'src/domain/**'],
    rules: restrict(['react', 'react-dom', 'react/*', '**/app/*', '**/routes/*', '**/screens/*', '**/ui/*', '**/mocks/*'], 'graph, machines and domain hold no React and no app code'),
  },
  {
    files: ['src/ui/**'],
    rules: restrict(['**/app/*', '**/routes/*', '**/screens/*', '**/graph/*', '**/machines/*', '**/mocks/*', '@apollo/*', 'react-router'], 'ui is presentational only'),
  },
  {
    files: ['src/screens/**'],
    rules: {
      ...restrict(['**/app/*', '**/mocks/*'], 'screens never import the app shell or the mocks'),
      'import-x/no-restricted-paths': ['error', { zones: areaZones }],
    },
  },
  {
    files: ['src/platform/**', 'src/i18n/**', 'src/config/**'],
    rules: restrict(['**/app/*', '**/routes/*', '**/screens/*', '**/mocks/*'], 'platform services know nothing of the app'),
  },
  {
    files: ['src/**'],
    ignores: ['src/main.tsx', 'src/qa/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/mocks/*', '**/mocks'], message: 'only main.tsx (behind API_MOCKS) and the QA studio load mocks' }] },
      ],
    },
  },
  {
    files: ['src/**'],
    ignores: ['src/graph/rest/http.ts', 'src/platform/analytics.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'REST calls go through src/graph/rest/http.ts' }],
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
);
