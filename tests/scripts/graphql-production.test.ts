// @vitest-environment node
// Production bundles run graphql-js's production instanceOf (a plain `instanceof`), not the development
// one that looks for a second copy of graphql on every failed type check.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const plugin = require('../../scripts/parcel-transformer-graphql-production.cjs') as Record<symbol, { transform: (input: unknown) => Promise<unknown[]> }>;
const { transform } = plugin[Symbol.for('parcel-plugin-config')]!;
const file = require.resolve('graphql/jsutils/instanceOf.mjs');

function asset(code: string) {
  let current = code;
  return { filePath: file, getCode: () => Promise.resolve(current), setCode: (next: string) => (current = next), code: () => current };
}

describe('the graphql production transformer', () => {
  it("turns graphql's own isProduction condition on in production builds", async () => {
    const input = asset(readFileSync(file, 'utf8'));
    await transform({ asset: input, options: { mode: 'production' } });
    expect(input.code()).toContain('const isProduction = true;');
    expect(input.code()).not.toContain('globalThis.process');
  });

  it('leaves development builds alone', async () => {
    const source = readFileSync(file, 'utf8');
    const input = asset(source);
    await transform({ asset: input, options: { mode: 'development' } });
    expect(input.code()).toBe(source);
  });

  it('fails the build when a graphql release changed the condition', async () => {
    await expect(transform({ asset: asset('export const instanceOf = (a, b) => a instanceof b;'), options: { mode: 'production' } })).rejects.toThrow(/isProduction condition not found/);
  });
});
