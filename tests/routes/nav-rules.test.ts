import { describe, expect, it } from 'vitest';
import { desktopFlags } from '../../src/platform/device';
import { matchedRouteNames } from '../../src/routes/match';
import { activeNavLink, carryCategory, isNavHidden } from '../../src/routes/nav-rules';

const loc = (address: string) => {
  const url = new URL(address, 'http://x.test');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};
const active = (address: string) => activeNavLink(loc(address), matchedRouteNames(loc(address).pathname));

describe('isNavHidden', () => {
  it('shows the bar on ordinary routes in an ordinary browser', () => {
    expect(isNavHidden('Index', desktopFlags, false)).toBe(false);
    expect(isNavHidden('Car', desktopFlags, false)).toBe(false);
    expect(isNavHidden(null, desktopFlags, false)).toBe(false);
  });

  it('hides it in a mini-program web view', () => {
    expect(isNavHidden('Index', { ...desktopFlags, miniProgram: true }, false)).toBe(true);
  });

  it('hides it in a Douyin web view', () => {
    expect(isNavHidden('Index', { ...desktopFlags, douyin: true }, false)).toBe(true);
  });

  it('hides it when embedded from an internal host', () => {
    expect(isNavHidden('Index', desktopFlags, true)).toBe(true);
  });

  it('hides it on the pictures page', () => {
    expect(isNavHidden('CarPictures', desktopFlags, false)).toBe(true);
  });

  it.each([
    'CarReportInspectionIndex',
    'CarReportInspectionChecklist',
    'CarReportInspectionChecklistTable',
    'CarReportInspectionChecklistDetail',
    'CarReportInspectionMaintenanceRecord',
    'CarReportInspectionMileageAnalysisBasis',
    'CarReportInspectionAccidentRecord',
    'CarReportInspectionNotice',
    'CarReportInspectionPreview',
  ])('hides it on %s', (name) => {
    expect(isNavHidden(name, desktopFlags, false)).toBe(true);
  });

  it('keeps it in plain WeChat', () => {
    const wechat = { ...desktopFlags, wechat: true, mobile: true };
    expect(isNavHidden('Index', wechat, false)).toBe(false);
  });
});

describe('activeNavLink', () => {
  it('marks Premium on home and its preview alias', () => {
    expect(active('/')).toBe('index');
    expect(active('/preview')).toBe('index');
  });

  it('marks Premium on a /car path with category=premium only', () => {
    expect(active('/car/1?category=premium')).toBe('index');
    expect(active('/car/1/photos?category=premium')).toBe('index');
    expect(active('/car/1')).toBeNull();
    expect(active('/car/1?category=other')).toBeNull();
  });

  it('marks Discount on the discount zone and on /car with category=discount', () => {
    expect(active('/discount?category=discount')).toBe('discount');
    expect(active('/discount')).toBe('discount');
    expect(active('/car/9?category=discount')).toBe('discount');
  });

  it('does not take a category query elsewhere for a car path', () => {
    expect(active('/w/1?category=premium')).toBeNull();
    expect(active('/cars?category=premium')).toBeNull();
  });

  it('marks Community on every moment route', () => {
    for (const path of ['/moments', '/m', '/moments/5', '/moments/topic/2', '/moments/user/u1'])
      expect(active(path), path).toBe('moments');
  });

  it('marks Sell a car on /recycle', () => {
    expect(active('/recycle')).toBe('recycle');
  });

  it('marks nothing elsewhere', () => {
    expect(active('/help/agreement')).toBeNull();
    expect(active('/w')).toBeNull();
    expect(active('/article/3')).toBeNull();
  });
});

describe('carryCategory', () => {
  it('carries the previous category to a /car path that lacks one', () => {
    expect(carryCategory(loc('/?category=premium'), loc('/car/7'))).toBe('/car/7?category=premium');
    expect(carryCategory(loc('/discount?category=discount'), loc('/car/7/photos?from=list#top'))).toBe(
      '/car/7/photos?from=list&category=discount#top',
    );
  });

  it('keeps a category the new address already has', () => {
    expect(carryCategory(loc('/?category=premium'), loc('/car/7?category=discount'))).toBeNull();
  });

  it('does nothing when the previous page had no category', () => {
    expect(carryCategory(loc('/'), loc('/car/7'))).toBeNull();
    expect(carryCategory(loc('/?category='), loc('/car/7'))).toBeNull();
    expect(carryCategory(null, loc('/car/7'))).toBeNull();
  });

  it('does nothing for other paths', () => {
    expect(carryCategory(loc('/?category=premium'), loc('/w/7'))).toBeNull();
    expect(carryCategory(loc('/?category=premium'), loc('/cars/7'))).toBeNull();
  });

  it('encodes a category with odd characters', () => {
    expect(carryCategory(loc('/?category=a%26b'), loc('/car/1'))).toBe('/car/1?category=a%26b');
  });
});
