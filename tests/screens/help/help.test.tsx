import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { setScenario } from '../../../mocks/scenarios';
import { LocaleProvider } from '../../../src/i18n/i18n';
import { AgreementScreen } from '../../../src/screens/help/agreement.screen';
import { checkCouponCode, makeCouponCode } from '../../../src/screens/help/coupon-code';
import { CouponGuideScreen } from '../../../src/screens/help/coupon-guide.screen';
import { CouponLandingScreen } from '../../../src/screens/help/coupon-landing.screen';
import { DeliveryNoticeScreen } from '../../../src/screens/help/delivery-notice.screen';
import { ExamineNoticeScreen } from '../../../src/screens/help/examine-notice.screen';
import { HelpIndexScreen } from '../../../src/screens/help/help-index.screen';
import { HuntAgreementScreen } from '../../../src/screens/help/hunt-agreement.screen';
import { PreSalePreparationScreen } from '../../../src/screens/help/pre-sale-preparation.screen';
import { PriceNegotiableScreen } from '../../../src/screens/help/price-negotiable.screen';
import { pickAnother, RandomConsultantScreen } from '../../../src/screens/help/random-consultant.screen';
import { ReleaseNoteScreen } from '../../../src/screens/help/release-note.screen';
import { renderWithGraph } from '../../support/graph';

describe('help index', () => {
  it('links every help page anyone may open, and names the ones sent by SMS', () => {
    renderWithGraph(<HelpIndexScreen />);
    expect(screen.getByRole('heading', { level: 1, name: '帮助中心' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: '帮助页面' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['价格可议', '/help/price-negotiable'],
      ['购车咨询', '/help/random-consultant'],
      ['优惠券使用指南', '/help/coupon-guide'],
      ['自营车购车须知', '/help/agreement'],
      ['售前整备标准', '/help/standard-of-pre-sale-preparation'],
      ['寻车须知', '/help/hunt-agreement'],
      ['更新日志', '/help/release-note-weapp'],
    ]);
    const personal = screen.getByRole('region', { name: '短信发送的页面' });
    expect(
      within(personal)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['交车须知', '验车须知', '领取优惠券']);
    expect(within(personal).queryByRole('link')).not.toBeInTheDocument();
  });

  it('reads in English', () => {
    renderWithGraph(
      <LocaleProvider locale="en">
        <HelpIndexScreen />
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Help centre' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Car-buying consultation' })).toHaveAttribute(
      'href',
      '/help/random-consultant',
    );
    expect(screen.getByRole('region', { name: 'Pages sent by SMS' })).toBeInTheDocument();
  });
});

describe('pre-sale preparation standard', () => {
  it('lists more than 100 numbered points in five stages', () => {
    renderWithGraph(<PreSalePreparationScreen />);
    expect(screen.getByRole('heading', { level: 1, name: '售前整备标准' })).toBeInTheDocument();
    const stages = screen.getAllByRole('heading', { level: 2 });
    expect(stages.map((h) => h.textContent)).toEqual([
      expect.stringContaining('全车检测'),
      expect.stringContaining('维修与保养'),
      expect.stringContaining('深度清洁'),
      expect.stringContaining('消毒除味'),
      expect.stringContaining('手续与资料'),
    ]);
    const points = stages.flatMap((h) => within(h.closest('section') as HTMLElement).getAllByRole('listitem'));
    expect(points.length).toBeGreaterThanOrEqual(100);
    expect(screen.getByText(`共 ${points.length} 项`, { exact: false })).toBeInTheDocument();
  });

  it('reads in English', () => {
    renderWithGraph(
      <LocaleProvider locale="en">
        <PreSalePreparationScreen />
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Pre-sale preparation standard' })).toBeInTheDocument();
    expect(screen.getByText('Brake pads under 4 mm replaced')).toBeInTheDocument();
  });
});

describe('long help texts', () => {
  it.each([
    [
      'agreement',
      <AgreementScreen key="a" />,
      '自营车购车须知',
      ['您需要签署的文件', '定金', '退款规则', '过户与上牌', '质保'],
    ],
    ['coupon guide', <CouponGuideScreen key="c" />, '优惠券使用指南', ['券的种类', '如何使用', '使用规则']],
    ['hunt agreement', <HuntAgreementScreen key="h" />, '寻车须知', ['服务内容', '寻车意向金', '退款']],
    ['price negotiable', <PriceNegotiableScreen key="p" />, '价格可议', ['哪些车可以议价', '如何出价']],
  ] as const)('%s has its sections and a table of contents', (_name, element, title, headings) => {
    const { graph } = renderWithGraph(element);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    for (const heading of headings)
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: '目录' });
    expect(within(toc).getByRole('link', { name: headings[0] })).toHaveAttribute('href', expect.stringMatching(/^#/));
    expect(graph.services.shareInfo.get()?.title).toBe(title);
  });

  it('the price negotiable page leads to a consultant', () => {
    renderWithGraph(<PriceNegotiableScreen />);
    expect(screen.getByRole('link', { name: '找购车顾问聊聊' })).toHaveAttribute('href', '/help/random-consultant');
  });

  it('the agreement reads in English', () => {
    renderWithGraph(
      <LocaleProvider locale="en">
        <AgreementScreen />
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Refunds' })).toBeInTheDocument();
  });
});

describe('changelog', () => {
  it('shows dated releases, newest first', () => {
    renderWithGraph(<ReleaseNoteScreen />);
    const versions = screen.getAllByRole('heading', { level: 2 });
    expect(versions[0]).toHaveTextContent('版本 3.8.0');
    expect(versions[0]?.querySelector('time')).toHaveAttribute('datetime', '2026-11-12');
    expect(versions.length).toBeGreaterThanOrEqual(5);
  });
});

describe('coupon landing page', () => {
  const code = makeCouponCode('B', '7K2Q9X');

  it('validates codes with their check character', () => {
    expect(checkCouponCode(code)).toEqual({ kind: 'valid', coupon: { code, amount: 2000 } });
    expect(checkCouponCode(code.toLowerCase().replace(/(.{5})/, '$1-'))).toMatchObject({ kind: 'valid' });
    expect(checkCouponCode(code.slice(0, 9) + (code[9] === 'A' ? 'B' : 'A'))).toMatchObject({ kind: 'invalid' });
    expect(checkCouponCode('')).toEqual({ kind: 'missing' });
    expect(checkCouponCode('<script>')).toMatchObject({ kind: 'invalid' });
  });

  it('shows the coupon and how to use it', () => {
    renderWithGraph(<CouponLandingScreen />, { route: `/coupon/landing?code=${code}` });
    expect(screen.getByText('¥2,000')).toBeInTheDocument();
    expect(screen.getByLabelText(`券码 ${code}`)).toBeInTheDocument();
    expect(screen.getByText('顾问核销后，2,000 元直接从车款中扣除。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '复制券码' })).toBeInTheDocument();
  });

  it('explains an invalid code', () => {
    renderWithGraph(<CouponLandingScreen />, { route: '/coupon/landing?code=CPB123' });
    expect(screen.getByText('这个券码无效')).toBeInTheDocument();
    expect(screen.getByText(/CPB123/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看优惠券使用指南' })).toHaveAttribute('href', '/help/coupon-guide');
  });

  it('explains a missing code', () => {
    renderWithGraph(<CouponLandingScreen />, { route: '/coupon/landing' });
    expect(screen.getByText('没有找到券码')).toBeInTheDocument();
  });
});

describe('car-buying consultation', () => {
  it('picks a different index whenever there is a choice', () => {
    for (let current = 0; current < 5; current++) {
      for (const r of [0, 0.3, 0.99]) expect(pickAnother(5, current, () => r)).not.toBe(current);
    }
    expect(pickAnother(1, 0, () => 0.5)).toBe(0);
  });

  it('assigns a random consultant and changes to another on request', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { graph } = renderWithGraph(<RandomConsultantScreen />, { route: '/help/random-consultant' });
    expect(await screen.findByText('王磊')).toBeInTheDocument();
    expect(screen.getByText('杭州滨江服务站')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '致电 王磊' })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    await userEvent.click(screen.getByRole('button', { name: '换一位顾问' }));
    expect(await screen.findByText('陈静')).toBeInTheDocument();
    const lookups = graph.requests
      .filter((r) => r.operation === 'consultantContact')
      .map((r) => new URL(r.url).searchParams.get('substation_id'));
    expect(lookups).toEqual(['101', '102']);
  });

  it('offers a retry when the consultants cannot be loaded', async () => {
    setScenario({ faults: { sellCarSubstations: 'http-500' } });
    renderWithGraph(<RandomConsultantScreen />, { route: '/help/random-consultant' });
    expect(await screen.findByText('暂时无法分配顾问')).toBeInTheDocument();
    setScenario({});
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('button', { name: '换一位顾问' })).toBeInTheDocument();
  });
});

function renderNotice(element: React.ReactElement, path: string, route: string) {
  return renderWithGraph(
    <Routes>
      <Route path={path} element={element} />
    </Routes>,
    { route },
  );
}

describe('delivery notice', () => {
  it('shows the notice with progress and a Print button', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { graph } = renderNotice(<DeliveryNoticeScreen />, '/notice/delivery/:id', '/notice/delivery/D20261101');
    expect(await screen.findByText('2019款 大众 帕萨特 330TSI 精英版')).toBeInTheDocument();
    expect(screen.getByText('买方身份证原件')).toBeInTheDocument();
    expect(screen.getByText('签署购车合同').closest('li')).toHaveTextContent('已完成');
    await userEvent.click(screen.getByRole('button', { name: '打印' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(graph.services.shareInfo.get()?.title).toBe('2019款 大众 帕萨特 330TSI 精英版 交车须知');
  });

  it('shows a designed not-found for an unknown id, without an alert', async () => {
    const { graph } = renderNotice(<DeliveryNoticeScreen />, '/help/delivery-notice/:id', '/help/delivery-notice/D404');
    expect(await screen.findByText('没有找到这份须知')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '打印' })).toBeNull();
    expect(graph.alerts).toEqual([]);
  });

  it('offers a retry when the notice fails to load', async () => {
    setScenario({ faults: { deliveryNotice: 'http-500' } });
    renderNotice(<DeliveryNoticeScreen />, '/help/delivery-notice/:id', '/help/delivery-notice/D20261102');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    setScenario({});
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('交车当天请预留约 1 小时。', { exact: false })).toBeInTheDocument();
  });
});

describe('examination notice', () => {
  it('shows the appointment, checks and a call action', async () => {
    renderNotice(<ExamineNoticeScreen />, '/notice/examine/:id', '/notice/examine/E20261102');
    expect(await screen.findByText('路试（约 5 公里）')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^致电/ })).toHaveAttribute('href', expect.stringMatching(/^tel:1590571/));
    expect(screen.getByRole('button', { name: '打印' })).toBeInTheDocument();
  });

  it('treats an odd id as not found without asking the server', async () => {
    const { graph } = renderNotice(
      <ExamineNoticeScreen />,
      '/help/examine-notice/:id',
      `/help/examine-notice/${encodeURIComponent('<x>')}`,
    );
    expect(await screen.findByText('没有找到这份须知')).toBeInTheDocument();
    expect(graph.requests).toEqual([]);
  });
});
