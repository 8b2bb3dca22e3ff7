// @vitest-environment node
// A lint rule turned off says why on the same line, after ESLint's ` -- ` (issue 48, item 5):
// `// eslint-disable-next-line react-hooks/exhaustive-deps -- only a new position moves the row`. ESLint
// itself keeps the text after ` -- ` as the directive's description but requires none, and the plugin
// that would (eslint-comments' require-description) is not a dependency, so this reads every
// directive in the repository's own code (generated files, whose header turns all rules off, aside).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');

/**
 * The directive comments of a source text that give no reason: a line or block comment opening a line,
 * or following code, whose text starts with eslint-disable (of a file, a line or the next line).
 */
function directivesWithoutReason(text: string): string[] {
  const directive = /(?:^|[\s;,(){}[\]])(?:\/\/|\/\*)\s*(eslint-disable(?:-next-line|-line)?\b.*?)(?:\*\/|$)/gm;
  const missing: string[] = [];
  for (const match of text.matchAll(directive)) {
    const comment = match[1]!.trim();
    if (!/\s--\s+\S/.test(comment)) missing.push(comment);
  }
  return missing;
}

const CODE = /\.(?:[cm]?js|tsx?)$/;
const GENERATED = /(?:^|\/)__generated__\/|\.generated\.ts$|^mocks\/public\//;

function ownSourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  }).split('\n');
  return listed.filter((file) => CODE.test(file) && !GENERATED.test(file));
}

describe('a lint rule turned off says why', () => {
  it('finds a directive without its reason, and accepts one with it', () => {
    // Spelled in parts, so this file's own text holds no directive.
    const off = ['eslint', 'disable'].join('-');
    expect(directivesWithoutReason(`  // ${off}-next-line no-console\n`)).toEqual([`${off}-next-line no-console`]);
    expect(directivesWithoutReason(`f(); // ${off}-line no-console\n`)).toHaveLength(1);
    expect(directivesWithoutReason(`/* ${off} */\n`)).toEqual([off]);
    expect(directivesWithoutReason(`{/* ${off}-next-line x -- */}\n`)).toHaveLength(1);
    expect(directivesWithoutReason(`  // ${off}-next-line no-console -- the build prints\n`)).toEqual([]);
    expect(directivesWithoutReason(`/* ${off} no-any -- loose payloads */\n`)).toEqual([]);
    // Words in a string are not a directive (codegen writes the generated files' header so).
    expect(directivesWithoutReason(`const header = 'x */\\n/* ${off} */\\n';\n`)).toEqual([]);
  });

  it('in every source file of the repository', () => {
    const files = ownSourceFiles();
    expect(files.length).toBeGreaterThan(100);
    const missing = files.flatMap((file) =>
      directivesWithoutReason(readFileSync(resolve(root, file), 'utf8')).map((comment) => `${file}: ${comment}`),
    );
    expect(missing).toEqual([]);
  });
});
