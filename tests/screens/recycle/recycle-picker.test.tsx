// The sell form's model picker and stations, through the real graph with MSW: models grouped by brand
// and searchable, "other / not listed" with the seller's own words (sent as the model), and the service
// stations of the chosen city (all of them when the city has none).

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import {
  groupModelsByBrand,
  OTHER_MODEL,
  stationAfterRegionChange,
  stationsForRegion,
  submittedModel,
} from '../../../src/domain/sell-car-options';
import { RecycleScreen } from '../../../src/screens/recycle/recycle.screen';
import { renderWithGraph } from '../../support/graph';
import { patientGraph } from './recycle-support';

const stations = [
  { value: '101', label: '杭州滨江服务站', parent: '330100' },
  { value: '102', label: '杭州萧山服务站', parent: '330100' },
  { value: '201', label: '上海闵行服务站', parent: '310100' },
];

describe('sell-car option rules', () => {
  it('groups models by brand in the brand list order and searches brand, model and initial', () => {
    const brands = [
      { id: 'B01', name: '丰田', initial: 'F' },
      { id: 'B02', name: '本田', initial: 'B' },
    ];
    const models = [
      { value: 'S0201', label: '雅阁', parent: 'B02' },
      { value: 'S0101', label: '凯美瑞', parent: 'B01' },
      { value: 'S0102', label: '卡罗拉', parent: 'B01' },
    ];
    expect(groupModelsByBrand(models, brands).map((g) => [g.brandName, g.models.map((m) => m.label)])).toEqual([
      ['丰田', ['凯美瑞', '卡罗拉']],
      ['本田', ['雅阁']],
    ]);
    expect(groupModelsByBrand(models, brands, '本田').flatMap((g) => g.models.map((m) => m.value))).toEqual(['S0201']);
    expect(groupModelsByBrand(models, brands, ' 凯美 ').flatMap((g) => g.models.map((m) => m.value))).toEqual([
      'S0101',
    ]);
    expect(groupModelsByBrand(models, brands, 'b').map((g) => g.brandName)).toEqual(['本田']);
    expect(groupModelsByBrand(models, brands, '林肯')).toEqual([]);
  });

  it('finds a brand by its pinyin, initials or English name, and leaves out models of brands not listed', () => {
    const brands = [
      { id: 'B01', name: '丰田', initial: 'F' },
      { id: 'B04', name: '宝马', initial: 'B' },
      { id: 'B05', name: '奔驰', initial: 'B' },
      { id: 'B30', name: '特斯拉', initial: 'T' },
    ];
    const models = [
      { value: 'S0101', label: '凯美瑞', parent: 'B01' },
      { value: 'S0401', label: 'X3', parent: 'B04' },
      { value: 'S0501', label: 'C级', parent: 'B05' },
      { value: 'S3001', label: 'Model 3', parent: 'B30' },
      // A motorcycle brand the car form's brand list does not have.
      { value: 'S1301', label: 'YZF-R3', parent: 'B13' },
    ];
    const found = (query: string) => groupModelsByBrand(models, brands, query).map((group) => group.brandName);
    expect(found('bmw')).toEqual(['宝马']);
    expect(found('benz')).toEqual(['奔驰']);
    expect(found('tesla')).toEqual(['特斯拉']);
    expect(found('ft')).toEqual(['丰田']);
    expect(found('fengtian')).toEqual(['丰田']);
    expect(found('').map((name) => name)).toEqual(['丰田', '宝马', '奔驰', '特斯拉']);
    expect(found('yzf')).toEqual([]);
  });

  it("offers the city's stations, all of them when it has none, and drops a station the new city lacks", () => {
    expect(stationsForRegion(stations, '330100').map((s) => s.value)).toEqual(['101', '102']);
    expect(stationsForRegion(stations, '330200')).toEqual(stations);
    expect(stationsForRegion(stations, '')).toEqual(stations);
    expect(stationAfterRegionChange(stations, '310100', '101')).toBe('');
    expect(stationAfterRegionChange(stations, '330200', '101')).toBe('101');
    expect(submittedModel(OTHER_MODEL, '  林肯 航海家 ')).toBe('林肯 航海家');
    expect(submittedModel('S0101', 'ignored')).toBe('S0101');
  });
});

describe('sell form: model picker and stations (real graph, MSW)', () => {
  it('an owner of an unlisted make picks "other", types the model and sends it; stations follow the city', async () => {
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.post('*/v1/sell_car', async ({ request }) => {
        sent.push((await request.clone().json()) as Record<string, unknown>);
      }),
    );
    renderWithGraph(<RecycleScreen />, { route: '/recycle', graph: patientGraph() });
    const model = (await screen.findByRole('combobox', { name: '车型' }, { timeout: 5000 })) as HTMLSelectElement;

    // Grouped by brand, in the brand list's order (A–Z by initial), with "other" last.
    const groups = within(model).getAllByRole('group');
    expect(groups[0]).toHaveAttribute('label', '奥迪');
    const toyota = groups.find((group) => group.getAttribute('label') === '丰田')!;
    expect(within(toyota).getByRole('option', { name: '凯美瑞' })).toBeInTheDocument();
    expect(within(model).getAllByRole('option').at(-1)).toHaveTextContent('其他 / 未列出的车型');

    // Searching narrows the groups; nothing found points to "other".
    const search = screen.getByRole('searchbox', { name: '搜索车型' });
    fireEvent.change(search, { target: { value: '宝马' } });
    expect(
      within(model)
        .getAllByRole('group')
        .map((g) => g.getAttribute('label')),
    ).toEqual(['宝马']);
    expect(screen.getByText('找到 3 个车型')).toBeInTheDocument();
    fireEvent.change(search, { target: { value: '林肯' } });
    expect(within(model).queryAllByRole('group')).toEqual([]);
    expect(screen.getByText('没有找到，可选“其他 / 未列出”自己填写')).toBeInTheDocument();

    fireEvent.change(model, { target: { value: OTHER_MODEL } });
    const own = screen.getByRole('textbox', { name: '您的车型' });
    fireEvent.change(own, { target: { value: '林肯 航海家 2020款' } });

    // Stations: all before a city; Hangzhou's own; Ningbo has none, so all again.
    const station = screen.getByRole('combobox', { name: '就近服务站' }) as HTMLSelectElement;
    const stationNames = () =>
      within(station)
        .getAllByRole('option')
        .slice(1)
        .map((o) => o.textContent);
    expect(stationNames()).toHaveLength(7);
    const city = screen.getByRole('combobox', { name: '车辆所在城市' });
    fireEvent.change(city, { target: { value: '330100' } });
    expect(stationNames()).toEqual(['杭州滨江服务站', '杭州萧山服务站']);
    expect(screen.getByText('杭州的服务站')).toBeInTheDocument();
    fireEvent.change(station, { target: { value: '102' } });
    fireEvent.change(city, { target: { value: '330200' } });
    expect(stationNames()).toHaveLength(7);
    expect(screen.getByText('宁波暂无服务站，以下为全部服务站，顾问可上门评估')).toBeInTheDocument();
    expect(station.value).toBe('102');
    fireEvent.change(city, { target: { value: '310100' } });
    expect(stationNames()).toEqual(['上海闵行服务站', '上海嘉定服务站']);
    expect(station.value).toBe('');
    fireEvent.change(station, { target: { value: '201' } });

    fireEvent.change(screen.getByRole('textbox', { name: '您的称呼' }), { target: { value: '林先生' } });
    fireEvent.change(screen.getByRole('textbox', { name: '手机号' }), { target: { value: '13812345678' } });
    fireEvent.change(screen.getByRole('combobox', { name: '上牌年份' }), { target: { value: '2020' } });
    fireEvent.change(screen.getByRole('combobox', { name: '表显里程' }), { target: { value: '30000-60000' } });
    fireEvent.click(screen.getByRole('button', { name: '免费评估我的车' }));

    expect(await screen.findByRole('heading', { name: '提交成功' }, { timeout: 5000 })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ model: '林肯 航海家 2020款', region: '310100', substation_id: '201' });
  });

  it('"other" with nothing typed asks for the model, and the message goes once a listed model is chosen', async () => {
    renderWithGraph(<RecycleScreen />, { route: '/recycle', graph: patientGraph() });
    const model = await screen.findByRole('combobox', { name: '车型' }, { timeout: 5000 });
    fireEvent.change(model, { target: { value: OTHER_MODEL } });
    fireEvent.click(screen.getByRole('button', { name: '免费评估我的车' }));
    expect(await screen.findByText('请填写您的车型')).toBeInTheDocument();
    fireEvent.change(model, { target: { value: 'S0101' } });
    await waitFor(() => expect(screen.queryByText('请填写您的车型')).not.toBeInTheDocument());
    expect(screen.queryByRole('textbox', { name: '您的车型' })).not.toBeInTheDocument();
  });
});
