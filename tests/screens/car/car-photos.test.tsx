import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setScenario } from '../../../mocks/scenarios';
import { CarPhotosScreen } from '../../../src/screens/car/car-photos.screen';
import { CarPicturesScreen } from '../../../src/screens/car/car-pictures.screen';
import { markSdkReady, type WxSdk } from '../../../src/platform/wechat';
import { CarScreen } from '../../../src/screens/car/car.screen';
import { createTestGraph } from '../../support/graph';
import { renderCarRoute } from './render';

const GROUP_NAMES = ['外观', '中控方向盘', '车厢座椅', '后备箱及附件', '发动机舱', '轮胎及其他'];

describe('car photos page', () => {
  it('shows the image groups in order with anchors, and a full-screen preview over all photos', async () => {
    const user = userEvent.setup();
    renderCarRoute(CarPhotosScreen, '/car/:id/photos', '/car/C10001/photos');
    expect(await screen.findByRole('heading', { level: 1, name: '车辆图片' }, { timeout: 5000 })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: '图片分类' });
    const anchors = within(tabs).getAllByRole('link');
    const names = anchors.map((link) => link.textContent?.replace(/\d+$/, '').trim());
    // the groups that have photos, in the spec's order
    expect(names.length).toBeGreaterThan(2);
    expect(GROUP_NAMES.filter((name) => names.includes(name))).toEqual(names);
    expect(anchors[0]).toHaveAttribute('href', '#group-EXTERIOR');
    expect(anchors[0]).toHaveAttribute('aria-current', 'location');

    const sections = names.map((name) => screen.getByRole('region', { name: new RegExp(`^${name}`) }));
    const total = sections.reduce((sum, section) => sum + within(section).getAllByRole('button').length, 0);

    await user.click(anchors[1] as HTMLElement);
    expect(anchors[1]).toHaveAttribute('aria-current', 'location');

    const secondGroup = sections[1] as HTMLElement;
    const firstInSecond = within(secondGroup).getAllByRole('button')[0] as HTMLElement;
    await user.click(firstInSecond);
    const viewer = await screen.findByRole('dialog', { name: '图片浏览' });
    const firstGroupCount = within(sections[0] as HTMLElement).getAllByRole('button').length;
    expect(within(viewer).getByText(`${firstGroupCount + 1} / ${total}`)).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: '上一张' }));
    expect(within(viewer).getByText(`${firstGroupCount} / ${total}`)).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('double-tap zooms a photo in the viewer and swiping stops while zoomed', async () => {
    const user = userEvent.setup();
    renderCarRoute(CarPhotosScreen, '/car/:id/photos', '/car/C10001/photos');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await user.click(screen.getAllByRole('button', { name: /查看大图/ })[0] as HTMLElement);
    const viewer = await screen.findByRole('dialog', { name: '图片浏览' });
    const image = within(viewer).getAllByRole('img')[0] as HTMLImageElement;
    await user.dblClick(image);
    expect(image.style.transform).toContain('scale(2)');
    await user.dblClick(image);
    expect(image.style.transform).toBe('');
  });

  it("inside WeChat with the SDK ready, WeChat's own viewer previews the photos", async () => {
    const previewImage = vi.fn();
    window.wx = { config: vi.fn(), ready: vi.fn(), error: vi.fn(), previewImage } as unknown as WxSdk;
    markSdkReady(true);
    try {
      const user = userEvent.setup();
      renderCarRoute(CarPhotosScreen, '/car/:id/photos', '/car/C10001/photos');
      await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
      await user.click(screen.getAllByRole('button', { name: /查看大图/ })[1] as HTMLElement);
      expect(previewImage).toHaveBeenCalledTimes(1);
      const { current, urls } = previewImage.mock.calls[0]?.[0] as { current: string; urls: string[] };
      expect(urls.length).toBeGreaterThan(2);
      expect(urls.every((url) => url.startsWith('http'))).toBe(true);
      expect(current).toBe(urls[1]);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      delete window.wx;
    }
  });

  it('a motorcycle is not described with seats or a trunk', async () => {
    renderCarRoute(CarPhotosScreen, '/car/:id/photos', '/car/C10038/photos');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(screen.queryByText(/座椅|后备箱/)).not.toBeInTheDocument();
  });

  it('unknown car → no longer available', async () => {
    renderCarRoute(CarPhotosScreen, '/car/:id/photos', '/car/C99999/photos');
    expect(await screen.findByText('这辆车已经不在了', undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('after the car page, the photos page makes no REST request for the car', async () => {
    const graph = createTestGraph();
    const first = renderCarRoute(CarScreen, '/car/:id', '/car/C10001', graph);
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    first.unmount();
    const before = graph.requests.filter((entry) => entry.operation === 'car').length;
    renderCarRoute(CarPhotosScreen, '/car/:id/photos', '/car/C10001/photos', graph);
    await screen.findByRole('navigation', { name: '图片分类' }, { timeout: 5000 });
    expect(graph.requests.filter((entry) => entry.operation === 'car').length).toBe(before);
  });

  it('a failing car call offers a retry', async () => {
    setScenario({ faults: { car: 'network' } });
    renderCarRoute(CarPhotosScreen, '/car/:id/photos', '/car/C10001/photos');
    expect(await screen.findByRole('button', { name: '重新加载' }, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('car pictures page (full-screen viewer)', () => {
  it('shows every photo full screen, opens at ?i= and moves with the keyboard', async () => {
    const user = userEvent.setup();
    renderCarRoute(CarPicturesScreen, '/car/:id/pictures', '/car/C10001/pictures?i=2');
    await screen.findByRole('region', { name: '图片浏览' }, { timeout: 5000 });
    const counter = screen.getByText(/^3 \/ \d+$/);
    const total = Number(counter.textContent?.split('/')[1]);
    expect(total).toBeGreaterThan(3);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText(`4 / ${total}`)).toBeInTheDocument();
  });

  it('opened cold, closing goes to the car in place of the pictures (src/routes/go-back.ts)', async () => {
    const user = userEvent.setup();
    renderCarRoute(CarPicturesScreen, '/car/:id/pictures', '/car/C10001/pictures?i=2');
    await screen.findByRole('region', { name: '图片浏览' }, { timeout: 5000 });
    await user.keyboard('{Escape}');
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  });

  it('an out-of-range ?i= starts at the last photo instead of failing', async () => {
    renderCarRoute(CarPicturesScreen, '/car/:id/pictures', '/car/C10001/pictures?i=999');
    await screen.findByRole('region', { name: '图片浏览' }, { timeout: 5000 });
    const [at, total] = (screen.getByText(/^\d+ \/ \d+$/).textContent ?? '').split(' / ');
    expect(at).toBe(total);
  });
});
