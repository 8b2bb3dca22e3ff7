// Console errors fail a test (React warnings, act() warnings, uncaught render errors). A test that
// expects one says so with allowConsoleErrors().

const original = console.error;
let collected: string[] = [];
let allowed = false;

export const consoleGuard = {
  start() {
    collected = [];
    allowed = false;
    console.error = (...args: unknown[]) => {
      collected.push(args.map((arg) => (arg instanceof Error ? arg.stack ?? arg.message : String(arg))).join(' '));
    };
  },
  stop() {
    console.error = original;
    const errors = collected;
    collected = [];
    if (!allowed && errors.length) {
      throw new Error(`console.error was called during the test:\n${errors.join('\n---\n')}`);
    }
  },
};

export function allowConsoleErrors(): void {
  allowed = true;
}
