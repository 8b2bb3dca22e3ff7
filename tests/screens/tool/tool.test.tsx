import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setScenario } from '../../../mocks/scenarios';
import { boundsOf, graticule, nearestIndex } from '../../../src/screens/tool/geometry';
import { InTransitScreen } from '../../../src/screens/tool/in-transit.screen';
import { TransportTrackingScreen } from '../../../src/screens/tool/transport-tracking.screen';
import { renderWithGraph } from '../../support/graph';

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderTracking(route: string) {
  return renderWithGraph(
    <Routes>
      <Route
        path="/tool/:tool"
        element={
          <>
            <TransportTrackingScreen />
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    { route },
  );
}

describe('geometry', () => {
  it('finds the travelled part, the bounds and a graticule', () => {
    const points = [
      { lat: 30, lng: 120 },
      { lat: 30.5, lng: 119.5 },
      { lat: 31, lng: 119 },
    ];
    expect(nearestIndex(points, { lat: 30.48, lng: 119.52 })).toBe(1);
    expect(nearestIndex(points, null)).toBe(-1);
    expect(boundsOf(points)).toEqual({ south: 30, west: 119, north: 31, east: 120 });
    const lines = graticule({ south: 30, west: 119, north: 31, east: 120 });
    expect(lines.lat).toContain(30.5);
    expect(lines.lng).toContain(119.5);
  });
});

describe('transport tracking', () => {
  it('asks for a waybill when none is given, and validates it', async () => {
    renderTracking('/tool/westard-tracking');
    const input = screen.getByRole('textbox', { name: '运单号' });
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(screen.getByText('请输入运单号')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, 'yd 2026');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/tool/westard-tracking?waybill=YD2026');
  });

  it('shows the route, progress, ETA and stops of a waybill, with the map in its own lazy chunk', async () => {
    renderTracking('/tool/gps-trajectory?id=YD20261120001');
    expect(await screen.findByRole('heading', { name: '2019款 大众 帕萨特 330TSI 精英版' })).toBeInTheDocument();
    expect(screen.getByText('杭州 → 合肥')).toBeInTheDocument();
    expect(screen.getByText('运输中')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '运输进度' })).toHaveAttribute('aria-valuenow', '62');
    const stops = screen.getByRole('heading', { name: '途经站点' }).closest('section') as HTMLElement;
    expect(
      within(stops)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('杭州发车点'),
      expect.stringContaining('湖州服务区'),
      expect.stringContaining('宣城服务区'),
      expect.stringContaining('合肥交付中心'),
    ]);
    const map = screen.getByRole('group', { name: '杭州到合肥的运输路线地图，当前位置已标出' });
    expect(map.closest('[data-no-touch-emulation]')).not.toBeNull();
    const unlock = await screen.findByRole('button', { name: '点按地图以拖动和缩放' });
    // Leaflet drew the planned route, the travelled part and the stops as vector paths.
    await waitFor(() => expect(map.querySelectorAll('path').length).toBeGreaterThan(4));
    expect(map.querySelector('img.leaflet-tile')).toBeNull();
    await userEvent.click(unlock);
    expect(screen.getByRole('button', { name: '完成' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '放大' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '完成' }));
    expect(screen.getByRole('button', { name: '点按地图以拖动和缩放' })).toBeInTheDocument();
  });

  it('shows a designed not-found (after the business alert) for an unknown waybill', async () => {
    const { graph } = renderTracking('/tool/westard-tracking?waybill=YD0000000');
    expect(await screen.findByText('没有查到这个运单')).toBeInTheDocument();
    expect(graph.alerts).toEqual(['未查询到该运单']);
    expect(screen.getByRole('textbox', { name: '运单号' })).toHaveValue('YD0000000');
  });

  it('treats an odd waybill parameter as missing', () => {
    const { graph } = renderTracking('/tool/westard-tracking?waybill=%3Cscript%3E');
    expect(screen.getByRole('textbox', { name: '运单号' })).toBeInTheDocument();
    expect(graph.requests).toEqual([]);
  });

  it('offers a retry when the track fails to load', async () => {
    setScenario({ faults: { transportTrack: 'http-500' } });
    renderTracking('/tool/westard-tracking?waybill=YD20261120002');
    expect(await screen.findByText('运输信息加载失败')).toBeInTheDocument();
    setScenario({});
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('上海 → 南京')).toBeInTheDocument();
  });
});

describe('vehicles in transit', () => {
  it('lists every vehicle on the road and shows them on one map', async () => {
    renderWithGraph(<InTransitScreen />, { route: '/tool/gps-allLocationInfo' });
    expect(await screen.findByText('共 4 辆车在途')).toBeInTheDocument();
    expect(screen.getAllByRole('progressbar')).toHaveLength(4);
    expect(screen.getByRole('group', { name: '4 辆在途车辆当前位置地图' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '运输详情 浙A·3K82L' })).toHaveAttribute(
      'href',
      '/tool/westard-tracking?waybill=YD20261120001',
    );
    await screen.findByRole('button', { name: '点按地图以拖动和缩放' });
    await userEvent.click(screen.getByRole('button', { name: '地图定位 沪B·77M21' }));
    expect(screen.getByRole('button', { name: '点按地图以拖动和缩放' })).toBeInTheDocument();
  });

  it('shows a designed empty state when nothing is on the road', async () => {
    setScenario({ faults: { transportInTransit: 'envelope' } });
    const { graph } = renderWithGraph(<InTransitScreen />, { route: '/tool/gps-allLocationInfo' });
    expect(await screen.findByText('目前没有在途车辆')).toBeInTheDocument();
    expect(graph.alerts).toEqual(['业务系统繁忙，请稍后再试']);
  });

  it('offers a retry when the list fails', async () => {
    setScenario({ faults: { transportInTransit: 'http-500' } });
    renderWithGraph(<InTransitScreen />, { route: '/tool/gps-allLocationInfo' });
    expect(await screen.findByText('运输信息加载失败')).toBeInTheDocument();
  });
});
