// @vitest-environment node
// Every dynamic viewport unit (dvh, svh, lvh) in the stylesheets has a plain vh declaration right before
// it, for the target's engines without them (iOS 15.0-15.3; decision note 160). The build checks the
// built CSS the same way (scripts/build.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { dynamicUnitsWithoutFallback } from '../../scripts/css-fallbacks.mjs';

const missing = dynamicUnitsWithoutFallback as (css: string) => string[];

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

describe('dynamic viewport units', () => {
  it('have a vh fallback before them in every stylesheet under src/', () => {
    const files = cssFiles('src');
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((file) =>
      missing(readFileSync(file, 'utf8')).map((declaration) => `${file}: ${declaration}`),
    );
    expect(found).toEqual([]);
  });

  it('finds a dynamic unit without its fallback, in source and minified CSS', () => {
    expect(missing('.a {\n  min-height: 100dvh;\n}')).toEqual(['min-height: 100dvh']);
    expect(missing('.a{color:red;height:50svh}')).toEqual(['height:50svh']);
    expect(missing('.a{max-height:calc(100lvh - 10px)}')).toEqual(['max-height:calc(100lvh - 10px)']);
    // The fallback must be the same property, right before, without a dynamic unit.
    expect(missing('.a{min-height:100vh;height:100dvh}')).toEqual(['height:100dvh']);
    expect(missing('.a{height:100dvh;height:100dvh}')).toHaveLength(2);
    expect(missing('@media (min-width: 600px) { .a { min-height: 80dvh } }')).toEqual(['min-height: 80dvh']);
  });

  it('accepts a fallback pair, and units that only look alike', () => {
    expect(missing('.a {\n  min-height: 100vh; /* older engines */\n  min-height: 100dvh;\n}')).toEqual([]);
    expect(missing('.a{height:clamp(240px,48vh,420px);height:clamp(240px,48dvh,420px)}')).toEqual([]);
    expect(missing('.a{width:100vw;height:100vh;--dvh-note:1;font:12px/1 x}')).toEqual([]);
    expect(missing('.a{background:url(img-100dvh.png)}')).toEqual([]);
  });
});
