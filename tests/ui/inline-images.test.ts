// The inline images are the same drawings as the files in public/ (both come from scripts/gen-media.mjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRAND_MARK_IMAGE, PLACEHOLDER_IMAGE } from '../../src/ui/inline-images';

const PREFIX = 'data:image/svg+xml,';
const decode = (url: string) => decodeURIComponent(url.slice(PREFIX.length));
const file = (path: string) => readFileSync(join(process.cwd(), 'public', path), 'utf8').replace(/"/g, "'");

describe('inline images', () => {
  it('the placeholder is public/media/placeholder.svg as a data: address', () => {
    expect(PLACEHOLDER_IMAGE.startsWith(PREFIX)).toBe(true);
    expect(decode(PLACEHOLDER_IMAGE)).toBe(file('media/placeholder.svg'));
  });

  it('the brand mark is public/icons/favicon.svg as a data: address', () => {
    expect(BRAND_MARK_IMAGE.startsWith(PREFIX)).toBe(true);
    expect(decode(BRAND_MARK_IMAGE)).toBe(file('icons/favicon.svg'));
  });

  it('holds no character an address cannot carry unescaped', () => {
    for (const url of [PLACEHOLDER_IMAGE, BRAND_MARK_IMAGE]) expect(url.slice(PREFIX.length)).not.toMatch(/["<>#\n]/);
  });
});
