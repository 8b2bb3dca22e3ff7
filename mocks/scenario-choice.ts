// Where the mock API's scenario comes from, one rule for both ways in (README, "Mock mode"):
// - `?scenario=` in the address wins at start and is stored (an empty `?scenario=` clears the choice);
// - a load without it uses the stored choice, and the QA button's badge shows it is on (never silent);
// - a change in the QA studio is stored and, when the address names a scenario, written into it, so a
//   reload keeps what the studio shows; "Clear all" clears the stored choice and the address's.
// No DOM beyond what is passed in, so the rule is tested without a browser.

export const SCENARIO_STORAGE_KEY = 'qa:scenario';
export const SCENARIO_PARAM = 'scenario';

export interface ChoicePlace {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** The current address (location.href). */
  href: string;
  /** history.replaceState, given the new address. */
  replaceAddress(href: string): void;
}

function readStored(storage: ChoicePlace['storage']): string | null {
  try {
    return storage?.getItem(SCENARIO_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The scenario text a page starts with: the address's when it names one, else the stored one. */
export function startingScenario(place: ChoicePlace): { text: string; from: 'address' | 'stored' | 'none' } {
  const fromAddress = new URL(place.href).searchParams.get(SCENARIO_PARAM);
  if (fromAddress !== null) return { text: fromAddress, from: 'address' };
  const stored = readStored(place.storage);
  return stored ? { text: stored, from: 'stored' } : { text: '', from: 'none' };
}

/** Keeps the chosen scenario (formatted; empty means none) in storage and, if it names one, the address. */
export function keepScenario(text: string, place: ChoicePlace): void {
  try {
    if (text) place.storage?.setItem(SCENARIO_STORAGE_KEY, text);
    else place.storage?.removeItem(SCENARIO_STORAGE_KEY);
  } catch {
    // storage full or blocked: the scenario still applies to this page
  }
  const url = new URL(place.href);
  const inAddress = url.searchParams.get(SCENARIO_PARAM);
  if (inAddress === null || (inAddress === text && text)) return;
  if (text) url.searchParams.set(SCENARIO_PARAM, text);
  else url.searchParams.delete(SCENARIO_PARAM);
  place.replaceAddress(url.href);
}
