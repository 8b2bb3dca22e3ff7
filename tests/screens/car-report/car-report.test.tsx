import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setScenario } from '../../../mocks/scenarios';
import { AccessoryReportScreen } from '../../../src/screens/car-report/accessory-report.screen';
import { CategoryReportScreen } from '../../../src/screens/car-report/category-report.screen';
import { ChassisReportScreen } from '../../../src/screens/car-report/chassis-report.screen';
import { ConsumableReportScreen } from '../../../src/screens/car-report/consumable-report.screen';
import { FlawReportScreen } from '../../../src/screens/car-report/flaw-report.screen';
import { MileageReportScreen } from '../../../src/screens/car-report/mileage-report.screen';
import { PreparationRemindScreen } from '../../../src/screens/car-report/preparation-remind.screen';
import { PreparationReportScreen } from '../../../src/screens/car-report/preparation-report.screen';
import { RefurbishReportScreen } from '../../../src/screens/car-report/refurbish-report.screen';
import { renderRoute } from './render';

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

describe('maintenance record (report/mileage)', () => {
  it('shows the verdict, the chart with the rollback flagged and a table alternative (C10003)', async () => {
    renderRoute(MileageReportScreen, '/car/:id/report/mileage', '/car/C10003/report/mileage');
    await heading('维保记录');
    expect(await screen.findByText('里程存疑', {}, { timeout: 5000 })).toBeInTheDocument();
    const chart = screen.getByRole('img', { name: /里程随时间变化图.*异常/ });
    expect(chart.querySelectorAll('circle').length).toBeGreaterThan(3);
    await userEvent.click(screen.getByText('以表格查看读数'));
    const table = screen.getByRole('table');
    expect(within(table).getAllByText('里程倒退').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByRole('heading', { name: '维修保养记录' })).toBeInTheDocument();
  });

  it('says the mileage is consistent for an ordinary car, also under the /mileage alias', async () => {
    renderRoute(MileageReportScreen, '/car/:id/mileage', '/car/C10001/mileage');
    expect(await screen.findByText('里程可信', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('keeps the car and the records when the mileage report fails, with a retry', async () => {
    setScenario({ faults: { carMileageReport: 'http-500' } });
    const { graph } = renderRoute(MileageReportScreen, '/car/:id/report/mileage', '/car/C10002/report/mileage');
    expect(await screen.findByText('这部分内容暂时没有加载出来', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
    expect(graph.alerts).toEqual(['服务器暂时出了问题（错误 500），请稍后再试。']);
  });

  it('gives a designed not-found for a malformed car id without calling the server', async () => {
    const { graph } = renderRoute(MileageReportScreen, '/car/:id/report/mileage', '/car/%3Cscript%3E/report/mileage');
    expect(await screen.findByText('没有找到这份报告')).toBeInTheDocument();
    expect(graph.requests).toEqual([]);
  });

  it('shows an error with retry when the car itself cannot be loaded', async () => {
    setScenario({ faults: { car: 'http-500' } });
    renderRoute(MileageReportScreen, '/car/:id/report/mileage', '/car/C10001/report/mileage');
    expect(await screen.findByText('报告加载失败', {}, { timeout: 5000 })).toBeInTheDocument();
    setScenario({});
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('里程可信', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('flaw report', () => {
  it('places numbered markers on the outline; a marker opens its close-up', async () => {
    renderRoute(FlawReportScreen, '/car/:id/report/flaw', '/car/C10001/report/flaw');
    await heading('瑕疵报告');
    const stage = await screen.findByRole('group', { name: /车身俯视图，共标注 \d+ 处瑕疵/ }, { timeout: 5000 });
    const markers = within(stage).getAllByRole('button');
    expect(markers.length).toBeGreaterThanOrEqual(3);
    expect(screen.getByRole('heading', { name: '图例' })).toBeInTheDocument();
    await userEvent.click(markers[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: /的近照$/ })).toBeInTheDocument();
    expect(within(dialog).getByText('划痕')).toBeInTheDocument();
  });

  it('says so when the inspection flaws cannot be loaded', async () => {
    setScenario({ faults: { inspectionFlaw: 'http-500' } });
    renderRoute(FlawReportScreen, '/car/:id/report/flaw', '/car/C10001/report/flaw');
    expect(await screen.findByText('这部分内容暂时没有加载出来', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('consumables, refurbishment, accessories, preparation', () => {
  it('lists consumables with their state', async () => {
    renderRoute(ConsumableReportScreen, '/car/:id/report/consumable', '/car/C10001/report/consumable');
    expect(await screen.findByText('机油', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByText('已更换').length).toBeGreaterThanOrEqual(2);
  });

  it('shows a designed empty state for a car without consumables (C10005)', async () => {
    renderRoute(ConsumableReportScreen, '/car/:id/report/consumable', '/car/C10005/report/consumable');
    expect(await screen.findByText('暂无易损耗件记录', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows the refurbishment sheet with a total cost', async () => {
    renderRoute(RefurbishReportScreen, '/car/:id/report/refurbish-list', '/car/C10001/report/refurbish-list');
    expect(await screen.findByText('机油及机油滤清器', {}, { timeout: 5000 })).toBeInTheDocument();
    // The refurbishment sheet, then the repairs done elsewhere (the car's service history), each with its total.
    expect(screen.getAllByText(/整备合计/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/^¥[\d,]+$/).length).toBeGreaterThan(2);
  });

  it('shows accessories, present and missing, and a part error on failure', async () => {
    renderRoute(AccessoryReportScreen, '/car/:id/report/accessory', '/car/C10001/report/accessory');
    expect(await screen.findByText(/车钥匙/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/项齐全/)).toBeInTheDocument();
  });

  it('accessories: a failed list is said inline', async () => {
    setScenario({ faults: { attachmentList: 'malformed-json' } });
    renderRoute(AccessoryReportScreen, '/car/:id/report/accessory', '/car/C10001/report/accessory');
    expect(await screen.findByText('这部分内容暂时没有加载出来', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('preparation report links the reminder and the standard', async () => {
    renderRoute(PreparationReportScreen, '/car/:id/report/preparation', '/car/C10001/report/preparation');
    expect(await screen.findByRole('link', { name: '查看保养提醒' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/car/C10001/report/preparation/remind',
    );
    expect(screen.getByRole('link', { name: '查看售前整备标准' })).toHaveAttribute(
      'href',
      '/help/standard-of-pre-sale-preparation',
    );
    expect(screen.getByRole('heading', { name: '整备清单' })).toBeInTheDocument();
  });

  it('preparation reminder ranks wear parts by the mileage left', async () => {
    renderRoute(PreparationRemindScreen, '/car/:id/report/preparation/remind', '/car/C10001/report/preparation/remind');
    expect(await screen.findByText(/按当前里程/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByText(/还可行驶约|已超出建议里程/).length).toBeGreaterThan(5);
  });
});

describe('chassis report', () => {
  it('shows chassis photos when a section has content', async () => {
    renderRoute(ChassisReportScreen, '/car/:id/report/chassis', '/car/C10001/report/chassis');
    expect(await screen.findByText('前悬挂', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '重要螺丝与连接件' })).toBeInTheDocument();
  });

  it('says there are no photos for a car without chassis content (C10007)', async () => {
    renderRoute(ChassisReportScreen, '/car/:id/report/chassis', '/car/C10007/report/chassis');
    expect(await screen.findByText('暂无底盘照片', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('category report', () => {
  it('shows one check-point section with a problems-only filter', async () => {
    renderRoute(CategoryReportScreen, '/car/:id/report/:name', '/car/C10001/report/exterior');
    await heading('外观');
    const all = await screen.findByRole('button', { name: '全部 26 项' }, { timeout: 5000 });
    expect(all).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('前保险杠')).toBeInTheDocument();
    const before = screen.getAllByText('正常').length;
    expect(before).toBeGreaterThan(10);
    await userEvent.click(screen.getByRole('button', { name: '只看问题项' }));
    await waitFor(() => expect(screen.queryAllByText('正常')).toHaveLength(0));
    expect(
      screen.queryAllByText(/需关注|异常/).length + screen.queryAllByText('这一部分没有问题项').length,
    ).toBeGreaterThan(0);
  });

  it('gives a designed not-found for an unknown category, with the known ones', async () => {
    const { graph } = renderRoute(CategoryReportScreen, '/car/:id/report/:name', '/car/C10001/report/sunroof');
    expect(await heading('没有这个检测分类')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /底盘 · Chassis/ })).toHaveAttribute('href', '/car/C10001/report/chassis');
    expect(graph.requests).toEqual([]);
  });
});
