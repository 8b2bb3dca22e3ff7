// Staff data off a visitor's wire (issue 46): the embed hands its staff token in the address's fragment;
// the storefront takes it out of the address and sends it on staff operations only.
import { describe, expect, it } from 'vitest';
import { settings } from '../../src/config/env';
import { RestClient } from '../../src/graph/rest/http';
import { operationNames, operations } from '../../src/graph/rest/operations';
import { takeStaffToken, type AddressLike } from '../../src/platform/staff-token';
import { loadContract } from '../../scripts/contract/document';

function address(hash: string) {
  const replaced: string[] = [];
  const win: AddressLike = {
    location: { hash, pathname: '/car/C10001', search: '?from=erp' },
    history: { state: { idx: 3 }, replaceState: (_state, _unused, url) => replaced.push(url) },
  };
  return { win, replaced };
}

describe('the staff token', () => {
  it('is taken from the fragment, which then leaves the address (other fragment parts stay)', () => {
    const { win, replaced } = address('#staff_token=erp.abc-123_XYZ&tab=keys');
    expect(takeStaffToken(win)).toBe('erp.abc-123_XYZ');
    expect(replaced).toEqual(['/car/C10001?from=erp#tab=keys']);
  });

  it('is none without a fragment, and a malformed one is dropped (and still removed)', () => {
    expect(takeStaffToken(address('').win)).toBeNull();
    expect(takeStaffToken(address('#section-2').win)).toBeNull();
    const { win, replaced } = address('#staff_token=a%20b');
    expect(takeStaffToken(win)).toBeNull();
    expect(replaced).toEqual(['/car/C10001?from=erp']);
  });

  it('is sent as a bearer token on the staff operations only, and the contract names the same ones', async () => {
    const sent = new Map<string, string | undefined>();
    const rest = new RestClient({
      hosts: {
        main: settings.apiHost,
        inspection: settings.inspectionHost,
        options: settings.optionsRoot,
        business: settings.businessApiHost,
      },
      presenter: { alert: () => undefined },
      retryDelaysMs: [],
      staffToken: 'erp-token-1234',
      fetch: async (input, init) => {
        const url = new URL(String(input));
        sent.set(url.pathname, (init?.headers as Record<string, string>).Authorization);
        return new Response('{"status":"success","data":{}}', { status: 200 });
      },
    });
    await rest.call('car', { pathParams: { id: 'C10001' } });
    await rest.call('purchaseReport', { params: { uuid: 'u-1' } });
    await rest.call('cars', { params: { page: 1, page_size: 20 } });
    await rest.call('likes', { params: { car_id: 'C10001' } });
    expect(Object.fromEntries(sent)).toEqual({
      '/v1/car/C10001': 'Bearer erp-token-1234',
      '/v1/oem/purchaseReport': 'Bearer erp-token-1234',
      '/v1/cars': undefined,
      '/v1/likes': undefined,
    });
    const contract = loadContract();
    const staffInTable = operationNames.filter((name) => 'staff' in operations[name]);
    const staffInDocument = [...contract.operations.values()].filter((op) => op.staffToken).map((op) => op.operationId);
    expect(staffInDocument.sort()).toEqual(staffInTable.sort());
    expect(contract.operations.get('purchaseReport')?.staffOnly).toBe(true);
    expect(contract.operations.get('car')?.staffOnly).toBe(false);
  });

  it('is no build setting: no source file reads a staff token from the environment', async () => {
    const { readFileSync } = await import('node:fs');
    const env = readFileSync('src/config/env.ts', 'utf8');
    expect(env).not.toMatch(/STAFF|TOKEN/i);
  });
});
