import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorBoundary, RootErrorFallback } from '../../src/app/error-boundary';
import { LocaleProvider } from '../../src/i18n/i18n';
import { allowConsoleErrors } from '../support/console-guard';
import { ALL_FAKE, fakeScreens } from './fake-screens';
import { renderShell } from './render-shell';

const screens = fakeScreens(ALL_FAKE);

describe('page title and page views', () => {
  it('titles the page from the route, with the brand, and announces each navigation once', async () => {
    const app = renderShell('/', { screens });
    await screen.findByRole('heading', { name: 'Index' });
    expect(document.title).toBe('首页 - 诺车自营');
    app.navigate('/recycle');
    await screen.findByRole('heading', { name: 'Recycle' });
    expect(document.title).toBe('我要卖车 - 诺车自营');
    expect(app.navigations).toEqual([
      { routeName: 'Index', title: '首页 - 诺车自营', url: `${window.location.origin}/` },
      { routeName: 'Recycle', title: '我要卖车 - 诺车自营', url: `${window.location.origin}/recycle` },
    ]);
  });

  it('uses English titles for English visitors', async () => {
    renderShell('/discount?category=discount', { screens, locale: 'en' });
    await screen.findByRole('heading', { name: 'StandardDiscount' });
    expect(document.title).toBe('Discount zone - Nuo Cars');
  });

  it('announces the full address including query and hash', async () => {
    const app = renderShell('/help/agreement?from=sms#terms', { screens });
    await screen.findByRole('heading', { name: 'HelpAgreement' });
    expect(app.navigations.at(-1)?.url).toBe(`${window.location.origin}/help/agreement?from=sms#terms`);
  });
});

describe('navigation rules', () => {
  it('carries the category over to a /car path that lacks it, replacing the entry', async () => {
    const app = renderShell('/discount?category=discount', { screens });
    await screen.findByRole('heading', { name: 'StandardDiscount' });
    app.navigate('/car/7');
    await screen.findByRole('heading', { name: 'Car' });
    expect(app.location().pathname).toBe('/car/7');
    expect(app.location().search).toBe('?category=discount');
    expect(app.navigations.map((info) => info.url.replace(window.location.origin, ''))).toEqual([
      '/discount?category=discount',
      '/car/7?category=discount',
    ]);
    app.navigate(-1);
    await screen.findByRole('heading', { name: 'StandardDiscount' });
    expect(app.location().search).toBe('?category=discount');
  });

  it('leaves other addresses alone', async () => {
    const app = renderShell('/?category=premium', { screens });
    await screen.findByRole('heading', { name: 'Index' });
    app.navigate('/recycle');
    await screen.findByRole('heading', { name: 'Recycle' });
    expect(app.location().search).toBe('');
  });

  it.each([
    ['/h', '/'],
    ['/h/12', '/'],
    ['/no/such/page', '/'],
  ])('redirects %s to %s', async (path, target) => {
    const app = renderShell(path, { screens });
    await screen.findByRole('heading', { name: 'Index' });
    expect(app.location().pathname).toBe(target);
    expect(document.title).toBe('首页 - 诺车自营');
  });

  it('shows an alias at its own address', async () => {
    const app = renderShell('/agreement', { screens });
    await screen.findByRole('heading', { name: 'HelpAgreement' });
    expect(app.location().pathname).toBe('/agreement');
    expect(document.title).toBe('自营车购车须知 - 诺车自营');
  });
});

describe('a tap', () => {
  it('renders the page it opens in its own task: a navigation is not a transition', async () => {
    const app = renderShell('/car/7', { screens, history: ['/'] });
    await screen.findByRole('heading', { name: 'Car' });
    app.navigate(-1);
    await screen.findByRole('heading', { name: 'Index' });
    // Outside act, as in a browser: only the tap's microtasks may run before the check. A transition
    // would render the car page in a later task, after the browser could paint the list once more.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      screen
        .getByRole('link', { name: 'open car 7' })
        .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
      await Promise.resolve();
      expect(screen.getByRole('heading', { name: 'Car' })).toBeTruthy();
      expect(app.location().pathname).toBe('/car/7');
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
    }
  });
});

describe('no white screen', () => {
  it('shows a designed error with retry when a screen throws, keeping the navigation', async () => {
    allowConsoleErrors();
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('render failed');
      return <h1>Recycle recovered</h1>;
    }
    const user = userEvent.setup();
    renderShell('/recycle', { screens: fakeScreens(ALL_FAKE, { Recycle: async () => Flaky }) });
    expect(await screen.findByRole('heading', { name: '页面出了点问题' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { name: 'Recycle recovered' })).toBeInTheDocument();
  });

  it('offers a reload when a screen’s code fails to load', async () => {
    const user = userEvent.setup();
    renderShell('/repair', {
      screens: fakeScreens(ALL_FAKE, {
        Repair: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      }),
    });
    expect(await screen.findByRole('heading', { name: '页面加载失败' })).toBeInTheDocument();
    const prompt = screen.getByText('页面资源已更新，请重新加载。').closest('[role="alert"]') as HTMLElement;
    expect(prompt).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByText('页面资源已更新，请重新加载。')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });

  it('has a root fallback that offers a reload', () => {
    allowConsoleErrors();
    function Broken(): never {
      throw new Error('boom');
    }
    render(
      <LocaleProvider locale="en">
        <ErrorBoundary fallback={() => <RootErrorFallback />}>
          <Broken />
        </ErrorBoundary>
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Sorry, something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});

describe('a screen loaded before its route first renders', () => {
  function Loaded() {
    return <h1>Loaded ahead</h1>;
  }

  it('is rendered at once, without the route skeleton first', () => {
    const load = Object.assign(() => Promise.resolve(Loaded), { loaded: () => Loaded });
    renderShell('/', { screens: fakeScreens(ALL_FAKE, { Index: load }) });
    // In the first commit: no waiting for a lazy component, no fallback.
    expect(screen.getByRole('heading', { name: 'Loaded ahead' })).toBeInTheDocument();
  });

  it('one still loading goes through the skeleton, as before', async () => {
    let finish: (component: typeof Loaded) => void = () => undefined;
    const load = Object.assign(() => new Promise<typeof Loaded>((resolve) => (finish = resolve)), {
      loaded: () => undefined,
    });
    renderShell('/', { screens: fakeScreens(ALL_FAKE, { Index: load }) });
    expect(screen.queryByRole('heading', { name: 'Loaded ahead' })).not.toBeInTheDocument();
    finish(Loaded);
    expect(await screen.findByRole('heading', { name: 'Loaded ahead' })).toBeInTheDocument();
  });
});
