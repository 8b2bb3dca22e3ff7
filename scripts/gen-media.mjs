#!/usr/bin/env node
// Generates the SVG illustrations that stand in for real photos in mock mode (mocks/public/media/).
// Plain Node, no dependencies, deterministic: running it twice gives byte-identical files.
// Exterior car views and the 360° frames come from one tiny 3D model per body type (extruded
// side profiles, back-face culling, painter's sort, weak perspective), so every angle agrees.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Mock art only: mocks/public is copied into mock builds alone (package.json, staticFiles), so a
// production build never carries it. Production images are ordinary files in public/ and src/ui/.
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', 'mocks', 'public');
const MEDIA = join(ROOT, 'media');

export const BODIES = ['sedan', 'suv', 'mpv', 'hatchback', 'motorcycle'];
export const COLORS = {
  white: '#eef0f2',
  black: '#1d2126',
  silver: '#b9bec5',
  red: '#b3202a',
  blue: '#1f4f9c',
  grey: '#5d646d',
};
export const VIEWS = [
  'front',
  'side',
  'rear',
  'three-quarter',
  'console',
  'seats',
  'trunk',
  'engine',
  'wheel',
  'detail',
  'flaw',
];

// ---------- small helpers ----------
const r = (n) => Math.round(n);
const clamp = (n, a, b) => Math.max(a, Math.min(b, n));
function hex(c) {
  const n = parseInt(c.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function toHex([a, b, c]) {
  return '#' + [a, b, c].map((v) => clamp(r(v), 0, 255).toString(16).padStart(2, '0')).join('');
}
/** t<0 darkens toward black, t>0 lightens toward white. */
function shade(c, t) {
  const rgb = hex(c);
  return toHex(rgb.map((v) => (t < 0 ? v * (1 + t) : v + (255 - v) * t)));
}
function mix(a, b, t) {
  const x = hex(a);
  const y = hex(b);
  return toHex(x.map((v, i) => v + (y[i] - v) * t));
}
// closed polygon as compact path data: relative moves, separators only where a sign doesn't do it
const pair = (x, y) => `${x}${y < 0 ? '' : ' '}${y}`;
const pts = (p) => {
  let [px, py] = [r(p[0][0]), r(p[0][1])];
  let out = `M${pair(px, py)}l`;
  p.slice(1).forEach(([x, y], i) => {
    const q = pair(r(x) - px, r(y) - py);
    out += (i && !q.startsWith('-') ? ' ' : '') + q;
    [px, py] = [r(x), r(y)];
  });
  return out + 'z';
};
const svg = (body, w = 800, h = 600) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}">${body}</svg>`;
const lg = (id, stops, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x2="${x2}" y2="${y2}">${stops
    .map(([o, c]) => `<stop offset="${String(o).replace(/^0\./, '.')}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;
const rg = (id, stops, extra = '') =>
  `<radialGradient id="${id}"${extra}>${stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${String(o).replace(/^0\./, '.')}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${String(a).replace(/^0\./, '.')}"`}/>`,
    )
    .join('')}</radialGradient>`;

// ---------- 3D ----------
const PITCH = (13 * Math.PI) / 180;
const FOCAL = 11;
const LIGHT = norm([0.35, -0.55, 0.75]);
function norm([x, y, z]) {
  const l = Math.hypot(x, y, z) || 1;
  return [x / l, y / l, z / l];
}
const dot = (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

function makeCamera(yawDeg) {
  const a = (yawDeg * Math.PI) / 180;
  const ca = Math.cos(a);
  const sa = Math.sin(a);
  const cp = Math.cos(PITCH);
  const sp = Math.sin(PITCH);
  const rot = ([x, y, z]) => [x * ca - y * sa, x * sa + y * ca, z];
  const view = [0, cp, -sp];
  return {
    rot,
    /** world → [u, v, depth] in metres, v pointing down */
    proj(p) {
      const [X, Y, Z] = rot(p);
      const depth = Y * cp - Z * sp;
      const s = FOCAL / (FOCAL + depth);
      return [X * s, -(Y * sp + Z * cp) * s, depth];
    },
    /** is a face with world normal n seen from the camera */
    sees(n) {
      return dot(rot(n), view) < -0.02;
    },
    light(n) {
      const w = rot(n);
      // light is fixed to the camera rig so every angle reads well
      return dot(w, LIGHT);
    },
  };
}

/** Chaikin-smooth a closed polygon; `sharp` indexes are kept as corners. */
function smooth(p, iters = 1) {
  let cur = p.map((q) => [...q]);
  for (let k = 0; k < iters; k++) {
    const out = [];
    for (let i = 0; i < cur.length; i++) {
      const a = cur[i];
      const b = cur[(i + 1) % cur.length];
      if (a[2] === 1) out.push(a);
      else out.push([a[0] * 0.75 + b[0] * 0.25, a[1] * 0.75 + b[1] * 0.25, 0, a[3]]);
      out.push([a[0] * 0.25 + b[0] * 0.75, a[1] * 0.25 + b[1] * 0.75, 0, a[3]]);
    }
    cur = out;
  }
  return cur;
}

/**
 * A solid made by extruding a closed x–z profile (counter-clockwise, front = +x) across y.
 * hw(z) gives the half width at height z (tumblehome). Profile points may carry a tag
 * (4th element) — 'g' marks glass on the edge that starts at that point.
 */
function extrude(profile, hw, y0 = 0) {
  const faces = [];
  const P = (q, s) => [q[0], y0 + s * hw(q[1], q[0]), q[1]];
  const n = profile.length;
  faces.push({ kind: 'side', pts: profile.map((q) => P(q, -1)), n: [0, -1, 0] });
  faces.push({ kind: 'side', pts: profile.map((q) => P(q, 1)).reverse(), n: [0, 1, 0] });
  for (let i = 0; i < n; i++) {
    const a = profile[i];
    const b0 = profile[(i + 1) % n];
    const dx = b0[0] - a[0];
    const dz = b0[1] - a[1];
    // overlap the next strip a little so anti-aliased seams never show the sky through
    const b = [b0[0] + dx * 0.25, b0[1] + dz * 0.25];
    faces.push({
      kind: a[3] === 'g' ? 'glass' : 'strip',
      pts: [P(a, -1), P(b, -1), P(b, 1), P(a, 1)],
      n: norm([dz, 0, -dx]),
    });
  }
  return faces;
}

function paintFace(cam, f, base) {
  const l = cam.light(f.n);
  const up = cam.rot(f.n)[2];
  if (f.kind === 'glass') {
    return mix('#141b22', '#8ea3b6', clamp(0.1 + up * 0.3 + l * 0.1, 0, 0.5));
  }
  let c = shade(base, clamp(-0.42 + l * 0.55, -0.7, 0.25));
  if (up > 0.2) c = mix(c, '#dfe8f2', clamp((up - 0.2) * 0.35, 0, 0.3));
  return c;
}

const circle3 = (cx, cz, y, rad, k = 12) =>
  Array.from({ length: k }, (_, i) => {
    const a = (i / k) * Math.PI * 2;
    return [cx + Math.cos(a) * rad, y, cz + Math.sin(a) * rad];
  });

function hull(points) {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cr = (o, a, b) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lo = [];
  for (const q of p) {
    while (lo.length >= 2 && cr(lo[lo.length - 2], lo[lo.length - 1], q) <= 0) lo.pop();
    lo.push(q);
  }
  const up = [];
  for (const q of p.reverse()) {
    while (up.length >= 2 && cr(up[up.length - 2], up[up.length - 1], q) <= 0) up.pop();
    up.push(q);
  }
  return lo.slice(0, -1).concat(up.slice(0, -1));
}

// ---------- car models (metres) ----------
// profile: [x, z, sharp?, tag]; counter-clockwise from the front bottom
const MODELS = {
  sedan: {
    w: 0.9,
    roofW: 0.68,
    belt: 0.92,
    wheelR: 0.33,
    axles: [1.42, -1.36],
    profile: [
      [2.28, 0.24, 1],
      [2.36, 0.5],
      [2.3, 0.7],
      [1.95, 0.8],
      [0.98, 0.9, 1, 'g'],
      [0.2, 1.4],
      [-0.3, 1.44],
      [-0.95, 1.38, 1, 'g'],
      [-1.7, 0.98, 1],
      [-2.22, 0.95],
      [-2.33, 0.6],
      [-2.26, 0.24, 1],
    ],
    window: [
      [0.86, 0.95],
      [0.22, 1.34],
      [-0.92, 1.33],
      [-1.52, 0.98],
    ],
    pillars: [-0.32],
  },
  hatchback: {
    w: 0.88,
    roofW: 0.7,
    belt: 0.93,
    wheelR: 0.31,
    axles: [1.3, -1.18],
    profile: [
      [2.02, 0.24, 1],
      [2.1, 0.5],
      [2.02, 0.72],
      [1.6, 0.84],
      [0.85, 0.93, 1, 'g'],
      [0.15, 1.45],
      [-0.9, 1.48],
      [-1.5, 1.42, 1, 'g'],
      [-1.86, 1.0, 1],
      [-1.95, 0.62],
      [-1.9, 0.24, 1],
    ],
    window: [
      [0.74, 0.98],
      [0.16, 1.39],
      [-1.0, 1.41],
      [-1.58, 1.02],
    ],
    pillars: [-0.36],
  },
  suv: {
    w: 0.94,
    roofW: 0.78,
    belt: 1.08,
    wheelR: 0.37,
    axles: [1.45, -1.4],
    profile: [
      [2.3, 0.36, 1],
      [2.38, 0.66],
      [2.32, 0.92],
      [1.95, 1.02],
      [1.05, 1.1, 1, 'g'],
      [0.35, 1.66],
      [-0.4, 1.72],
      [-1.85, 1.68, 1, 'g'],
      [-2.18, 1.2, 1],
      [-2.3, 0.9],
      [-2.34, 0.5],
      [-2.24, 0.36, 1],
    ],
    window: [
      [0.94, 1.14],
      [0.36, 1.6],
      [-1.84, 1.62],
      [-2.08, 1.16],
    ],
    pillars: [-0.42, -1.45],
  },
  mpv: {
    w: 0.94,
    roofW: 0.82,
    belt: 1.05,
    wheelR: 0.34,
    axles: [1.55, -1.5],
    profile: [
      [2.4, 0.3, 1],
      [2.48, 0.6],
      [2.42, 0.86],
      [1.95, 1.02, 1, 'g'],
      [1.0, 1.74],
      [0.2, 1.84],
      [-2.15, 1.82, 1, 'g'],
      [-2.38, 1.12, 1],
      [-2.46, 0.84],
      [-2.48, 0.46],
      [-2.38, 0.3, 1],
    ],
    window: [
      [1.82, 1.1],
      [0.98, 1.68],
      [-2.1, 1.74],
      [-2.3, 1.12],
    ],
    pillars: [0.55, -0.85],
  },
};

function bodyHw(m) {
  return (z) =>
    z <= m.belt
      ? m.w
      : m.w - ((z - m.belt) / (m.profile.reduce((a, q) => Math.max(a, q[1]), 0) - m.belt)) * (m.w - m.roofW);
}

/** Everything drawn for a car at a yaw angle: list of [depth, svg] to be painted far-to-near. */
function carParts(bodyType, color, yaw) {
  const m = MODELS[bodyType];
  const cam = makeCamera(yaw);
  const hw = bodyHw(m);
  const prof = smooth(m.profile, 1);
  const parts = [];
  const P = (p) => cam.proj(p);
  const push = (world, d, at) => {
    const depth = at ?? world.reduce((a, p) => a + P(p)[2], 0) / world.length;
    parts.push([depth, world, d]);
  };
  // wheels (tyre = hull of both tyre faces, so it reads at every angle)
  for (const ax of m.axles) {
    for (const s of [-1, 1]) {
      const yo = s * (m.w - 0.06);
      const yi = s * (m.w - 0.3);
      const outer = circle3(ax, m.wheelR, yo, m.wheelR);
      const inner = circle3(ax, m.wheelR, yi, m.wheelR);
      const n = [0, s, 0];
      push(
        outer.concat(inner),
        (pp, T) => {
          let out = `<path d="${pts(hull(pp.map((q) => [q[0], q[1]])))}" fill="#16181b"/>`;
          if (cam.sees(n)) {
            const rim = circle3(ax, m.wheelR, yo + s * 0.01, m.wheelR * 0.64, 12).map(T);
            const hub = T([ax, yo + s * 0.012, m.wheelR]);
            out += `<path d="${pts(rim)}" fill="url(#rim)" stroke="#2a2d31" stroke-width="2"/>`;
            const spokes = [0, 1, 2, 3, 4]
              .map((k) => {
                const a = (k / 5) * Math.PI * 2 + 0.3;
                const e = T([
                  ax + Math.cos(a) * m.wheelR * 0.6,
                  yo + s * 0.012,
                  m.wheelR + Math.sin(a) * m.wheelR * 0.6,
                ]);
                const c = T([ax, yo + s * 0.012, m.wheelR]);
                return `M${r(c[0])} ${r(c[1])}L${r(e[0])} ${r(e[1])}`;
              })
              .join('');
            out += `<path d="${spokes}" stroke="#6d737b" stroke-width="7" stroke-linecap="round"/><circle cx="${r(hub[0])}" cy="${r(hub[1])}" r="6" fill="#3a3f45"/>`;
          }
          return out;
        },
        cam.sees(n) ? -1e9 : 1e9,
      );
    }
  }
  // body
  for (const f of extrude(prof, hw)) {
    if (!cam.sees(f.n)) continue;
    if (f.kind === 'side') {
      const s = f.n[1];
      push(f.pts, (pp, T) => {
        let o = `<path d="${pts(pp)}" fill="url(#side)" stroke="${shade(color, -0.45)}" stroke-width="1"/>`;
        // wheel arches
        for (const ax of m.axles) {
          const arch = circle3(ax, m.wheelR, s * m.w, m.wheelR * 1.14, 12).map(T);
          o += `<path d="${pts(arch)}" fill="#0d0f11" opacity=".9"/>`;
        }
        // windows (greenhouse) + pillars
        const win = smooth(
          m.window.map((q) => [q[0], q[1]]),
          1,
        ).map((q) => T([q[0], s * hw(q[1]), q[1]]));
        o += `<path d="${pts(win)}" fill="url(#glass)"/>`;
        for (const px of m.pillars) {
          const a = T([px, s * hw(m.belt + 0.05), m.belt + 0.02]);
          const b = T([
            px - 0.06,
            s * hw(m.profile.reduce((q, z) => Math.max(q, z[1]), 0)),
            m.profile.reduce((q, z) => Math.max(q, z[1]), 0) - 0.06,
          ]);
          o += `<path d="M${r(a[0])} ${r(a[1])}L${r(b[0])} ${r(b[1])}" stroke="#121519" stroke-width="7"/>`;
        }
        // shoulder highlight + sill shadow + door cut + handle
        const sh = [m.axles[0] + 0.7, m.axles[1] - 0.7].map((x) => T([x, s * m.w, m.belt - 0.12]));
        const sl = [m.axles[0] - 0.5, m.axles[1] + 0.5].map((x) => T([x, s * m.w, 0.38]));
        const dc = [T([m.pillars[0], s * m.w, m.belt]), T([m.pillars[0] + 0.04, s * m.w, 0.42])];
        o += `<path d="M${r(sh[0][0])} ${r(sh[0][1])}L${r(sh[1][0])} ${r(sh[1][1])}" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>`;
        o += `<path d="M${r(sl[0][0])} ${r(sl[0][1])}L${r(sl[1][0])} ${r(sl[1][1])}" stroke="#000" stroke-opacity=".25" stroke-width="6"/>`;
        o += `<path d="M${r(dc[0][0])} ${r(dc[0][1])}L${r(dc[1][0])} ${r(dc[1][1])}" stroke="#000" stroke-opacity=".3" stroke-width="1.5"/>`;
        return o;
      });
    } else {
      const fill = paintFace(cam, f, color);
      push(f.pts, (pp) => `<path d="${pts(pp)}" fill="${fill}"/>`);
    }
  }
  // lamps + grille + plate on the front and rear faces
  const front = m.profile[1][0];
  const rear = m.profile[m.profile.length - 2][0];
  const fz = m.profile[1][1];
  const rz = m.profile[m.profile.length - 3][1];
  const quad = (x, z0, z1, y0, y1) => [
    [x, y0, z0],
    [x, y1, z0],
    [x, y1, z1],
    [x, y0, z1],
  ];
  const lamp = (x, nx, z0, z1, y0, y1, fill) => {
    for (const s of [-1, 1]) {
      const q = quad(x, z0, z1, s * y0, s * y1);
      if (cam.sees([nx, 0, 0]))
        push(
          q.map((p) => [p[0] + nx * 0.02, p[1], p[2]]),
          (pp) => `<path d="${pts(pp)}" fill="${fill}"/>`,
        );
    }
  };
  lamp(front - 0.04, 1, fz + 0.06, fz + 0.16, m.w * 0.55, m.w * 0.93, '#eaf2fa');
  lamp(rear + 0.02, -1, rz - 0.1, rz - 0.02, m.w * 0.5, m.w * 0.95, '#c3131c');
  if (cam.sees([1, 0, 0])) {
    push(
      quad(front + 0.03, fz - 0.2, fz + 0.02, -m.w * 0.45, m.w * 0.45),
      (pp) => `<path d="${pts(pp)}" fill="#15181c" stroke="#8a9096" stroke-width="2"/>`,
    );
    push(
      quad(front + 0.05, m.profile[0][1] + 0.06, m.profile[0][1] + 0.2, -0.22, 0.22),
      (pp) => `<path d="${pts(pp)}" fill="#1b4fb8" stroke="#fff" stroke-width="1.5"/>`,
    );
  }
  if (cam.sees([-1, 0, 0])) {
    push(
      quad(rear - 0.03, m.profile[0][1] + 0.18, m.profile[0][1] + 0.32, 0.22, -0.22),
      (pp) => `<path d="${pts(pp)}" fill="#1b4fb8" stroke="#fff" stroke-width="1.5"/>`,
    );
  }
  return { parts, cam };
}

// ---------- motorcycle (metres) ----------
function motoParts(color, yaw) {
  const cam = makeCamera(yaw);
  const parts = [];
  const P = (p) => cam.proj(p);
  const push = (world, d) => parts.push([world.reduce((a, p) => a + P(p)[2], 0) / world.length, world, d]);
  const wr = 0.31;
  for (const ax of [0.72, -0.7]) {
    const o = circle3(ax, wr, 0.06, wr, 14);
    const i = circle3(ax, wr, -0.06, wr, 14);
    push(o.concat(i), (pp, T) => {
      let s = `<path d="${pts(hull(pp.map((q) => [q[0], q[1]])))}" fill="#141619"/>`;
      const side = cam.sees([0, 1, 0]) ? 0.07 : cam.sees([0, -1, 0]) ? -0.07 : 0;
      if (side) {
        const rim = circle3(ax, wr, side, wr * 0.72, 14).map(T);
        const disc = circle3(ax, wr, side * 1.1, wr * 0.4, 12).map(T);
        s += `<path d="${pts(rim)}" fill="none" stroke="#9aa1a9" stroke-width="5"/><path d="${pts(disc)}" fill="#7c838b" stroke="#2b2f34" stroke-width="3"/>`;
      }
      return s;
    });
  }
  const solid = (profile, w, fillFn) => {
    for (const f of extrude(smooth(profile, 1), () => w)) {
      if (!cam.sees(f.n)) continue;
      const fill = f.kind === 'side' ? fillFn.side : paintFace(cam, f, fillFn.base);
      push(
        f.pts,
        (pp) =>
          `<path d="${pts(pp)}" fill="${fill}" stroke="${fill === 'url(#side)' ? shade(color, -0.5) : fill}" stroke-width=".8"/>`,
      );
    }
  };
  // engine block and exhaust
  solid(
    [
      [0.3, 0.3, 1],
      [0.32, 0.62, 1],
      [-0.2, 0.66, 1],
      [-0.28, 0.34, 1],
    ],
    0.17,
    { side: '#4a5057', base: '#6a7078' },
  );
  solid(
    [
      [0.25, 0.22, 1],
      [0.02, 0.35, 1],
      [-0.95, 0.42, 1],
      [-1.02, 0.34, 1],
      [-0.2, 0.24, 1],
    ],
    0.05,
    { side: '#a4abb3', base: '#a4abb3' },
  );
  // frame, tank, seat, tail
  solid(
    [
      [0.48, 0.78, 1],
      [0.42, 0.98],
      [0.1, 1.06],
      [-0.2, 0.94, 1],
      [-0.2, 0.72, 1],
      [0.3, 0.66, 1],
    ],
    0.17,
    { side: 'url(#side)', base: color },
  );
  solid(
    [
      [-0.18, 0.94, 1],
      [-0.2, 0.9, 1],
      [-0.75, 0.9],
      [-0.95, 0.98],
      [-0.75, 0.99],
      [-0.2, 1.0],
    ],
    0.14,
    { side: '#222529', base: '#2d3136' },
  );
  solid(
    [
      [-0.7, 0.86, 1],
      [-0.74, 0.9, 1],
      [-1.02, 0.98, 1],
      [-1.0, 0.9, 1],
    ],
    0.11,
    { side: 'url(#side)', base: color },
  );
  // fork, handlebar, headlight, mirrors
  const lines = [
    [[0.72, 0.1, wr], [0.52, 0.1, 1.02], '#9aa1a9', 10],
    [[0.72, -0.1, wr], [0.52, -0.1, 1.02], '#9aa1a9', 10],
    [[0.5, -0.36, 1.12], [0.5, 0.36, 1.12], '#25282c', 9],
    [[-0.7, 0.04, wr], [-0.18, 0.04, 0.7], '#3a3f45', 9],
  ];
  for (const [a, b, c, w] of lines)
    push(
      [a, b],
      (pp) =>
        `<path d="M${r(pp[0][0])} ${r(pp[0][1])}L${r(pp[1][0])} ${r(pp[1][1])}" stroke="${c}" stroke-width="${w}" stroke-linecap="round"/>`,
    );
  const hl = Array.from({ length: 14 }, (_, i) => {
    const a = (i / 14) * Math.PI * 2;
    return [0.62, Math.cos(a) * 0.1, 0.98 + Math.sin(a) * 0.1];
  });
  if (cam.sees([1, 0, 0]))
    push(
      hl.map((p) => [p[0] + 0.07, p[1], p[2]]),
      (pp) => `<path d="${pts(pp)}" fill="#eaf2fa" stroke="#3a3f45" stroke-width="3"/>`,
    );
  solid(
    [
      [0.66, 0.86, 1],
      [0.66, 1.1, 1],
      [0.48, 1.08, 1],
      [0.46, 0.86, 1],
    ],
    0.12,
    { side: '#2a2e33', base: '#3a3f45' },
  );
  const tl = [
    [-1.03, 0.91, -0.06],
    [-1.03, 0.91, 0.06],
    [-1.03, 0.96, 0.06],
    [-1.03, 0.96, -0.06],
  ].map(([x, z, y]) => [x, y, z]);
  if (cam.sees([-1, 0, 0])) push(tl, (pp) => `<path d="${pts(pp)}" fill="#d0141e"/>`);
  return { parts, cam };
}

// ---------- scenes ----------
function backdrop(kind) {
  if (kind === 'studio') {
    return (
      `<rect width="800" height="600" fill="url(#wall)"/>` +
      `<path d="M0 392Q400 372 800 392V600H0Z" fill="url(#floor)"/>` +
      `<ellipse cx="400" cy="430" rx="420" ry="70" fill="url(#spot)"/>`
    );
  }
  return (
    `<rect width="800" height="600" fill="url(#sky)"/>` +
    `<path d="M0 360V300h60v-30h50v40h40v-70h70v60h40v-30h60v50h60v-80h80v70h50v-40h70v50h50v-30h70v40h50v70Z" fill="#c9d3de"/>` +
    `<path d="M0 360h800v240H0Z" fill="url(#floor)"/>` +
    `<path d="M0 392h800" stroke="#fff" stroke-opacity=".5" stroke-width="2"/>` +
    `<path d="M90 600 250 400M710 600 550 400" stroke="#fff" stroke-opacity=".35" stroke-width="6"/>`
  );
}

function exteriorDefs(color, scene) {
  const side = lg('side', [
    [0, mix(shade(color, 0.2), '#dde6ef', 0.25)],
    [0.35, color],
    [1, shade(color, -0.5)],
  ]);
  const common =
    side +
    lg(
      'glass',
      [
        [0, '#9db1c4'],
        [0.45, '#2c3a48'],
        [1, '#161d24'],
      ],
      0.3,
      1,
    ) +
    lg(
      'rim',
      [
        [0, '#e7eaee'],
        [1, '#7d848c'],
      ],
      1,
      1,
    ) +
    rg('shadow', [
      [0, '#000', 0.55],
      [0.6, '#000', 0.22],
      [1, '#000', 0],
    ]);
  if (scene === 'studio') {
    return (
      common +
      lg('wall', [
        [0, '#f4f6f8'],
        [1, '#d9dee4'],
      ]) +
      lg('floor', [
        [0, '#cfd5dc'],
        [1, '#eef1f4'],
      ]) +
      rg('spot', [
        [0, '#fff', 0.7],
        [1, '#fff', 0],
      ])
    );
  }
  return (
    common +
    lg('sky', [
      [0, '#8fb6dc'],
      [0.6, '#dce8f3'],
    ]) +
    lg('floor', [
      [0, '#8d949b'],
      [1, '#5f666d'],
    ])
  );
}

function render3d({ parts, cam }, defs, scene, fit = {}) {
  // fit the projected object into the frame; the ground contact sits on the floor line
  const all = parts.flatMap(([, w]) => w.map((p) => cam.proj(p)));
  const minX = Math.min(...all.map((p) => p[0]));
  const maxX = Math.max(...all.map((p) => p[0]));
  const minY = Math.min(...all.map((p) => p[1]));
  const maxY = Math.max(...all.map((p) => p[1]));
  let k = Math.min((fit.w ?? 600) / (maxX - minX), (fit.h ?? 330) / (maxY - minY));
  let ox = 400 - ((minX + maxX) / 2) * k;
  let oy = (fit.ground ?? 470) - maxY * k;
  if (fit.spin) {
    // a turntable: same scale and the same pivot in every frame
    const c = cam.proj([0, 0, 0]);
    k = fit.spin;
    ox = 400 - c[0] * k;
    oy = 430 - c[1] * k;
  }
  const tx = (p) => {
    const q = cam.proj(p);
    return [q[0] * k + ox, q[1] * k + oy];
  };
  const ground = [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ].map(([a, b]) => tx([a * (fit.len ?? 2.4), b * (fit.wid ?? 1.05), 0]));
  const gx = ground.map((p) => p[0]);
  const gy = ground.map((p) => p[1]);
  const shadow = `<ellipse cx="${r((Math.min(...gx) + Math.max(...gx)) / 2)}" cy="${r((Math.min(...gy) + Math.max(...gy)) / 2 + 4)}" rx="${r((Math.max(...gx) - Math.min(...gx)) * 0.58)}" ry="${r(Math.max(18, (Math.max(...gy) - Math.min(...gy)) * 0.75))}" fill="url(#shadow)"/>`;
  const body = [...parts]
    .sort((a, b) => b[0] - a[0])
    .map(([, w, d]) => d(w.map(tx), tx))
    .join('');
  return svg(`<defs>${defs}</defs>${backdrop(scene)}${shadow}${body}`);
}

const YAW = { front: -90, side: 0, rear: 90, 'three-quarter': -32 };

function exterior(body, colorName, view, yawOverride, scene = 'lot') {
  const color = COLORS[colorName];
  const yaw = yawOverride ?? YAW[view];
  const model = body === 'motorcycle' ? motoParts(color, yaw) : carParts(body, color, yaw);
  const fit =
    body === 'motorcycle' ? { w: 520, h: 330, len: 1.1, wid: 0.45, ground: 480 } : { w: 620, h: 300, ground: 470 };
  if (view === 'pano') fit.spin = 125;
  return render3d(model, exteriorDefs(color, scene), scene, fit);
}

function write(rel, text) {
  const file = join(ROOT, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  return Buffer.byteLength(text);
}

async function main() {
  // start clean so renamed outputs never linger; the recorded video and the JPEG covers are kept unless redone
  if (existsSync(MEDIA)) {
    for (const entry of readdirSync(MEDIA))
      if (entry !== 'video' && entry !== 'covers') rmSync(join(MEDIA, entry), { recursive: true, force: true });
    if (existsSync(join(MEDIA, 'video')))
      for (const f of readdirSync(join(MEDIA, 'video'))) if (f.endsWith('.svg')) rmSync(join(MEDIA, 'video', f));
  }
  let total = 0;
  let count = 0;
  let biggest = ['', 0];
  const put = (rel, text) => {
    const n = write(rel, text);
    total += n;
    count++;
    if (n > biggest[1]) biggest = [rel, n];
  };
  for (const body of BODIES) {
    for (const colorName of Object.keys(COLORS)) {
      for (const view of VIEWS) {
        const text = view in YAW ? exterior(body, colorName, view) : interior(body, colorName, view, COLORS[colorName]);
        put(`media/cars/${body}-${colorName}-${view}.svg`, text);
      }
    }
  }
  for (const body of ['sedan', 'suv']) {
    for (const colorName of ['white', 'red', 'silver']) {
      for (let i = 0; i < 24; i++) {
        // frame 00 faces the camera; each frame turns the car 15° to its left
        put(
          `media/panorama/${body}-${colorName}-${String(i).padStart(2, '0')}.svg`,
          exterior(body, colorName, 'pano', -90 + i * 15, 'studio'),
        );
      }
    }
  }
  for (const body of BODIES)
    put(
      `media/video/poster-${body}.svg`,
      poster(body, exterior(body, body === 'motorcycle' ? 'red' : 'silver', 'three-quarter')),
    );
  for (let i = 1; i <= 24; i++) put(`media/avatars/a${String(i).padStart(2, '0')}.svg`, avatar(i));
  for (let i = 1; i <= 12; i++) put(`media/articles/cover-${String(i).padStart(2, '0')}.svg`, cover(i));
  for (const slug of BRAND_SLUGS) put(`media/brands/${slug}.svg`, brand(slug));
  put('media/qr-official-account.svg', qrSvg(QR_TEXT, 'Scan to follow our official account'));
  put('media/qr-wecom.svg', qrSvg(WECOM_QR_TEXT, 'Scan to add your consultant on WeCom'));
  if (process.argv.includes('--covers')) {
    const bytes = await renderCovers(join(MEDIA, 'covers'));
    console.log(`gen-media: covers/*.jpg ${(bytes / 1024).toFixed(0)} KiB`);
  }
  if (process.argv.includes('--video')) {
    const bytes = await recordWalkaround(join(MEDIA, 'video', 'walkaround.webm'));
    console.log(`gen-media: video/walkaround.webm ${(bytes / 1024).toFixed(0)} KiB`);
    // The other clips a car can have, each its own recording (one story per car: no two entries play one file).
    for (const [name, views, drive] of [
      ['interior', ['console', 'seats', 'detail'], false],
      ['exterior', ['front', 'side', 'rear'], false],
      ['road-test', ['side'], true],
    ]) {
      const size = await recordStills(join(MEDIA, 'video', `${name}.webm`), views, drive);
      console.log(`gen-media: video/${name}.webm ${(size / 1024).toFixed(0)} KiB`);
    }
  }
  console.log(
    `gen-media: ${count} files, ${(total / 1024).toFixed(0)} KiB total, largest ${biggest[0]} (${biggest[1]} B)`,
  );
}

export const BRAND_SLUGS = [
  'byd',
  'toyota',
  'honda',
  'volkswagen',
  'bmw',
  'mercedes',
  'audi',
  'nissan',
  'buick',
  'geely',
  'changan',
  'haval',
  'tesla',
  'nio',
  'xpeng',
  'li-auto',
  'mazda',
  'ford',
  'hyundai',
  'kia',
  'chery',
  'great-wall',
  'lexus',
  'porsche',
  'yamaha',
  'honda-moto',
];

// What the official-account code says when scanned. A mock: the real account link is the operator's.
const QR_TEXT = 'https://mock-dealer.test/official-account';
// A consultant's enterprise-WeChat (WeCom) contact code: titled as what it is, not as the account's.
const WECOM_QR_TEXT = 'https://mock-dealer.test/wecom/consultant';

function qrSvg(text, title) {
  const m = qrMatrix(text);
  const n = m.length;
  const q = 4; // quiet zone, in modules
  let d = '';
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      if (!m[y][x]) continue;
      let run = 1;
      while (x + run < n && m[y][x + run]) run++;
      d += `M${x + q} ${y + q}h${run}v1h-${run}z`;
      x += run - 1;
    }
  }
  const s = n + q * 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${s} ${s}" shape-rendering="crispEdges"><title>${title}</title><rect width="${s}" height="${s}" fill="#fff"/><path d="${d}" fill="#111"/></svg>`;
}

// ---------- QR code (byte mode, error level L, versions 1–5: a single RS block each) ----------
const QR_CAP = [0, 19, 34, 55, 80, 108]; // data codewords per version at level L
const QR_EC = [0, 7, 10, 15, 20, 26];
function gfMul(x, y) {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z;
}
function rsRemainder(data, degree) {
  const div = Array(degree - 1)
    .fill(0)
    .concat([1]);
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < div.length; j++) {
      div[j] = gfMul(div[j], root);
      if (j + 1 < div.length) div[j] ^= div[j + 1];
    }
    root = gfMul(root, 2);
  }
  const res = Array(degree).fill(0);
  for (const b of data) {
    const f = b ^ res.shift();
    res.push(0);
    div.forEach((c, i) => (res[i] ^= gfMul(c, f)));
  }
  return res;
}
export function qrMatrix(text) {
  const bytes = [...Buffer.from(text, 'utf8')];
  const ver = QR_CAP.findIndex((c, v) => v > 0 && c * 8 >= 12 + bytes.length * 8);
  if (ver < 1) throw new Error('qr: text too long for versions 1–5');
  const bits = [];
  const put = (v, n) => {
    for (let i = n - 1; i >= 0; i--) bits.push((v >>> i) & 1);
  };
  put(4, 4);
  put(bytes.length, 8);
  bytes.forEach((b) => put(b, 8));
  const cap = QR_CAP[ver] * 8;
  put(0, Math.min(4, cap - bits.length));
  while (bits.length % 8) bits.push(0);
  for (let pad = 0xec; bits.length < cap; pad ^= 0xec ^ 0x11) put(pad, 8);
  const data = [];
  for (let i = 0; i < bits.length; i += 8) data.push(parseInt(bits.slice(i, i + 8).join(''), 2));
  const all = data.concat(rsRemainder(data, QR_EC[ver]));
  const size = 17 + ver * 4;
  const mod = Array.from({ length: size }, () => Array(size).fill(false));
  const fn = Array.from({ length: size }, () => Array(size).fill(false));
  const set = (x, y, v) => {
    mod[y][x] = !!v;
    fn[y][x] = true;
  };
  for (let i = 0; i < size; i++) {
    set(6, i, i % 2 === 0);
    set(i, 6, i % 2 === 0);
  }
  const finder = (cx, cy) => {
    for (let dy = -4; dy <= 4; dy++)
      for (let dx = -4; dx <= 4; dx++) {
        const x = cx + dx,
          y = cy + dy,
          d = Math.max(Math.abs(dx), Math.abs(dy));
        if (x >= 0 && y >= 0 && x < size && y < size) set(x, y, d !== 2 && d !== 4);
      }
  };
  finder(3, 3);
  finder(size - 4, 3);
  finder(3, size - 4);
  if (ver > 1) {
    const c = size - 7;
    for (let dy = -2; dy <= 2; dy++)
      for (let dx = -2; dx <= 2; dx++) set(c + dx, c + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
  }
  const mask = 0;
  const fdata = (1 << 3) | mask; // level L = 01
  let rem = fdata;
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  const fb = ((fdata << 10) | rem) ^ 0x5412;
  const bit = (i) => (fb >>> i) & 1;
  for (let i = 0; i <= 5; i++) set(8, i, bit(i));
  set(8, 7, bit(6));
  set(8, 8, bit(7));
  set(7, 8, bit(8));
  for (let i = 9; i < 15; i++) set(14 - i, 8, bit(i));
  for (let i = 0; i < 8; i++) set(size - 1 - i, 8, bit(i));
  for (let i = 8; i < 15; i++) set(8, size - 15 + i, bit(i));
  set(8, size - 8, 1);
  let i = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vert = 0; vert < size; vert++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const y = ((right + 1) & 2) === 0 ? size - 1 - vert : vert;
        if (fn[y][x]) continue;
        let v = i < all.length * 8 ? (all[i >>> 3] >>> (7 - (i & 7))) & 1 : 0;
        i++;
        if ((x + y) % 2 === 0) v ^= 1; // mask 0
        mod[y][x] = !!v;
      }
    }
  }
  return mod;
}

// ---------- interiors and close-ups (800×600) ----------
const trimOf = (name) => (['white', 'silver'].includes(name) ? '#c8b69a' : name === 'red' ? '#2a2224' : '#2b2e33');

function interior(body, colorName, view, color) {
  const moto = body === 'motorcycle';
  const f = INTERIORS[moto && MOTO_INTERIORS[view] ? `moto-${view}` : view];
  return f(color, colorName, body);
}

const INTERIORS = {
  console(color, name) {
    const trim = trimOf(name, color);
    return svg(
      `<defs>${lg('sky', [
        [0, '#9cc3e6'],
        [1, '#e8f0f6'],
      ])}${lg('dash', [
        [0, '#3a3f46'],
        [1, '#15171a'],
      ])}${lg(
        'scr',
        [
          [0, '#1d5f8a'],
          [1, '#0b2236'],
        ],
        1,
        1,
      )}${rg('wh', [
        [0.78, '#2a2d31'],
        [0.86, '#4a4f56'],
        [0.93, '#1b1d20'],
      ])}${lg('seat', [
        [0, shade(trim, 0.1)],
        [1, shade(trim, -0.4)],
      ])}</defs>` +
        `<rect width="800" height="600" fill="url(#sky)"/><path d="M0 250h800v40H0Z" fill="#8aa07a"/><path d="M300 290h200l200 60H100Z" fill="#6d737a"/>` +
        `<path d="M0 0h800v70Q400 20 0 70Z" fill="#202327"/><path d="M0 0v330l60-320ZM800 0v330l-60-320Z" fill="#2a2e33"/>` +
        `<path d="M0 300Q400 240 800 300V600H0Z" fill="url(#dash)"/><path d="M0 330Q400 270 800 330" stroke="${color}" stroke-width="10" fill="none" opacity=".9"/>` +
        `<rect x="330" y="300" width="200" height="118" rx="14" fill="url(#scr)" stroke="#000" stroke-width="6"/><path d="M350 330h90M350 352h60M350 374h120" stroke="#7fc4ef" stroke-width="8" stroke-linecap="round" opacity=".8"/><circle cx="490" cy="350" r="22" fill="none" stroke="#7fc4ef" stroke-width="6" opacity=".8"/>` +
        `<path d="M370 440h120M370 460h120" stroke="#555b62" stroke-width="10" stroke-linecap="round"/><rect x="560" y="300" width="90" height="34" rx="8" fill="#101214"/><rect x="660" y="300" width="90" height="34" rx="8" fill="#101214"/>` +
        `<path d="M340 600q60-90 180 0Z" fill="url(#seat)"/><rect x="405" y="520" width="50" height="80" rx="20" fill="#111"/><circle cx="430" cy="515" r="22" fill="#8b9199"/>` +
        `<path d="M60 330q90-40 190 0v40H60Z" fill="#0d0f11"/><circle cx="115" cy="355" r="30" fill="#0a0c0e" stroke="#c33" stroke-width="3"/><circle cx="195" cy="355" r="30" fill="#0a0c0e" stroke="#3ab" stroke-width="3"/>` +
        `<circle cx="155" cy="470" r="150" fill="url(#wh)"/><path d="M20 470h270M155 470v150" stroke="#2e3237" stroke-width="34"/><circle cx="155" cy="470" r="48" fill="#2e3237" stroke="#575d64" stroke-width="4"/><circle cx="155" cy="470" r="14" fill="#a9afb6"/>`,
    );
  },
  seats(color, name) {
    const t = trimOf(name, color);
    const seat = (x, y, k) =>
      `<g transform="translate(${x} ${y}) scale(${k})"><path d="M40 0q60-10 70 30l-20 230q-5 30-40 30H0q-30 0-25-40L10 30Q15 0 40 0Z" fill="url(#lea)"/><path d="M30 40l-20 200M80 35l-18 210" stroke="${shade(t, -0.3)}" stroke-width="3"/><path d="M-30 280q-10-30 30-30h190q40 0 40 40v30q0 30-30 30H-10q-30 0-20-70Z" fill="url(#lea)"/><path d="M25 -60q50-10 60 20l-5 35q-10 10-55 5Z" fill="url(#lea)"/></g>`;
    return svg(
      `<defs>${lg(
        'lea',
        [
          [0, shade(t, 0.25)],
          [1, shade(t, -0.35)],
        ],
        1,
        1,
      )}${lg('win', [
        [0, '#cfe3f3'],
        [1, '#8fb2cf'],
      ])}${lg('flr', [
        [0, '#3a3e44'],
        [1, '#1d2024'],
      ])}</defs>` +
        `<rect width="800" height="600" fill="#24272b"/><path d="M60 40h680l-40 200H120Z" fill="url(#win)"/><path d="M390 40l-10 200" stroke="#24272b" stroke-width="24"/>` +
        `<path d="M0 260h800v340H0Z" fill="${shade(t, -0.55)}"/><path d="M0 470h800v130H0Z" fill="url(#flr)"/>` +
        seat(140, 160, 1.05) +
        seat(470, 175, 0.95) +
        `<path d="M0 250h800" stroke="${color}" stroke-width="8" opacity=".8"/><rect x="330" y="330" width="90" height="160" rx="16" fill="#1a1c1f"/><circle cx="375" cy="380" r="14" fill="#7b8189"/>`,
    );
  },
  trunk(color) {
    return svg(
      `<defs>${lg('bd', [
        [0, shade(color, 0.15)],
        [1, shade(color, -0.45)],
      ])}${lg('crp', [
        [0, '#24272b'],
        [1, '#3b4046'],
      ])}${lg('lid', [
        [0, shade(color, -0.35)],
        [1, shade(color, 0.05)],
      ])}${lg('bg', [
        [0, '#cbd6e1'],
        [1, '#eef2f5'],
      ])}</defs>` +
        `<rect width="800" height="600" fill="url(#bg)"/><path d="M0 470h800v130H0Z" fill="#8e959c"/>` +
        `<path d="M150 70h500l30 110H120Z" fill="url(#lid)"/><path d="M180 90h440l18 70H162Z" fill="#2b3138" opacity=".85"/>` +
        `<path d="M110 200h580l30 260H80Z" fill="url(#bd)"/><path d="M160 210h480l-20 190H180Z" fill="#121417"/><path d="M200 260h400l-18 140H218Z" fill="url(#crp)"/>` +
        `<rect x="240" y="300" width="150" height="95" rx="8" fill="#6b4f3a"/><path d="M240 330h150" stroke="#4e3829" stroke-width="4"/><rect x="420" y="320" width="120" height="75" rx="10" fill="#2f5d8a"/>` +
        `<path d="M90 230h90l-6 60H84ZM620 230h90l6 60h-90Z" fill="#b3141c"/><path d="M95 240h75M630 240h75" stroke="#ff6b6b" stroke-width="4"/>` +
        `<path d="M70 420h660l10 70H60Z" fill="${shade(color, -0.25)}"/><rect x="340" y="430" width="120" height="36" rx="3" fill="#1b4fb8" stroke="#fff" stroke-width="2"/>` +
        `<ellipse cx="400" cy="510" rx="360" ry="26" fill="#000" opacity=".25"/>`,
    );
  },
  engine(color) {
    return svg(
      `<defs>${lg('hood', [
        [0, shade(color, -0.5)],
        [1, shade(color, -0.15)],
      ])}${lg(
        'cov',
        [
          [0, '#4d535a'],
          [1, '#1e2125'],
        ],
        1,
        1,
      )}${lg('bay', [
        [0, '#1a1c1f'],
        [1, '#2c3035'],
      ])}</defs>` +
        `<rect width="800" height="600" fill="#d7dde3"/><path d="M90 0h620l-40 110H130Z" fill="url(#hood)"/><path d="M150 20h500l-25 70H175Z" fill="#000" opacity=".15"/>` +
        `<path d="M40 120h720l40 480H0Z" fill="${shade(color, -0.1)}"/><path d="M90 140h620l30 440H60Z" fill="url(#bay)"/>` +
        `<path d="M250 200h300q30 0 30 30v170q0 30-30 30H250q-30 0-30-30V230q0-30 30-30Z" fill="url(#cov)"/><path d="M270 240h260M270 280h260M270 320h260M270 360h260" stroke="#5c636b" stroke-width="6" stroke-linecap="round"/><circle cx="400" cy="315" r="26" fill="#8c939b"/>` +
        `<rect x="570" y="190" width="130" height="100" rx="8" fill="#0f1113"/><rect x="585" y="175" width="22" height="18" fill="#c22"/><rect x="665" y="175" width="22" height="18" fill="#222"/>` +
        `<path d="M110 200h90v120q0 20-20 20h-50q-20 0-20-20Z" fill="#e9eef2" opacity=".9"/><circle cx="155" cy="195" r="20" fill="#f2c230"/><path d="M120 290h70" stroke="#e08a2b" stroke-width="10"/>` +
        `<path d="M140 460q120-60 260 0t250 10" stroke="#101214" stroke-width="22" fill="none"/><circle cx="620" cy="420" r="34" fill="#2a2e33" stroke="#6b7178" stroke-width="6"/><circle cx="620" cy="420" r="10" fill="#f2c230"/>`,
    );
  },
  wheel(color, name, body) {
    const moto = body === 'motorcycle';
    const spokes = Array.from({ length: moto ? 6 : 5 }, (_, i) => {
      const a = (i / (moto ? 6 : 5)) * 360;
      return `<path d="M-14 -40L-30 -175Q0 -190 30 -175L14 -40Z" fill="url(#sp)" transform="rotate(${a})"/>`;
    }).join('');
    return svg(
      `<defs>${lg('pan', [
        [0, shade(color, 0.2)],
        [0.5, color],
        [1, shade(color, -0.5)],
      ])}${rg('tyre', [
        [0.7, '#2a2d31'],
        [0.9, '#17191c'],
        [1, '#0c0d0f'],
      ])}${lg(
        'sp',
        [
          [0, '#f1f3f5'],
          [1, '#8a9199'],
        ],
        1,
        1,
      )}${rg('disc', [
        [0, '#9aa1a8'],
        [1, '#5b6168'],
      ])}</defs>` +
        `<rect width="800" height="600" fill="url(#pan)"/><path d="M0 600V470h800v130Z" fill="#6b7076"/>` +
        `<path d="M130 600V300a270 270 0 0 1 540 0v300Z" fill="#0b0c0e"/>` +
        `<g transform="translate(400 330)"><circle r="${moto ? 240 : 255}" fill="url(#tyre)"/><circle r="${moto ? 200 : 190}" fill="#1a1c1f"/><circle r="130" fill="url(#disc)"/><path d="M-60 -100h120l20 50h-160Z" fill="#c62828" transform="rotate(35)"/>${spokes}<circle r="190" fill="none" stroke="#d8dde2" stroke-width="10"/><circle r="46" fill="#3a3f45" stroke="#cfd4d9" stroke-width="6"/><circle r="14" fill="#c9ced4"/></g>` +
        `<path d="M150 300a250 250 0 0 1 140-200" stroke="#fff" stroke-opacity=".25" stroke-width="6" fill="none"/>`,
    );
  },
  detail: (color) => panel(color, false),
  flaw: (color) => panel(color, true),
  'moto-console'(color) {
    return svg(
      `<defs>${lg('sky', [
        [0, '#8fb9df'],
        [1, '#eaf1f7'],
      ])}${lg('tank', [
        [0, shade(color, 0.3)],
        [1, shade(color, -0.5)],
      ])}${rg('g', [
        [0.8, '#0d1014'],
        [1, '#4a5057'],
      ])}</defs>` +
        `<rect width="800" height="600" fill="url(#sky)"/><path d="M0 300h800v300H0Z" fill="#7a8087"/><path d="M330 300h140l230 300H100Z" fill="#5b6167"/><path d="M400 320v40M400 400v60M400 500v80" stroke="#f5f5f5" stroke-width="8"/>` +
        `<path d="M220 600q0-170 180-200 180 30 180 200Z" fill="url(#tank)"/><circle cx="400" cy="520" r="30" fill="#b8bec5" stroke="#6d737a" stroke-width="6"/>` +
        `<path d="M40 260q150 40 360 40t360-40" stroke="#1c1f23" stroke-width="24" fill="none" stroke-linecap="round"/><path d="M40 260l-10 40M760 260l10 40" stroke="#111" stroke-width="40" stroke-linecap="round"/>` +
        `<rect x="300" y="190" width="200" height="120" rx="40" fill="#181b1f"/><circle cx="360" cy="250" r="44" fill="url(#g)"/><circle cx="440" cy="250" r="44" fill="url(#g)"/><path d="M360 250l24-26M440 250l-10 -32" stroke="#ff5a36" stroke-width="5" stroke-linecap="round"/><circle cx="400" cy="300" r="6" fill="#46d17e"/>` +
        `<path d="M150 200l-40-50M650 200l40-50" stroke="#24282c" stroke-width="8"/><ellipse cx="100" cy="140" rx="40" ry="24" fill="#2a2e33"/><ellipse cx="700" cy="140" rx="40" ry="24" fill="#2a2e33"/>`,
    );
  },
  'moto-seats'(color) {
    return svg(
      `<defs>${lg('bg', [
        [0, '#dfe5eb'],
        [1, '#b8c1ca'],
      ])}${lg('s', [
        [0, '#4b5057'],
        [1, '#131518'],
      ])}${lg('b', [
        [0, shade(color, 0.25)],
        [1, shade(color, -0.45)],
      ])}</defs>` +
        `<rect width="800" height="600" fill="url(#bg)"/><path d="M0 480h800v120H0Z" fill="#8c939a"/>` +
        `<path d="M40 360q40-110 220-110h130q180 0 260 20t110 90v60H40Z" fill="url(#b)"/>` +
        `<path d="M80 320q40-120 220-110l200 10q190 10 250 90l-30 20q-80-50-230-60l-200-5q-170 0-190 70Z" fill="url(#s)"/><path d="M120 300q60-70 200-70l180 10q140 10 210 60" stroke="#777d84" stroke-width="3" stroke-dasharray="10 8" fill="none"/>` +
        `<circle cx="700" cy="380" r="20" fill="#c62828"/><path d="M60 420h680" stroke="#000" stroke-opacity=".3" stroke-width="6"/>`,
    );
  },
  'moto-trunk'(color) {
    return svg(
      `<defs>${lg('bg', [
        [0, '#cfd9e3'],
        [1, '#eef2f5'],
      ])}${lg('box', [
        [0, '#3d4248'],
        [1, '#15171a'],
      ])}${lg('b', [
        [0, shade(color, 0.2)],
        [1, shade(color, -0.5)],
      ])}</defs>` +
        `<rect width="800" height="600" fill="url(#bg)"/><path d="M0 470h800v130H0Z" fill="#8e959c"/>` +
        `<path d="M220 80q180-40 360 0l20 120H200Z" fill="url(#box)"/><path d="M230 200h340l-20 170H250Z" fill="#0e1012"/><path d="M270 230h260l-14 120H284Z" fill="#2b2f34"/><rect x="300" y="260" width="120" height="70" rx="8" fill="#7a5a42"/>` +
        `<path d="M200 200h400l20 40H180Z" fill="#2a2e33"/><path d="M190 370h420l-30 60H220Z" fill="url(#b)"/><rect x="355" y="380" width="90" height="26" rx="4" fill="#d0141e"/>` +
        `<ellipse cx="400" cy="500" rx="260" ry="22" fill="#000" opacity=".25"/>`,
    );
  },
  'moto-engine'(color) {
    const fins = Array.from(
      { length: 8 },
      (_, i) =>
        `<rect x="${250 - i * 4}" y="${150 + i * 28}" width="${140 + i * 8}" height="14" rx="6" fill="#aeb4bb"/>`,
    ).join('');
    return svg(
      `<defs>${lg('bg', [
        [0, '#e2e7ec'],
        [1, '#bfc7cf'],
      ])}${lg(
        'm',
        [
          [0, '#e9ecef'],
          [1, '#7f868e'],
        ],
        1,
        1,
      )}${lg('b', [
        [0, shade(color, 0.25)],
        [1, shade(color, -0.45)],
      ])}</defs>` +
        `<rect width="800" height="600" fill="url(#bg)"/><path d="M0 40q300-40 520 10l-40 60H0Z" fill="url(#b)"/>` +
        `<g transform="rotate(-12 320 300)">${fins}<rect x="220" y="150" width="14" height="230" fill="#5f666d"/></g>` +
        `<path d="M380 300h260q40 0 40 40v120q0 40-40 40H420q-40 0-40-40Z" fill="url(#m)"/><circle cx="530" cy="400" r="60" fill="#8d949b" stroke="#dfe3e7" stroke-width="8"/><circle cx="530" cy="400" r="18" fill="#4a5057"/>` +
        `<path d="M160 460q200 40 560 20" stroke="#c0c6cc" stroke-width="36" stroke-linecap="round" fill="none"/><path d="M160 460q200 40 560 20" stroke="#fff" stroke-opacity=".5" stroke-width="6" fill="none"/>`,
    );
  },
};
const MOTO_INTERIORS = { console: 1, seats: 1, trunk: 1, engine: 1 };

function panel(color, flaw) {
  const mark = flaw
    ? `<path d="M250 250l40 12 30-6 50 20 36-4 60 26 44 2" stroke="#fff" stroke-opacity=".85" stroke-width="3" fill="none" stroke-linecap="round"/><path d="M262 262l70 10 40 18 90 20" stroke="#000" stroke-opacity=".35" stroke-width="2" fill="none"/>` +
      `<ellipse cx="540" cy="380" rx="70" ry="44" fill="url(#dent)"/><circle cx="420" cy="300" r="150" fill="none" stroke="#ff8a00" stroke-width="6" stroke-dasharray="18 12"/>`
    : '';
  return svg(
    `<defs>${lg(
      'p',
      [
        [0, shade(color, 0.35)],
        [0.42, color],
        [0.45, shade(color, 0.12)],
        [1, shade(color, -0.5)],
      ],
      0.3,
      1,
    )}${lg('refl', [
      [0, '#fff'],
      [1, '#fff'],
    ])}${rg('dent', [
      [0, '#000', 0.45],
      [0.6, '#000', 0.12],
      [0.85, '#fff', 0.25],
      [1, '#fff', 0],
    ])}${lg('ch', [
      [0, '#f4f6f8'],
      [0.5, '#9aa1a9'],
      [1, '#e2e6ea'],
    ])}</defs>` +
      `<rect width="800" height="600" fill="url(#p)"/><path d="M0 150Q400 110 800 170" stroke="#fff" stroke-opacity=".35" stroke-width="26" fill="none"/><path d="M0 200Q400 170 800 220" stroke="#fff" stroke-opacity=".15" stroke-width="10" fill="none"/>` +
      `<path d="M560 0v600" stroke="#000" stroke-opacity=".45" stroke-width="4"/><path d="M564 0v600" stroke="#fff" stroke-opacity=".2" stroke-width="2"/>` +
      `<rect x="600" y="210" width="150" height="44" rx="22" fill="url(#ch)" stroke="#000" stroke-opacity=".3"/><path d="M0 470h800" stroke="url(#ch)" stroke-width="14"/>` +
      mark,
  );
}

// ---------- people, covers, brands, misc ----------
const SKIN = ['#f6d3b8', '#eabf9b', '#d9a47c', '#c08660', '#9b6544', '#f1c7a6'];
const HAIR = ['#2b1d14', '#1a1a1a', '#5a3a22', '#8a5a2b', '#b9793f', '#3b2a20', '#6b6f75', '#a0522d'];
const CLOTH = ['#2f6f73', '#c0582f', '#3b5ba9', '#7a4fa0', '#d39a2c', '#4f8a4a', '#a8324a', '#3d4a5c'];
const BG = ['#dcefee', '#f7e6d7', '#e2e8f7', '#efe3f3', '#f8efd4', '#e1f1df', '#f5dfe3', '#e3e7ec'];

function avatar(i) {
  const s = SKIN[(i * 5) % SKIN.length];
  const h = HAIR[(i * 3) % HAIR.length];
  const c = CLOTH[(i * 7) % CLOTH.length];
  const bg = BG[i % BG.length];
  const style = i % 4; // 0 short, 1 long, 2 bun, 3 cap
  const hairBack = style === 1 ? `<path d="M55 100q-5-60 45-62t45 62v55q-45 12-90 0Z" fill="${h}"/>` : '';
  const hairTop = [
    `<path d="M62 92q0-44 38-44t38 44q-14-22-38-22t-38 22Z" fill="${h}"/>`,
    `<path d="M60 98q2-48 40-48t40 48q-18-26-40-26t-40 26Z" fill="${h}"/>`,
    `<circle cx="100" cy="40" r="16" fill="${h}"/><path d="M62 92q0-44 38-44t38 44q-14-20-38-20t-38 20Z" fill="${h}"/>`,
    `<path d="M60 84q2-38 40-38t40 38Z" fill="${c}"/><path d="M96 84h58q-4 8-18 8H96Z" fill="${shade(c, -0.3)}"/>`,
  ][style];
  const glasses =
    i % 5 === 2
      ? `<g fill="none" stroke="#33373c" stroke-width="3"><circle cx="86" cy="96" r="10"/><circle cx="114" cy="96" r="10"/><path d="M96 96h8"/></g>`
      : '';
  return svg(
    `<circle cx="100" cy="100" r="100" fill="${bg}"/>${hairBack}` +
      `<path d="M30 200q6-58 70-58t70 58Z" fill="${c}"/><path d="M88 130h24v20q-12 8-24 0Z" fill="${shade(s, -0.12)}"/>` +
      `<ellipse cx="100" cy="96" rx="36" ry="40" fill="${s}"/>${hairTop}` +
      `<circle cx="86" cy="98" r="4" fill="#2a2320"/><circle cx="114" cy="98" r="4" fill="#2a2320"/><path d="M88 116q12 10 24 0" stroke="#7a3b2e" stroke-width="3.5" fill="none" stroke-linecap="round"/>` +
      `<circle cx="76" cy="112" r="6" fill="#f08a7e" opacity=".35"/><circle cx="124" cy="112" r="6" fill="#f08a7e" opacity=".35"/>${glasses}`,
    200,
    200,
  ).replace('<svg ', '<svg width="200" height="200" ');
}

let embedCount = 0;
function embed(inner, x, y, w) {
  // nest another 800×600 drawing, scaled, inside a cover; ids get a suffix so two embeds never share one
  const sfx = `e${++embedCount}`;
  return inner
    .replace(/id="([^"]+)"/g, `id="$1${sfx}"`)
    .replace(/url\(#([^)]+)\)/g, `url(#$1${sfx})`)
    .replace(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600">',
      `<svg x="${x}" y="${y}" width="${w}" height="${(w * 3) / 4}" viewBox="0 0 800 600">`,
    );
}

function cover(i) {
  const car = (b, c, v, x = 100, y = 80, w = 600) => embed(exterior(b, c, v), x, y, w);
  const scenes = {
    1: () =>
      `<defs>${lg('s', [
        [0, '#f7b267'],
        [1, '#f4e3c1'],
      ])}</defs><rect width="800" height="600" fill="url(#s)"/><circle cx="620" cy="170" r="60" fill="#fff3d6"/><path d="M0 330l180-120 140 90 160-140 320 200v240H0Z" fill="#8c7a9b"/><path d="M0 380q300-60 800 0v220H0Z" fill="#5d7a5a"/><path d="M330 600q40-140 90-220h30q10 100 120 220Z" fill="#4a4f55"/><path d="M440 600q-10-120 12-220" stroke="#f5f5f5" stroke-width="6" stroke-dasharray="24 18"/>` +
      embed(exterior('suv', 'red', 'three-quarter'), 420, 330, 300).replace(
        /<rect width="800" height="600" fill="url\(#sky[^)]*\)"\/>.*?<ellipse/,
        '<ellipse',
      ),
    2: () =>
      `<rect width="800" height="600" fill="#e9edf1"/><path d="M0 0h800v120H0Z" fill="#dfe4ea"/><path d="M100 30h120M340 30h120M580 30h120" stroke="#fff" stroke-width="12" stroke-linecap="round"/><path d="M0 380h800v220H0Z" fill="#cfd6dd"/>` +
      car('sedan', 'white', 'three-quarter', 20, 150, 420).replace(
        /<rect width="800" height="600" fill="url\(#sky[^)]*\)"\/>.*?<ellipse/,
        '<ellipse',
      ) +
      car('suv', 'blue', 'three-quarter', 380, 140, 420).replace(
        /<rect width="800" height="600" fill="url\(#sky[^)]*\)"\/>.*?<ellipse/,
        '<ellipse',
      ),
    3: () =>
      `<rect width="800" height="600" fill="#f3ede4"/><circle cx="400" cy="300" r="220" fill="#e8dccb"/><path d="M40 420q120-60 260-40l90 20q30 10 10 40l-100 10-150 60H40Z" fill="#e0a980"/><path d="M760 360q-120-40-240-10l-80 40q-20 20 10 30l110-10 200 40Z" fill="#c98a63"/><path d="M0 450h120v150H0ZM680 380h120v220H680Z" fill="#2f6f73"/><rect x="380" y="300" width="80" height="130" rx="30" fill="#24272b"/><circle cx="420" cy="330" r="12" fill="#c62828"/><path d="M420 430v60" stroke="#a9afb6" stroke-width="16"/><path d="M420 470h22M420 490h16" stroke="#a9afb6" stroke-width="10"/>`,
    4: () =>
      car('sedan', 'silver', 'side', 0, 0, 800) +
      `<circle cx="520" cy="330" r="120" fill="#fff" fill-opacity=".25" stroke="#24343f" stroke-width="22"/><path d="M605 415l120 120" stroke="#24343f" stroke-width="36" stroke-linecap="round"/><rect x="40" y="60" width="210" height="260" rx="14" fill="#fff" stroke="#cfd6dd" stroke-width="4"/><path d="M70 110l14 14 26-28M70 180l14 14 26-28M70 250l14 14 26-28" stroke="#2e8b57" stroke-width="8" fill="none" stroke-linecap="round"/><path d="M130 112h90M130 182h90M130 252h90" stroke="#9aa3ad" stroke-width="10" stroke-linecap="round"/>`,
    5: () => interiorWheel('silver'),
    6: () => INTERIORS.console('#1f4f9c', 'blue'),
    7: () =>
      `<defs>${lg('n', [
        [0, '#0d1b2a'],
        [1, '#27415e'],
      ])}</defs><rect width="800" height="600" fill="url(#n)"/><path d="M0 380V220h70v-60h60v90h50v-140h80v120h60v-70h70v100h70v-150h90v160h60v-90h70v100h50v140Z" fill="#0a1420"/><g fill="#f6d77a" opacity=".8"><rect x="90" y="190" width="10" height="10"/><rect x="300" y="170" width="10" height="10"/><rect x="520" y="140" width="10" height="10"/><rect x="540" y="200" width="10" height="10"/><rect x="690" y="260" width="10" height="10"/></g><path d="M0 380h800v220H0Z" fill="#1b232c"/><path d="M0 470h800" stroke="#f5c04a" stroke-width="6" stroke-dasharray="40 30"/><path d="M80 560h260l-100-40ZM500 430h240l-80-20Z" fill="#ffdf8a" opacity=".35"/>`,
    8: () =>
      '<rect width="800" height="600" fill="#d7efe3"/><path d="M0 470h800v130H0Z" fill="#8d949b"/>' +
      car('hatchback', 'white', 'side', 120, 60, 640).replace(
        /<rect width="800" height="600" fill="url\(#sky[^)]*\)"\/>/,
        '<rect width="800" height="600" fill="#d7efe3"/>',
      ) +
      `<rect x="30" y="170" width="110" height="300" rx="18" fill="#2f6f73"/><rect x="50" y="200" width="70" height="60" rx="8" fill="#bff2d9"/><path d="M85 215l-14 24h14l-6 20 20-28H85l6-16Z" fill="#1c7a4a"/><path d="M140 330q90 0 100 70" stroke="#1f2226" stroke-width="12" fill="none"/>`,
    9: () =>
      `<rect width="800" height="600" fill="#eef1f4"/><g transform="rotate(-6 400 300)"><rect x="200" y="90" width="400" height="440" rx="12" fill="#fff" stroke="#d5dbe1" stroke-width="4"/><path d="M250 160h300M250 210h300M250 260h220M250 310h300M250 360h180" stroke="#c4ccd4" stroke-width="14" stroke-linecap="round"/><path d="M260 450q40-40 70 0t70-10 60 10" stroke="#1f4f9c" stroke-width="6" fill="none"/><circle cx="520" cy="440" r="44" fill="none" stroke="#c62828" stroke-width="6"/></g><path d="M560 520l150-210 30 20-150 210-40 20Z" fill="#2f6f73"/>`,
    10: () => car('mpv', 'grey', 'three-quarter', 0, 0, 800).replace(/fill="#c9d3de"/, 'fill="#b9d3b0"'),
    11: () =>
      car('sedan', 'black', 'three-quarter', 0, 0, 800) +
      `<g fill="#fff" opacity=".7"><circle cx="180" cy="160" r="26"/><circle cx="240" cy="120" r="16"/><circle cx="560" cy="150" r="22"/><circle cx="620" cy="210" r="14"/><circle cx="300" cy="200" r="10"/></g><path d="M100 40v80M200 20v60M700 30v90M620 20v50" stroke="#9fc7ea" stroke-width="6" stroke-linecap="round" opacity=".7"/>`,
    12: () =>
      `<rect width="800" height="600" fill="#e7efe3"/><path d="M0 120q200 60 400 0t400 20M120 0q60 300 0 600M600 0q-80 300 40 600M0 420q300-60 800 20" stroke="#fff" stroke-width="26" fill="none"/><path d="M140 500q120-260 260-200t300-180" stroke="#2f6f73" stroke-width="12" stroke-dasharray="2 22" stroke-linecap="round" fill="none"/><path d="M700 60q-40 0-40 40 0 30 40 80 40-50 40-80 0-40-40-40Z" fill="#c62828"/><circle cx="700" cy="100" r="14" fill="#fff"/><circle cx="140" cy="500" r="20" fill="#2f6f73"/>`,
  };
  const inner = scenes[i]();
  return inner.startsWith('<svg xmlns') ? inner : svg(inner);
}
const interiorWheel = (name) => INTERIORS.wheel(COLORS[name], name, 'sedan');

const BRAND_COLORS = {
  byd: '#c8102e',
  toyota: '#d71920',
  honda: '#cc0000',
  volkswagen: '#001e50',
  bmw: '#1c69d4',
  mercedes: '#333a40',
  audi: '#2b2b2b',
  nissan: '#5b6770',
  buick: '#2a3f6b',
  geely: '#1d4f91',
  changan: '#0052a5',
  haval: '#b0182b',
  tesla: '#cc0000',
  nio: '#1a2a3a',
  xpeng: '#2d3436',
  'li-auto': '#3f4a54',
  mazda: '#6d1f2b',
  ford: '#133a7c',
  hyundai: '#002c5f',
  kia: '#05141f',
  chery: '#c8102e',
  'great-wall': '#8a1c2b',
  lexus: '#1a1a1a',
  porsche: '#8c6b2f',
  yamaha: '#6c1d8f',
  'honda-moto': '#cc0000',
};
const BRAND_TEXT = {
  byd: 'BYD',
  toyota: 'T',
  honda: 'H',
  volkswagen: 'VW',
  bmw: 'BMW',
  mercedes: 'MB',
  audi: 'A',
  nissan: 'N',
  buick: 'B',
  geely: 'G',
  changan: 'CA',
  haval: 'H',
  tesla: 'T',
  nio: 'NIO',
  xpeng: 'XP',
  'li-auto': 'Li',
  mazda: 'M',
  ford: 'F',
  hyundai: 'H',
  kia: 'KIA',
  chery: 'C',
  'great-wall': 'GW',
  lexus: 'L',
  porsche: 'P',
  yamaha: 'Y',
  'honda-moto': 'HM',
};
function brand(slug) {
  const c = BRAND_COLORS[slug];
  const t = BRAND_TEXT[slug];
  const fs = t.length > 2 ? 30 : t.length === 2 ? 38 : 50;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><defs>${rg(
    'b',
    [
      [0, shade(c, 0.25)],
      [1, shade(c, -0.25)],
    ],
    ' cx=".35" cy=".3" r=".8"',
  )}</defs><circle cx="60" cy="60" r="58" fill="#fff" stroke="#dde2e7" stroke-width="2"/><circle cx="60" cy="60" r="50" fill="url(#b)"/><circle cx="60" cy="60" r="44" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="2"/><text x="60" y="60" dy=".36em" text-anchor="middle" font-family="Helvetica Neue,Arial,sans-serif" font-weight="700" font-size="${fs}" fill="#fff">${t}</text></svg>`;
}

function poster(body, inner) {
  return inner
    .replace(
      /<\/svg>$/,
      `<rect width="800" height="600" fill="url(#vig)"/><circle cx="400" cy="300" r="62" fill="#000" fill-opacity=".45" stroke="#fff" stroke-width="5"/><path d="M380 268v64l52-32Z" fill="#fff"/></svg>`,
    )
    .replace(
      '</defs>',
      `${rg('vig', [
        [0.55, '#000', 0],
        [1, '#000', 0.45],
      ])}</defs>`,
    );
}

/**
 * `--covers`: each car's cover photo as a JPEG (mocks/public/media/covers/{body}-{color}.jpg, 600×450),
 * the three-quarter drawing rasterised by the system Chromium. Real cover photos are JPEGs, and
 * WeChat's share card shows only JPEG or PNG: a car page shares its cover. Optional because it needs a
 * browser; the committed files are what mock data uses.
 */
async function renderCovers(dir) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  let total = 0;
  try {
    const page = await browser.newPage({ viewport: { width: 600, height: 450 } });
    mkdirSync(dir, { recursive: true });
    for (const body of BODIES) {
      for (const colorName of Object.keys(COLORS)) {
        const drawing = exterior(body, colorName, 'three-quarter').replace('<svg ', '<svg width="600" height="450" ');
        await page.setContent(`<body style="margin:0">${drawing}</body>`);
        const jpeg = await page.screenshot({
          type: 'jpeg',
          quality: 82,
          clip: { x: 0, y: 0, width: 600, height: 450 },
        });
        writeFileSync(join(dir, `${body}-${colorName}.jpg`), jpeg);
        total += jpeg.length;
      }
    }
  } finally {
    await browser.close();
  }
  return total;
}

/**
 * `--video`: records mocks/public/media/video/walkaround.webm (3 s, 400×300, VP8) by playing the SUV
 * turntable frames into a canvas in the system Chromium (playwright-core; CHROME_PATH overrides the path).
 * Optional because it needs a browser; the committed file is what mock data uses.
 */
async function recordWalkaround(out) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--allow-file-access-from-files'],
  });
  try {
    const page = await browser.newPage();
    const frameDir = join(MEDIA, 'panorama');
    // a file:// HTML page, so the file:// frames may be drawn into the canvas
    const tmp = mkdtempSync(join(tmpdir(), 'gen-media-'));
    writeFileSync(join(tmp, 'rec.html'), '<!doctype html><title>rec</title>');
    await page.goto('file://' + join(tmp, 'rec.html'));
    rmSync(tmp, { recursive: true, force: true });
    const b64 = await page.evaluate(async (dir) => {
      const frames = await Promise.all(
        Array.from(
          { length: 24 },
          (_, i) =>
            new Promise((res, rej) => {
              const img = new Image();
              img.onload = () => res(img);
              img.onerror = rej;
              img.src = `file://${dir}/suv-silver-${String(i).padStart(2, '0')}.svg`;
            }),
        ),
      );
      const c = document.createElement('canvas');
      c.width = 400;
      c.height = 300;
      const ctx = c.getContext('2d');
      const rec = new MediaRecorder(c.captureStream(24), {
        mimeType: 'video/webm;codecs=vp8',
        videoBitsPerSecond: 250000,
      });
      const chunks = [];
      rec.ondataavailable = (e) => chunks.push(e.data);
      const stopped = new Promise((r) => (rec.onstop = r));
      rec.start();
      for (let k = 0; k < 48; k++) {
        ctx.drawImage(frames[k % 24], 0, 0, 400, 300);
        await new Promise((r) => setTimeout(r, 1000 / 16));
      }
      rec.stop();
      await stopped;
      const u = new Uint8Array(await new Blob(chunks).arrayBuffer());
      let s = '';
      for (let i = 0; i < u.length; i++) s += String.fromCharCode(u[i]);
      return btoa(s);
    }, frameDir);
    const buf = Buffer.from(b64, 'base64');
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, buf);
    return buf.length;
  } finally {
    await browser.close();
  }
}

/**
 * `--video` too: records a 3 s clip (400×300, VP8) from drawn views of the silver SUV: a slow zoom over
 * each view in turn, or (`drive`) the side view over a passing road, for the road-test clip.
 */
export async function recordStills(out, views, drive) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--allow-file-access-from-files'],
  });
  try {
    const page = await browser.newPage();
    const tmp = mkdtempSync(join(tmpdir(), 'gen-media-'));
    writeFileSync(join(tmp, 'rec.html'), '<!doctype html><title>rec</title>');
    await page.goto('file://' + join(tmp, 'rec.html'));
    rmSync(tmp, { recursive: true, force: true });
    const b64 = await page.evaluate(
      async ({ dir, views, drive }) => {
        const images = await Promise.all(
          views.map(
            (view) =>
              new Promise((res, rej) => {
                const img = new Image();
                img.onload = () => res(img);
                img.onerror = rej;
                img.src = `file://${dir}/suv-silver-${view}.svg`;
              }),
          ),
        );
        const c = document.createElement('canvas');
        c.width = 400;
        c.height = 300;
        const ctx = c.getContext('2d');
        const rec = new MediaRecorder(c.captureStream(24), {
          mimeType: 'video/webm;codecs=vp8',
          videoBitsPerSecond: 250000,
        });
        const chunks = [];
        rec.ondataavailable = (e) => chunks.push(e.data);
        const stopped = new Promise((r) => (rec.onstop = r));
        rec.start();
        const steps = 48;
        for (let k = 0; k < steps; k++) {
          ctx.fillStyle = '#eef1f4';
          ctx.fillRect(0, 0, 400, 300);
          if (drive) {
            ctx.fillStyle = '#5b6470';
            ctx.fillRect(0, 230, 400, 70);
            ctx.fillStyle = '#f4f4f4';
            for (let x = -((k * 14) % 80); x < 400; x += 80) ctx.fillRect(x, 262, 40, 6);
            ctx.drawImage(images[0], 20, 10 + (k % 2), 360, 270);
          } else {
            const per = steps / images.length;
            const img = images[Math.min(images.length - 1, Math.floor(k / per))];
            const zoom = 1 + ((k % per) / per) * 0.12;
            const w = 400 * zoom;
            const h = 300 * zoom;
            ctx.drawImage(img, (400 - w) / 2, (300 - h) / 2, w, h);
          }
          await new Promise((r) => setTimeout(r, 1000 / 16));
        }
        rec.stop();
        await stopped;
        const u = new Uint8Array(await new Blob(chunks).arrayBuffer());
        let s = '';
        for (let i = 0; i < u.length; i++) s += String.fromCharCode(u[i]);
        return btoa(s);
      },
      { dir: join(MEDIA, 'cars'), views, drive },
    );
    const buf = Buffer.from(b64, 'base64');
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, buf);
    return buf.length;
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
