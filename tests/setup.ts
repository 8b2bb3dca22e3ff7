import '@testing-library/jest-dom/vitest';
import { loadDevMessages, loadErrorMessages } from '@apollo/client/dev';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { server } from '../mocks/node';
import { startMockBackend } from '../mocks/backend';
import { consoleGuard } from './support/console-guard';
import { disposeAll } from './support/disposables';

// The suite runs on every core of a 2-core machine: a screen rendered through the real graph can need
// more than Testing Library's default second to show what a test waits for (CI 2026-11-23: one such
// miss). A wait still ends as soon as its condition holds.
configure({ asyncUtilTimeout: 5000 });

// Apollo's warnings and errors in words rather than as a numbered link (the console guard reads them).
loadDevMessages();
loadErrorMessages();

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // A file's own beforeAll queries the mocks too (car-view.test.ts reads a car there), before any
  // beforeEach: it gets a fresh fake backend, not the one the worker's previous test left with its
  // scenario (once in CI order that was a scenario without the car, and the whole file failed).
  startMockBackend();
});
beforeEach(() => {
  // A fresh fake backend behind the mocked servers (mocks/backend.ts): no server memory or scenario
  // from an earlier test. The app's own services are fresh with each app a test makes (src/app/services.ts).
  startMockBackend();
  consoleGuard.start();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // storage disabled by a test on purpose
  }
  consoleGuard.stop();
});
afterAll(() => {
  disposeAll();
  server.close();
});
