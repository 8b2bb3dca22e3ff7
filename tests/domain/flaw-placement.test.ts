import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseZone, pathBounds, placeFlaws, type OutlineGeometry } from '../../src/domain/flaw-placement';
import { CAR_OUTLINE_VIEWBOX, CAR_OUTLINE_ZONES } from '../../src/ui/car-outline-zones';

const outline: OutlineGeometry = { ...CAR_OUTLINE_VIEWBOX, zones: CAR_OUTLINE_ZONES };
const flaw = (id: string, zone: string, x: number, y: number) => ({ id, zone, x, y });

describe('pathBounds', () => {
  it('reads M, L, H, V and Q commands', () => {
    expect(pathBounds('M70 420H128V530L118 560L72 562Z')).toEqual({ minX: 70, minY: 420, maxX: 128, maxY: 562 });
    expect(pathBounds('M96 92Q100 40 200 36Q300 40 304 92Z')).toEqual({ minX: 96, minY: 36, maxX: 304, maxY: 92 });
  });
});

describe('placeFlaws', () => {
  it('keeps a point that lies in its zone', () => {
    const [marker] = placeFlaws([flaw('a', 'hood', 0.5, 0.22)], outline);
    expect(marker).toMatchObject({ zone: 'hood', x: 200, y: 176 });
  });

  it('pulls a point given for the wrong place into its zone', () => {
    const [marker] = placeFlaws([flaw('a', 'trunk', 0.5, 0.05)], outline);
    const box = pathBounds(CAR_OUTLINE_ZONES.trunk.d)!;
    expect(marker!.y).toBeGreaterThanOrEqual(box.minY);
    expect(marker!.y).toBeLessThanOrEqual(box.maxY);
  });

  it('uses the zone centre when coordinates are out of range', () => {
    const [marker] = placeFlaws([flaw('a', 'roof', 7, -2)], outline);
    expect(marker!.x).toBeCloseTo(0.5 * 400);
    expect(marker!.y).toBeCloseTo(0.538 * 800);
  });

  it('understands Chinese panel names and snake case', () => {
    expect(normaliseZone('左前门', outline)).toBe('front-left-door');
    expect(normaliseZone('rear_right_fender', outline)).toBe('rear-right-fender');
    expect(normaliseZone('左A柱', outline)).toBeNull();
  });

  it('puts unknown zones on the body, never off the car', () => {
    const [marker] = placeFlaws([flaw('a', '左A柱', 0, 1)], outline);
    expect(marker!.zone).toBeNull();
    expect(marker!.x).toBeGreaterThan(60);
    expect(marker!.y).toBeLessThan(780);
  });

  it('spreads markers on the same spot apart', () => {
    const markers = placeFlaws(
      [flaw('a', 'hood', 0.5, 0.2), flaw('b', 'hood', 0.5, 0.2), flaw('c', 'hood', 0.501, 0.2)],
      outline,
      { minDistance: 30 },
    );
    for (let i = 0; i < markers.length; i++) {
      for (let j = i + 1; j < markers.length; j++) {
        expect(Math.hypot(markers[i]!.x - markers[j]!.x, markers[i]!.y - markers[j]!.y)).toBeGreaterThan(29);
      }
    }
  });

  it('is deterministic', () => {
    const input = [flaw('a', 'hood', 0.5, 0.2), flaw('b', 'hood', 0.5, 0.2)];
    expect(placeFlaws(input, outline)).toEqual(placeFlaws(input, outline));
  });

  it('always returns finite points inside the outline for any input (property)', () => {
    const zone = fc.oneof(fc.constantFrom(...Object.keys(CAR_OUTLINE_ZONES)), fc.string());
    const coordinate = fc.oneof(fc.double(), fc.double({ min: 0, max: 1, noNaN: true }));
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.string(), zone, x: coordinate, y: coordinate }), { maxLength: 25 }),
        (flaws) => {
          const markers = placeFlaws(flaws, outline);
          expect(markers).toHaveLength(flaws.length);
          for (const marker of markers) {
            expect(Number.isFinite(marker.x) && Number.isFinite(marker.y)).toBe(true);
            expect(marker.x).toBeGreaterThanOrEqual(0);
            expect(marker.x).toBeLessThanOrEqual(400);
            expect(marker.y).toBeGreaterThanOrEqual(0);
            expect(marker.y).toBeLessThanOrEqual(800);
          }
        },
      ),
    );
  });
});
