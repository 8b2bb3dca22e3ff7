// @vitest-environment node
// The repository stands on its own: no file points outside it (a sibling folder, an absolute path on
// someone's machine), and every link to a document inside it leads to a file that exists.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
const SKIP = new Set([
  'node_modules',
  '.git',
  '.parcel-cache',
  '.parcel-dev',
  '.perf',
  '.ci-results',
  'coverage',
  '__generated__',
  '__screenshots__',
]);
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

/** The text outside fenced code blocks (a `#` line in a shell block is no heading, a `](x)` there no link). */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');

/** GitHub's anchor for a heading: inline markup dropped, lower case, punctuation out, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor a Markdown file offers: its headings' slugs (a repeated one numbered as GitHub does) and explicit ids. */
function anchorsOf(text: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of prose(text).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(heading!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  for (const [, id] of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id!);
  return anchors;
}

describe('links in the repository', () => {
  it('finds the files to check', () => {
    expect(all.some((file) => file.path === 'README.md')).toBe(true);
    expect(all.some((file) => file.path.startsWith('src/'))).toBe(true);
  });

  it('never point outside it', () => {
    const outside = all.flatMap(({ path, text }) =>
      text
        .split('\n')
        .flatMap((line, index) =>
          ABSOLUTE.test(line) || leavesRepository(path, line) ? [`${path}:${index + 1}: ${line.trim()}`] : [],
        ),
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

  it('lead to sections that exist (README.md and docs/: #anchors, in the same file or another)', () => {
    const markdown = new Map(all.filter(({ path }) => path.endsWith('.md')).map(({ path, text }) => [path, text]));
    const missing: string[] = [];
    for (const [path, text] of markdown) {
      if (path !== 'README.md' && !path.startsWith('docs/')) continue;
      for (const [, target] of prose(text).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (!target || /^(https?:|mailto:)/.test(target) || !target.includes('#')) continue;
        const [file, anchor] = target.split('#') as [string, string];
        const at = file ? relative(root, resolve(root, dirname(path), file)) : path;
        const anchors = markdown.has(at) ? anchorsOf(markdown.get(at)!) : new Set<string>();
        if (!anchors.has(decodeURIComponent(anchor))) missing.push(`${path}: ${target}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('make anchors the way GitHub does', () => {
    expect(slug('2. Routes')).toBe('2-routes');
    expect(slug('7. Calls and their envelopes')).toBe('7-calls-and-their-envelopes');
    expect(slug('`npm run perf`: the benchmark (A/B)')).toBe('npm-run-perf-the-benchmark-ab');
    expect(slug('Buyer data — 收藏')).toBe('buyer-data--收藏');
    expect([...anchorsOf('# A\n## A\n```sh\n# not a heading\n```\n')]).toEqual(['a', 'a-1']);
  });

  it('name sections that exist, where a file points into a document in words (README, "Mock mode"; architecture.md, section 3)', () => {
    const markdown = new Map(all.filter(({ path }) => path.endsWith('.md')).map(({ path, text }) => [path, text]));
    const headingsOf = (path: string) =>
      [...prose(markdown.get(path) ?? '').matchAll(/^#{1,6}\s+(.+?)\s*$/gm)].map(([, heading]) =>
        heading!.replace(/[`*]/g, ''),
      );
    const missing: string[] = [];
    let checked = 0;
    for (const { path, text } of all) {
      if (path === 'tests/docs/links.test.ts') continue;
      for (const [pointer, document, number, title] of text.matchAll(
        /\b(README(?:\.md)?|(?:docs\/)?[\w-]+\.md),? (?:section (\d+)|"([^"\n]{2,60})")/g,
      )) {
        const named = document!.startsWith('README') ? 'README.md' : document!;
        const file = [named, `docs/${named}`, relative(root, resolve(root, dirname(path), named))].find((candidate) =>
          markdown.has(candidate),
        );
        if (!file) continue; // the product spec and other documents outside the repository
        checked += 1;
        const headings = headingsOf(file);
        const found = number
          ? headings.some((heading) => heading.startsWith(`${number}.`))
          : headings.some(
              (heading) => heading.startsWith(title!) || heading.replace(/^\d+[a-z]?\.\s+/, '').startsWith(title!),
            );
        if (!found) missing.push(`${path}: ${pointer}`);
      }
    }
    expect(checked).toBeGreaterThan(5);
    expect(missing).toEqual([]);
  });
});
