// @vitest-environment node
// The module graph of src/ has no circle, and no screen imports the route table. A circle made the
// route table (which imports every screen, lazily) and the ~95 screens that built links with it one
// tangle: a screen's module graph held the table and through it every other screen's loader. ESLint's
// import-x/no-cycle does not follow the table's `import()` calls, so this walks the graph itself with the
// TypeScript parser: static imports and re-exports that carry values, and `import()` calls (a lazy
// import is still an edge: the table → a screen → the table is the circle this guards against).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
const src = join(root, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

interface Edge {
  to: string;
  /** Only types cross it (erased at build time: no module is loaded). */
  typeOnly: boolean;
}

function importsOf(file: string): Edge[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const edges: Edge[] = [];
  const add = (specifier: ts.Expression | undefined, typeOnly: boolean) => {
    if (!specifier || !ts.isStringLiteral(specifier)) return;
    const to = resolveImport(file, specifier.text);
    if (to) edges.push({ to, typeOnly });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!bindings &&
            ts.isNamedImports(bindings) &&
            bindings.elements.length > 0 &&
            bindings.elements.every((element) => element.isTypeOnly)));
      add(node.moduleSpecifier, onlyTypes);
    } else if (ts.isExportDeclaration(node)) {
      add(node.moduleSpecifier, node.isTypeOnly);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0], false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

const files = sourceFiles(src);
const graph = new Map(files.map((file) => [file, importsOf(file)]));
const name = (file: string) => relative(root, file);

/** The circles of the graph over the edges that load code: each strongly connected set of 2+ modules (Tarjan). */
function circles(): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter++;
    stack.push(file);
    onStack.add(file);
    for (const { to, typeOnly } of graph.get(file) ?? []) {
      if (typeOnly || !graph.has(to)) continue;
      if (!index.has(to)) {
        connect(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(file, Math.min(low.get(file)!, index.get(to)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const set: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        set.push(member);
      } while (member !== file);
      const selfImport = graph.get(file)?.some(({ to, typeOnly }) => to === file && !typeOnly);
      if (set.length > 1 || selfImport) found.push(set.map(name).sort());
    }
  };
  for (const file of files) if (!index.has(file)) connect(file);
  return found;
}

describe('the module graph of src/', () => {
  it('reads the imports it is meant to (a walker that sees nothing passes everything)', () => {
    const table = join(src, 'routes/route-table.ts');
    const targets = graph.get(table)!.map(({ to }) => name(to));
    expect(targets).toContain('src/routes/paths.ts');
    expect(targets).toContain('src/screens/car/car.screen.tsx');
  });

  it('has no import circle', () => {
    expect(circles()).toEqual([]);
  });

  it('has no screen importing the route table (not even its types): links come from routes/paths.ts', () => {
    const table = join(src, 'routes/route-table.ts');
    const importers = files.filter(
      (file) => file.startsWith(join(src, 'screens')) && graph.get(file)!.some(({ to }) => to === table),
    );
    expect(importers.map(name)).toEqual([]);
  });

  it('keeps paths.ts and titles.ts pure: they load no module of the app', () => {
    // car-route.ts holds the car page's pattern for paths.ts and the early paint alike, and loads nothing.
    const pure = ['src/routes/car-route.ts'];
    for (const module of ['routes/paths.ts', 'routes/titles.ts', 'routes/car-route.ts']) {
      const loaded = graph.get(join(src, module))!.filter(({ typeOnly }) => !typeOnly);
      expect(
        loaded.map(({ to }) => name(to)).filter((file) => !pure.includes(file)),
        module,
      ).toEqual([]);
    }
  });
});
