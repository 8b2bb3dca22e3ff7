// The map, drawn with Leaflet. This module is only ever imported dynamically, so Leaflet and its CSS
// form their own chunk. Nothing is fetched from the internet unless settings.mapTileUrl is set:
// without tiles the route is drawn over a light base with a graticule and city labels.

import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { settings } from '../../config/env';
import { boundsOf, graticule, nearestIndex, type LatLng } from './geometry';

export interface MapStop extends LatLng {
  name: string;
  passed: boolean;
}

export interface MapVehicle extends LatLng {
  id: string;
  label: string;
}

export interface TransportMapData {
  route?: { points: LatLng[]; current: LatLng | null };
  stops?: MapStop[];
  vehicles?: MapVehicle[];
}

export interface TransportMapHandle {
  setInteractive(interactive: boolean): void;
  focus(point: LatLng): void;
  destroy(): void;
}

const BRAND = '#0f5c63';
const PLANNED = '#8a96a3';
const CURRENT = '#d9480f';

// Reference cities for the plain base (drawn only without tiles) so a route reads against geography.
const REFERENCE_CITIES: Array<LatLng & { name: string }> = [
  { name: '上海', lat: 31.2304, lng: 121.4737 },
  { name: '杭州', lat: 30.2741, lng: 120.1551 },
  { name: '南京', lat: 32.0603, lng: 118.7969 },
  { name: '苏州', lat: 31.2989, lng: 120.5853 },
  { name: '合肥', lat: 31.8206, lng: 117.2272 },
  { name: '宁波', lat: 29.8683, lng: 121.544 },
  { name: '无锡', lat: 31.4912, lng: 120.3119 },
  { name: '常州', lat: 31.8107, lng: 119.9741 },
  { name: '嘉兴', lat: 30.7469, lng: 120.7555 },
  { name: '湖州', lat: 30.8943, lng: 120.0868 },
  { name: '绍兴', lat: 30.0023, lng: 120.5821 },
  { name: '芜湖', lat: 31.3525, lng: 118.4331 },
  { name: '宣城', lat: 30.9406, lng: 118.7588 },
  { name: '武汉', lat: 30.5928, lng: 114.3055 },
];

const toLatLng = (p: LatLng): L.LatLngTuple => [p.lat, p.lng];

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function label(text: string, className: string): L.DivIcon {
  return L.divIcon({ className, html: `<span>${escapeHtml(text)}</span>`, iconSize: undefined });
}

export function createTransportMap(
  container: HTMLElement,
  data: TransportMapData,
  zoomLabels: { in: string; out: string },
): TransportMapHandle {
  const map = L.map(container, {
    zoomControl: false,
    attributionControl: Boolean(settings.mapTileUrl),
    // Locked until the visitor asks to interact, so the page scrolls freely over the map.
    dragging: false,
    touchZoom: false,
    scrollWheelZoom: false,
    doubleClickZoom: false,
    boxZoom: false,
    keyboard: false,
    zoomSnap: 0.25,
  });
  const zoom = L.control.zoom({ position: 'bottomright', zoomInTitle: zoomLabels.in, zoomOutTitle: zoomLabels.out });

  if (settings.mapTileUrl) {
    L.tileLayer(settings.mapTileUrl, { maxZoom: 18, attribution: '&copy; map data' }).addTo(map);
  }

  const allPoints: LatLng[] = [...(data.route?.points ?? []), ...(data.stops ?? []), ...(data.vehicles ?? [])];
  const bounds = boundsOf(allPoints);

  if (!settings.mapTileUrl && bounds) {
    const lines = graticule(bounds);
    const style: L.PolylineOptions = { color: '#c9d2da', weight: 1, dashArray: '2 4', interactive: false };
    for (const lat of lines.lat)
      L.polyline(
        [
          [lat, lines.lng[0] ?? bounds.west],
          [lat, lines.lng.at(-1) ?? bounds.east],
        ],
        style,
      ).addTo(map);
    for (const lng of lines.lng)
      L.polyline(
        [
          [lines.lat[0] ?? bounds.south, lng],
          [lines.lat.at(-1) ?? bounds.north, lng],
        ],
        style,
      ).addTo(map);
    const near = (a: LatLng, b: LatLng) => Math.abs(a.lat - b.lat) < 0.15 && Math.abs(a.lng - b.lng) < 0.15;
    const margin = 0.6;
    for (const city of REFERENCE_CITIES) {
      const inside =
        city.lat > bounds.south - margin &&
        city.lat < bounds.north + margin &&
        city.lng > bounds.west - margin &&
        city.lng < bounds.east + margin;
      if (!inside || (data.stops ?? []).some((stop) => near(stop, city))) continue;
      L.marker(toLatLng(city), {
        icon: label(city.name, 'transport-map-reference'),
        interactive: false,
        keyboard: false,
      }).addTo(map);
    }
  }

  if (data.route && data.route.points.length > 1) {
    const points = data.route.points;
    L.polyline(points.map(toLatLng), { color: PLANNED, weight: 4, dashArray: '6 8', interactive: false }).addTo(map);
    const reached = nearestIndex(points, data.route.current);
    if (reached > 0)
      L.polyline(points.slice(0, reached + 1).map(toLatLng), { color: BRAND, weight: 5, interactive: false }).addTo(
        map,
      );
  }

  for (const stop of data.stops ?? []) {
    L.circleMarker(toLatLng(stop), {
      radius: 6,
      color: stop.passed ? BRAND : PLANNED,
      fillColor: '#ffffff',
      fillOpacity: 1,
      weight: 3,
      interactive: false,
    }).addTo(map);
    L.marker(toLatLng(stop), {
      icon: label(stop.name, 'transport-map-city'),
      interactive: false,
      keyboard: false,
    }).addTo(map);
  }

  if (data.route?.current) {
    // Above the stop labels: the vehicle is what the visitor looks for.
    L.marker(toLatLng(data.route.current), {
      icon: L.divIcon({ className: 'transport-map-current', html: '<span></span>', iconSize: [22, 22] }),
      interactive: false,
      keyboard: false,
      zIndexOffset: 1000,
    }).addTo(map);
  }

  for (const vehicle of data.vehicles ?? []) {
    L.circleMarker(toLatLng(vehicle), {
      radius: 7,
      color: '#ffffff',
      weight: 2,
      fillColor: CURRENT,
      fillOpacity: 1,
      interactive: false,
    }).addTo(map);
    L.marker(toLatLng(vehicle), {
      icon: label(vehicle.label, 'transport-map-vehicle'),
      interactive: false,
      keyboard: false,
    }).addTo(map);
  }

  if (bounds) {
    map.fitBounds(
      [
        [bounds.south, bounds.west],
        [bounds.north, bounds.east],
      ],
      // Labels sit to the right of their dot and the unlock pill covers the bottom edge.
      { paddingTopLeft: [28, 28], paddingBottomRight: [96, 64] },
    );
  } else {
    map.setView([31.2, 120.2], 7);
  }

  const handlers = [map.dragging, map.touchZoom, map.scrollWheelZoom, map.doubleClickZoom, map.boxZoom, map.keyboard];
  return {
    setInteractive(interactive) {
      for (const handler of handlers) {
        if (interactive) handler.enable();
        else handler.disable();
      }
      if (interactive) zoom.addTo(map);
      else zoom.remove();
    },
    focus(point) {
      map.setView(toLatLng(point), Math.max(map.getZoom(), 9));
    },
    destroy() {
      map.remove();
    },
  };
}
