// @vitest-environment node
// Production builds patch third-party code at start-up (decision note 077): graphql's validators, which
// the storefront never runs on the phone, are left out of the bundle, and the sentinel errors React
// creates at module load are made without the Error constructor. Each patch fails the build when its
// library changes the text.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const plugin = require('../../scripts/parcel-transformer-library-patches.cjs') as Record<
  symbol,
  { transform: (input: unknown) => Promise<unknown[]> }
> & {
  patch: (filePath: string, code: string) => string;
};
const { transform } = plugin[Symbol.for('parcel-plugin-config')]!;
const { patch } = plugin;

const graphqlRoot = dirname(require.resolve('graphql/package.json'));
const files = {
  buildASTSchema: join(graphqlRoot, 'utilities/buildASTSchema.mjs'),
  extendSchema: join(graphqlRoot, 'utilities/extendSchema.mjs'),
  schemaLink: join(dirname(require.resolve('@apollo/client/package.json')), 'link/schema/index.js'),
  reactDom: join(dirname(require.resolve('react-dom/package.json')), 'cjs/react-dom-client.production.js'),
};

function asset(filePath: string, code: string) {
  let current = code;
  return {
    filePath,
    getCode: () => Promise.resolve(current),
    setCode: (next: string) => (current = next),
    code: () => current,
  };
}

describe('start-up patches to libraries', () => {
  it("leaves graphql's validators out: what imported them gets a stand-in that throws if ever called", () => {
    for (const [file, name] of [
      [files.buildASTSchema, 'assertValidSDL'],
      [files.extendSchema, 'assertValidSDLExtension'],
      [files.schemaLink, 'validate'],
    ] as const) {
      const out = patch(file, readFileSync(file, 'utf8'));
      expect(out).not.toMatch(/validation\/validate\.mjs|import \{[^}]*\bvalidate\b[^}]*\} from "graphql"/);
      const line = out.split('\n').find((text) => text.startsWith(`const ${name} = `))!;
      const standIn = vm.runInNewContext(`${line}; ${name}`, { Error }) as () => void;
      expect(() => standIn()).toThrow(`${name} is left out of this build`);
    }
  });

  it("makes React's five module-level sentinels Error instances without the constructor, and nothing else", () => {
    const source = readFileSync(files.reactDom, 'utf8');
    const out = patch(files.reactDom, source);
    for (const [name, code] of [
      ['SuspenseException', 460],
      ['SuspenseyCommitException', 474],
      ['SuspenseActionException', 542],
      ['SelectiveHydrationException', 461],
      ['HydrationMismatchException', 519],
    ]) {
      expect(out).toContain(`${name} = startupSentinel(formatProdErrorMessage(${code}))`);
    }
    expect(
      source.split('Error(formatProdErrorMessage(').length - out.split('Error(formatProdErrorMessage(').length,
    ).toBe(5);
    const sentinel = vm.runInNewContext(
      `${out.slice(out.lastIndexOf('function startupSentinel'))}; startupSentinel('Suspense Exception')`,
      { Object, Error },
    ) as Error;
    expect(sentinel).toBeInstanceOf(Error);
    expect(sentinel.message).toBe('Suspense Exception');
    expect(sentinel.name).toBe('Error');
  });

  it('leaves development builds alone', async () => {
    const source = readFileSync(files.reactDom, 'utf8');
    const input = asset(files.reactDom, source);
    await transform({ asset: input, options: { mode: 'development' } });
    expect(input.code()).toBe(source);
    const production = asset(files.buildASTSchema, readFileSync(files.buildASTSchema, 'utf8'));
    await transform({ asset: production, options: { mode: 'production' } });
    expect(production.code()).not.toMatch(/validation\/validate\.mjs/);
  });

  it('fails the build when a library changed the text a patch expects, or a file has no patch', () => {
    expect(() => patch(files.buildASTSchema, "import { assertValidSDL } from './validate.mjs';")).toThrow(
      /found 0 of the 1 places/,
    );
    expect(() => patch(files.reactDom, 'var SuspenseException = Error(formatProdErrorMessage(460));')).toThrow(
      /found 1 of the 5 places/,
    );
    expect(() => patch('/x/node_modules/left-pad/index.js', '')).toThrow(/no start-up patch/);
  });
});
