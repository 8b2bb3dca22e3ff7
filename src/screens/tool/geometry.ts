// Plain geometry for drawing a transport route: which part is travelled, the bounds, a graticule.

export interface LatLng {
  lat: number;
  lng: number;
}

/** Index of the route point nearest to `current` (the travelled part ends there). */
export function nearestIndex(points: readonly LatLng[], current: LatLng | null | undefined): number {
  if (!points.length || !current) return -1;
  let best = 0;
  let bestDistance = Infinity;
  points.forEach((point, index) => {
    const d = (point.lat - current.lat) ** 2 + (point.lng - current.lng) ** 2;
    if (d < bestDistance) {
      bestDistance = d;
      best = index;
    }
  });
  return best;
}

export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

export function boundsOf(points: readonly LatLng[]): Bounds | null {
  if (!points.length) return null;
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  return { south: Math.min(...lats), west: Math.min(...lngs), north: Math.max(...lats), east: Math.max(...lngs) };
}

/** Lines of latitude and longitude every `step` degrees around the bounds (with a margin). */
export function graticule(bounds: Bounds, step = 0.5): { lat: number[]; lng: number[] } {
  const margin = step * 2;
  const range = (from: number, to: number) => {
    const out: number[] = [];
    for (let v = Math.floor((from - margin) / step) * step; v <= to + margin; v += step)
      out.push(Math.round(v * 100) / 100);
    return out;
  };
  return { lat: range(bounds.south, bounds.north), lng: range(bounds.west, bounds.east) };
}
