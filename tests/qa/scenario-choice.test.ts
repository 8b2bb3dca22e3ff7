// One rule for both ways a scenario comes in (README, "Mock mode"; mocks/scenario-choice.ts): the
// address wins and is stored, a plain load uses the stored choice (and the QA badge shows it), a change
// in the studio is stored and written into an address that names a scenario, clearing clears both.
import { describe, expect, it } from 'vitest';
import { SCENARIO_STORAGE_KEY, keepScenario, startingScenario, type ChoicePlace } from '../../mocks/scenario-choice';
import { formatScenario, parseScenario } from '../../mocks/scenarios';
import { operationNames } from '../../src/graph/rest/operations';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

/** A page at `href`: its storage, and its address as history.replaceState leaves it. */
function page(href: string, stored?: string) {
  const storage = memoryStorage(stored ? { [SCENARIO_STORAGE_KEY]: stored } : {});
  const state = { href };
  const place = (): ChoicePlace => ({ storage, href: state.href, replaceAddress: (next) => void (state.href = next) });
  return { storage, state, place };
}

/** What mocks/browser.ts does at start: parse the starting text, then keep it as parsed. */
function start(place: () => ChoicePlace) {
  const scenario = parseScenario(startingScenario(place()).text, operationNames);
  keepScenario(formatScenario(scenario), place());
  return scenario;
}

describe('the scenario choice', () => {
  it('from the address wins over an older stored choice, and is stored for the next plain load', () => {
    const first = page('https://qa.test/?scenario=cars:http-500', 'car:timeout');
    expect(startingScenario(first.place()).from).toBe('address');
    expect(start(first.place).faults).toEqual({ cars: 'http-500' });
    expect(first.storage.items.get(SCENARIO_STORAGE_KEY)).toBe('cars:http-500');

    // A later load without ?scenario= (a link inside the app, a bookmark) gets it from storage.
    const later = page('https://qa.test/car/7', first.storage.items.get(SCENARIO_STORAGE_KEY));
    expect(startingScenario(later.place())).toEqual({ text: 'cars:http-500', from: 'stored' });
    expect(start(later.place).faults).toEqual({ cars: 'http-500' });
    expect(later.state.href).toBe('https://qa.test/car/7');
  });

  it('an empty or unusable ?scenario= clears the stored choice', () => {
    for (const href of ['https://qa.test/?scenario=', 'https://qa.test/?scenario=nonsense:boom']) {
      const opened = page(href, 'cars:http-500');
      expect(start(opened.place)).toEqual({ faults: {}, carStatus: {} });
      expect(opened.storage.items.has(SCENARIO_STORAGE_KEY)).toBe(false);
      expect(new URL(opened.state.href).searchParams.has('scenario')).toBe(false);
    }
  });

  it('a load with neither starts with none', () => {
    expect(startingScenario(page('https://qa.test/').place())).toEqual({ text: '', from: 'none' });
  });

  it('a studio change is stored and written into an address that names a scenario, so a reload keeps it', () => {
    const opened = page('https://qa.test/?lang=en&scenario=cars:http-500');
    start(opened.place);
    keepScenario('cars:http-500,car:timeout', opened.place());
    expect(opened.storage.items.get(SCENARIO_STORAGE_KEY)).toBe('cars:http-500,car:timeout');
    const reloaded = new URL(opened.state.href);
    expect(reloaded.searchParams.get('scenario')).toBe('cars:http-500,car:timeout');
    expect(reloaded.searchParams.get('lang')).toBe('en');
    expect(startingScenario(page(opened.state.href).place()).text).toBe('cars:http-500,car:timeout');
  });

  it('clearing in the studio clears the stored choice and the address’s', () => {
    const opened = page('https://qa.test/car/7?scenario=car:timeout#top');
    start(opened.place);
    keepScenario('', opened.place());
    expect(opened.storage.items.has(SCENARIO_STORAGE_KEY)).toBe(false);
    expect(opened.state.href).toBe('https://qa.test/car/7#top');
    expect(startingScenario(page(opened.state.href).place()).from).toBe('none');
  });

  it('still applies when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    const place: ChoicePlace = {
      storage: blocked,
      href: 'https://qa.test/?scenario=car:timeout',
      replaceAddress: () => undefined,
    };
    expect(startingScenario(place).text).toBe('car:timeout');
    expect(() => keepScenario('car:timeout', place)).not.toThrow();
    expect(startingScenario({ ...place, href: 'https://qa.test/' }).from).toBe('none');
  });
});
