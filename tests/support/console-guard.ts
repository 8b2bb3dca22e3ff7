import { format } from 'node:util';

// Console errors fail a test (React warnings, act() warnings, uncaught render errors). A test that
// expects one says so with allowConsoleErrors().
//
// Apollo's cache warnings fail a test too, always: Apollo reports through console.warn that a write
// replaced an object it could not merge ("Cache data may be lost when replacing the price field of a
// CarListing object"), i.e. a screen may lose fields another screen still reads. The fix is a type
// policy in src/graph/cache.ts, never an allowance here. (Apollo warns once per field and worker, so the
// first test to write that field is the one that fails.)

const originalError = console.error;
const originalWarn = console.warn;
let collected: string[] = [];
let cacheWarnings: string[] = [];
let allowed = false;

const text = (args: unknown[]) =>
  format(...args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : arg)));

/** Apollo's own warnings about its cache: the readable text (tests/setup.ts loads it), or its link. */
export function isApolloCacheWarning(message: string): boolean {
  return /Cache data may be lost|go\.apollo\.dev\/c\/err/.test(message);
}

export const consoleGuard = {
  start() {
    collected = [];
    cacheWarnings = [];
    allowed = false;
    console.error = (...args: unknown[]) => {
      collected.push(text(args));
    };
    console.warn = (...args: unknown[]) => {
      const message = text(args);
      if (isApolloCacheWarning(message)) cacheWarnings.push(message);
      else originalWarn(...args);
    };
  },
  stop() {
    console.error = originalError;
    console.warn = originalWarn;
    const errors = collected;
    const warnings = cacheWarnings;
    collected = [];
    cacheWarnings = [];
    if (warnings.length) throw new Error(`Apollo warned about its cache during the test:\n${warnings.join('\n---\n')}`);
    if (!allowed && errors.length) {
      throw new Error(`console.error was called during the test:\n${errors.join('\n---\n')}`);
    }
  },
};

export function allowConsoleErrors(): void {
  allowed = true;
}
