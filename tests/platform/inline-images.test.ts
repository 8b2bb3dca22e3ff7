// Production drawings are ordinary source files; the ones that exist twice (inline in the script and
// as a file in public/) must stay the same drawing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CAR_OUTLINE_ZONES } from '../../src/ui/car-outline-zones';
import { BRAND_MARK_IMAGE, PLACEHOLDER_IMAGE } from '../../src/platform/inline-images';

const PREFIX = 'data:image/svg+xml,';
const decode = (url: string) => decodeURIComponent(url.slice(PREFIX.length));
const file = (path: string) => readFileSync(join(process.cwd(), 'public', path), 'utf8').replace(/"/g, "'");

describe('inline images', () => {
  it('the placeholder is an SVG as a data: address', () => {
    expect(PLACEHOLDER_IMAGE.startsWith(PREFIX)).toBe(true);
    expect(decode(PLACEHOLDER_IMAGE)).toMatch(/^<svg xmlns='http:\/\/www.w3.org\/2000\/svg'[\s\S]*<\/svg>$/);
  });

  it('the brand mark is public/icons/favicon.svg as a data: address', () => {
    expect(BRAND_MARK_IMAGE.startsWith(PREFIX)).toBe(true);
    expect(decode(BRAND_MARK_IMAGE)).toBe(file('icons/favicon.svg').trim());
  });

  it('holds no character an address cannot carry unescaped', () => {
    for (const url of [PLACEHOLDER_IMAGE, BRAND_MARK_IMAGE]) expect(url.slice(PREFIX.length)).not.toMatch(/["<>#\n]/);
  });

  it('the outline picture public/art/car-outline-top.svg draws the zones of the flaw maps', () => {
    const picture = file('art/car-outline-top.svg');
    for (const [id, zone] of Object.entries(CAR_OUTLINE_ZONES))
      expect(picture).toContain(`<path id='zone-${id}' d='${zone.d}'/>`);
  });
});
