import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { findFixtureCar, toDetail } from '../../../mocks/fixtures/cars';
import { endpoint, ok } from '../../../mocks/handlers/define';
import { server } from '../../../mocks/node';
import { setScenario } from '../../../mocks/scenarios';
import { CarExteriorVideoScreen } from '../../../src/screens/car/car-exterior-video.screen';
import { CarInternalVideoScreen } from '../../../src/screens/car/car-internal-video.screen';
import { CarVideoScreen } from '../../../src/screens/car/car-video.screen';
import { renderCarRoute } from './render';

describe('car video page', () => {
  it('shows the video (tap to play) and the 360° view', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const user = userEvent.setup();
    const { container } = renderCarRoute(CarVideoScreen, '/car/:id/video', '/car/C10001/video');
    expect(await screen.findByRole('heading', { level: 1, name: '车辆视频' }, { timeout: 5000 })).toBeInTheDocument();
    expect(container.querySelector('video')).toHaveAttribute('preload', 'none');
    await user.click(screen.getByRole('button', { name: /^播放视频：车辆视频/ }));
    expect(play).toHaveBeenCalledTimes(1);
    const panorama = await screen.findByRole('slider', { name: /360°/ }, { timeout: 5000 });
    expect(panorama.querySelector('img')?.getAttribute('src')).toMatch(/\/media\/panorama\/.+-00\.svg$/);
  });

  it('a video that cannot play says so', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new DOMException('no source', 'NotSupportedError'));
    const user = userEvent.setup();
    renderCarRoute(CarVideoScreen, '/car/:id/video', '/car/C10001/video');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: /^播放视频：车辆视频/ }));
    expect(await screen.findByText('视频暂时无法播放，请稍后再试')).toBeInTheDocument();
  });

  it('a car without video or panorama gets a designed empty state', async () => {
    const detail = toDetail(findFixtureCar('C10002')!) as { car: Record<string, unknown> };
    server.use(endpoint('car', () => ok.status({ ...detail, car: { ...detail.car, video: null, panorama: null } })));
    renderCarRoute(CarVideoScreen, '/car/:id/video', '/car/C10002/video');
    expect(await screen.findByText('这辆车暂时没有视频', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '看车辆图片' })).toHaveAttribute('href', '/car/C10002/photos');
  });
});

describe('interior and exterior video page', () => {
  it('shows both clips from the display-video call', async () => {
    const { container, graph } = renderCarRoute(
      CarInternalVideoScreen,
      '/car/:id/internal/video',
      '/car/C10001/internal/video',
    );
    expect(await screen.findByRole('heading', { level: 1, name: '内外饰视频' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '内饰' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '外观' })).toBeInTheDocument();
    const sources = [...container.querySelectorAll('video')].map((video) => video.getAttribute('src'));
    expect(sources).toEqual([expect.stringMatching(/interior/), expect.stringMatching(/exterior/)]);
    expect(graph.requests.some((entry) => entry.operation === 'displayVideo')).toBe(true);
  });

  it("falls back to the car record's videos when the display-video call fails", async () => {
    setScenario({ faults: { displayVideo: 'http-500' } });
    const { container } = renderCarRoute(
      CarInternalVideoScreen,
      '/car/:id/internal/video',
      '/car/C10001/internal/video',
    );
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(container.querySelectorAll('video')).toHaveLength(2);
  });
});

describe('walk-around video page', () => {
  it('shows the walk-around video with its poster', async () => {
    const { container } = renderCarRoute(
      CarExteriorVideoScreen,
      '/car/:id/exterior-video',
      '/car/C10001/exterior-video',
    );
    expect(await screen.findByRole('heading', { level: 1, name: '绕车视频' }, { timeout: 5000 })).toBeInTheDocument();
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toMatch(/walk-?around/);
    expect(video.getAttribute('poster')).toMatch(/^\/media\/video\/poster-/);
    expect(within(container).getByRole('button', { name: /^播放视频：绕车一周/ })).toBeInTheDocument();
  });

  it('unknown car → no longer available', async () => {
    renderCarRoute(CarExteriorVideoScreen, '/car/:id/exterior-video', '/car/C99999/exterior-video');
    expect(await screen.findByText('这辆车已经不在了', undefined, { timeout: 5000 })).toBeInTheDocument();
  });
});
