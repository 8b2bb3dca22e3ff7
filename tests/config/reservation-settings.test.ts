// The reservation settings (src/config/env.ts): RESERVATIONS on in mock builds and off otherwise unless
// set, the deposit 2000 yuan and the hold 72 hours unless set to a sane whole number.

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Settings } from '../../src/config/env';

let reads = 0;
async function read(env: Record<string, string>): Promise<Settings> {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  reads += 1;
  // A module of its own per read (see tests/platform/analytics.test.ts).
  const specifier = `../../src/config/env.ts?reservation=${reads}`;
  return ((await import(/* @vite-ignore */ specifier)) as { settings: Settings }).settings;
}

describe('the reservation settings', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('are on in a mock build and off in a production build unless RESERVATIONS says', async () => {
    expect((await read({ API_MOCKS: 'on', RESERVATIONS: '' })).reservations).toBe(true);
    expect((await read({ API_MOCKS: 'off', RESERVATIONS: '' })).reservations).toBe(false);
    expect((await read({ API_MOCKS: 'off', RESERVATIONS: 'on' })).reservations).toBe(true);
    expect((await read({ API_MOCKS: 'on', RESERVATIONS: 'off' })).reservations).toBe(false);
    expect((await read({ API_MOCKS: 'off', RESERVATIONS: 'maybe' })).reservations).toBe(false);
  });

  it('announce a 2000 yuan deposit held 72 hours unless set to a sane whole number', async () => {
    const defaults = await read({ RESERVATION_DEPOSIT_YUAN: '', RESERVATION_HOLD_HOURS: '' });
    expect([defaults.reservationDepositYuan, defaults.reservationHoldHours]).toEqual([2000, 72]);
    const set = await read({ RESERVATION_DEPOSIT_YUAN: '5000', RESERVATION_HOLD_HOURS: '48' });
    expect([set.reservationDepositYuan, set.reservationHoldHours]).toEqual([5000, 48]);
    const wrong = await read({ RESERVATION_DEPOSIT_YUAN: '-3', RESERVATION_HOLD_HOURS: '12.5' });
    expect([wrong.reservationDepositYuan, wrong.reservationHoldHours]).toEqual([2000, 72]);
  });
});
