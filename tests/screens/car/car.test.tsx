import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoint, ok } from '../../../mocks/handlers/define';
import { server } from '../../../mocks/node';
import { setScenario } from '../../../mocks/scenarios';
import { CarScreen } from '../../../src/screens/car/car.screen';
import { carouselPart } from '../../../src/screens/common/car/car-gallery';
import { viewingBookingPart } from '../../../src/screens/car/viewing-booking/viewing-booking-entry';
import { Route, Routes } from 'react-router';
import { LocaleProvider } from '../../../src/i18n/i18n';
import { ToastProvider } from '../../../src/ui/toast-provider';
import { createTestGraph, renderWithGraph } from '../../support/graph';
import { formatPrice } from '../../../src/i18n/format';
import { priceParts } from '../../../src/ui/price';
import { fixtureDetail, fixtureTitle } from './fixture';
import { renderCarRoute } from './render';

const DETAIL = fixtureDetail('C10001');
const TITLE = fixtureTitle('C10001');
const PRICE = DETAIL.car.price;
const zh = (yuan: number) => formatPrice(yuan, 'zh-CN');

function renderCar(id = 'C10001', graph = createTestGraph()) {
  return renderCarRoute(CarScreen, '/car/:id', `/car/${encodeURIComponent(id)}`, graph);
}

/** The page's heading, once every section below the summary has been committed (they come in slices). */
async function heading() {
  const title = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  // The first screen can show before the record has rendered (decision note 077): the wait covers both.
  await waitFor(() => expect(title.closest('article')).toHaveAttribute('aria-busy', 'false'), { timeout: 10_000 });
  return title;
}

function carRequests(graph: ReturnType<typeof createTestGraph>) {
  return graph.requests.filter((entry) => entry.operation === 'car');
}

afterEach(() => vi.restoreAllMocks());

describe('car page: an on-sale car (C10001)', () => {
  it('inside the internal embed shows the staff-only fields: key box, payee account, the purchase report link', async () => {
    renderCar('C10001', createTestGraph({ staff: true }));
    expect(await heading()).toHaveTextContent(TITLE);
    const services = screen.getByRole('region', { name: '服务与保障' });
    expect(within(services).getByText(DETAIL.key_management.key_box_id)).toBeInTheDocument();
    expect(within(services).getByText(DETAIL.company_info.account_name)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /收购报告/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/oem\/.+\/purchase$/),
    );
  });

  it('shows the whole record from one query: title, price block, facts, meta, services, consultant', async () => {
    const { graph } = renderCar();
    expect(await heading()).toHaveTextContent(TITLE);

    // price block: current, original struck through, the saving, all-in price, servicing, finance
    const price = screen.getByRole('region', { name: '价格' });
    expect(within(price).getByText(priceParts(PRICE.current).number)).toBeInTheDocument();
    expect(within(price).getByText(zh(PRICE.original)).tagName).toBe('S');
    expect(within(price).getByText(`已降 ${zh(PRICE.reduce)}`)).toBeInTheDocument();
    expect(within(price).getByText('到手价')).toBeInTheDocument();
    expect(within(price).getByText(zh(PRICE.real))).toBeInTheDocument();
    expect(within(price).getByText(`价值 ${zh(PRICE.maintenance_costs)}，无需额外支付`)).toBeInTheDocument();
    expect(within(price).getByText(`月供约 ${zh(PRICE.finance.monthly)} 起`)).toBeInTheDocument();
    expect(within(price).getByRole('link', { name: /分期计算/ })).toHaveAttribute('href', '/car/C10001/loans');

    // meta grid with the road-test engineer as a labelled entry
    const details = screen.getByRole('region', { name: '车况信息' });
    expect(within(details).getByText('路试工程师')).toBeInTheDocument();
    expect(within(details).getByText(DETAIL.car.road_engineer.name)).toBeInTheDocument();
    expect(within(details).getByText('排放标准')).toBeInTheDocument();

    // service provider, warranty; the key box and the payee account are staff-only (not for a visitor)
    const services = screen.getByRole('region', { name: '服务与保障' });
    expect(within(services).getByText(DETAIL.car.service_provider)).toBeInTheDocument();
    expect(within(services).getByText(DETAIL.warranty_contract.name)).toBeInTheDocument();
    // the terms: the months with the mileage cap beside them (src/domain/warranty.ts)
    expect(within(services).getByText('12 个月 / 2万公里')).toBeInTheDocument();
    // the keys handed over with the car (the main key, and the spare when the car has it)
    expect(within(services).getByText('交车钥匙')).toBeInTheDocument();
    expect(within(services).getByText(`${DETAIL.car.keys_count} 把`)).toBeInTheDocument();
    expect(within(services).queryByText(DETAIL.key_management.key_box_id)).toBeNull();
    expect(within(services).queryByText(DETAIL.company_info.account_name)).toBeNull();
    expect(screen.queryByRole('link', { name: /收购报告/ })).toBeNull();

    // consultant card
    const consultant = screen.getByRole('region', { name: '购车顾问' });
    const person = DETAIL.consult;
    expect(within(consultant).getByText(person.name, { selector: 'p' })).toBeInTheDocument();
    expect(within(consultant).getByText(new RegExp(person.substation_name))).toBeInTheDocument();
    // the record's number is masked: the call is a button that looks the real one up, never a tel: link to it
    expect(String(person.phone)).toContain('****');
    expect(
      within(consultant).getByRole('button', { name: new RegExp(`^打电话\\s*${person.name}$`) }),
    ).toBeInTheDocument();
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();

    // on sale: the action bar books a viewing
    const actions = screen.getByRole('navigation', { name: '购车操作' });
    // (the booking sheet itself: viewing-booking.test.tsx)
    expect(within(actions).getByRole('button', { name: '预约看车' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).closest('article')).toHaveAttribute(
      'data-availability',
      'buyable',
    );

    expect(carRequests(graph)).toHaveLength(1);
    expect(graph.alerts).toEqual([]);
  });

  it('loads the booking sheet’s code while the browser is idle once the page below has arrived', async () => {
    const preload = vi.spyOn(viewingBookingPart, 'preload');
    renderCar();
    await heading();
    await waitFor(() => expect(preload).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sets the share card from the car', async () => {
    const { graph } = renderCar();
    const shareInfo = graph.services.shareInfo;
    await heading();
    await waitFor(() => expect(shareInfo.get()?.title).toBe(TITLE));
    expect(shareInfo.get()?.description).toMatch(/2023年上牌/);
    // The cover is a site-relative JPEG; jsdom's page is plain http outside mock mode, where WeChat could
    // not fetch it, so the card falls back to the default (the browser suite checks the mock build's card).
    expect(shareInfo.get()?.image).toBeNull();
  });

  it('gallery: the first picture loads eagerly; the counter follows the carousel; a tap opens the viewer', async () => {
    const user = userEvent.setup();
    // Loaded code is the one thing the unit files share on purpose (docs/architecture.md, "App
    // services"): when a file run earlier in this worker loaded the carousel, the gallery is it at once.
    const carouselCodeIn = carouselPart.loaded() !== null;
    renderCar();
    await heading();
    const gallery = screen.getByRole('region', { name: '车辆图片' });
    if (!carouselCodeIn) {
      // Before the visitor reaches for it, the gallery is the carousel's first frame without its code.
      const still = within(gallery).getAllByRole('group', { hidden: true });
      expect(still).toHaveLength(1);
      const first = within(still[0] as HTMLElement).getByRole('img');
      expect(first).toHaveAttribute('loading', 'eager');
      expect(first).toHaveAttribute('fetchpriority', 'high');
    }
    const total = Number(/^1 \/ (\d+)$/.exec(within(gallery).getByText(/^1 \/ \d+$/).textContent ?? '')?.[1]);
    expect(total).toBeGreaterThan(1);

    await user.click(within(gallery).getByRole('button', { name: '下一张' }));
    // The carousel takes the frame's place (a new region) at the asked-for photo.
    await waitFor(
      () =>
        expect(within(screen.getByRole('region', { name: '车辆图片' })).getByText(`2 / ${total}`)).toBeInTheDocument(),
      {
        timeout: 5000,
      },
    );
    const carousel = screen.getByRole('region', { name: '车辆图片' });
    expect(within(carousel).getAllByRole('group', { hidden: true })).toHaveLength(total);
    expect(screen.getByRole('link', { name: /全部图片/ })).toHaveAttribute('href', '/car/C10001/photos');

    await user.click(within(carousel).getByRole('button', { name: `查看大图：${TITLE} 图片 2` }));
    const viewer = await screen.findByRole('dialog', { name: '图片浏览' }, { timeout: 5000 });
    expect(within(viewer).getByText(`2 / ${total}`)).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByText(`3 / ${total}`)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('gallery: the first photo opens the viewer before the carousel has loaded', async () => {
    const user = userEvent.setup();
    renderCar();
    await heading();
    const gallery = screen.getByRole('region', { name: '车辆图片' });
    await user.click(within(gallery).getByRole('button', { name: `查看大图：${TITLE} 图片 1` }));
    const viewer = await screen.findByRole('dialog', { name: '图片浏览' }, { timeout: 5000 });
    expect(within(viewer).getByText(/^1 \/ \d+$/)).toBeInTheDocument();
  });

  it('video plays only on a tap, inline, without preloading', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const user = userEvent.setup();
    const { container } = renderCar();
    await heading();
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('webkit-playsinline', 'true');
    expect(video).toHaveAttribute('x5-playsinline', 'true');
    expect(video).not.toHaveAttribute('autoplay');
    expect(video.getAttribute('poster')).toMatch(/poster-sedan/);
    expect(play).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /^播放视频：车辆视频/ }));
    expect(play).toHaveBeenCalledTimes(1);
    expect(video).toHaveAttribute('controls');
  });

  it('360° view: loaded when asked, a slider that turns with the arrow keys and says how to use it', async () => {
    const user = userEvent.setup();
    renderCar();
    await heading();
    // Until asked, the 360° view is its still with an open button, and its code is not loaded.
    expect(screen.queryByRole('slider', { name: /360° 看车/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '打开 360° 看车' }));
    const panorama = await screen.findByRole('slider', { name: /360° 看车/ }, { timeout: 5000 });
    expect(panorama).toHaveAttribute('data-no-touch-emulation');
    expect(screen.getByText('左右拖动旋转车辆')).toBeInTheDocument();
    expect(panorama).toHaveAttribute('aria-valuenow', '0');
    panorama.focus();
    await user.keyboard('{ArrowRight}');
    expect(panorama).toHaveAttribute('aria-valuenow', '15');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(panorama).toHaveAttribute('aria-valuenow', '345');
    expect(screen.queryByText('左右拖动旋转车辆')).not.toBeInTheDocument();
  });

  it('links to every child page', async () => {
    renderCar();
    await heading();
    const more = screen.getByRole('navigation', { name: '检测与报告' });
    const hrefs = within(more)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/car/C10001/photos',
        '/car/C10001/internal/video',
        '/car/C10001/exterior-video',
        '/car/C10001/video',
        '/car/C10001/benchmark',
        '/car/C10001/appraise',
        '/car/C10001/loans',
        '/car/C10001/faq',
      ]),
    );
  });

  it('shows the equipment report, recommendations and goods when the graph has them', async () => {
    renderCar();
    await heading();
    expect(screen.getByRole('region', { name: '配置亮点' })).toBeInTheDocument();
    const similar = screen.getByRole('region', { name: '相似推荐' });
    const links = within(similar).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/car\/C\d+$/);
    expect(links.map((link) => link.getAttribute('href'))).not.toContain('/car/C10001');
    // each similar car is the one car card as a tile: its title names it, no list-only tools
    const tiles = within(similar).getAllByRole('article');
    expect(tiles).toHaveLength(links.length);
    for (const [i, tile] of tiles.entries()) expect(tile).toHaveAccessibleName(links[i]!.textContent ?? '');
    expect(within(similar).queryAllByRole('button')).toEqual([]);
    expect(screen.getByRole('region', { name: '精选车品' })).toBeInTheDocument();
  });

  it('shows the car without waiting for its similar cars, equipment report and goods (their own query, issue #10)', async () => {
    setScenario({ faults: { likes: 'timeout', equipment: 'timeout', goods: 'timeout' } });
    renderCar();
    expect(await heading()).toHaveTextContent(TITLE);
    expect(screen.getByRole('region', { name: '价格' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '配置亮点' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '相似推荐' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '精选车品' })).not.toBeInTheDocument();
  });

  it('a second visit to the same car makes no REST request', async () => {
    const graph = createTestGraph();
    const first = renderCar('C10001', graph);
    await heading();
    await screen.findByRole('region', { name: '精选车品' });
    // The page's last query (its articles) settles after the goods: the first visit is complete.
    await screen.findByRole('region', { name: '买车前读一读' });
    const before = graph.requests.length;
    expect(carRequests(graph)).toHaveLength(1);
    first.unmount();

    renderCar('C10001', graph);
    expect(await heading()).toHaveTextContent(TITLE);
    expect(graph.requests.length).toBe(before);
  });
});

describe('car page: status kinds', () => {
  const cases: Array<{ label: string; title: RegExp | string; primary: string; badge: string }> = [
    { label: '已售', title: '这辆车已售出', primary: '看相似车辆', badge: '已售' },
    { label: '下架', title: '这辆车已下架', primary: '看相似车辆', badge: '已下架' },
    { label: '被秒', title: '这辆车在抢先看阶段已被买走', primary: '看相似车辆', badge: '已被秒' },
    { label: '已预定', title: '这辆车已被预定', primary: '有变动时通知我', badge: '已预定' },
    { label: '被截胡', title: '这辆车已被其他买家截胡', primary: '看相似车辆', badge: '已被截胡' },
    { label: '抢先报', title: '抢先看：检测报告已出，即将开售', primary: '预约看车', badge: '抢先报' },
  ];

  for (const { label, title, primary, badge } of cases) {
    it(`${label}: says so plainly and offers the right next step`, async () => {
      setScenario({ carStatus: { C10001: label } });
      const { container } = renderCar();
      await heading();
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
      expect(container.querySelector('[data-status]')).toHaveAttribute('data-status');
      expect(screen.getAllByText(badge).length).toBeGreaterThan(0);
      const actions = screen.getByRole('navigation', { name: '购车操作' });
      // booking opens a sheet (a button); the other next steps are links
      expect(
        within(actions).getByRole(primary === '预约看车' ? 'button' : 'link', { name: primary }),
      ).toBeInTheDocument();
      if (primary === '看相似车辆') {
        expect(within(actions).queryByRole('button', { name: '预约看车' })).not.toBeInTheDocument();
        // the similar cars come right after the status, before anything else
        expect(screen.getByRole('region', { name: '相似推荐' })).toBeInTheDocument();
        expect(screen.queryByRole('link', { name: /分期计算/ })).not.toBeInTheDocument();
      }
    });
  }

  it('early access links to the inspection preview report', async () => {
    setScenario({ carStatus: { C10001: '抢先报' } });
    renderCar();
    await heading();
    expect(screen.getByRole('link', { name: '查看抢先看检测报告' })).toHaveAttribute(
      'href',
      `/car/C10001/report-inspection-preview/${DETAIL.car.report_id}/business/${DETAIL.car.business}`,
    );
  });

  it('reserved cars offer to notify through the question form', async () => {
    setScenario({ carStatus: { C10001: '已预定' } });
    renderCar();
    await heading();
    const panel = screen.getByRole('region', { name: '这辆车已被预定' });
    expect(within(panel).getByRole('link', { name: /有变动时通知我/ })).toHaveAttribute(
      'href',
      '/car/C10001/faq?topic=notify',
    );
  });

  it('an unknown label is treated as on sale', async () => {
    setScenario({ carStatus: { C10001: '待定' } });
    const { container } = renderCar();
    await heading();
    expect(container.querySelector('article[data-status]')).toHaveAttribute('data-status', 'ON_SALE');
    expect(screen.queryByRole('heading', { level: 2, name: /已售出|已下架|已被预定/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '预约看车' })).toBeInTheDocument();
  });
});

describe('car page: kinds of car', () => {
  it('a motorcycle carries a motorcycle badge', async () => {
    const { container } = renderCar('C10038');
    await heading();
    expect(container.querySelector('[data-badge="motorcycle"]')).toHaveTextContent('摩托车');
  });

  it('a new-energy car has its battery facts in their own block', async () => {
    const detail = fixtureDetail('C10009');
    server.use(
      endpoint('car', () =>
        ok.status({
          ...detail,
          car: {
            ...detail.car,
            new_energy: true,
            is_replacing_battery: true,
            is_renting_battery: false,
            three_electric_warranty_info: '8年或16万公里',
          },
        }),
      ),
    );
    renderCar('C10009');
    await heading();
    const battery = screen.getByRole('region', { name: '三电信息' });
    expect(within(battery).getByText('电池更换').nextSibling).toHaveTextContent('是');
    expect(within(battery).getByText('电池租用').nextSibling).toHaveTextContent('否');
    expect(within(battery).getByText('8年或16万公里')).toBeInTheDocument();
  });
});

describe('car page: the enterprise-WeChat consultant look-up', () => {
  it('shows the contact and copies the WeChat id', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    server.use(
      endpoint(
        'customerService',
        ({ query }) =>
          ok.status({
            data: {
              name: '陈思远',
              phone: '13500007170',
              wechat: `dealer_${query.get('substation_id')}`,
              avatar: null,
              qr: '/media/qr-wecom.svg',
            },
          }),
        () => 'consultantContact',
      ),
    );
    renderCar();
    await heading();
    await user.click(screen.getByRole('button', { name: '添加企业微信' }));
    const copy = await screen.findByRole('button', { name: '复制微信号' }, { timeout: 5000 });
    await user.click(copy);
    const wechat = `dealer_${DETAIL.consult.substation_id}`;
    expect(screen.getByText(`企业微信：${wechat}`)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(wechat);
    expect(await screen.findByText('微信号已复制')).toBeInTheDocument();
  });

  it('without a substation id, says exactly why inline', async () => {
    const detail = fixtureDetail('C10001');
    server.use(endpoint('car', () => ok.status({ ...detail, consult: { ...detail.consult, substation_id: null } })));
    const user = userEvent.setup();
    const { graph } = renderCar();
    await heading();
    await user.click(screen.getByRole('button', { name: '添加企业微信' }));
    const consultant = screen.getByRole('region', { name: '购车顾问' });
    expect(
      await within(consultant).findByText('Error fetchConsultantWework(): No substation_id provided'),
    ).toBeInTheDocument();
    expect(graph.requests.filter((entry) => entry.operation === 'consultantContact')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(TITLE);
  });
});

describe('car page: missing and failing parts', () => {
  it('recommendations that fail are hidden; the page stays', async () => {
    setScenario({ faults: { likes: 'http-500' } });
    const { graph } = renderCar();
    await heading();
    expect(screen.queryByRole('region', { name: '相似推荐' })).not.toBeInTheDocument();
    // nothing beyond what the graph presented itself
    expect(graph.alerts.length).toBeLessThanOrEqual(1);
    expect(screen.getByRole('region', { name: '价格' })).toBeInTheDocument();
  });

  it('a failed equipment report is silently absent', async () => {
    setScenario({ faults: { equipment: 'http-500' } });
    const { graph } = renderCar();
    await heading();
    expect(screen.queryByRole('region', { name: '配置亮点' })).not.toBeInTheDocument();
    expect(graph.alerts).toEqual([]);
  });

  it('empty goods hide the merchandise section', async () => {
    server.use(endpoint('goods', () => ok.code([])));
    renderCar();
    await heading();
    expect(screen.queryByRole('region', { name: '精选车品' })).not.toBeInTheDocument();
  });

  it('a car the server does not know is "no longer available", with a way home', async () => {
    const { graph } = renderCar('C99999');
    expect(await screen.findByText('这辆车已经不在了', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页看车' })).toHaveAttribute('href', '/');
    expect(carRequests(graph)).toHaveLength(1);
  });

  it('a malformed id gets the same page without asking the server', async () => {
    const { graph } = renderCar('bad id!<>');
    expect(await screen.findByText('这辆车已经不在了')).toBeInTheDocument();
    expect(graph.requests).toHaveLength(0);
  });

  it('a failed car call shows an inline error with a retry that recovers', async () => {
    setScenario({ faults: { car: 'http-500' } });
    const user = userEvent.setup();
    const { graph } = renderCar();
    expect(await screen.findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent('车辆信息加载失败');
    expect(graph.alerts.length).toBeGreaterThan(0);
    setScenario({});
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await heading()).toHaveTextContent(TITLE);
  });

  for (const fault of ['missing-fields', 'wrong-types', 'malformed-json', 'empty', 'envelope'] as const) {
    it(`survives a ${fault} car response with a designed outcome`, async () => {
      setScenario({ faults: { car: fault } });
      renderCar();
      await waitFor(
        () => {
          const designed =
            screen.queryByRole('heading', { level: 1 }) ??
            screen.queryByText('这辆车已经不在了') ??
            screen.queryByText('车辆信息加载失败');
          expect(designed).not.toBeNull();
        },
        { timeout: 5000 },
      );
      await act(async () => undefined);
    });
  }
});

describe('car page in English', () => {
  it('speaks English in an English locale, the road-test engineer label included', async () => {
    renderWithGraph(
      <LocaleProvider locale="en">
        <ToastProvider>
          <Routes>
            <Route path="/car/:id" element={<CarScreen />} />
          </Routes>
        </ToastProvider>
      </LocaleProvider>,
      { route: '/car/C10001' },
    );
    expect(await heading()).toHaveTextContent(TITLE);
    expect(screen.getByRole('button', { name: 'Book a viewing' })).toBeInTheDocument();
    expect(screen.getByText('All-in price')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Price' })).getByText(PRICE.current.toLocaleString('en-US')),
    ).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Condition details' });
    expect(within(details).getByText('Road-test engineer')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your consultant' })).toBeInTheDocument();
  });
});

describe('car page: the long page arrives in slices', () => {
  it('commits the photo, title and price first, then the sections below them in later tasks', async () => {
    renderCar();
    const title = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    const article = title.closest('article') as HTMLElement;
    // The first commit: the summary is there, the long sections below it are not yet.
    expect(screen.getByRole('region', { name: '价格' })).toBeInTheDocument();
    expect(article).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('region', { name: '服务与保障' })).not.toBeInTheDocument();
    await waitFor(() => expect(article).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByRole('region', { name: '服务与保障' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '购车顾问' })).toBeInTheDocument();
  });

  it('renders every section at once when the address names one (#reports)', async () => {
    renderCarRoute(CarScreen, '/car/:id', '/car/C10001#reports');
    // The first screen may show before the record has rendered; the sections then come in one commit
    // (the last one with the first), and the page stops being busy once that commit has been made.
    await waitFor(() => expect(document.getElementById('reports')).not.toBeNull(), { timeout: 5000 });
    expect(screen.getByRole('region', { name: '服务与保障' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).closest('article')).toHaveAttribute('aria-busy', 'false'),
    );
  });
});
