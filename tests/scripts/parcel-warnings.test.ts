// @vitest-environment node
// The build fails when Parcel prints a warning (scripts/build.mjs): whatever Parcel writes to stderr
// during a successful build is one, and each distinct warning becomes a line of the build's failure.
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { parcelWarnings } from '../../scripts/parcel-warnings.mjs';

const warningsIn = parcelWarnings as (stderr: string) => string[];

/** Parcel 2.16's stderr for a CSS module imported with a default specifier (its hints go to stdout). */
const cssModuleWarning = (
  file: string,
) => `@parcel/optimizer-css: CSS modules cannot be tree shaken when imported with a 
default specifier
  /srv/app/src/ui/${file}.tsx:3:8
    2 | import { cx } from './class-names';
  > 3 | import styles from './${file}.module.css';
  >   |        ^^^^^^
    4 | 
`;
const headline = (file: string) =>
  `@parcel/optimizer-css: CSS modules cannot be tree shaken when imported with a default specifier (/srv/app/src/ui/${file}.tsx:3:8)`;

describe('Parcel warnings in the build output', () => {
  it('finds none when Parcel wrote nothing, or only blank lines, to stderr', () => {
    expect(warningsIn('')).toEqual([]);
    expect(warningsIn('\n  \n\n')).toEqual([]);
  });

  it('gives each distinct warning once, with its message unwrapped and the file it points at', () => {
    const stderr = cssModuleWarning('chip') + cssModuleWarning('chip') + cssModuleWarning('tabs');
    expect(warningsIn(stderr)).toEqual([headline('chip'), headline('tabs')]);
  });

  it('reads coloured output (a terminal) the same way', () => {
    const coloured = `\u001b[33m\u001b[1m@parcel/transformer-js: Unknown usage of import.meta\u001b[22m\u001b[39m\n\n  src/a.ts:1:1\n    1 | x\n`;
    expect(warningsIn(coloured)).toEqual(['@parcel/transformer-js: Unknown usage of import.meta (src/a.ts:1:1)']);
  });

  it('counts anything else written there too (a tool warning through Parcel is still a warning)', () => {
    expect(warningsIn('Browserslist: caniuse-lite is outdated. Please run the next command\n')).toEqual([
      'Browserslist: caniuse-lite is outdated. Please run the next command',
    ]);
  });
});
