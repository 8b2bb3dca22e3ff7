// @vitest-environment node
// The repository stands on its own: no file points outside it (a sibling folder, an absolute path on
// someone's machine), and every link to a document inside it leads to a file that exists.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
const SKIP = new Set(['node_modules', '.git', '.parcel-cache', '.parcel-dev', '.perf', '.ci-results', 'coverage', '__generated__', '__screenshots__']);
const TEXT = /\.(md|ts|tsx|mjs|cjs|js|json|css|html|graphql|yml|yaml|sh)$|^run$/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name) || name.startsWith('dist')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return TEXT.test(name) && name !== 'package-lock.json' && !name.endsWith('.generated.ts') ? [path] : [];
  });
}

const all = files(root).map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }));
// An absolute path on someone's machine, or the team's notes beside a checkout (written in pieces so
// this file does not match itself).
const ABSOLUTE = new RegExp(['/', 'work/', '|\\.\\./', 'shared'].join(''));
// A relative path that climbs out of the repository (a sibling folder such as the team's shared notes).
const leavesRepository = (path: string, line: string) =>
  [...line.matchAll(/(?:\.\.\/)+[\w.-]+/g)].some(([target]) => {
    const at = resolve(root, dirname(path), target);
    return at !== root && !at.startsWith(root + '/');
  });

describe('links in the repository', () => {
  it('finds the files to check', () => {
    expect(all.some((file) => file.path === 'README.md')).toBe(true);
    expect(all.some((file) => file.path.startsWith('src/'))).toBe(true);
  });

  it('never point outside it', () => {
    const outside = all.flatMap(({ path, text }) =>
      text.split('\n').flatMap((line, index) => (ABSOLUTE.test(line) || leavesRepository(path, line) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(outside).toEqual([]);
  });

  it('lead to documents that exist (Markdown links, and docs/… named anywhere)', () => {
    const missing: string[] = [];
    for (const { path, text } of all) {
      if (path.endsWith('.md')) {
        for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
          if (!target || /^(https?:|mailto:|#)/.test(target)) continue;
          const file = target.split('#')[0]!;
          const at = resolve(root, dirname(path), file);
          if (!at.startsWith(root) || !existsSync(at)) missing.push(`${path}: ${target}`);
        }
      }
      for (const [name] of text.matchAll(/(?<![\w/.-])docs\/[\w./-]*\w/g)) {
        if (!existsSync(join(root, name))) missing.push(`${path}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
