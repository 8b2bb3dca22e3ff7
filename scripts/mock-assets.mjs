// Mock art (mocks/public: the drawn cars, panoramas, avatars, covers, brand marks, the demo QR code
// and MSW's worker) is copied into mock builds only (package.json, staticFiles). This finds where a
// production build still carries some: a mock file in the output, or a text file that names one.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';

export const MOCK_PUBLIC = 'mocks/public';
const TEXT = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest']);

function files(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/**
 * What of the mock art `out` holds: `{ copied, referenced }`, as site paths ("/media/cars/x.svg") and
 * "file: what it names". A reference is a mock file's site path, or a quoted or parenthesised path
 * under one of the mock folders ("/media/…"), which also catches addresses built from a template.
 */
export function mockAssetLeaks(out, mockRoot = MOCK_PUBLIC) {
  const mockPaths = files(mockRoot).map((file) => `/${relative(mockRoot, file).split(sep).join('/')}`);
  const folders = [
    ...new Set(
      mockPaths
        .map((path) => path.split('/'))
        .filter((parts) => parts.length > 2)
        .map((parts) => parts[1]),
    ),
  ];
  const copied = mockPaths.filter((path) => existsSync(join(out, path)));
  const folderPattern = folders.length ? new RegExp(`["'\`(]/(?:${folders.join('|')})/[\\w$\{}./-]*`, 'g') : null;
  const referenced = [];
  for (const file of files(out)) {
    if (!TEXT.has(extname(file))) continue;
    const text = readFileSync(file, 'utf8');
    const named = new Set(mockPaths.filter((path) => text.includes(path)));
    for (const match of folderPattern ? text.matchAll(folderPattern) : []) named.add(match[0].slice(1));
    for (const path of named) referenced.push(`${relative(out, file)}: ${path}`);
  }
  return { copied, referenced };
}
