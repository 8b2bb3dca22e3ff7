// Calling the car's consultant or loan officer: the record masks the number, so the tap asks the
// spec's contact call (GET /v1/customer_service?substation_id&uid) through the real graph, shows a
// spinner, then dials; a failure says so inline with a retry and offers the number of the car's own
// showroom (its station's), else the dealer's switchboard, else the consultation page.

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staffByUid, SUBSTATIONS } from '../../../mocks/fixtures/cars';
import { endpoint, ok } from '../../../mocks/handlers/define';
import { server } from '../../../mocks/node';
import { setScenario } from '../../../mocks/scenarios';
import { settings } from '../../../src/config/env';
import { setDialerForTests } from '../../../src/platform/dial';
import { CarLoansScreen } from '../../../src/screens/car/car-loans.screen';
import { CarScreen } from '../../../src/screens/car/car.screen';
import { createTestGraph } from '../../support/graph';
import { fixtureDetail } from './fixture';
import { renderCarRoute } from './render';

const DETAIL = fixtureDetail('C10001');
const CONSULT = DETAIL.consult as { name: string; uid: string; substation_id: string; phone: string };
const REAL = staffByUid(CONSULT.uid);
const STATION = SUBSTATIONS.find((station) => station.id === CONSULT.substation_id)!;
const stationHref = `tel:${STATION.phone.replace(/[^\d]/g, '')}`;
/** The stations' list as the server would send it, without a number for the car's own. */
const stationWithoutNumber = () =>
  server.use(
    endpoint('substations', () =>
      ok.status(
        SUBSTATIONS.map((station) => ({ ...station, phone: station.id === STATION.id ? null : station.phone })),
      ),
    ),
  );

let dialled: string[] = [];
const showroomPhone = settings.showroomPhone;

beforeEach(() => {
  dialled = [];
  setDialerForTests((href) => dialled.push(href));
});
afterEach(() => {
  setDialerForTests(null);
  settings.showroomPhone = showroomPhone;
});

async function renderCar(graph = createTestGraph()) {
  const view = renderCarRoute(CarScreen, '/car/:id', '/car/C10001', graph);
  const title = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  await waitFor(() => expect(title.closest('article')).toHaveAttribute('aria-busy', 'false'), { timeout: 10_000 });
  return view;
}

const lookups = (graph: ReturnType<typeof createTestGraph>) =>
  graph.requests.filter((r) => r.operation === 'consultantContact');
const actionBar = () => screen.getByRole('navigation', { name: '购车操作' });
const callInBar = () => within(actionBar()).getByRole('button', { name: new RegExp(`打电话\\s*${CONSULT.name}`) });

describe('calling the consultant from the car page', () => {
  it('looks the real number up at the tap (substation_id and uid), then dials it; never the masked one', async () => {
    expect(CONSULT.phone).toContain('****');
    expect(REAL).not.toBeNull();
    const user = userEvent.setup();
    const { graph } = await renderCar();
    expect(lookups(graph)).toHaveLength(0);
    await user.click(callInBar());
    await waitFor(() => expect(dialled).toEqual([`tel:${REAL?.phone}`]));
    const url = new URL(lookups(graph)[0]?.url ?? '');
    expect(url.pathname).toBe('/v1/customer_service');
    expect(url.searchParams.get('substation_id')).toBe(CONSULT.substation_id);
    expect(url.searchParams.get('uid')).toBe(CONSULT.uid);
    // what was dialled stays on screen, with the number to tap again if no dialler opened
    expect(within(actionBar()).getByText(`正在呼叫 ${CONSULT.name}`)).toBeInTheDocument();
    expect(within(actionBar()).getByRole('link', { name: `没有弹出拨号？拨打 ${REAL?.phone}` })).toHaveAttribute(
      'href',
      `tel:${REAL?.phone}`,
    );
    expect(dialled.some((href) => href.includes('*') || href === `tel:${CONSULT.phone.replace(/\D/g, '')}`)).toBe(
      false,
    );
  });

  it('the consultant card calls the same way and shares the look-up', async () => {
    const user = userEvent.setup();
    const { graph } = await renderCar();
    const card = screen.getByRole('region', { name: '购车顾问' });
    await user.click(within(card).getByRole('button', { name: new RegExp(`打电话\\s*${CONSULT.name}`) }));
    await waitFor(() => expect(dialled).toEqual([`tel:${REAL?.phone}`]));
    await user.click(callInBar());
    await waitFor(() => expect(dialled).toHaveLength(2));
    expect(lookups(graph)).toHaveLength(1);
  });

  it("a failed look-up says so inline with a retry and the number of the car's own showroom; the retry dials", async () => {
    settings.showroomPhone = '0571-8888 6000';
    setScenario({ faults: { consultantContact: 'http-500' } });
    const user = userEvent.setup();
    const { graph } = await renderCar();
    await user.click(callInBar());
    const alert = await within(actionBar()).findByRole('alert');
    expect(alert).toHaveTextContent(`没能查到 ${CONSULT.name} 的电话，请重试`);
    expect(dialled).toEqual([]);
    const station = await within(actionBar()).findByRole('link', { name: `致电${STATION.name} ${STATION.phone}` });
    expect(station).toHaveAttribute('href', stationHref);
    // Not the dealer's switchboard while the car's own showroom can be called.
    expect(within(actionBar()).queryByRole('link', { name: /致电展厅 0571-8888 6000/ })).toBeNull();

    setScenario({ faults: {} });
    await user.click(within(actionBar()).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(dialled).toEqual([`tel:${REAL?.phone}`]));
    expect(lookups(graph)).toHaveLength(2);
  });

  it("without the station's number, the dealer's switchboard is offered", async () => {
    settings.showroomPhone = '0571-8888 6000';
    stationWithoutNumber();
    setScenario({ faults: { consultantContact: 'network' } });
    const user = userEvent.setup();
    await renderCar();
    await user.click(callInBar());
    await within(actionBar()).findByRole('alert');
    expect(await within(actionBar()).findByRole('link', { name: /致电展厅 0571-8888 6000/ })).toHaveAttribute(
      'href',
      'tel:057188886000',
    );
  });

  it("with neither the station's number nor a switchboard, the fallback is the consultation page", async () => {
    settings.showroomPhone = '';
    stationWithoutNumber();
    setScenario({ faults: { consultantContact: 'network' } });
    const user = userEvent.setup();
    await renderCar();
    await user.click(callInBar());
    await within(actionBar()).findByRole('alert');
    expect(await within(actionBar()).findByRole('link', { name: '在线咨询购车顾问' })).toHaveAttribute(
      'href',
      '/help/random-consultant',
    );
    expect(within(actionBar()).queryByRole('link', { name: /致电展厅/ })).toBeNull();
  });

  it('a contact without a dialable number (masked again) is not dialled: the fallback is offered', async () => {
    settings.showroomPhone = '0571-8888 6000';
    server.use(
      endpoint(
        'customerService',
        () => ok.status({ data: { name: CONSULT.name, phone: '139****0000', wechat: null, avatar: null, qr: null } }),
        () => 'consultantContact',
      ),
    );
    const user = userEvent.setup();
    await renderCar();
    await user.click(callInBar());
    expect(await within(actionBar()).findByText(`${CONSULT.name} 的电话暂时无法接通`)).toBeInTheDocument();
    expect(dialled).toEqual([]);
    expect(
      await within(actionBar()).findByRole('link', { name: `致电${STATION.name} ${STATION.phone}` }),
    ).toBeInTheDocument();
  });

  it('without a substation id the look-up fails before any request, and the buyer still has a way to call', async () => {
    settings.showroomPhone = '0571-8888 6000';
    server.use(endpoint('car', () => ok.status({ ...DETAIL, consult: { ...DETAIL.consult, substation_id: null } })));
    const user = userEvent.setup();
    const { graph } = await renderCar();
    await user.click(callInBar());
    await within(actionBar()).findByRole('alert');
    expect(lookups(graph)).toHaveLength(0);
    expect(dialled).toEqual([]);
    expect(within(actionBar()).getByRole('link', { name: /致电展厅/ })).toBeInTheDocument();
  });
});

describe('the enterprise-WeChat card', () => {
  it('is the car’s own consultant when the look-up answers with them', async () => {
    const user = userEvent.setup();
    await renderCar();
    const card = screen.getByRole('region', { name: '购车顾问' });
    await user.click(within(card).getByRole('button', { name: '添加企业微信' }));
    await within(card).findByRole('button', { name: '复制微信号' });
    expect(within(card).queryByText('展厅值班顾问')).toBeNull();
  });

  it('says plainly when it is the showroom’s consultant on duty', async () => {
    server.use(endpoint('car', () => ok.status({ ...DETAIL, consult: { ...DETAIL.consult, uid: 'not-on-wecom' } })));
    const user = userEvent.setup();
    await renderCar();
    const card = screen.getByRole('region', { name: '购车顾问' });
    await user.click(within(card).getByRole('button', { name: '添加企业微信' }));
    expect(await within(card).findByText('展厅值班顾问')).toBeInTheDocument();
    expect(
      within(card).getByText(new RegExp(`${CONSULT.name} 暂未开通企业微信，以下是.*的值班顾问`)),
    ).toBeInTheDocument();
  });
});

describe('calling the loan officer', () => {
  it('looks the officer up by the car’s showroom and dials the real number', async () => {
    const officer = DETAIL.loan_officer as { id: string; name: string; phone: string };
    expect(officer.phone).toContain('****');
    const user = userEvent.setup();
    const graph = createTestGraph();
    renderCarRoute(CarLoansScreen, '/car/:id/loans', '/car/C10001/loans', graph);
    const region = await screen.findByRole('region', { name: '金融专员' }, { timeout: 5000 });
    await user.click(within(region).getByRole('button', { name: new RegExp(`打电话\\s*${officer.name}`) }));
    await waitFor(() => expect(dialled).toEqual([`tel:${staffByUid(officer.id)?.phone}`]));
    const url = new URL(lookups(graph)[0]?.url ?? '');
    expect(url.searchParams.get('uid')).toBe(officer.id);
    expect(url.searchParams.get('substation_id')).toBe(CONSULT.substation_id);
  });
});
