// The schema ships without its descriptions (they document the REST payloads for developers and
// would only add bytes to the first screen): parse, drop descriptions, print compactly.
const graphql = require('graphql');

function minifySdl(sdl) {
  const withoutDescriptions = graphql.visit(graphql.parse(sdl, { noLocation: true }), {
    enter(node) {
      if ('description' in node && node.description) return { ...node, description: undefined };
      return undefined;
    },
  });
  return graphql
    .print(withoutDescriptions)
    .replace(/\n\s*\n/g, '\n')
    .replace(/\n\s+/g, '\n')
    .replace(/\s*([{}():,=!|[\]])\s*/g, '$1')
    .trim();
}

/** FNV-1a of the text with its length: a change anywhere in the SDL changes it; not a security boundary. */
function fingerprint(text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return `${text.length}.${(hash >>> 0).toString(36)}`;
}

/**
 * The JavaScript module an SDL file becomes (Parcel's transformer and Vitest's plugin both use it): the
 * whole SDL, minified, as the default export, and `version`, the schema's fingerprint worked out at build
 * time (a device drops what an older schema stored).
 */
function sdlModule(sdl) {
  const minified = minifySdl(sdl);
  return [
    `export const version = ${JSON.stringify(fingerprint(minified))};`,
    `export default ${JSON.stringify(minified)};`,
  ].join('\n');
}

module.exports = { minifySdl, sdlModule };
