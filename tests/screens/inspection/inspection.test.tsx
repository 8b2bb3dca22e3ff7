import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportRefForCar } from '../../../mocks/fixtures/reports';
import { setScenario } from '../../../mocks/scenarios';
import { InspectionAccidentScreen } from '../../../src/screens/inspection/inspection-accident.screen';
import { InspectionChecklistDetailScreen } from '../../../src/screens/inspection/inspection-checklist-detail.screen';
import { InspectionChecklistTableScreen } from '../../../src/screens/inspection/inspection-checklist-table.screen';
import { InspectionChecklistScreen } from '../../../src/screens/inspection/inspection-checklist.screen';
import { InspectionIndexScreen } from '../../../src/screens/inspection/inspection-index.screen';
import { InspectionMaintenanceScreen } from '../../../src/screens/inspection/inspection-maintenance.screen';
import { InspectionMileageScreen } from '../../../src/screens/inspection/inspection-mileage.screen';
import { InspectionNoticeScreen } from '../../../src/screens/inspection/inspection-notice.screen';
import { InspectionPreviewScreen } from '../../../src/screens/inspection/inspection-preview.screen';
import { LocaleProvider } from '../../../src/i18n/i18n';
import { renderRoute } from '../car-report/render';

const BASE = '/car/:id/report-inspection/:reportId/business/:business';

function open(Screen: ComponentType, child: string, carId = 'C10001', suffix = '') {
  const ref = reportRefForCar(carId)!;
  const path = `/car/${carId}/report-inspection/${ref.report_id}/business/${ref.business}${child ? `/${child}` : ''}${suffix}`;
  return renderRoute(Screen, child ? `${BASE}/${child}` : BASE, path);
}

const find = (text: string | RegExp) => screen.findByText(text, {}, { timeout: 5000 });

describe('inspection report (index)', () => {
  it('shows grade, screening verdicts, flaws on the outline, section counts and a section index', async () => {
    open(InspectionIndexScreen, '');
    expect(await screen.findByRole('heading', { level: 1, name: '二手车检测报告' })).toBeInTheDocument();
    expect(await find('车况等级')).toBeInTheDocument();
    expect(screen.getByText('无重大事故')).toBeInTheDocument();
    expect(screen.getByText('无泡水')).toBeInTheDocument();
    expect(screen.getByText('无火烧')).toBeInTheDocument();
    const index = screen.getByRole('navigation', { name: '报告目录' });
    expect(within(index).getByRole('link', { name: '外观瑕疵' })).toHaveAttribute('href', '#flaws');
    expect(document.getElementById('screening')).not.toBeNull();
    // The blocks below the screening follow one per task (issue #6).
    expect(await screen.findByRole('group', { name: /车身俯视图/ })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^外观.*正常 \d+ 项/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/inspection-checklist#section-exterior$/),
    );
    expect(await screen.findByRole('navigation', { name: '更多报告' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '分享' })).toBeInTheDocument();
  });

  it('renders the overview first and the later blocks one per task, a block the hash names at once', async () => {
    open(InspectionIndexScreen, '');
    expect(await find('车况等级')).toBeInTheDocument();
    // The first body render: overview and screening, not yet the last block.
    expect(document.getElementById('more')).toBeNull();
    await waitFor(() => expect(document.getElementById('more')).not.toBeNull());
    expect(document.getElementById('flaws')).not.toBeNull();
    expect(document.getElementById('appraise')).not.toBeNull();
  });

  it('says plainly when the car had a major accident (C10009)', async () => {
    open(InspectionIndexScreen, '', 'C10009');
    expect(await find('有重大事故')).toBeInTheDocument();
  });

  it('shows an error with retry when the report fails, and an alert', async () => {
    setScenario({ faults: { inspectionReport: 'http-500' } });
    const { graph } = open(InspectionIndexScreen, '');
    expect(await find('报告加载失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
    expect(graph.alerts).toContain('服务器暂时出了问题（错误 500），请稍后再试。');
  });

  it('keeps the report when only the flaws fail', async () => {
    setScenario({ faults: { inspectionFlaw: 'network' } });
    open(InspectionIndexScreen, '');
    expect(await find('这部分内容暂时没有加载出来')).toBeInTheDocument();
    expect(screen.getByText('无重大事故')).toBeInTheDocument();
  });

  it('gives a designed not-found for an unknown report', async () => {
    renderRoute(InspectionIndexScreen, BASE, '/car/C10001/report-inspection/R1/business/retail');
    expect(await find('没有找到这份报告')).toBeInTheDocument();
  });
});

// The checklist's own sections: its headings less the block of category-report links above them.
const checkSections = () =>
  screen.getAllByRole('heading', { level: 2 }).filter((heading) => heading.textContent !== '分类报告');

describe('checklist pages', () => {
  it('lists ~150 check points by section and filters to problems only', async () => {
    open(InspectionChecklistScreen, 'inspection-checklist');
    const all = await screen.findByRole('button', { name: '全部 150 项' }, { timeout: 5000 });
    expect(all).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(checkSections()).toHaveLength(9), { timeout: 8000 });
    expect(checkSections().map((h) => h.textContent)).toEqual([
      '外观',
      '内饰',
      '发动机舱',
      '底盘',
      '电气',
      '路试',
      '事故排查',
      '泡水排查',
      '火烧排查',
    ]);
    expect(document.getElementById('section-flood')).not.toBeNull();
    const passBefore = screen.getAllByText('正常').length;
    await userEvent.click(screen.getByRole('button', { name: '只看问题项' }));
    expect(screen.queryAllByText('正常')).toHaveLength(0);
    expect(passBefore).toBeGreaterThan(100);
    expect(screen.getAllByText('这一部分没有问题项').length).toBeGreaterThanOrEqual(3);
  });

  it('links each item to its detail', async () => {
    open(InspectionChecklistScreen, 'inspection-checklist');
    const name = (await screen.findAllByText('前保险杠', {}, { timeout: 5000 }))[0]!;
    expect(name.closest('a')?.getAttribute('href')).toMatch(/inspection-checklist-detail\?item_id=CP0101$/);
  });

  it('shows the table with captions per section', async () => {
    open(InspectionChecklistTableScreen, 'inspection-checklist-table');
    expect(await screen.findByRole('table', { name: '外观' }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('table')).toHaveLength(9), { timeout: 8000 });
  });

  describe('a #hash to a section beyond the first slice', () => {
    const original = Element.prototype.scrollIntoView;
    afterEach(() => {
      Element.prototype.scrollIntoView = original;
    });
    const scrolled = () => {
      const targets: string[] = [];
      Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
        targets.push(this.id);
      });
      return targets;
    };

    it('the index renders the block a hash names with its first body and scrolls to it', async () => {
      const targets = scrolled();
      open(InspectionIndexScreen, '', 'C10001', '#more');
      expect(await find('车况等级')).toBeInTheDocument();
      expect(document.getElementById('more')).not.toBeNull();
      expect(screen.getByRole('navigation', { name: '更多报告' })).toBeInTheDocument();
      await waitFor(() => expect(targets).toContain('more'));
    });

    it('renders that section at once and scrolls it into view (checklist)', async () => {
      const targets = scrolled();
      open(InspectionChecklistScreen, 'inspection-checklist', 'C10001', '#section-fire');
      expect(await screen.findByRole('heading', { level: 2, name: '火烧排查' }, { timeout: 5000 })).toBeInTheDocument();
      await waitFor(() => expect(targets).toContain('section-fire'));
      // The sections before it are all there too (the slice grew to include it, in order).
      expect(checkSections()).toHaveLength(9);
    });

    it('renders that section at once and scrolls it into view (table)', async () => {
      const targets = scrolled();
      open(
        InspectionChecklistTableScreen,
        'inspection-checklist-table',
        'C10001',
        `#${encodeURIComponent('section-flood')}`,
      );
      expect(await screen.findByRole('table', { name: '泡水排查' }, { timeout: 5000 })).toBeInTheDocument();
      await waitFor(() => expect(targets).toContain('section-flood'));
      expect(screen.getAllByRole('table').length).toBeGreaterThanOrEqual(8);
    });

    it('a malformed or unknown hash breaks nothing', async () => {
      const targets = scrolled();
      open(InspectionChecklistScreen, 'inspection-checklist', 'C10001', '#%E0%A4%A');
      expect(await screen.findByRole('button', { name: '全部 150 项' }, { timeout: 5000 })).toBeInTheDocument();
      await waitFor(() => expect(checkSections()).toHaveLength(9), { timeout: 8000 });
      expect(targets).toEqual([]);
    });
  });

  it('shows one check point with its standard and photos', async () => {
    open(InspectionChecklistDetailScreen, 'inspection-checklist-detail', 'C10001', '?item_id=CP0101');
    expect(await screen.findByRole('heading', { level: 1, name: '前保险杠' }, { timeout: 5000 })).toBeInTheDocument();
    // The report body follows the header in a second (background) render pass.
    expect(await screen.findByRole('heading', { name: '检测标准' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /前保险杠 检测照片/ }).length).toBeGreaterThanOrEqual(1);
  });

  it('a missing item id gives a designed not-found without a request', async () => {
    const { graph } = open(InspectionChecklistDetailScreen, 'inspection-checklist-detail');
    expect((await screen.findAllByText('没有找到这个检测项')).length).toBeGreaterThan(0);
    expect(graph.requests).toEqual([]);
  });
});

describe('mileage, maintenance, accident, notice', () => {
  it('maintenance record draws the chart from the records', async () => {
    open(InspectionMaintenanceScreen, 'maintenance-record');
    expect(await screen.findByRole('img', { name: /里程随时间变化图/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/共 \d+ 条记录/)).toBeInTheDocument();
  });

  it('mileage analysis shows the verdict and its basis', async () => {
    open(InspectionMileageScreen, 'mileage-analysis-basis');
    expect(await find('里程可信')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '分析依据' })).toBeInTheDocument();
  });

  it('mileage analysis flags the rollback of C10003', async () => {
    open(InspectionMileageScreen, 'mileage-analysis-basis', 'C10003');
    expect(await find('里程存疑')).toBeInTheDocument();
  });

  it('accident record gives big verdicts and the screening items', async () => {
    open(InspectionAccidentScreen, 'accident-record');
    expect(await find('结构件完好：无重大事故、无泡水、无火烧')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '泡水排查' })).toBeInTheDocument();
  });

  it('notice explains the report', async () => {
    open(InspectionNoticeScreen, 'report-inspection-notice');
    expect(await screen.findByRole('heading', { name: '关于这份检测报告' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await find(/^检测师 /)).toBeInTheDocument();
  });
});

describe('early-access preview', () => {
  const PREVIEW = '/car/:id/report-inspection-preview/:reportId/business/:business';

  it('shows the early-access highlights', async () => {
    renderRoute(InspectionPreviewScreen, PREVIEW, '/car/C10001/report-inspection-preview/R10001/business/retail');
    expect(await find('检测亮点')).toBeInTheDocument();
    expect(screen.getByText('无泡水')).toBeInTheDocument();
  });

  it('never shows an error when the call fails: the report is simply not open yet', async () => {
    setScenario({ faults: { forestall: 'http-500' } });
    const { graph } = renderRoute(
      InspectionPreviewScreen,
      PREVIEW,
      '/car/C10001/report-inspection-preview/R10001/business/retail',
    );
    expect(await find('抢先看报告暂未开放')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(graph.alerts).toEqual([]);
  });
});

describe('inspection report in English', () => {
  const inEnglish = (Screen: ComponentType) =>
    function English() {
      return (
        <LocaleProvider locale="en">
          <Screen />
        </LocaleProvider>
      );
    };

  it('names the checklist’s sections and the appraisal’s areas in English', async () => {
    open(inEnglish(InspectionIndexScreen), '');
    expect(await screen.findByRole('link', { name: /^Exterior/ }, { timeout: 5000 })).toHaveAttribute(
      'href',
      expect.stringMatching(/inspection-checklist#section-exterior$/),
    );
    expect(await find('Paintwork')).toBeInTheDocument();
    expect(screen.queryByText('外观')).toBeNull();
  });

  it('heads the checklist’s sections and its table in English', async () => {
    open(inEnglish(InspectionChecklistScreen), 'inspection-checklist');
    const links = await screen.findAllByRole('link', { name: /^Engine bay/ }, { timeout: 5000 });
    expect(links.map((link) => link.getAttribute('href'))).toContain('#section-engine');
    cleanup();
    open(inEnglish(InspectionChecklistTableScreen), 'inspection-checklist-table');
    expect(await find('Exterior')).toBeInTheDocument();
  });
});
