// Mock mode in the browser: the service worker answers every REST call from the same handlers as
// the tests. Where the scenario comes from and where it is kept: mocks/scenario-choice.ts.
import { setupWorker } from 'msw/browser';
import { operationNames } from '../src/graph/rest/operations';
import { handlers } from './handlers';
import { setMockLatency } from './handlers/define';
import { installMockPayBridge } from './wechat-pay-bridge';
import { keepScenario, startingScenario, type ChoicePlace } from './scenario-choice';
export { MOCK_STAFF_TOKEN } from './staff';
import { formatScenario, getScenario, onScenarioChange, parseScenario, setScenario } from './scenarios';

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const place = (): ChoicePlace => ({
  storage: localStorageOrNull(),
  href: window.location.href,
  replaceAddress: (href) => window.history.replaceState(window.history.state, '', href),
});

export async function startMockApi(): Promise<void> {
  setScenario(parseScenario(startingScenario(place()).text, operationNames));
  // Stored as parsed: what the address asked for (unknown parts dropped) is what a later load gets.
  keepScenario(formatScenario(getScenario()), place());
  onScenarioChange((scenario) => keepScenario(formatScenario(scenario), place()));
  const latency = Number(new URLSearchParams(window.location.search).get('latency'));
  setMockLatency(
    Number.isFinite(latency) && latency >= 0 && window.location.search.includes('latency=') ? latency : 120,
  );
  // The reserve sheet's WeChat payment, where WeChat has not put its own bridge (decision note 200).
  installMockPayBridge(window);
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
