// @vitest-environment node
// No function of the app over 150 lines (issue 48, eslint.config.js): the rule is proved to run on the
// app's .ts and .tsx files, lines counted as they stand (blank lines and comments included), and not on
// the tests. A later block of eslint.config.js that set the rule for the same files would replace it
// without a word (tests/scripts/lint-layers.test.ts).
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === 'max-lines-per-function' });

/** A function of `lines` lines: its first and last, and blank lines and comments between. */
function functionOf(lines: number): string {
  const inside = Array.from({ length: lines - 2 }, (_, index) => (index % 2 === 0 ? '' : '  // a comment'));
  return ['export function long() {', ...inside, '}'].join('\n');
}

async function rulesHit(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: resolve(root, filePath) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('the length of a function', () => {
  it.each(['src/screens/home/x.tsx', 'src/domain/x.ts'])('%s: 150 lines pass, 151 do not', async (file) => {
    expect(await rulesHit(file, functionOf(150))).toEqual([]);
    expect(await rulesHit(file, functionOf(151))).toEqual(['max-lines-per-function']);
  });

  it('tests are not held to it', async () => {
    expect(await rulesHit('tests/screens/x.test.tsx', functionOf(400))).toEqual([]);
  });
});
