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
 * The JavaScript module an SDL file becomes (Parcel's transformer and Vitest's plugin both use it), with
 * what would otherwise be worked out on the phone at start-up:
 * - `definitions`: each named top-level definition's text by its name (schemaFor parses only the ones an
 *   operation reaches);
 * - `version`: the schema's fingerprint (a device drops what an older schema stored);
 * - the default export: the whole SDL, minified (the named definitions, then the others: the texts ship
 *   once).
 */
function sdlModule(sdl) {
  const minified = minifySdl(sdl);
  const definitions = {};
  const others = [];
  for (const node of graphql.parse(minified).definitions) {
    const text = minified.slice(node.loc.start, node.loc.end);
    if ('name' in node && node.name) definitions[node.name.value] = text;
    else others.push(text);
  }
  return [
    `export const definitions = ${JSON.stringify(definitions)};`,
    `export const version = ${JSON.stringify(fingerprint(minified))};`,
    `export default [...Object.values(definitions), ...${JSON.stringify(others)}].join('\\n');`,
  ].join('\n');
}

module.exports = { minifySdl, sdlModule };
