import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { settings } from '../../src/config/env';
import { ToggleSavedCarDocument } from '../../src/screens/common/buyer/buyer-state.generated';
import { ALL_FAKE, fakeScreens } from './fake-screens';
import { createTestGraph } from '../support/graph';
import { renderShell } from './render-shell';

const screens = fakeScreens(ALL_FAKE);

function currentLink(): string | null {
  const nav = screen.getByRole('navigation', { name: '主导航' });
  const current = within(nav)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page');
  expect(current.length).toBeLessThanOrEqual(1);
  return current[0]?.textContent ?? null;
}

describe('navigation bar', () => {
  it('shows the brand and the four links of the spec', async () => {
    renderShell('/', { screens });
    await screen.findByRole('heading', { name: 'Index' });
    expect(screen.getByRole('banner')).toHaveTextContent('诺车自营');
    const links = within(screen.getByRole('navigation', { name: '主导航' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['精品自营车', '/'],
      ['特价专区', '/discount?category=discount'],
      ['车友圈', '/moments'],
      ['我要卖车', '/recycle'],
    ]);
  });

  it('counts the saved cars on its link to them, and follows a save made on a page', async () => {
    const graph = createTestGraph();
    graph.buyerStore.toggleSaved({ id: 'C10001', title: '车 C10001', cover: null, price: null, statusLabel: null });
    renderShell('/', { screens, graph });
    await screen.findByRole('heading', { name: 'Index' });
    const saved = await screen.findByRole('link', { name: '我的收藏（1 辆）' });
    expect(saved).toHaveAttribute('href', '/favorites');
    await act(() =>
      graph.client.mutate({
        mutation: ToggleSavedCarDocument,
        variables: { car: { id: 'C10002', title: '车 C10002', cover: null, price: null, statusLabel: null } },
      }),
    );
    // The same element: a tap on it while the count arrives is not lost.
    expect(await screen.findByRole('link', { name: '我的收藏（2 辆）' })).toBe(saved);
  });

  it('speaks English with ?lang=en browsers', async () => {
    renderShell('/', { screens, locale: 'en' });
    await screen.findByRole('heading', { name: 'Index' });
    expect(screen.getByRole('banner')).toHaveTextContent('Nuo Cars');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Premium self-operated cars', 'Discount zone', 'Community', 'Sell a car']);
  });

  it.each([
    ['/', '精品自营车'],
    ['/car/7?category=premium', '精品自营车'],
    ['/discount?category=discount', '特价专区'],
    ['/car/7/photos?category=discount', '特价专区'],
    ['/moments', '车友圈'],
    ['/moments/topic/3', '车友圈'],
    ['/moments/88', '车友圈'],
    ['/recycle', '我要卖车'],
    ['/car/7', null],
    ['/help/agreement', null],
  ])('on %s the current link is %s', async (path, expected) => {
    renderShell(path, { screens });
    await screen.findByRole('heading', { level: 1 });
    expect(currentLink()).toBe(expected);
  });

  it('moves aria-current when a link is followed', async () => {
    const user = userEvent.setup();
    const app = renderShell('/', { screens });
    await screen.findByRole('heading', { name: 'Index' });
    await user.click(screen.getByRole('link', { name: '特价专区' }));
    await screen.findByRole('heading', { name: 'StandardDiscount' });
    expect(app.location().search).toBe('?category=discount');
    expect(currentLink()).toBe('特价专区');
  });

  it('has the official-account aside with the configured code (OFFICIAL_ACCOUNT_QR_URL)', async () => {
    const configured = settings.officialAccountQrUrl;
    settings.officialAccountQrUrl = 'https://cdn.dealer.test/official-account.png';
    try {
      renderShell('/', { screens });
      const aside = screen.getByRole('complementary', { name: '扫码关注公众号' });
      expect(within(aside).getByRole('img', { name: '公众号二维码' })).toHaveAttribute(
        'src',
        'https://cdn.dealer.test/official-account.png',
      );
    } finally {
      settings.officialAccountQrUrl = configured;
    }
  });

  it('shows no official-account invitation when the build names no code', async () => {
    const configured = settings.officialAccountQrUrl;
    settings.officialAccountQrUrl = '';
    try {
      renderShell('/', { screens });
      await screen.findByRole('navigation', { name: '主导航' });
      expect(screen.queryByRole('complementary', { name: '扫码关注公众号' })).not.toBeInTheDocument();
    } finally {
      settings.officialAccountQrUrl = configured;
    }
  });

  describe('hidden', () => {
    const expectHidden = async () => {
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByRole('navigation', { name: '主导航' })).not.toBeInTheDocument();
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
      expect(screen.getByRole('main')).toHaveClass('bare');
    };

    it('in a mini-program web view', async () => {
      renderShell('/', { screens, flags: { miniProgram: true, wechat: true, mobile: true } });
      await expectHidden();
    });

    it('in a Douyin web view', async () => {
      renderShell('/', { screens, flags: { douyin: true, mobile: true } });
      await expectHidden();
    });

    it('when embedded from an internal host', async () => {
      renderShell('/', { screens, embedded: true });
      await expectHidden();
    });

    it('on the pictures page', async () => {
      renderShell('/car/7/pictures', { screens });
      await expectHidden();
    });

    it.each(['/car/7/report-inspection/r1/business/b1', '/car/7/report-inspection-preview/r1/business/b1'])(
      'on the inspection page %s',
      async (path) => {
        renderShell(path, { screens });
        await expectHidden();
      },
    );

    it('and shown again with top padding on an ordinary page', async () => {
      renderShell('/recycle', { screens });
      await screen.findByRole('heading', { name: 'Recycle' });
      expect(screen.getByRole('navigation', { name: '主导航' })).toBeInTheDocument();
      expect(screen.getByRole('main')).not.toHaveClass('bare');
    });
  });

  describe('the page bar where the device hides the navigation bar', () => {
    const pageBar = () => screen.queryByRole('navigation', { name: '页面导航' });

    it.each([
      ['mini-program', { flags: { miniProgram: true, wechat: true, mobile: true } }],
      ['Douyin', { flags: { douyin: true, mobile: true } }],
      ['internal embed', { embedded: true }],
    ] as const)('offers back and home on help, sell and repair pages (%s)', async (_, options) => {
      for (const path of ['/help/agreement', '/recycle', '/repair']) {
        const view = renderShell(path, { screens, ...options });
        await screen.findByRole('heading', { level: 1 });
        const bar = pageBar();
        expect(bar).toBeInTheDocument();
        expect(within(bar as HTMLElement).getByRole('button', { name: '返回' })).toBeInTheDocument();
        expect(within(bar as HTMLElement).getByRole('link', { name: '首页' })).toHaveAttribute('href', '/');
        view.unmount();
      }
    });

    it('back on a page opened cold goes home (the browser would leave the site)', async () => {
      const user = userEvent.setup();
      const app = renderShell('/help/agreement', { screens, flags: { miniProgram: true, wechat: true, mobile: true } });
      await screen.findByRole('heading', { name: 'HelpAgreement' });
      await user.click(within(pageBar() as HTMLElement).getByRole('button', { name: '返回' }));
      await screen.findByRole('heading', { name: 'Index' });
      expect(app.location().pathname).toBe('/');
    });

    it('back after moving within the app returns to the previous page', async () => {
      const user = userEvent.setup();
      const app = renderShell('/recycle', { screens, embedded: true });
      await screen.findByRole('heading', { name: 'Recycle' });
      await user.click(within(pageBar() as HTMLElement).getByRole('link', { name: '首页' }));
      await screen.findByRole('heading', { name: 'Index' });
      expect(pageBar()).not.toBeInTheDocument();
      await app.navigate('/repair');
      await screen.findByRole('heading', { name: 'Repair' });
      await user.click(within(pageBar() as HTMLElement).getByRole('button', { name: '返回' }));
      await screen.findByRole('heading', { name: 'Index' });
    });

    it('is not drawn with the navigation bar shown, nor on full-screen routes in a browser', async () => {
      renderShell('/help/agreement', { screens });
      await screen.findByRole('heading', { level: 1 });
      expect(pageBar()).not.toBeInTheDocument();
    });
  });
});

describe('the language switch', () => {
  it('switches the whole page to English at a tap, and keeps the choice for the visit', async () => {
    const user = userEvent.setup();
    const before = document.documentElement.lang;
    try {
      renderShell('/', { screens });
      await screen.findByRole('heading', { name: 'Index' });
      const toEnglish = screen.getByRole('button', { name: 'English' });
      expect(toEnglish).toHaveAttribute('lang', 'en');
      await user.click(toEnglish);
      const nav = screen.getByRole('navigation', { name: 'Main navigation' });
      expect(within(nav).getAllByRole('link')[0]).toHaveTextContent('Premium');
      expect(document.documentElement.lang).toBe('en');
      expect(window.sessionStorage.getItem('lang')).toBe('en');
      // And back: the switch names the other language in its own words.
      await user.click(screen.getByRole('button', { name: '中文' }));
      expect(screen.getByRole('navigation', { name: '主导航' })).toBeInTheDocument();
      expect(window.sessionStorage.getItem('lang')).toBe('zh-CN');
    } finally {
      document.documentElement.lang = before;
    }
  });
});
