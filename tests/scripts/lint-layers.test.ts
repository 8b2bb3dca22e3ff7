// @vitest-environment node
// The dependency direction (docs/architecture.md, "3. Dependency direction") is held by lint alone. A
// later block in eslint.config.js that sets the same rule for the same files replaces the earlier one
// without a word, so the rules once stopped running and nobody saw. Here each layer lints a file it must
// not write, through ESLint's Node API on a file that does not exist, and expects the error; an allowed
// import in each layer lints clean, so a rule that forbids everything fails too.
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
const RULES = new Set(['no-restricted-imports', 'import-x/no-restricted-paths']);
const eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => RULES.has(ruleId) });

async function errorsOf(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = [x];\n`, { filePath: resolve(root, filePath) });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

// [the file, an import it must not make]: a folder of the app, a package, or the mocks.
const forbidden: [string, string][] = [
  ['src/domain/x.ts', "import x from 'react';"],
  ['src/domain/x.ts', "import { x } from '../routes/route-table';"],
  ['src/domain/x.ts', "import { x } from '../screens/common/car/use-car-query';"],
  ['src/domain/x.ts', "import { x } from '../ui/button';"],
  ['src/machines/x.ts', "import { useEffect as x } from 'react';"],
  ['src/machines/x.ts', "import { x } from '../app/app';"],
  ['src/graph/resolvers/x.ts', "import { x } from '../../routes/route-table';"],
  ['src/graph/resolvers/x.ts', "import { createRoot as x } from 'react-dom/client';"],
  ['src/ui/x.tsx', "import { x } from '../app/app';"],
  ['src/ui/x.tsx', "import { x } from '../graph/client';"],
  ['src/ui/x.tsx', "import { x } from '../machines/boot.machine';"],
  ['src/ui/x.tsx', "import { useQuery as x } from '@apollo/client/react';"],
  ['src/ui/x.tsx', "import { Link as x } from 'react-router';"],
  ['src/platform/x.ts', "import { x } from '../routes/route-table';"],
  ['src/platform/x.ts', "import { x } from '../ui/toast';"],
  ['src/i18n/x.ts', "import { x } from '../ui/button';"],
  ['src/i18n/x.ts', "import { x } from '../app/app';"],
  ['src/config/x.ts', "import { x } from '../screens/common/detail-page';"],
  ['src/screens/home/x.tsx', "import { x } from '../../app/app';"],
  ['src/screens/home/x.tsx', "import { x } from '../car/car.screen';"],
  ['src/screens/common/x.tsx', "import { x } from '../home/home.screen';"],
  ['src/screens/home/x.tsx', "import { x } from '../../routes/route-table';"],
  ['src/screens/common/x.tsx', "import type { x } from '../../routes/screen-loaders';"],
  ['src/routes/x.ts', "import { x } from '../app/app';"],
  ['src/early/x.ts', "import { createElement as x } from 'react';"],
  ['src/early/x.ts', "import { matchPath as x } from 'react-router';"],
  ['src/early/x.ts', "import { x } from '../screens/car/car.screen';"],
  ['src/app/x.ts', "import { x } from '../../mocks/browser';"],
  ['src/graph/x.ts', "const x = import('../../mocks/browser');"],
];

// [the file, an import its layer allows].
const allowed: [string, string][] = [
  ['src/domain/x.ts', "import { x } from './car-status';"],
  ['src/early/x.ts', "import { x } from '../graph/rest/cars';"],
  ['src/machines/x.ts', "import { x } from '../platform/idle';"],
  ['src/graph/resolvers/x.ts', "import { x } from '../../domain/car-status';"],
  ['src/ui/x.tsx', "import { useState as x } from 'react';"],
  ['src/ui/x.tsx', "import { x } from '../platform/overlay-history';"],
  ['src/platform/x.ts', "import { useEffect as x } from 'react';"],
  ['src/screens/home/x.tsx', "import { x } from '../common/car/use-car-query';"],
  ['src/screens/home/x.tsx', "import { x } from '../../graph/client';"],
  ['src/screens/home/x.tsx', "import { x } from '../../routes/paths';"],
  ['src/routes/x.ts', "const x = () => import('../screens/home/home.screen');"],
  ['src/app/x.ts', "import { x } from '../routes/route-table';"],
  ['src/main.tsx', "const x = import('../mocks/browser');"],
  ['src/qa/x.ts', "import { x } from '../../mocks/scenarios';"],
];

describe('the dependency direction', () => {
  it.each(forbidden)('%s may not %s', async (file, code) => {
    expect(await errorsOf(file, code)).toHaveLength(1);
  });

  it.each(allowed)('%s may %s', async (file, code) => {
    expect(await errorsOf(file, code)).toEqual([]);
  });
});
