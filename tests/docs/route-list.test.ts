// @vitest-environment node
// docs/product.md's route list (section 2) names every path and alias of the route table, and nothing
// the table lacks: a route added, renamed or removed in the table fails here until the list says so.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/routes/route-table';

const product = readFileSync(resolve(__dirname, '../../docs/product.md'), 'utf8');

/** The paths in the list: the `/…` code spans of each row's first cell (query and optional parts cut), `…/x` after the row's first path. */
function listedPaths(): string[] {
  const section = product.slice(
    product.indexOf('## 2. Routes'),
    product.indexOf('\n## ', product.indexOf('## 2. Routes') + 1),
  );
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `/'))
    .flatMap((row) => {
      const spans = [...row.split('|')[1]!.matchAll(/`([^`]+)`/g)].map(([, span]) => span!.replace(/[?[].*$/, ''));
      const first = spans[0]!;
      return spans.flatMap((span) =>
        span.startsWith('/') ? [span] : span.startsWith('…/') ? [first + span.slice(1)] : [],
      );
    });
}

describe("product.md's route list", () => {
  it('finds the list', () => {
    expect(listedPaths().length).toBeGreaterThan(40);
  });

  it('names every path and alias of the route table once, and no other', () => {
    const table = routes.flatMap((route) => [route.path, ...(route.aliases ?? [])]).filter((path) => path !== '*');
    const listed = listedPaths();
    expect([...listed].sort()).toEqual([...new Set(listed)].sort());
    expect([...listed].sort()).toEqual([...table].sort());
  });
});
