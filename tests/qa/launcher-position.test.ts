// The QA button can be dragged off whatever it covers; the place is kept and always lands on screen.
import { describe, expect, it } from 'vitest';
import {
  dropPosition,
  LAUNCHER_POSITION_KEY,
  placeLauncher,
  readLauncherPosition,
  writeLauncherPosition,
} from '../../src/qa/launcher-position';

describe('the QA launcher position', () => {
  it('is kept between loads as fractions of the window', () => {
    writeLauncherPosition({ x: 0.8, y: 0.25 }, window.localStorage);
    expect(readLauncherPosition(window.localStorage)).toEqual({ x: 0.8, y: 0.25 });
    writeLauncherPosition(null, window.localStorage);
    expect(readLauncherPosition(window.localStorage)).toBeNull();
  });

  it('ignores what it did not write (corrupt, hostile or oversized values)', () => {
    for (const raw of [
      '{',
      'null',
      '[1,2]',
      '{"x":"1","y":0}',
      '{"x":1}',
      `{"x":0.5,"y":0.5,"pad":"${'x'.repeat(200)}"}`,
    ]) {
      window.localStorage.setItem(LAUNCHER_POSITION_KEY, raw);
      expect(readLauncherPosition(window.localStorage)).toBeNull();
    }
    window.localStorage.setItem(LAUNCHER_POSITION_KEY, '{"x":7,"y":-3}');
    expect(readLauncherPosition(window.localStorage)).toEqual({ x: 1, y: 0 });
  });

  it('survives blocked storage', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => undefined,
    };
    expect(readLauncherPosition(blocked)).toBeNull();
    expect(() => writeLauncherPosition({ x: 0.1, y: 0.1 }, blocked)).not.toThrow();
  });

  it('stays fully inside a smaller window (a phone turned, a narrower desktop window)', () => {
    expect(placeLauncher({ x: 0.95, y: 0.98 }, { width: 390, height: 844 }, { width: 44, height: 44 })).toEqual({
      left: 346,
      top: 800,
    });
    expect(placeLauncher({ x: 0.5, y: 0.5 }, { width: 390, height: 844 }, { width: 44, height: 44 })).toEqual({
      left: 195,
      top: 422,
    });
  });

  it('docks again when dropped at the left edge, and floats where it is dropped elsewhere', () => {
    expect(dropPosition({ x: 10, y: 300 }, { width: 390, height: 844 })).toBeNull();
    expect(dropPosition({ x: 195, y: 422 }, { width: 390, height: 844 })).toEqual({ x: 0.5, y: 0.5 });
    expect(dropPosition({ x: 195, y: 422 }, { width: 0, height: 0 })).toBeNull();
  });
});
