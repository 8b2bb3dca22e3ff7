import '@testing-library/jest-dom/vitest';
import { loadDevMessages, loadErrorMessages } from '@apollo/client/dev';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { server } from '../mocks/node';
import { resetReservationMemory } from '../mocks/handlers/reservation';
import { resetViewingMemory } from '../mocks/handlers/viewing';
import { resetScenario } from '../mocks/scenarios';
import { consoleGuard } from './support/console-guard';

// The suite runs on every core of a 2-core machine: a screen rendered through the real graph can need
// more than Testing Library's default second to show what a test waits for (CI 2026-11-23: one such
// miss). A wait still ends as soon as its condition holds.
configure({ asyncUtilTimeout: 5000 });

// Apollo's warnings and errors in words rather than as a numbered link (the console guard reads them).
loadDevMessages();
loadErrorMessages();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => consoleGuard.start());
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetScenario();
  // A reservation held in one test would show its car reserved in the next (the files share modules).
  resetReservationMemory();
  resetViewingMemory();
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // storage disabled by a test on purpose
  }
  consoleGuard.stop();
});
afterAll(() => server.close());
