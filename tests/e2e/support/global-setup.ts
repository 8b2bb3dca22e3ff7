import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM script without types
import { startStaticServer } from '../../../scripts/serve-static.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const root = process.env.E2E_DIST ?? 'dist-e2e';
  if (!existsSync(`${root}/index.html`)) {
    throw new Error(`${root}/ has no build: run \`npm run test:e2e\` (it builds the mock app first)`);
  }
  const { url, close } = (await startStaticServer({ root })) as { url: string; close: () => Promise<void> };
  project.provide('baseUrl', url);
  return async () => {
    await close();
  };
}
