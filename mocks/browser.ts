// Mock mode in the browser: the service worker answers every REST call from the same handlers as
// the tests. A scenario chosen by `?scenario=` (or the QA studio) survives reloads.
import { setupWorker } from 'msw/browser';
import { operationNames } from '../src/graph/rest/operations';
import { handlers } from './handlers';
import { setMockLatency } from './handlers/define';
import { formatScenario, onScenarioChange, parseScenario, setScenario } from './scenarios';

const STORAGE_KEY = 'qa:scenario';

function storedScenario(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export async function startMockApi(): Promise<void> {
  const fromUrl = new URLSearchParams(window.location.search).get('scenario');
  setScenario(parseScenario(fromUrl ?? storedScenario(), operationNames));
  onScenarioChange((scenario) => {
    try {
      const text = formatScenario(scenario);
      if (text) window.localStorage.setItem(STORAGE_KEY, text);
      else window.localStorage.removeItem(STORAGE_KEY);
    } catch {
      // storage full or blocked: the scenario still applies to this page
    }
  });
  const latency = Number(new URLSearchParams(window.location.search).get('latency'));
  setMockLatency(Number.isFinite(latency) && latency >= 0 && window.location.search.includes('latency=') ? latency : 120);
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
