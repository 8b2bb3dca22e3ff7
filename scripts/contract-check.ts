// `npm run contract:check -- --base https://api.example [--base-relative …] [--base-inspection …]
//   [--base-options …] [--base-business …] [--writes] [--timeout 8000] [--rate 4] [--id hunt=H10001 …]`
// Asks a backend the read calls a visit makes and judges every answer by contract/openapi.yaml (see
// docs/contract.md). Prints a table per operation and a summary; exits 1 on any mismatch.
import { formatReport, isFailure, runCheck } from './contract/check';
import { loadContract, type ContractHost } from './contract/document';

export interface CliOptions {
  bases: Record<ContractHost, string>;
  writes: boolean;
  timeoutMs: number;
  rate: number;
  ids: Record<string, string>;
}

export function parseArgs(args: string[]): CliOptions {
  const value = (name: string) => {
    const index = args.indexOf(`--${name}`);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const base = value('base');
  if (!base) throw new Error('--base <API host> is required (e.g. --base https://api.example.com)');
  const ids: Record<string, string> = {};
  args.forEach((arg, index) => {
    if (arg !== '--id') return;
    const [name, id] = (args[index + 1] ?? '').split('=');
    if (name && id) ids[name] = id;
  });
  const number = (name: string, fallback: number) => {
    const parsed = Number(value(name));
    return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
  };
  return {
    bases: {
      main: base,
      relative: value('base-relative') ?? base,
      inspection: value('base-inspection') ?? base,
      options: value('base-options') ?? base,
      business: value('base-business') ?? base,
    },
    writes: args.includes('--writes'),
    timeoutMs: number('timeout', 8000),
    rate: number('rate', 4),
    ids,
  };
}

export async function main(args: string[], print: (line: string) => void = console.log): Promise<number> {
  const options = parseArgs(args);
  const results = await runCheck(loadContract(), options);
  print(formatReport(results));
  return results.some(isFailure) ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(2);
    },
  );
}
