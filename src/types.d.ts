// An SDL file (scripts/sdl-minify.cjs): the whole SDL, minified; its named definitions; its fingerprint.
declare module '*.graphql' {
  const sdl: string;
  export default sdl;
  export const definitions: Readonly<Record<string, string>>;
  export const version: string;
}

// Imported as a namespace (`import * as styles`): Parcel tree-shakes the classes a file never uses and
// warns about a default import, which would keep them all.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export = classes;
}

declare module '*.css';
