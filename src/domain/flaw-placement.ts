// Where a flaw's marker goes on the car's top-view outline. The server names a zone (a panel) and a
// point x, y in 0..1 of the whole top view; the point is kept inside its zone, a zone nobody knows
// falls back to the body, a missing or wild coordinate to the zone's centre, and markers that would
// sit on top of each other are pushed apart so each stays tappable. Pure and deterministic.

export interface OutlineZone {
  /** SVG path data (M, L, H, V, Q, C, Z commands, absolute) in viewBox units. */
  d: string;
  /** Fractions (0..1) of the viewBox. */
  centre: { x: number; y: number };
}

export interface OutlineGeometry {
  width: number;
  height: number;
  zones: Readonly<Record<string, OutlineZone>>;
}

export interface FlawLocation {
  id: string;
  zone: string;
  x: number;
  y: number;
}

export interface PlacedMarker<T extends FlawLocation> {
  flaw: T;
  /** viewBox units. */
  x: number;
  y: number;
  /** The known zone the marker was placed in, or null when the server's zone is unknown. */
  zone: string | null;
}

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Server spellings that mean a known zone (Chinese panel names, snake case). */
const ZONE_ALIASES: Record<string, string> = {
  前保险杠: 'front-bumper',
  引擎盖: 'hood',
  发动机盖: 'hood',
  左前翼子板: 'front-left-fender',
  右前翼子板: 'front-right-fender',
  前挡风玻璃: 'windshield',
  车顶: 'roof',
  后挡风玻璃: 'rear-window',
  后备箱盖: 'trunk',
  行李箱盖: 'trunk',
  后保险杠: 'rear-bumper',
  左前门: 'front-left-door',
  右前门: 'front-right-door',
  左后门: 'rear-left-door',
  右后门: 'rear-right-door',
  左后翼子板: 'rear-left-fender',
  右后翼子板: 'rear-right-fender',
};

export function normaliseZone(zone: unknown, outline: OutlineGeometry): string | null {
  if (typeof zone !== 'string') return null;
  const trimmed = zone.trim();
  const alias = ZONE_ALIASES[trimmed];
  if (alias && alias in outline.zones) return alias;
  const key = trimmed.toLowerCase().replace(/[_\s]+/g, '-');
  return key in outline.zones ? key : null;
}

/** The bounding box of a path's points (control points included: close enough for placing a marker). */
export function pathBounds(d: string): Box | null {
  const tokens = d.match(/[A-Za-z]|-?\d*\.?\d+(?:e-?\d+)?/g) ?? [];
  const xs: number[] = [];
  const ys: number[] = [];
  let command = '';
  let cx = 0;
  let cy = 0;
  const numbers: number[] = [];
  const flush = () => {
    const upper = command.toUpperCase();
    if (upper === 'H') numbers.forEach((n) => ((cx = n), xs.push(cx), ys.push(cy)));
    else if (upper === 'V') numbers.forEach((n) => ((cy = n), xs.push(cx), ys.push(cy)));
    else if (upper !== 'Z' && upper !== 'A') {
      for (let i = 0; i + 1 < numbers.length; i += 2) {
        cx = numbers[i] as number;
        cy = numbers[i + 1] as number;
        xs.push(cx);
        ys.push(cy);
      }
    }
    numbers.length = 0;
  };
  for (const token of tokens) {
    if (/^[A-Za-z]$/.test(token)) {
      flush();
      command = token;
    } else {
      numbers.push(Number(token));
    }
  }
  flush();
  if (!xs.length) return null;
  return { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
}

function shrink(box: Box, margin: number): Box {
  const mx = Math.min(margin, (box.maxX - box.minX) / 2);
  const my = Math.min(margin, (box.maxY - box.minY) / 2);
  return { minX: box.minX + mx, minY: box.minY + my, maxX: box.maxX - mx, maxY: box.maxY - my };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function finiteFraction(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1 ? value : null;
}

export interface PlacementOptions {
  /** Markers closer than this (viewBox units) are pushed apart. */
  minDistance?: number;
  /** How far inside a zone's edge a marker's centre stays. */
  margin?: number;
}

export function placeFlaws<T extends FlawLocation>(
  flaws: readonly T[],
  outline: OutlineGeometry,
  { minDistance = 40, margin = 14 }: PlacementOptions = {},
): PlacedMarker<T>[] {
  const boxes = new Map<string, Box>();
  let body: Box | null = null;
  for (const [zoneId, zone] of Object.entries(outline.zones)) {
    const box = pathBounds(zone.d);
    if (!box) continue;
    boxes.set(zoneId, box);
    body = body
      ? {
          minX: Math.min(body.minX, box.minX),
          minY: Math.min(body.minY, box.minY),
          maxX: Math.max(body.maxX, box.maxX),
          maxY: Math.max(body.maxY, box.maxY),
        }
      : box;
  }
  const bodyBox = shrink(body ?? { minX: 0, minY: 0, maxX: outline.width, maxY: outline.height }, margin * 2);

  const placed = flaws.map((flaw) => {
    const zone = normaliseZone(flaw.zone, outline);
    const fx = finiteFraction(flaw.x);
    const fy = finiteFraction(flaw.y);
    const zoneBox = zone ? boxes.get(zone) : undefined;
    if (zone && zoneBox) {
      const box = shrink(zoneBox, margin);
      const centre = outline.zones[zone]?.centre ?? { x: 0.5, y: 0.5 };
      const x = fx === null ? centre.x * outline.width : fx * outline.width;
      const y = fy === null ? centre.y * outline.height : fy * outline.height;
      return { flaw, zone, x: clamp(x, box.minX, box.maxX), y: clamp(y, box.minY, box.maxY) };
    }
    const x = (fx ?? 0.5) * outline.width;
    const y = (fy ?? 0.5) * outline.height;
    return { flaw, zone: null, x: clamp(x, bodyBox.minX, bodyBox.maxX), y: clamp(y, bodyBox.minY, bodyBox.maxY) };
  });

  spread(placed, minDistance, outline, margin);
  return placed;
}

function spread(
  points: { x: number; y: number }[],
  minDistance: number,
  outline: OutlineGeometry,
  margin: number,
): void {
  if (points.length < 2 || !(minDistance > 0)) return;
  for (let pass = 0; pass < 40; pass++) {
    let moved = false;
    for (let i = 0; i < points.length; i++) {
      for (let j = i + 1; j < points.length; j++) {
        const a = points[i] as { x: number; y: number };
        const b = points[j] as { x: number; y: number };
        let dx = b.x - a.x;
        let dy = b.y - a.y;
        let distance = Math.hypot(dx, dy);
        if (distance >= minDistance) continue;
        if (distance < 1e-6) {
          // Same spot: part them along a direction fixed by their order, so the result is stable.
          const angle = (j * 2.399963) % (2 * Math.PI);
          dx = Math.cos(angle);
          dy = Math.sin(angle);
          distance = 1;
        }
        const push = (minDistance - Math.min(distance, minDistance)) / 2;
        const ux = dx / distance;
        const uy = dy / distance;
        a.x -= ux * push;
        a.y -= uy * push;
        b.x += ux * push;
        b.y += uy * push;
        moved = true;
      }
    }
    for (const point of points) {
      point.x = clamp(point.x, margin, outline.width - margin);
      point.y = clamp(point.y, margin, outline.height - margin);
    }
    if (!moved) return;
  }
}
