// Start-up patches to third-party code, production builds only (decision note 077). Each patch names the
// file, what it finds and what it writes instead; a patch that no longer finds its text fails the build,
// so a library update can never silently bring the slow path back. Development builds and tests run the
// libraries untouched.
//
// - graphql's validators, left out of the entry: the SDL is checked at build time and the storefront
//   never validates an operation on the phone, but `buildASTSchema`, `extendSchema` and `SchemaLink`
//   import the validator (with every rule, 9 KiB gzip), so the bundler kept it. Measured paired on
//   Lighthouse's mobile network at 4x CPU (9 rounds, 2026-11-28): LCP -31 ms on `/`, -56 ms on the car
//   page. The QA studio's operation runner still validates: it imports `validate` itself.
// - React's sentinel errors, made without the Error constructor (see SENTINEL).
const { Transformer } = require('@parcel/plugin');

/**
 * An object that is `instanceof Error` and carries the message, made without calling the Error
 * constructor. Chromium captures a detailed stack trace whenever an Error is constructed, and V8 then
 * needs the source positions of every function on the stack; while the entry module evaluates, that
 * includes the script's top-level function, whose positions V8 finds by parsing the whole entry again
 * (about 25 ms of main thread here, several times that on a phone). The objects patched below are
 * sentinels compared by identity, created once at module load; none is ever shown with its stack.
 */
const SENTINEL = `function startupSentinel(message) {
  return Object.create(Error.prototype, { message: { value: message, writable: true, configurable: true } });
}`;

/** Stands in for a validator left out of the bundle; throws if anything ever calls it (nothing does:
 * schema.ts builds with `assumeValidSDL`, and client.ts's SchemaLinks do not validate). */
const LEFT_OUT = (name) =>
  `const ${name} = () => { throw new Error('${name} is left out of this build (scripts/parcel-transformer-library-patches.cjs)'); };`;

const PATCHES = [
  {
    file: /[\\/]graphql[\\/]utilities[\\/]buildASTSchema\.mjs$/,
    find: /import \{ assertValidSDL \} from '\.\.\/validation\/validate\.mjs';/,
    replace: () => LEFT_OUT('assertValidSDL'),
  },
  {
    file: /[\\/]graphql[\\/]utilities[\\/]extendSchema\.mjs$/,
    find: /import \{ assertValidSDLExtension \} from '\.\.\/validation\/validate\.mjs';/,
    replace: () => LEFT_OUT('assertValidSDLExtension'),
  },
  {
    file: /[\\/]@apollo[\\/]client[\\/]link[\\/]schema[\\/]index\.js$/,
    find: /import \{ execute, validate \} from "graphql";/,
    replace: () => `import { execute } from "graphql";\n${LEFT_OUT('validate')}`,
  },
  {
    // React's sentinels for suspending, Suspensey commits, actions and hydration (errors #460, #474,
    // #542, #461, #519), constructed at module load and compared by identity (see SENTINEL). React makes
    // them Errors by design (SuspenseException since facebook/react#25556); no upstream issue covers the
    // start-up cost. Measured (issue 23, paired runs at 4x CPU, decision note 077): without them, `/`: thread time -386 ms, longest task +353 ms (3 rounds); Lighthouse LCP -31 ms, TBT -450 ms (2 rounds); `/car`: thread time -1068 ms, longest task +341 ms (3 rounds); Lighthouse LCP +109 ms, TBT -831 ms (1 round).
    file: /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/,
    find: /\b(\w+) = Error\(formatProdErrorMessage\((460|474|542|461|519)\)\)/g,
    count: 5,
    replace: (_match, name, code) => `${name} = startupSentinel(formatProdErrorMessage(${code}))`,
    append: SENTINEL,
  },
];

/** Applies the patch for `filePath` to `code`; throws when the file has none or its text is not found. */
function patch(filePath, code) {
  const entry = PATCHES.find((candidate) => candidate.file.test(filePath));
  if (!entry)
    throw new Error(`${filePath}: no start-up patch for this file (scripts/parcel-transformer-library-patches.cjs)`);
  const found =
    code.match(entry.find.global ? entry.find : new RegExp(entry.find.source, entry.find.flags + 'g')) ?? [];
  if (found.length !== (entry.count ?? 1)) {
    // A library release changed the file: fail rather than silently ship the slow path again.
    throw new Error(
      `${filePath}: found ${found.length} of the ${entry.count ?? 1} places the start-up patch expects; update scripts/parcel-transformer-library-patches.cjs`,
    );
  }
  const patched = code.replace(entry.find, entry.replace);
  return entry.append ? `${patched}\n${entry.append}\n` : patched;
}

module.exports = new Transformer({
  async transform({ asset, options }) {
    if (options.mode !== 'production') return [asset];
    asset.setCode(patch(asset.filePath, await asset.getCode()));
    return [asset];
  },
});
module.exports.patch = patch;
