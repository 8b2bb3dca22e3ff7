import { gql, type TypedDocumentNode } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { formatScenario, getScenario, parseScenario } from '../../mocks/scenarios';
import { operationNames } from '../../src/graph/rest/operations';
import { deviceInputFromWindow, QA_DEVICE_KEY, shellEnvironmentFrom } from '../../src/platform/device';
import { findDevicePreset } from '../../src/qa/devices';
import { createScenarioControl } from '../../src/qa/scenario-control';
import { createTestGraph } from '../support/graph';

const CARS: TypedDocumentNode<{ cars: { items: { id: string; status: { label: string; kind: string } }[] } }> = gql`
  query QaScenarioCars {
    cars(pageSize: 3) {
      items {
        id
        status {
          label
          kind
        }
      }
    }
  }
`;

describe('scenario control', () => {
  it('switches an endpoint to a fault, clears both caches and refetches what is watched', async () => {
    const graph = createTestGraph();
    const clearSessionCache = vi.spyOn(graph.rest, 'clearSessionCache');
    const control = createScenarioControl({ client: graph.client, rest: graph.rest });
    const watched = graph.client.watchQuery({ query: CARS });
    const results: Array<{ error?: unknown; data?: unknown }> = [];
    const subscription = watched.subscribe((result) => results.push(result));
    await vi.waitFor(() => expect(results.some((result) => result.data)).toBe(true));

    await control.setFault('cars', 'http-500');
    expect(getScenario().faults).toEqual({ cars: 'http-500' });
    expect(control.active()).toBe(true);
    expect(clearSessionCache).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(results.at(-1)?.error).toBeTruthy());
    expect(graph.alerts).toHaveLength(1);

    await control.setFault('cars', null);
    expect(getScenario().faults).toEqual({});
    await vi.waitFor(() => expect(results.at(-1)?.error).toBeFalsy());
    subscription.unsubscribe();
    control.dispose();
  });

  it('forces a car status that the list then shows, and survives a reload through the scenario text', async () => {
    const graph = createTestGraph();
    const control = createScenarioControl({ client: graph.client, rest: graph.rest });
    const first = await graph.client.query({ query: CARS });
    const carId = first.data!.cars.items[0]!.id;
    await control.setCarStatus(carId, '已售');
    await control.setFault('carQuestion', 'timeout');
    const after = await graph.client.query({ query: CARS, fetchPolicy: 'network-only' });
    expect(after.data!.cars.items[0]!.status).toEqual({ __typename: 'CarStatus', label: '已售', kind: 'SOLD' });
    // mocks/browser.ts stores formatScenario() in 'qa:scenario' and parses it at start.
    expect(parseScenario(formatScenario(getScenario()), operationNames)).toEqual({
      faults: { carQuestion: 'timeout' },
      carStatus: { [carId]: '已售' },
    });
    await control.setCarStatus(carId, null);
    expect(getScenario().carStatus).toEqual({});
    control.dispose();
  });

  it('stores the emulated device for the start-up to read in mock builds, and clears everything at once', async () => {
    vi.stubEnv('API_MOCKS', 'on');
    const graph = createTestGraph();
    const control = createScenarioControl({ client: graph.client, rest: graph.rest });
    const hosts = ['erp.mock-dealer.test', 'crm.mock-dealer.test'];

    control.setDevice(findDevicePreset('wechat-ios')!);
    expect(JSON.parse(window.localStorage.getItem(QA_DEVICE_KEY)!)).toMatchObject({ id: 'wechat-ios' });
    expect(shellEnvironmentFrom(deviceInputFromWindow(window, hosts)).flags).toMatchObject({
      wechat: true,
      ios: true,
      mobile: true,
      wework: false,
    });
    // A reload: a new control reads the same choice back.
    expect(createScenarioControl({ client: graph.client, rest: graph.rest }).overrides().device?.id).toBe('wechat-ios');

    control.setDevice(findDevicePreset('mini-program')!);
    expect(shellEnvironmentFrom(deviceInputFromWindow(window, hosts)).flags).toMatchObject({
      wechat: true,
      miniProgram: true,
    });
    control.setDevice(findDevicePreset('embedded')!);
    expect(shellEnvironmentFrom(deviceInputFromWindow(window, hosts))).toMatchObject({
      embedded: true,
      flags: { mobile: false },
    });

    await control.setFault('cars', 'empty');
    expect(control.active()).toBe(true);
    expect(await control.clearAll()).toEqual({ deviceChanged: true });
    expect(control.active()).toBe(false);
    expect(getScenario()).toEqual({ faults: {}, carStatus: {} });
    expect(window.localStorage.getItem(QA_DEVICE_KEY)).toBeNull();
    expect(deviceInputFromWindow(window, hosts).userAgent).toBe(window.navigator.userAgent);
    control.dispose();
    vi.unstubAllEnvs();
  });

  it('ignores a stored device outside mock builds and anything unreadable', () => {
    vi.stubEnv('API_MOCKS', 'off');
    window.localStorage.setItem(QA_DEVICE_KEY, JSON.stringify(findDevicePreset('douyin')));
    expect(deviceInputFromWindow(window, []).userAgent).toBe(window.navigator.userAgent);
    vi.stubEnv('API_MOCKS', 'on');
    expect(shellEnvironmentFrom(deviceInputFromWindow(window, [])).flags.douyin).toBe(true);
    window.localStorage.setItem(QA_DEVICE_KEY, '{not json');
    expect(deviceInputFromWindow(window, []).userAgent).toBe(window.navigator.userAgent);
    window.localStorage.setItem(QA_DEVICE_KEY, JSON.stringify({ userAgent: 42 }));
    expect(deviceInputFromWindow(window, []).userAgent).toBe(window.navigator.userAgent);
    vi.unstubAllEnvs();
  });
});
