// @vitest-environment node
// Production builds patch third-party code at start-up (decision note 077): the sentinel errors React
// and graphql create at module load are made without the Error constructor. Each patch fails the build when its library changes the text.
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

const files = {
  aborted: require.resolve('graphql/validation/validationAbortedError.mjs'),
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
  it("makes graphql's validation-aborted error a GraphQLError without constructing one", async () => {
    const out = patch(files.aborted, readFileSync(files.aborted, 'utf8'));
    expect(out).not.toMatch(/new GraphQLError/);
    // Evaluate the patched module body against the real GraphQLError class.
    const { GraphQLError } = await import('graphql');
    const body = out.replace(/^import .*$/m, '').replace('export const validationAbortedError =', 'result =');
    const context = { GraphQLError, Object, result: undefined as unknown };
    vm.runInNewContext(body, context);
    const error = context.result as InstanceType<typeof GraphQLError>;
    expect(error).toBeInstanceOf(GraphQLError);
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('Validation aborted.');
    expect(error.toJSON()).toEqual({ message: 'Validation aborted.' });
    expect(String(error)).toBe('Validation aborted.');
    expect(error.extensions).toEqual({});
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
    const production = asset(files.aborted, readFileSync(files.aborted, 'utf8'));
    await transform({ asset: production, options: { mode: 'production' } });
    expect(production.code()).not.toMatch(/new GraphQLError/);
  });

  it('fails the build when a library changed the text a patch expects, or a file has no patch', () => {
    expect(() =>
      patch(files.aborted, "export const validationAbortedError = makeError('Validation aborted.');"),
    ).toThrow(/found 0 of the 1 places/);
    expect(() => patch(files.reactDom, 'var SuspenseException = Error(formatProdErrorMessage(460));')).toThrow(
      /found 1 of the 5 places/,
    );
    expect(() => patch('/x/node_modules/left-pad/index.js', '')).toThrow(/no start-up patch/);
  });
});
