import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { server } from '../mocks/node';
import { resetScenario } from '../mocks/scenarios';
import { consoleGuard } from './support/console-guard';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => consoleGuard.start());
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetScenario();
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // storage disabled by a test on purpose
  }
  consoleGuard.stop();
});
afterAll(() => server.close());
