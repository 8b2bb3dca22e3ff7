// graphql-js decides whether it runs in production with `globalThis.process && process.env.NODE_ENV`
// (jsutils/instanceOf.mjs). In a browser there is no `globalThis.process`, so a production bundle kept
// the development `instanceOf`: every failed isObjectType()/isListType()/… check, thousands while the
// schema is built and each query executes, also read Symbol.toStringTag from both sides to look for a
// second copy of graphql (graphql/graphql-js#2317). Production builds get the plain `instanceof`.
// Development builds and tests keep the check.
const { Transformer } = require('@parcel/plugin');

const CONDITION = /const isProduction\s*=\s*globalThis\.process\s*&&[^;]*process\.env\.NODE_ENV\s*===\s*'production'\s*;/;

module.exports = new Transformer({
  async transform({ asset, options }) {
    if (options.mode !== 'production') return [asset];
    const code = await asset.getCode();
    if (!CONDITION.test(code)) {
      // A graphql release changed the file: fail rather than silently ship the slow path again.
      throw new Error(`${asset.filePath}: graphql's isProduction condition not found; update scripts/parcel-transformer-graphql-production.cjs`);
    }
    asset.setCode(code.replace(CONDITION, 'const isProduction = true;'));
    return [asset];
  },
});
