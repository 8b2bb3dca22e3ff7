// Fragments from other files, for scripts/codegen.mjs. A fragment lives next to the component that
// renders its fields (src/screens/moments/moment-card.graphql beside moment-card.tsx); an operation
// file spreads it by name, as Apollo's cache knows fragments by name too, with no import line. Codegen
// copies each fragment an operation needs into that operation's generated document, so every screen's
// documents stay complete in its own lazy chunk.
import { Kind, visit } from 'graphql';

/** Every fragment definition by name: `files` maps a file (relative to the root) to its parsed document. */
export function fragmentIndex(files) {
  const byName = new Map();
  for (const [file, document] of files) {
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.FRAGMENT_DEFINITION) continue;
      const name = definition.name.value;
      const first = byName.get(name);
      if (first) throw new Error(`fragment ${name} is defined twice: in ${first.file} and in ${file}`);
      byName.set(name, { file, node: definition });
    }
  }
  return byName;
}

// The screen area a file belongs to (src/screens/<area>/...), or null outside src/screens.
function areaOf(file) {
  return /^src\/screens\/([^/]+)\//.exec(file)?.[1] ?? null;
}

/**
 * The fragments `file` spreads (directly or through other fragments) that it does not define itself, in
 * the shape graphql-codegen's `externalFragments` option takes. Throws on a fragment no file defines,
 * and on one taken from another screen area: areas stand alone (the lint zones of decision note 121),
 * so a fragment two areas use lives in src/screens/common.
 */
export function externalFragments(file, document, index) {
  const local = new Set(
    document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => d.name.value),
  );
  const found = new Map();
  const collect = (node) =>
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        if (local.has(name) || found.has(name)) return;
        const fragment = index.get(name);
        if (!fragment) throw new Error(`${file}: unknown fragment ...${name} (no .graphql file under src defines it)`);
        const area = areaOf(fragment.file);
        if (area && area !== 'common' && area !== areaOf(file)) {
          throw new Error(
            `${file}: fragment ${name} belongs to the ${area} area (${fragment.file}); move it to src/screens/common to share it`,
          );
        }
        found.set(name, fragment);
        collect(fragment.node);
      },
    });
  collect(document);
  return [...found.entries()].map(([name, { node }]) => ({
    node,
    name,
    onType: node.typeCondition.name.value,
    isExternal: true,
  }));
}
