// Dynamic viewport units (dvh, svh, lvh: Chrome 108, Safari 15.4) are newer than the declared browser
// target (package.json "browserslist", decision note 160). Every declaration that uses one must follow a
// declaration of the same property without them (`min-height: 100vh; min-height: 100dvh;`), so an
// older engine keeps the first and a newer one the second. Lightning CSS keeps such pairs as written.
// Used by tests/styles/viewport-units.test.ts over src/**/*.css and by scripts/build.mjs over the build.

const DYNAMIC_UNIT = /(?<![\w-])-?[\d.]+(?:d|s|l)v(?:h|w|min|max|i|b)\b/;

/**
 * The declarations in a stylesheet (source or minified) that use a dynamic viewport unit without the
 * fallback declaration right before them, as `property: value` strings.
 */
export function dynamicUnitsWithoutFallback(css) {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const missing = [];
  // A block's declarations sit between braces and semicolons; nested rules open new blocks.
  for (const block of text.split(/[{}]/)) {
    const declarations = block
      .split(';')
      .map((part) => part.trim())
      .filter((part) => /^[\w-]+\s*:/.test(part));
    declarations.forEach((declaration, index) => {
      if (!DYNAMIC_UNIT.test(declaration)) return;
      const property = declaration.slice(0, declaration.indexOf(':')).trim();
      const previous = declarations[index - 1];
      const fallback =
        previous && previous.slice(0, previous.indexOf(':')).trim() === property && !DYNAMIC_UNIT.test(previous);
      if (!fallback) missing.push(declaration.replace(/\s+/g, ' '));
    });
  }
  return missing;
}

const DECLARATION = /([;{])([\w-]+):([^;{}]*?(?<![\w-])-?[\d.]+[dsl]v(?:h|w|min|max|i|b)\b[^;{}]*)(?=[;}])/g;

/**
 * Minified CSS with the fallback written before each dynamic-unit declaration that lacks it (dvh -> vh,
 * dvw -> vw, ...). Parcel 2.16's CSS step keeps only the last of `min-height:100vh;min-height:100dvh`
 * whatever the target (Lightning CSS called with the target's browsers keeps both), so the build puts
 * the pair back in what it wrote.
 */
export function addViewportFallbacks(css) {
  return css.replace(DECLARATION, (match, before, property, value, offset, whole) => {
    const fallback = value.replace(/((?<![\w-])-?[\d.]+)[dsl](v(?:h|w|min|max|i|b))\b/g, '$1$2');
    const previous = `${property}:${fallback}`;
    if (whole.slice(Math.max(0, offset - previous.length), offset) === previous) return match;
    return `${before}${previous};${property}:${value}`;
  });
}
