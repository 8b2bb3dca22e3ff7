// The benchmarks' tables, as Markdown whose columns line up in a terminal too (docs/performance.md takes
// them as they are printed). The first row is the header.

export function markdownTable(rows: readonly (readonly string[])[]): string {
  const widths = (rows[0] ?? []).map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return rows
    .map((row) => '| ' + widths.map((width, column) => (row[column] ?? '').padEnd(width)).join(' | ') + ' |')
    .join('\n');
}
