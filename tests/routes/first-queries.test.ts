// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { firstQueries } from '../../src/routes/first-queries';
import { routes } from '../../src/routes/route-table';

const operationFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? operationFiles(join(dir, entry.name))
      : entry.name.endsWith('.graphql') && entry.name !== 'schema.graphql'
        ? [join(dir, entry.name)]
        : [],
  );

const queryNames = new Set(
  operationFiles(join(__dirname, '../../src')).flatMap((file) =>
    parse(readFileSync(file, 'utf8')).definitions.flatMap((definition) =>
      definition.kind === Kind.OPERATION_DEFINITION && definition.operation === 'query' && definition.name
        ? [definition.name.value]
        : [],
    ),
  ),
);

describe("each route's first-render queries (what codegen reads)", () => {
  it('has a line for every route with a screen, and for no other', () => {
    const withScreen = routes.filter((route) => route.screen).map((route) => route.name);
    expect(Object.keys(firstQueries).sort()).toEqual([...withScreen].sort());
  });

  it('names only queries that exist', () => {
    for (const [route, names] of Object.entries(firstQueries)) {
      for (const name of names) expect(queryNames.has(name), `${route}: ${name}`).toBe(true);
    }
  });
});
