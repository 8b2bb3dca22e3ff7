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

module.exports = { minifySdl };
