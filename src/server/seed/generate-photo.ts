import sharp from 'sharp';

// Demo photos are drawn, not downloaded (DESIGN.md "Imagery"): each is an SVG built from a seed
// and a theme (sky and sea gradients, layered ridges, cliffs, laurel forest, roofs, terraces),
// rendered by sharp and given a fine film grain so it reads as a photograph of a place.

export const photoThemes = [
  'sea',
  'cliffs',
  'laurel',
  'mountain',
  'town',
  'vineyard',
  'city',
  'porto',
  'beach',
] as const;
export type PhotoTheme = (typeof photoThemes)[number];

/**
 * What a tour's own pictures show over the place (issue 14, item 10): the dolphins of a whale watch,
 * the kayaks of a kayak tour, a surfer, a paraglider. Drawn where the picture has room for it (water,
 * sky); the place itself comes from the theme.
 */
export const photoSubjects = ['dolphins', 'kayaks', 'surfer', 'paraglider'] as const;
export type PhotoSubject = (typeof photoSubjects)[number];

export const photoWidth = 1600;
export const photoHeight = 1067;

type Rng = () => number;

/** mulberry32: small, fast and deterministic. */
function createRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (r: Rng, min: number, max: number) => min + (max - min) * r();
const pick = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;
const f1 = (n: number) => Math.round(n * 10) / 10;

/** Smooth 1D fractal noise in [-1, 1]. */
function noise1d(r: Rng, octaves = 4): (x: number) => number {
  const size = 256;
  const lattice = Array.from({ length: size }, () => r() * 2 - 1);
  const offset = r() * 1000;
  const at = (x: number) => {
    const xi = Math.floor(x);
    const t = x - xi;
    const s = t * t * (3 - 2 * t);
    const a = lattice[((xi % size) + size) % size]!;
    const b = lattice[(((xi + 1) % size) + size) % size]!;
    return a + (b - a) * s;
  };
  return (x: number) => {
    let sum = 0;
    let amp = 1;
    let freq = 1;
    let norm = 0;
    for (let o = 0; o < octaves; o++) {
      sum += at((x + offset) * freq) * amp;
      norm += amp;
      amp *= 0.5;
      freq *= 2.03;
    }
    return sum / norm;
  };
}

function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}
function mix(a: string, b: string, t: number): string {
  const ca = hexToRgb(a);
  const cb = hexToRgb(b);
  const c = ca.map((v, i) => Math.round(v + (cb[i]! - v) * Math.min(1, Math.max(0, t))));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
/** Nudges a colour's brightness by up to ±amount (0..1). */
const jitter = (r: Rng, hex: string, amount: number) => {
  const t = between(r, -amount, amount);
  return t >= 0 ? mix(hex, '#ffffff', t) : mix(hex, '#000000', -t);
};

type Ctx = { r: Rng; W: number; H: number; defs: string[]; body: string[]; id: number };
/** Where a painter left open water, for a subject that needs it. */
type Stage = { water?: { top: number; bottom: number; left: number; right: number } };
const uid = (c: Ctx, prefix: string) => `${prefix}${++c.id}`;

function linear(c: Ctx, stops: Array<[number, string, number?]>, x2 = 0, y2 = 1): string {
  const id = uid(c, 'g');
  c.defs.push(
    `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
      .map(
        ([o, col, op]) =>
          `<stop offset="${o}" stop-color="${col}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
      )
      .join('')}</linearGradient>`,
  );
  return `url(#${id})`;
}
function radial(c: Ctx, stops: Array<[number, string, number?]>): string {
  const id = uid(c, 'r');
  c.defs.push(
    `<radialGradient id="${id}">${stops
      .map(
        ([o, col, op]) =>
          `<stop offset="${o}" stop-color="${col}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
      )
      .join('')}</radialGradient>`,
  );
  return `url(#${id})`;
}
/** A radial fill that fades to nothing at the shape's edge: soft clouds and glows without a blur filter. */
function soft(c: Ctx, colour: string, core = 0.35): string {
  const key = `soft${colour}${core}`;
  if (!c.defs.some((d) => d.includes(`id="${key.replace('#', '')}"`))) {
    c.defs.push(
      `<radialGradient id="${key.replace('#', '')}"><stop offset="0" stop-color="${colour}"/><stop offset="${core}" stop-color="${colour}" stop-opacity="0.85"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
    );
  }
  return `url(#${key.replace('#', '')})`;
}

function blur(c: Ctx, sd: number): string {
  const id = uid(c, 'b');
  c.defs.push(
    `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
  );
  return `url(#${id})`;
}

/** A closed ridge shape: a noisy skyline at about baseY, filled down to bottomY. */
function ridgePath(
  c: Ctx,
  o: {
    baseY: number;
    amp: number;
    scale: number;
    bottomY?: number;
    ridged?: boolean;
    tilt?: number;
    step?: number;
    octaves?: number;
  },
): { d: string; yAt: (x: number) => number } {
  const n = noise1d(c.r, o.octaves ?? 5);
  const step = o.step ?? 8;
  const yAt = (x: number) => {
    const v = n(x / o.scale);
    const shaped = o.ridged ? 1 - Math.abs(v) * 2 : v;
    return o.baseY - shaped * o.amp + (o.tilt ?? 0) * (x / c.W - 0.5);
  };
  const bottom = o.bottomY ?? c.H;
  const pts: string[] = [];
  for (let x = -step; x <= c.W + step; x += step) pts.push(`${x},${f1(yAt(x))}`);
  return { d: `M${-step},${bottom} L${pts.join(' L')} L${c.W + step},${bottom} Z`, yAt };
}

// ---------------------------------------------------------------- shared scenery

type SkyMood = 'day' | 'golden' | 'sunrise' | 'haze';

function sky(c: Ctx, mood: SkyMood, horizonY: number, sun?: { x: number; y: number; r: number }) {
  const palettes: Record<SkyMood, [string, string, string]> = {
    day: ['#2f6fb3', '#79b3dc', '#d8ecf2'],
    golden: ['#3e5f94', '#e39b6b', '#ffd9a3'],
    sunrise: ['#27325e', '#c9728a', '#ffcf8f'],
    haze: ['#6b9ccb', '#a9cbe0', '#eef2ee'],
  };
  const [top, mid, low] = palettes[mood].map((col) => jitter(c.r, col, 0.05)) as [
    string,
    string,
    string,
  ];
  c.body.push(
    `<rect width="${c.W}" height="${f1(horizonY + 4)}" fill="${linear(c, [
      [0, top],
      [0.62, mid],
      [1, low],
    ])}"/>`,
  );
  if (sun) {
    const glow = mood === 'day' || mood === 'haze' ? '#fffbe8' : '#ffe2a8';
    c.body.push(
      `<circle cx="${f1(sun.x)}" cy="${f1(sun.y)}" r="${f1(sun.r * 9)}" fill="${radial(c, [
        [0, glow, 0.75],
        [0.25, glow, 0.28],
        [1, glow, 0],
      ])}"/>`,
      `<circle cx="${f1(sun.x)}" cy="${f1(sun.y)}" r="${f1(sun.r)}" fill="#fffdf2"/>`,
    );
  }
}

function clouds(
  c: Ctx,
  count: number,
  yMin: number,
  yMax: number,
  tint = '#ffffff',
  opacity = 0.8,
) {
  const fill = soft(c, tint);
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const cx = between(c.r, -100, c.W + 100);
    const cy = between(c.r, yMin, yMax);
    const w = between(c.r, 120, 340) * (0.6 + (cy - yMin) / Math.max(1, yMax - yMin));
    for (let k = 0; k < 6; k++) {
      parts.push(
        `<ellipse cx="${f1(cx + between(c.r, -w / 2, w / 2))}" cy="${f1(cy + between(c.r, -12, 8))}" rx="${f1(between(c.r, w * 0.3, w * 0.6))}" ry="${f1(between(c.r, 22, 50))}"/>`,
      );
    }
  }
  c.body.push(`<g fill="${fill}" opacity="${opacity}">${parts.join('')}</g>`);
}

function sea(
  c: Ctx,
  horizonY: number,
  bottomY: number,
  o: { near: string; far: string; sunX?: number; glitter?: string },
) {
  c.body.push(
    `<rect y="${f1(horizonY)}" width="${c.W}" height="${f1(bottomY - horizonY)}" fill="${linear(c, [
      [0, o.far],
      [1, o.near],
    ])}"/>`,
  );
  // Swell: short strokes, thin and dense near the horizon, wider and sparser in front.
  const waves: string[] = [];
  const span = bottomY - horizonY;
  for (let i = 0; i < 520; i++) {
    const t = Math.pow(c.r(), 1.6);
    const y = horizonY + 3 + t * (span - 6);
    const len = 10 + t * 120 * between(c.r, 0.5, 1.4);
    const x = between(c.r, -50, c.W);
    const light = c.r() < 0.55;
    waves.push(
      `<path d="M${f1(x)},${f1(y)} q${f1(len / 2)},${f1(-1 - t * 3)} ${f1(len)},0" stroke="${light ? '#ffffff' : '#06283a'}" stroke-opacity="${f1((light ? 0.18 : 0.14) + t * 0.1)}" stroke-width="${f1(0.8 + t * 2.6)}" fill="none"/>`,
    );
  }
  c.body.push(`<g stroke-linecap="round">${waves.join('')}</g>`);
  if (o.sunX !== undefined) {
    const glints: string[] = [];
    for (let i = 0; i < 180; i++) {
      const t = Math.pow(c.r(), 1.3);
      const y = horizonY + 2 + t * span * 0.9;
      const spread = 20 + t * 240;
      glints.push(
        `<ellipse cx="${f1(o.sunX + between(c.r, -spread, spread))}" cy="${f1(y)}" rx="${f1(3 + t * 26 * c.r())}" ry="${f1(0.6 + t * 2)}"/>`,
      );
    }
    c.body.push(`<g fill="${o.glitter ?? '#fff6dc'}" opacity="0.55">${glints.join('')}</g>`);
  }
}

function boat(c: Ctx, x: number, y: number, size: number, facing: 1 | -1 = 1) {
  const hull = pick(c.r, ['#1f4e8c', '#c0392b', '#f0f0f0', '#2a7a5a', '#e0b43a']);
  const stripe = pick(c.r, ['#f4d03f', '#ffffff', '#c0392b', '#2e86c1']);
  const s = size;
  const shadow = blur(c, Math.max(1, s * 0.04));
  c.body.push(
    `<g transform="translate(${f1(x)},${f1(y)}) scale(${facing},1)">` +
      // reflection
      `<ellipse cx="0" cy="${f1(s * 0.16)}" rx="${f1(s * 0.62)}" ry="${f1(s * 0.08)}" fill="#021a28" opacity="0.35" filter="${shadow}"/>` +
      `<path d="M${-s * 0.6},${-s * 0.12} L${s * 0.62},${-s * 0.16} Q${s * 0.5},${s * 0.12} ${s * 0.3},${s * 0.12} L${-s * 0.45},${s * 0.12} Q${-s * 0.58},${s * 0.02} ${-s * 0.6},${-s * 0.12} Z" fill="${hull}"/>` +
      `<path d="M${-s * 0.58},${-s * 0.05} L${s * 0.58},${-s * 0.08}" stroke="${stripe}" stroke-width="${f1(s * 0.035)}"/>` +
      `<rect x="${-s * 0.22}" y="${-s * 0.34}" width="${s * 0.28}" height="${s * 0.22}" fill="#f4f1ea"/>` +
      `<rect x="${-s * 0.18}" y="${-s * 0.3}" width="${s * 0.2}" height="${s * 0.07}" fill="#33414a"/>` +
      `<line x1="${s * 0.2}" y1="${-s * 0.14}" x2="${s * 0.2}" y2="${-s * 0.7}" stroke="#2b2b2b" stroke-width="${f1(Math.max(1, s * 0.02))}"/>` +
      `<line x1="${s * 0.2}" y1="${-s * 0.66}" x2="${s * 0.6}" y2="${-s * 0.15}" stroke="#2b2b2b" stroke-width="${f1(Math.max(0.6, s * 0.008))}"/>` +
      `</g>`,
  );
}

function sailboat(c: Ctx, x: number, y: number, size: number) {
  const s = size;
  c.body.push(
    `<g transform="translate(${f1(x)},${f1(y)})">` +
      `<path d="M${-s * 0.5},0 L${s * 0.5},0 L${s * 0.38},${s * 0.12} L${-s * 0.4},${s * 0.12} Z" fill="#f7f7f2"/>` +
      `<path d="M0,${-s * 1.3} L0,${-s * 0.05} L${-s * 0.46},${-s * 0.05} Z" fill="#fbfaf4"/>` +
      `<path d="M${s * 0.04},${-s * 1.15} L${s * 0.04},${-s * 0.08} L${s * 0.38},${-s * 0.08} Z" fill="#e9e6dc"/>` +
      `<line x1="0" y1="${-s * 1.35}" x2="0" y2="0" stroke="#444" stroke-width="${f1(Math.max(0.8, s * 0.015))}"/>` +
      `</g>`,
  );
}

/** Round blobs of foliage, darker at the bottom of each crown. */
function foliage(c: Ctx, x: number, y: number, size: number, base: string, blobs = 7): string {
  const parts: string[] = [];
  for (let i = 0; i < blobs; i++) {
    const bx = x + between(c.r, -size * 0.6, size * 0.6);
    const by = y + between(c.r, -size * 0.45, size * 0.35);
    const br = size * between(c.r, 0.28, 0.55);
    parts.push(
      `<circle cx="${f1(bx)}" cy="${f1(by)}" r="${f1(br)}" fill="${jitter(c.r, base, 0.12)}"/>`,
    );
  }
  // light on the top-left edge
  parts.push(
    `<circle cx="${f1(x - size * 0.2)}" cy="${f1(y - size * 0.3)}" r="${f1(size * 0.25)}" fill="${mix(base, '#e8f5a0', 0.35)}" opacity="0.45"/>`,
  );
  return parts.join('');
}

function houseFront(
  c: Ctx,
  x: number,
  groundY: number,
  s: number,
  o: { wall: string; roof: string; storeys?: number; shutters?: string },
): string {
  const w = s * between(c.r, 0.9, 1.5);
  const storeys = o.storeys ?? (c.r() < 0.7 ? 1 : 2);
  const h = s * (0.45 + 0.38 * storeys) * between(c.r, 0.9, 1.1);
  const roofH = s * between(c.r, 0.22, 0.34);
  const top = groundY - h;
  const parts: string[] = [];
  parts.push(
    `<rect x="${f1(x)}" y="${f1(top)}" width="${f1(w)}" height="${f1(h)}" fill="${o.wall}"/>`,
  );
  // shaded side
  parts.push(
    `<rect x="${f1(x + w * 0.78)}" y="${f1(top)}" width="${f1(w * 0.22)}" height="${f1(h)}" fill="#000" opacity="0.12"/>`,
  );
  parts.push(
    `<path d="M${f1(x - s * 0.06)},${f1(top + 1)} L${f1(x + w * 0.18)},${f1(top - roofH)} L${f1(x + w * 0.82)},${f1(top - roofH)} L${f1(x + w + s * 0.06)},${f1(top + 1)} Z" fill="${o.roof}"/>`,
  );
  parts.push(
    `<path d="M${f1(x + w * 0.18)},${f1(top - roofH)} L${f1(x + w * 0.82)},${f1(top - roofH)}" stroke="#000" stroke-opacity="0.25" stroke-width="${f1(Math.max(0.6, s * 0.03))}"/>`,
  );
  // roof tiles texture
  const tiles: string[] = [];
  for (let k = 1; k < 4; k++) {
    const ty = top - roofH + (roofH * k) / 4;
    tiles.push(`M${f1(x)},${f1(ty)} L${f1(x + w)},${f1(ty)}`);
  }
  parts.push(
    `<path d="${tiles.join(' ')}" stroke="#5a1e0c" stroke-opacity="0.25" stroke-width="${f1(Math.max(0.5, s * 0.015))}"/>`,
  );
  const cols = Math.max(1, Math.round(w / (s * 0.42)));
  for (let st = 0; st < storeys; st++) {
    for (let k = 0; k < cols; k++) {
      const wx = x + (w * (k + 0.5)) / cols - s * 0.08;
      const wy = top + s * 0.16 + st * s * 0.38;
      if (st === storeys - 1 && k === Math.floor(cols / 2) && c.r() < 0.8) {
        parts.push(
          `<rect x="${f1(wx)}" y="${f1(groundY - s * 0.36)}" width="${f1(s * 0.16)}" height="${f1(s * 0.36)}" fill="${o.shutters ?? '#5b3a22'}"/>`,
        );
      } else {
        parts.push(
          `<rect x="${f1(wx)}" y="${f1(wy)}" width="${f1(s * 0.16)}" height="${f1(s * 0.2)}" fill="${o.shutters ?? '#2f4b3a'}"/>`,
        );
      }
    }
  }
  return parts.join('');
}

// ---------------------------------------------------------------- themes

function drawSea(c: Ctx): Stage {
  const { r, W, H } = c;
  const horizon = H * between(r, 0.46, 0.56);
  const mood = pick(r, ['day', 'golden', 'day', 'haze'] as const);
  const sun = { x: W * between(r, 0.2, 0.8), y: horizon - H * between(r, 0.12, 0.3), r: 26 };
  sky(c, mood, horizon, sun);
  clouds(c, 7, H * 0.06, horizon - 40, mood === 'golden' ? '#ffe6cf' : '#ffffff', 0.75);
  // distant island or headland
  const far = ridgePath(c, { baseY: horizon - 14, amp: 28, scale: 260, bottomY: horizon + 1 });
  c.body.push(
    `<path d="${far.d}" fill="${mix('#5d7d96', '#bcd4e2', 0.4)}" opacity="0.8" clip-path="none" transform="translate(${f1(between(r, -W * 0.6, W * 0.5))},0) scale(0.6,1)"/>`,
  );
  sea(c, horizon, H, { far: mix('#6fa9c5', '#cde6ee', 0.25), near: '#0b4563', sunX: sun.x });
  const boats = 1 + Math.floor(r() * 3);
  for (let i = 0; i < boats; i++) {
    const depth = between(r, 0.1, 0.8);
    const y = horizon + (H - horizon) * depth;
    if (r() < 0.5) boat(c, between(r, W * 0.1, W * 0.9), y, 30 + depth * 260, r() < 0.5 ? 1 : -1);
    else sailboat(c, between(r, W * 0.1, W * 0.9), y, 20 + depth * 160);
  }
  return { water: { top: horizon, bottom: H, left: 0, right: W } };
}

function cliffFace(
  c: Ctx,
  side: 'left' | 'right',
  horizon: number,
  reach: number,
  topY: number,
  colour: string,
) {
  const { r, W, H } = c;
  const n = noise1d(r, 5);
  const pts: Array<[number, number]> = [];
  // Edge from the top of the cliff down to the water, going outward with noise.
  const steps = 60;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const y = topY + (H - topY) * t;
    const out = reach * (0.55 + 0.45 * Math.pow(t, 0.6)) + n(t * 6) * reach * 0.18;
    pts.push([side === 'left' ? out : W - out, y]);
  }
  const edge = pts.map(([x, y]) => `${f1(x)},${f1(y)}`).join(' L');
  const outer = side === 'left' ? 0 : W;
  const d = `M${outer},${f1(topY - 40)} L${edge} L${outer},${H} Z`;
  const id = uid(c, 'clip');
  c.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
  c.body.push(
    `<path d="${d}" fill="${linear(c, [
      [0, mix(colour, '#6b6a5c', 0.3)],
      [1, mix(colour, '#000000', 0.35)],
    ])}"/>`,
  );
  // Basalt columns and strata
  const lines: string[] = [];
  for (let i = 0; i < 140; i++) {
    const x = side === 'left' ? between(r, 0, reach * 1.2) : W - between(r, 0, reach * 1.2);
    const y = between(r, topY, H);
    const len = between(r, 30, 160);
    lines.push(`M${f1(x)},${f1(y)} l${f1(between(r, -6, 6))},${f1(len)}`);
  }
  c.body.push(
    `<path d="${lines.join(' ')}" stroke="#0d0d0d" stroke-opacity="0.3" stroke-width="2" clip-path="url(#${id})"/>`,
  );
  const light: string[] = [];
  for (let i = 0; i < 90; i++) {
    const x = side === 'left' ? between(r, 0, reach * 1.2) : W - between(r, 0, reach * 1.2);
    const y = between(r, topY, H);
    light.push(
      `M${f1(x)},${f1(y)} l${f1(between(r, 20, 90) * (side === 'left' ? 1 : -1))},${f1(between(r, -4, 4))}`,
    );
  }
  c.body.push(
    `<path d="${light.join(' ')}" stroke="#c9b79a" stroke-opacity="0.18" stroke-width="3" clip-path="url(#${id})"/>`,
  );
  // Green vegetation: a cap on the top and tufts along the ledges
  const shades = ['#5d8a3a', '#41692c', '#2c4a22'];
  const greens: string[][] = [[], [], []];
  const tuft = (x: number, y: number, s: number) =>
    greens[Math.floor(r() * 3)]!.push(
      ellipseSeg(x, y, s, s * between(r, 0.35, 0.6), between(r, -20, 20)),
    );
  for (let i = 0; i < 260; i++) {
    const y = topY - 30 + Math.pow(r(), 2) * 70;
    tuft(
      side === 'left' ? between(r, 0, reach * 1.1) : W - between(r, 0, reach * 1.1),
      y,
      between(r, 6, 22),
    );
  }
  const ledges = 16;
  for (let i = 0; i < ledges; i++) {
    const t = Math.pow(r(), 1.5) * 0.85;
    const y = topY + t * (H - topY);
    const [ex] = pts[Math.min(steps, Math.round(t * steps))]!;
    const from = side === 'left' ? ex : W - ex;
    const len = between(r, 0.2, 0.8) * from;
    const start = between(r, 0, from - len);
    for (let k = 0; k < 30; k++) {
      const d = start + between(r, 0, len);
      tuft(side === 'left' ? ex - d : W - (W - ex) + d, y + between(r, -8, 6), between(r, 3, 11));
    }
  }
  c.body.push(
    `<g clip-path="url(#${id})">${greens.map((d, i) => `<path d="${d.join('')}" fill="${shades[i]}"/>`).join('')}</g>`,
  );
  // foam at the foot
  const foam: string[] = [];
  for (let i = 0; i < 40; i++) {
    const y = between(r, horizon + (H - horizon) * 0.3, H);
    const t = (y - topY) / (H - topY);
    const [ex] = pts[Math.min(steps, Math.round(t * steps))]!;
    foam.push(
      `<ellipse cx="${f1(ex + (side === 'left' ? 1 : -1) * between(r, 0, 30))}" cy="${f1(y)}" rx="${f1(between(r, 20, 70))}" ry="${f1(between(r, 2, 6))}"/>`,
    );
  }
  c.body.push(`<g fill="${soft(c, '#ffffff', 0.5)}" opacity="0.8">${foam.join('')}</g>`);
}

function drawCliffs(c: Ctx): Stage {
  const { r, W, H } = c;
  const horizon = H * between(r, 0.4, 0.5);
  const mood = pick(r, ['day', 'haze', 'golden'] as const);
  const side = r() < 0.5 ? 'left' : 'right';
  const sunX = side === 'left' ? W * between(r, 0.55, 0.85) : W * between(r, 0.15, 0.45);
  sky(c, mood, horizon, { x: sunX, y: horizon - H * between(r, 0.15, 0.3), r: 24 });
  clouds(c, 6, H * 0.05, horizon - 30, '#ffffff', 0.7);
  sea(c, horizon, H, { far: '#7fb2c9', near: '#0a3d58', sunX });
  // far headland in haze
  cliffFace(
    c,
    side === 'left' ? 'right' : 'left',
    horizon,
    W * 0.12,
    horizon - H * 0.08,
    '#7d8f9a',
  );
  c.body.push(`<rect width="${W}" height="${H}" fill="#cfe3ec" opacity="0.12"/>`);
  cliffFace(c, side, horizon, W * between(r, 0.32, 0.45), H * between(r, 0.08, 0.22), '#3b3530');
  if (r() < 0.6) boat(c, side === 'left' ? W * 0.75 : W * 0.25, horizon + (H - horizon) * 0.45, 90);
  // The open sea beside the cliff.
  const [left, right] = side === 'left' ? [W * 0.5, W] : [0, W * 0.5];
  return { water: { top: horizon, bottom: H, left, right } };
}

/** A band on the ground running into the distance: centre(t) and width(t), t=0 near, t=1 far. */
function ribbon(
  n: number,
  centre: (t: number) => [number, number],
  width: (t: number) => number,
  offset: (t: number) => number = () => 0,
): string {
  const left: string[] = [];
  const right: string[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const [x, y] = centre(t);
    const w = width(t);
    const s = offset(t);
    left.push(`${f1(x + s - w / 2)},${f1(y)}`);
    right.push(`${f1(x + s + w / 2)},${f1(y)}`);
  }
  return `M${left.join(' L')} L${right.reverse().join(' L')} Z`;
}

/** A leafy cluster: many small rotated leaves over a darker core. */
/** An ellipse (optionally rotated) as path data, so that many of one colour make one element. */
function ellipseSeg(x: number, y: number, rx: number, ry: number, degrees = 0): string {
  const a = (degrees * Math.PI) / 180;
  const dx = rx * Math.cos(a);
  const dy = rx * Math.sin(a);
  return `M${f1(x - dx)},${f1(y - dy)}a${f1(rx)},${f1(ry)} ${Math.round(degrees)} 1 0 ${f1(2 * dx)},${f1(2 * dy)}a${f1(rx)},${f1(ry)} ${Math.round(degrees)} 1 0 ${f1(-2 * dx)},${f1(-2 * dy)}Z`;
}

/** A leafy cluster: many small rotated leaves in three shades over a darker core. */
function leafCluster(
  c: Ctx,
  x: number,
  y: number,
  size: number,
  base: string,
  leaves: number,
): string {
  const { r } = c;
  const shades = [mix(base, '#d9f08a', 0.22), jitter(r, base, 0.06), mix(base, '#000000', 0.12)];
  const segs: string[][] = [[], [], []];
  for (let i = 0; i < leaves; i++) {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r()) * size;
    const lx = x + Math.cos(a) * d;
    const ly = y + Math.sin(a) * d * 0.7;
    const ls = size * between(r, 0.07, 0.14);
    const shade =
      ly < y - size * 0.2
        ? r() < 0.7
          ? 0
          : 1
        : ly > y + size * 0.2
          ? r() < 0.6
            ? 2
            : 1
          : Math.floor(r() * 3);
    segs[shade]!.push(ellipseSeg(lx, ly, ls, ls * 0.45, between(r, -70, 70)));
  }
  return (
    `<path d="${ellipseSeg(x, y, size * 0.75, size * 0.55)}" fill="${mix(base, '#000000', 0.25)}"/>` +
    segs.map((d, i) => (d.length ? `<path d="${d.join('')}" fill="${shades[i]}"/>` : '')).join('')
  );
}

/** A twisted, mossy trunk as a tapering polygon. */
function trunk(
  c: Ctx,
  x: number,
  bottom: number,
  top: number,
  width: number,
  colour: string,
): string {
  const { r } = c;
  const n = noise1d(r, 3);
  const left: string[] = [];
  const right: string[] = [];
  const steps = 14;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const y = bottom + (top - bottom) * t;
    const cx = x + n(t * 2.5) * width * 2.2;
    const w = width * (1.25 - 0.75 * t) * (i === 0 ? 1.6 : 1);
    left.push(`${f1(cx - w / 2)},${f1(y)}`);
    right.push(`${f1(cx + w / 2)},${f1(y)}`);
  }
  const moss = `<path d="M${left.join(' L')}" stroke="#6f8f3a" stroke-opacity="0.55" stroke-width="${f1(width * 0.25)}" fill="none"/>`;
  return `<path d="M${left.join(' L')} L${right.reverse().join(' L')} Z" fill="${colour}"/>${moss}`;
}

function fern(c: Ctx, x: number, y: number, len: number, colour: string): string {
  const { r } = c;
  const parts: string[] = [];
  const fronds = 5 + Math.floor(r() * 4);
  for (let k = 0; k < fronds; k++) {
    const a = -Math.PI / 2 + between(r, -1.2, 1.2);
    const l = len * between(r, 0.6, 1);
    const ex = x + Math.cos(a) * l;
    const ey = y + Math.sin(a) * l * 0.7 + l * 0.25;
    const mx = x + Math.cos(a) * l * 0.5;
    const my = y + Math.sin(a) * l * 0.65;
    const col = jitter(r, colour, 0.12);
    parts.push(
      `<path d="M${f1(x)},${f1(y)} Q${f1(mx)},${f1(my)} ${f1(ex)},${f1(ey)}" stroke="${col}" stroke-width="${f1(l * 0.025)}" fill="none"/>`,
    );
    const leaflets: string[] = [];
    for (let i = 1; i < 10; i++) {
      const t = i / 10;
      const px = (1 - t) * (1 - t) * x + 2 * (1 - t) * t * mx + t * t * ex;
      const py = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * my + t * t * ey;
      const ll = l * 0.16 * (1 - t * 0.7);
      leaflets.push(
        `M${f1(px)},${f1(py)} l${f1(-ll * 0.4)},${f1(ll)} M${f1(px)},${f1(py)} l${f1(ll * 0.4)},${f1(ll)}`,
      );
    }
    parts.push(
      `<path d="${leaflets.join(' ')}" stroke="${col}" stroke-width="${f1(l * 0.035)}" stroke-linecap="round" fill="none"/>`,
    );
  }
  return parts.join('');
}

function drawLaurel(c: Ctx) {
  const { r, W, H } = c;
  // Bright misty light behind the canopy.
  c.body.push(
    `<rect width="${W}" height="${H}" fill="${linear(c, [
      [0, '#eef4e4'],
      [0.45, '#c6dbb5'],
      [1, '#7d9a66'],
    ])}"/>`,
  );
  const vx = W * between(r, 0.4, 0.62);
  const vy = H * between(r, 0.52, 0.58);
  const layers = [
    { base: '#a9c49c', size: 60, count: 36, trunkW: 6, haze: 0.6 },
    { base: '#7fa56f', size: 80, count: 28, trunkW: 10, haze: 0.4 },
    { base: '#557f47', size: 110, count: 20, trunkW: 16, haze: 0.2 },
  ];
  for (const layer of layers) {
    const trunks: string[] = [];
    const crowns: string[] = [];
    for (let k = 0; k < layer.count; k++) {
      const x = between(r, -60, W + 60);
      const ground = vy + (layer.haze < 0.5 ? between(r, 0, H * 0.08) : 0);
      const top = between(r, H * 0.05, H * 0.4);
      trunks.push(trunk(c, x, ground + 10, top, layer.trunkW, mix('#4a4034', layer.base, 0.55)));
      for (let j = 0; j < 3; j++) {
        crowns.push(
          leafCluster(
            c,
            x + between(r, -layer.size, layer.size),
            top + between(r, -layer.size * 0.5, layer.size * 0.8),
            layer.size,
            layer.base,
            26,
          ),
        );
      }
    }
    c.body.push(`<g>${trunks.join('')}${crowns.join('')}</g>`);
    c.body.push(
      `<rect width="${W}" height="${H}" fill="#eaf2e0" opacity="${f1(0.1 + layer.haze * 0.25)}"/>`,
    );
  }
  // Forest floor
  c.body.push(
    `<path d="M0,${H} L0,${f1(vy + H * 0.05)} Q${f1(vx * 0.5)},${f1(vy - 6)} ${f1(vx)},${f1(vy)} Q${f1(vx + (W - vx) * 0.5)},${f1(vy - 6)} ${W},${f1(vy + H * 0.06)} L${W},${H} Z" fill="${linear(
      c,
      [
        [0, '#4c6b36'],
        [1, '#263a1c'],
      ],
    )}"/>`,
  );
  // The path and the levada channel beside it, narrowing into the forest.
  const bend = between(r, -0.25, 0.25) * W;
  const x0 = W * between(r, 0.38, 0.55);
  const centre = (t: number): [number, number] => {
    const e = 1 - Math.pow(1 - t, 1.8);
    return [
      x0 + (vx - x0) * e + bend * Math.sin(Math.PI * e) * (1 - t),
      H + 20 + (vy - H - 20) * e,
    ];
  };
  const pathW = (t: number) => 6 + W * 0.36 * Math.pow(1 - t, 1.6);
  const side = r() < 0.5 ? -1 : 1;
  c.body.push(
    `<path d="${ribbon(40, centre, pathW)}" fill="${linear(c, [
      [0, '#b39a72'],
      [1, '#7a6446'],
    ])}"/>`,
  );
  const pebbles: string[] = [];
  for (let i = 0; i < 160; i++) {
    const t = Math.pow(r(), 1.7) * 0.9;
    const [x, y] = centre(t);
    const w = pathW(t);
    const s = 1 + (1 - t) * 6;
    pebbles.push(
      `<ellipse cx="${f1(x + between(r, -w / 2, w / 2))}" cy="${f1(y)}" rx="${f1(s)}" ry="${f1(s * 0.5)}" fill="${pick(r, ['#8a7352', '#c9b38d', '#6a5638'])}"/>`,
    );
  }
  c.body.push(pebbles.join(''));
  const channelW = (t: number) => pathW(t) * 0.42;
  const at = (k: number) => (t: number) => side * (pathW(t) / 2 + channelW(t) * k);
  c.body.push(`<path d="${ribbon(40, centre, channelW, at(0.5))}" fill="#8c8d84"/>`);
  c.body.push(
    `<path d="${ribbon(40, centre, (t) => channelW(t) * 0.7, at(0.5))}" fill="${linear(c, [
      [0, '#3f7f86'],
      [1, '#8fc1bf'],
    ])}"/>`,
  );
  c.body.push(
    `<path d="${ribbon(40, centre, (t) => channelW(t) * 0.06, at(0.35))}" fill="#e8f6f2" opacity="0.5"/>`,
  );
  c.body.push(
    `<path d="${ribbon(40, centre, (t) => channelW(t) * 0.12, at(0.09))}" fill="#b9bbae"/>`,
  );
  c.body.push(
    `<path d="${ribbon(40, centre, (t) => channelW(t) * 0.1, at(0.92))}" fill="#6f7068"/>`,
  );
  // Banks of moss and ferns on either side
  const banks: string[] = [];
  for (let i = 0; i < 70; i++) {
    const t = Math.pow(r(), 1.4) * 0.95;
    const [x, y] = centre(t);
    const w = pathW(t);
    const away = (w / 2 + channelW(t) * 1.4 + between(r, 0, w)) * (r() < 0.5 ? -1 : 1);
    const s = 10 + (1 - t) * 90;
    banks.push(
      leafCluster(c, x + away, y - s * 0.3, s, pick(r, ['#3f6d2e', '#4f7f35', '#2f5526']), 16),
    );
  }
  c.body.push(banks.join(''));
  // Framing trunks at the sides and the canopy overhead
  c.body.push(trunk(c, between(r, -10, W * 0.08), H + 40, -20, 60, '#3b3128'));
  c.body.push(trunk(c, W - between(r, -10, W * 0.08), H + 40, -20, 48, '#3b3128'));
  const canopy: string[] = [];
  for (let i = 0; i < 22; i++) {
    const x = between(r, -80, W + 80);
    const y = between(r, -60, H * 0.16) * (Math.abs(x - W / 2) / (W / 2) + 0.4);
    canopy.push(
      leafCluster(c, x, y, between(r, 90, 170), pick(r, ['#2f5a2c', '#3d6b33', '#264a22']), 40),
    );
  }
  c.body.push(canopy.join(''));
  // Shafts of light
  const rays: string[] = [];
  for (let i = 0; i < 4; i++) {
    const x = between(r, W * 0.3, W * 0.9);
    rays.push(
      `<path d="M${f1(x)},0 L${f1(x + 70)},0 L${f1(x - 160)},${H} L${f1(x - 300)},${H} Z"/>`,
    );
  }
  c.body.push(
    `<g fill="${linear(
      c,
      [
        [0, '#fffbe0', 0],
        [0.5, '#fffbe0', 1],
        [1, '#fffbe0', 0],
      ],
      1,
      0,
    )}" opacity="0.16">${rays.join('')}</g>`,
  );
  const ferns: string[] = [];
  for (let i = 0; i < 9; i++) {
    const nearSide = r() < 0.5 ? between(r, -40, W * 0.25) : between(r, W * 0.75, W + 40);
    ferns.push(fern(c, nearSide, H - between(r, 0, H * 0.08), between(r, 140, 260), '#5a9a3a'));
  }
  c.body.push(ferns.join(''));
}

function drawMountain(c: Ctx) {
  const { r, W, H } = c;
  const cloudTop = H * between(r, 0.5, 0.56);
  const sunX = W * between(r, 0.25, 0.75);
  sky(c, r() < 0.7 ? 'sunrise' : 'golden', cloudTop + 30, {
    x: sunX,
    y: cloudTop - H * between(r, 0.06, 0.14),
    r: 30,
  });
  clouds(c, 4, H * 0.04, H * 0.22, '#ffd9c9', 0.4);
  const far = ridgePath(c, { baseY: cloudTop - H * 0.06, amp: H * 0.1, scale: 420, octaves: 4 });
  c.body.push(
    `<path d="${far.d}" fill="${linear(c, [
      [0, '#8a7aa0'],
      [1, '#b7a8c2'],
    ])}" opacity="0.9"/>`,
  );
  const mid = ridgePath(c, {
    baseY: cloudTop - H * 0.02,
    amp: H * 0.16,
    scale: 700,
    ridged: true,
    octaves: 6,
  });
  c.body.push(
    `<path d="${mid.d}" fill="${linear(c, [
      [0, '#4e4262'],
      [1, '#6f6584'],
    ])}"/>`,
  );
  const midRim: string[] = [];
  for (let x = 0; x <= W; x += 8) midRim.push(`${x},${f1(mid.yAt(x) + 1.5)}`);
  c.body.push(
    `<path d="M${midRim.join(' L')}" stroke="#ffb98a" stroke-opacity="0.55" stroke-width="2.5" fill="none"/>`,
  );
  // Sea of clouds filling the valleys, lit pink on top
  c.body.push(
    `<rect y="${f1(cloudTop - H * 0.01)}" width="${W}" height="${f1(H - cloudTop)}" fill="${linear(
      c,
      [
        [0, '#f7e3de', 0],
        [0.12, '#f7e3de', 1],
        [1, '#cdbfd3'],
      ],
    )}"/>`,
  );
  const billows: string[] = [];
  const shadows: string[] = [];
  for (let i = 0; i < 170; i++) {
    const x = between(r, -100, W + 100);
    const t = i < 70 ? between(r, -0.04, 0.1) : r();
    const y = cloudTop + t * H * 0.3;
    const rx = between(r, 50, 160) * (0.6 + t);
    const ry = rx * between(r, 0.22, 0.35);
    shadows.push(
      `<ellipse cx="${f1(x + rx * 0.1)}" cy="${f1(y + ry * 0.45)}" rx="${f1(rx)}" ry="${f1(ry)}"/>`,
    );
    billows.push(`<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(rx)}" ry="${f1(ry)}"/>`);
  }
  c.body.push(`<g fill="${soft(c, '#a898b8', 0.5)}" opacity="0.7">${shadows.join('')}</g>`);
  c.body.push(`<g fill="${soft(c, '#fff3ec', 0.55)}">${billows.join('')}</g>`);
  // Foreground rocky summit with the trail
  const near = ridgePath(c, {
    baseY: H * 0.76,
    amp: H * 0.1,
    scale: 520,
    tilt: between(r, -H * 0.25, H * 0.25),
    octaves: 5,
  });
  const id = uid(c, 'clip');
  c.defs.push(`<clipPath id="${id}"><path d="${near.d}"/></clipPath>`);
  c.body.push(
    `<path d="${near.d}" fill="${linear(c, [
      [0, '#7a5240'],
      [0.45, '#4a332a'],
      [1, '#1e1714'],
    ])}"/>`,
  );
  const strata: string[] = [];
  for (let i = 0; i < 220; i++) {
    const x = between(r, 0, W);
    const y = near.yAt(x) + between(r, 4, H * 0.3);
    strata.push(`M${f1(x)},${f1(y)} l${f1(between(r, 10, 70))},${f1(between(r, -10, 10))}`);
  }
  c.body.push(
    `<path d="${strata.join(' ')}" stroke="#d39a6a" stroke-opacity="0.2" stroke-width="2.5" clip-path="url(#${id})"/>`,
  );
  const cracks: string[] = [];
  for (let i = 0; i < 120; i++) {
    const x = between(r, 0, W);
    const y = near.yAt(x) + between(r, 4, H * 0.3);
    cracks.push(`M${f1(x)},${f1(y)} l${f1(between(r, -8, 8))},${f1(between(r, 10, 40))}`);
  }
  c.body.push(
    `<path d="${cracks.join(' ')}" stroke="#120c0a" stroke-opacity="0.35" stroke-width="2" clip-path="url(#${id})"/>`,
  );
  const rim: string[] = [];
  for (let x = 0; x <= W; x += 8) rim.push(`${x},${f1(near.yAt(x) + 2)}`);
  c.body.push(
    `<path d="M${rim.join(' L')}" stroke="#ffb37a" stroke-opacity="0.75" stroke-width="4" fill="none"/>`,
  );
  const shrubs: string[] = [];
  for (let i = 0; i < 45; i++) {
    const x = between(r, 0, W);
    const depth = r();
    const y = near.yAt(x) + 10 + depth * H * 0.3;
    shrubs.push(
      leafCluster(c, x, y, 8 + depth * 26, pick(r, ['#55602f', '#6b6a34', '#7a5f2c']), 24),
    );
  }
  c.body.push(`<g clip-path="url(#${id})">${shrubs.join('')}</g>`);
  // The paved trail with its railing, climbing to the ridge
  const tx = W * between(r, 0.35, 0.65);
  const topY = near.yAt(tx) + 8;
  const centre = (t: number): [number, number] => [
    tx - 300 * (1 - t) * (1 - t) + 40 * t,
    H + 10 + (topY - H - 10) * t,
  ];
  const width = (t: number) => 8 + 150 * Math.pow(1 - t, 1.5);
  c.body.push(`<g clip-path="url(#${id})"><path d="${ribbon(30, centre, width)}" fill="#a8927a"/>`);
  const posts: string[] = [];
  for (let i = 0; i < 12; i++) {
    const t = i / 12;
    const [x, y] = centre(t);
    const w = width(t);
    const h = 6 + 60 * Math.pow(1 - t, 1.5);
    posts.push(`M${f1(x + w / 2 + 4)},${f1(y)} l0,${f1(-h)}`);
  }
  const rail: string[] = [];
  for (let i = 0; i <= 24; i++) {
    const t = i / 24;
    const [x, y] = centre(t);
    rail.push(`${f1(x + width(t) / 2 + 4)},${f1(y - (6 + 60 * Math.pow(1 - t, 1.5)))}`);
  }
  c.body.push(
    `<path d="${posts.join(' ')} M${rail.join(' L')}" stroke="#3a2e26" stroke-width="3" fill="none"/></g>`,
  );
}

function drawTown(c: Ctx) {
  const { r, W, H } = c;
  const seaLine = H * between(r, 0.34, 0.42);
  const mood = pick(r, ['day', 'golden', 'day'] as const);
  sky(c, mood, seaLine, { x: W * between(r, 0.1, 0.9), y: seaLine * 0.35, r: 22 });
  clouds(c, 5, H * 0.04, seaLine - 40, '#ffffff', 0.7);
  sea(c, seaLine, H * 0.7, { far: '#87bad0', near: '#2f7395' });
  // Hillside rising from the sea, houses spread on it.
  const hill = ridgePath(c, {
    baseY: H * 0.32,
    amp: H * 0.1,
    scale: 500,
    tilt: (r() < 0.5 ? -1 : 1) * H * 0.35,
  });
  c.body.push(
    `<path d="${hill.d}" fill="${linear(c, [
      [0, '#6f8f4a'],
      [0.5, '#557a3a'],
      [1, '#3f6530'],
    ])}"/>`,
  );
  // terraces and banana plantations
  const greens: string[] = [];
  for (let i = 0; i < 160; i++) {
    const x = between(r, 0, W);
    const y = between(r, hill.yAt(x) + 6, H);
    greens.push(
      `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(between(r, 14, 44) * (0.5 + y / H))}" ry="${f1(between(r, 5, 14) * (0.5 + y / H))}" fill="${jitter(r, '#4f7a33', 0.18)}"/>`,
    );
  }
  c.body.push(`<g opacity="0.85">${greens.join('')}</g>`);
  type House = { x: number; y: number; s: number };
  const houses: House[] = [];
  for (let i = 0; i < 150; i++) {
    const x = between(r, -40, W);
    const top = hill.yAt(x) + 24;
    if (top > H) continue;
    const y = between(r, top, H + 30);
    const depth = (y - top) / Math.max(1, H - top);
    houses.push({ x, y, s: 18 + 60 * depth + (y / H) * 30 });
  }
  houses.sort((a, b) => a.y - b.y);
  const parts: string[] = [];
  for (const h of houses) {
    parts.push(
      houseFront(c, h.x, h.y, h.s, {
        wall: pick(r, ['#f7f4ec', '#fbf8f1', '#f2eadb', '#f6f1e6', '#efe4cf', '#f9f2e2']),
        roof: jitter(r, '#b5532a', 0.12),
        shutters: pick(r, ['#2f5f3a', '#3f6b4a', '#6b3e26', '#2d4f6c']),
      }),
    );
    if (r() < 0.35)
      parts.push(foliage(c, h.x + between(r, -20, 40), h.y - h.s * 0.1, h.s * 0.55, '#3f6d2c', 5));
  }
  c.body.push(parts.join(''));
  // a church tower
  const cx = W * between(r, 0.25, 0.75);
  const cy = Math.max(hill.yAt(cx) + 120, H * 0.62);
  c.body.push(
    `<g><rect x="${f1(cx)}" y="${f1(cy - 190)}" width="46" height="190" fill="#f7f4ec"/><rect x="${f1(cx + 34)}" y="${f1(cy - 190)}" width="12" height="190" fill="#000" opacity="0.12"/>` +
      `<path d="M${f1(cx - 4)},${f1(cy - 188)} L${f1(cx + 23)},${f1(cy - 240)} L${f1(cx + 50)},${f1(cy - 188)} Z" fill="#3a3a3a"/>` +
      `<rect x="${f1(cx + 15)}" y="${f1(cy - 172)}" width="16" height="24" rx="8" fill="#2b2b2b"/><rect x="${f1(cx + 8)}" y="${f1(cy - 110)}" width="30" height="6" fill="#5a4a3a"/></g>`,
  );
}

function terraces(c: Ctx, ridge: { yAt: (x: number) => number }, bottomY: number, tint: string) {
  const { r, W } = c;
  const rows = 16;
  const wobble = noise1d(r, 3);
  for (let k = 0; k < rows; k++) {
    const t0 = Math.pow(k / rows, 1.35);
    const t1 = Math.pow((k + 1) / rows, 1.35);
    const line = (t: number) => {
      const pts: string[] = [];
      for (let x = -10; x <= W + 10; x += 16) {
        const top = ridge.yAt(x) + 8;
        pts.push(`${x},${f1(top + (bottomY - top) * t + wobble(x / 300 + k) * 8)}`);
      }
      return pts;
    };
    const a = line(t0);
    const b = line(t1).reverse();
    c.body.push(`<path d="M${a.join(' L')} L${b.join(' L')} Z" fill="${jitter(r, tint, 0.08)}"/>`);
    // stone wall at the bottom edge of each terrace, lit from above
    c.body.push(
      `<path d="M${line(t1).join(' L')}" stroke="#8d7658" stroke-width="${f1(2 + t1 * 9)}" fill="none" opacity="0.9"/>`,
    );
    // vine rows as dotted lines
    const dots: string[][] = [[], [], []];
    const vineShades = ['#4f7d2c', '#3e6a22', '#2f561a'];
    const rowsInTerrace = 2;
    for (let j = 1; j <= rowsInTerrace; j++) {
      const t = t0 + ((t1 - t0) * j) / (rowsInTerrace + 1);
      const spacing = 6 + t * 16;
      for (let x = between(r, 0, spacing); x < W; x += spacing) {
        const top = ridge.yAt(x) + 8;
        const y = top + (bottomY - top) * t + wobble(x / 300 + k) * 8;
        dots[Math.floor(r() * 3)]!.push(ellipseSeg(x, y, 2 + t * 9, 1.5 + t * 6));
      }
    }
    c.body.push(dots.map((d, i) => `<path d="${d.join('')}" fill="${vineShades[i]}"/>`).join(''));
  }
}

function drawVineyard(c: Ctx) {
  const { r, W, H } = c;
  const horizon = H * 0.36;
  sky(c, pick(r, ['day', 'golden', 'haze'] as const), horizon + 60, {
    x: W * between(r, 0.2, 0.8),
    y: H * 0.12,
    r: 22,
  });
  clouds(c, 5, H * 0.03, horizon - 20, '#ffffff', 0.65);
  const far = ridgePath(c, { baseY: horizon, amp: H * 0.05, scale: 300 });
  c.body.push(`<path d="${far.d}" fill="#8ea5b6"/>`);
  const mid = ridgePath(c, { baseY: horizon + H * 0.06, amp: H * 0.06, scale: 260 });
  c.body.push(`<path d="${mid.d}" fill="#708d7a"/>`);
  terraces(c, mid, H * 0.62, '#7a8f4a');
  c.body.push(
    `<rect y="${f1(horizon - H * 0.08)}" width="${W}" height="${f1(H * 0.34)}" fill="${linear(c, [
      [0, '#dfe9ef', 0],
      [0.3, '#dfe9ef', 0.3],
      [1, '#dfe9ef', 0],
    ])}"/>`,
  );
  // the river in the valley
  const river = H * 0.64;
  sea(c, river, H * 0.76, { far: '#3f6f72', near: '#2b5659' });
  const near = ridgePath(c, { baseY: H * 0.74, amp: H * 0.04, scale: 400, tilt: H * 0.1 });
  c.body.push(`<path d="${near.d}" fill="#5e7d3a"/>`);
  terraces(c, near, H + 40, '#86a04f');
  if (r() < 0.6) {
    // quinta: a white house among the vines
    const x = W * between(r, 0.1, 0.8);
    c.body.push(
      houseFront(c, x, mid.yAt(x) + H * 0.12, 40, { wall: '#faf6ee', roof: '#b04e2a', storeys: 2 }),
    );
  }
}

/** The Douro at Porto: Luís I's iron arch with its two decks, rabelo boats carrying barrels. */
function portoRiver(c: Ctx, riverTop: number) {
  const { r, W } = c;
  const x0 = W * between(r, 0.35, 0.5);
  const span = W * 0.42;
  const foot = riverTop + 16;
  const apex = riverTop - 150;
  const arch = `M${f1(x0)},${f1(foot)} Q${f1(x0 + span / 2)},${f1(apex - 150)} ${f1(x0 + span)},${f1(foot)}`;
  const hangers: string[] = [];
  for (let k = 1; k < 12; k++) {
    const t = k / 12;
    const x = x0 + span * t;
    const y = (1 - t) * (1 - t) * foot + 2 * t * (1 - t) * (apex - 150) + t * t * foot;
    hangers.push(`M${f1(x)},${f1(apex - 4)} L${f1(x)},${f1(y)}`);
  }
  c.body.push(
    `<g stroke="#3f454c" fill="none">` +
      `<path d="${arch}" stroke-width="9"/>` +
      `<path d="${hangers.join(' ')}" stroke-width="2.5"/>` +
      `<path d="M${f1(x0 - 140)},${f1(apex - 6)} L${f1(x0 + span + 140)},${f1(apex - 6)}" stroke-width="8"/>` +
      `<path d="M${f1(x0 - 40)},${f1(foot - 2)} L${f1(x0 + span + 40)},${f1(foot - 2)}" stroke-width="6"/>` +
      `<rect x="${f1(x0 - 12)}" y="${f1(apex - 4)}" width="14" height="${f1(foot - apex)}" fill="#575d63" stroke="none"/>` +
      `<rect x="${f1(x0 + span - 2)}" y="${f1(apex - 4)}" width="14" height="${f1(foot - apex)}" fill="#575d63" stroke="none"/>` +
      `</g>`,
  );
  const rabelos = 2 + Math.floor(r() * 2);
  for (let i = 0; i < rabelos; i++) {
    const x = between(r, W * 0.05, W * 0.9);
    const y = riverTop + between(r, 40, 90);
    const s = between(r, 70, 120);
    const barrels = [0, 1, 2, 3]
      .map(
        (k) =>
          `<ellipse cx="${f1(-s * 0.3 + k * s * 0.16)}" cy="${f1(-s * 0.1)}" rx="${f1(s * 0.07)}" ry="${f1(s * 0.06)}" fill="#7a4a26"/>`,
      )
      .join('');
    c.body.push(
      `<g transform="translate(${f1(x)},${f1(y)})">` +
        `<path d="M${-s * 0.6},${-s * 0.06} L${s * 0.55},${-s * 0.06} Q${s * 0.5},${s * 0.1} ${s * 0.3},${s * 0.1} L${-s * 0.45},${s * 0.1} Z" fill="#3a2a1c"/>` +
        barrels +
        `<line x1="${f1(s * 0.05)}" y1="${f1(-s * 0.06)}" x2="${f1(s * 0.05)}" y2="${f1(-s * 0.95)}" stroke="#2b2b2b" stroke-width="2"/>` +
        `<rect x="${f1(-s * 0.22)}" y="${f1(-s * 0.9)}" width="${f1(s * 0.54)}" height="${f1(s * 0.6)}" fill="#efe6d2"/>` +
        `</g>`,
    );
  }
}

/** A city on a river: Lisbon (the red suspension bridge, the castle, a yellow tram) or Porto. */
function drawCity(c: Ctx, town: 'lisbon' | 'porto' = 'lisbon') {
  const { r, W, H } = c;
  const riverTop = H * 0.3;
  const mood = pick(r, ['golden', 'day', 'golden'] as const);
  sky(c, mood, riverTop, { x: W * between(r, 0.55, 0.9), y: riverTop * 0.45, r: 24 });
  clouds(c, 4, H * 0.03, riverTop - 30, mood === 'golden' ? '#ffe3c8' : '#ffffff', 0.6);
  const farBank = ridgePath(c, { baseY: riverTop - 6, amp: 10, scale: 200, bottomY: riverTop + 4 });
  c.body.push(`<path d="${farBank.d}" fill="#8d9aa6"/>`);
  sea(c, riverTop + 2, H * 0.5, {
    far: '#9fbfcf',
    near: '#5d8ea8',
    sunX: W * 0.75,
    glitter: '#ffe9c4',
  });
  if (town === 'porto') portoRiver(c, riverTop);
  // The red suspension bridge far away
  const bx = W * between(r, 0.5, 0.7);
  const by = riverTop + 14;
  const tower = (x: number) =>
    `<rect x="${f1(x)}" y="${f1(by - 70)}" width="7" height="82" fill="#b2452d"/>`;
  if (town === 'lisbon') {
    c.body.push(
      `<g>${tower(bx)}${tower(bx + 260)}<path d="M${f1(bx - 260)},${f1(by)} Q${f1(bx - 130)},${f1(by - 20)} ${f1(bx + 3)},${f1(by - 68)} Q${f1(bx + 130)},${f1(by - 4)} ${f1(bx + 263)},${f1(by - 68)} Q${f1(bx + 390)},${f1(by - 20)} ${f1(bx + 520)},${f1(by)}" stroke="#b2452d" stroke-width="2" fill="none"/>` +
        `<rect x="${f1(bx - 260)}" y="${f1(by)}" width="780" height="5" fill="#8e3a26"/></g>`,
    );
  }
  // Two hills of houses, the castle on the higher one
  const hill = ridgePath(c, { baseY: H * 0.42, amp: H * 0.1, scale: 360, tilt: -H * 0.12 });
  c.body.push(`<path d="${hill.d}" fill="#9a6f55"/>`);
  type B = { x: number; y: number; s: number };
  const blocks: B[] = [];
  for (let i = 0; i < 380; i++) {
    const x = between(r, -60, W);
    const top = hill.yAt(x) + 10;
    const y = between(r, top, H + 40);
    blocks.push({ x, y, s: 16 + ((y - top) / (H - top)) * 70 });
  }
  blocks.sort((a, b) => a.y - b.y);
  const castleX = W * between(r, 0.08, 0.3);
  const cy = hill.yAt(castleX + 60) + 10;
  // Porto's hill has the Clérigos tower; Lisbon's the castle.
  if (town === 'porto') {
    c.body.push(
      `<g fill="#cdbb98"><rect x="${f1(castleX + 50)}" y="${f1(cy - 230)}" width="44" height="240"/>` +
        `<rect x="${f1(castleX + 44)}" y="${f1(cy - 236)}" width="56" height="12"/>` +
        `<ellipse cx="${f1(castleX + 72)}" cy="${f1(cy - 240)}" rx="18" ry="22"/>` +
        `<rect x="${f1(castleX + 70)}" y="${f1(cy - 276)}" width="4" height="20"/></g>`,
    );
  } else
    c.body.push(
      `<g fill="#b9a68a"><rect x="${f1(castleX)}" y="${f1(cy - 50)}" width="160" height="60"/>${[
        0, 1, 2, 3, 4, 5, 6, 7,
      ]
        .map((k) => `<rect x="${f1(castleX + k * 20)}" y="${f1(cy - 60)}" width="11" height="12"/>`)
        .join('')}<rect x="${f1(castleX + 60)}" y="${f1(cy - 85)}" width="34" height="40"/></g>`,
    );
  const parts: string[] = [];
  for (const b of blocks) {
    parts.push(
      houseFront(c, b.x, b.y, b.s, {
        wall: pick(r, [
          '#f2d98a',
          '#f4e6c8',
          '#e9b8a2',
          '#f7f2e8',
          '#c9dbe6',
          '#f0c987',
          '#e6d3b3',
          '#d98c6a',
        ]),
        roof: jitter(r, '#b8572f', 0.14),
        storeys: 2 + Math.floor(r() * 3),
        shutters: pick(r, ['#3b4d5c', '#4a3a2c', '#5a6f7f']),
      }),
    );
    if (r() < 0.08) parts.push(foliage(c, b.x, b.y - b.s * 0.3, b.s * 0.6, '#4a7035', 5));
  }
  c.body.push(parts.join(''));
  if (town === 'porto') return;
  // The yellow tram on its street in front
  const ty = H * between(r, 0.9, 0.96);
  const tx = W * between(r, 0.15, 0.55);
  c.body.push(`<rect y="${f1(ty - 4)}" width="${W}" height="${f1(H - ty + 4)}" fill="#6c6963"/>`);
  c.body.push(
    `<path d="M0,${f1(ty + 16)} L${W},${f1(ty + 16)} M0,${f1(ty + 26)} L${W},${f1(ty + 26)}" stroke="#c9c4b8" stroke-width="2"/>`,
  );
  const tw = 300;
  const th = 150;
  c.body.push(
    `<g transform="translate(${f1(tx)},${f1(ty - th)})">` +
      `<rect x="0" y="0" width="${tw}" height="${th}" rx="14" fill="#f2c12e"/>` +
      `<rect x="0" y="${th * 0.62}" width="${tw}" height="${th * 0.38}" rx="6" fill="#e3b01f"/>` +
      `<rect x="0" y="0" width="${tw}" height="${th * 0.12}" rx="8" fill="#f7f2e0"/>` +
      [0, 1, 2, 3, 4, 5]
        .map(
          (k) =>
            `<rect x="${18 + k * 46}" y="${th * 0.2}" width="34" height="${th * 0.34}" rx="4" fill="#3a4650"/><rect x="${20 + k * 46}" y="${th * 0.22}" width="12" height="${th * 0.3}" fill="#8fa7b5" opacity="0.45"/>`,
        )
        .join('') +
      `<rect x="${tw * 0.42}" y="${th * 0.62}" width="${tw * 0.16}" height="${th * 0.26}" fill="#c99b17"/>` +
      `<path d="M${tw * 0.5},0 L${tw * 0.35},${-th * 0.5} L${tw * 0.55},${-th * 0.5}" stroke="#333" stroke-width="3" fill="none"/>` +
      `<circle cx="${tw * 0.2}" cy="${th + 4}" r="14" fill="#222"/><circle cx="${tw * 0.8}" cy="${th + 4}" r="14" fill="#222"/>` +
      `<rect x="${tw - 26}" y="${th * 0.66}" width="18" height="10" rx="4" fill="#fff6c8"/>` +
      `</g>`,
  );
  c.body.push(
    `<path d="M0,${f1(ty - th - 70)} L${W},${f1(ty - th - 80)}" stroke="#333" stroke-width="1.5" opacity="0.7"/>`,
  );
}

function drawBeach(c: Ctx): Stage {
  const { r, W, H } = c;
  const horizon = H * between(r, 0.38, 0.46);
  const sunX = W * between(r, 0.2, 0.8);
  sky(c, pick(r, ['day', 'day', 'golden'] as const), horizon, { x: sunX, y: horizon * 0.4, r: 24 });
  clouds(c, 4, H * 0.04, horizon - 30, '#ffffff', 0.7);
  const shore = H * between(r, 0.64, 0.72);
  sea(c, horizon, shore + 20, { far: '#3f86b4', near: '#3fb7b4', sunX });
  // Foam where the waves reach the sand
  const sandNoise = noise1d(r, 3);
  const shoreAt = (x: number) => shore + sandNoise(x / 240) * 18;
  const sandPts: string[] = [];
  for (let x = -10; x <= W + 10; x += 10) sandPts.push(`${x},${f1(shoreAt(x))}`);
  c.body.push(
    `<path d="M-10,${H} L${sandPts.join(' L')} L${W + 10},${H} Z" fill="${linear(c, [
      [0, '#e9cf97'],
      [0.4, '#e2bf7f'],
      [1, '#cfa461'],
    ])}"/>`,
  );
  c.body.push(
    `<path d="M${sandPts.join(' L')}" stroke="#ffffff" stroke-width="8" fill="none" opacity="0.85"/>`,
  );
  c.body.push(
    `<path d="M${sandPts
      .map((p) => {
        const [x, y] = p.split(',');
        return `${x},${f1(Number(y) + 16)}`;
      })
      .join(' L')}" stroke="#c8a36a" stroke-width="14" fill="none" opacity="0.5"/>`,
  );
  // wet sand and ripples
  const ripples: string[] = [];
  for (let i = 0; i < 140; i++) {
    const y = between(r, shore + 30, H);
    const t = (y - shore) / (H - shore);
    ripples.push(
      `M${f1(between(r, 0, W))},${f1(y)} q${f1(20 + t * 60)},${f1(-3 - t * 4)} ${f1(40 + t * 120)},0`,
    );
  }
  c.body.push(
    `<path d="${ripples.join(' ')}" stroke="#a98648" stroke-opacity="0.25" stroke-width="2" fill="none"/>`,
  );
  // Algarve rock stacks and a headland: ochre limestone with strata, caves and scrub on top
  type Stack = { cx: number; depth: number; w: number; h: number };
  const stacks: Stack[] = [];
  const headlandLeft = r() < 0.5;
  stacks.push({
    cx: headlandLeft ? between(r, 0, W * 0.08) : W - between(r, 0, W * 0.08),
    depth: between(r, 0.5, 0.8),
    w: W * between(r, 0.45, 0.6),
    h: H * between(r, 0.2, 0.28),
  });
  const count = 2 + Math.floor(r() * 3);
  for (let i = 0; i < count; i++) {
    const depth = between(r, 0.1, 0.85);
    stacks.push({
      cx: between(r, W * 0.1, W * 0.9),
      depth,
      w: (70 + depth * 230) * between(r, 0.7, 1.3),
      h: (50 + depth * 220) * between(r, 0.8, 1.3),
    });
  }
  stacks.sort((a, b) => a.depth - b.depth);
  for (const { cx, depth, w, h } of stacks) {
    const base = horizon + (shore - horizon) * depth + 6;
    const edge = noise1d(r, 4);
    const crown = noise1d(r, 5);
    const left: string[] = [];
    const right: string[] = [];
    const top: string[] = [];
    for (let k = 0; k <= 16; k++) {
      const t = k / 16; // 0 at the water, 1 at the top
      const y = base - h * t;
      const inset = w * (0.1 * Math.pow(1 - t, 4) + 0.14 * t * t);
      left.push(`${f1(cx - w / 2 + inset + edge(t * 3) * w * 0.12)},${f1(y)}`);
      right.push(`${f1(cx + w / 2 - inset + edge(t * 3 + 40) * w * 0.12)},${f1(y)}`);
    }
    for (let k = 1; k < 24; k++) {
      const t = k / 24;
      const x = cx - w / 2 + w * 0.14 + w * 0.72 * t;
      top.push(
        `${f1(x)},${f1(base - h - crown(t * 4) * h * 0.12 - Math.sin(Math.PI * t) * h * 0.12)}`,
      );
    }
    const d = `M${left.join(' L')} L${top.join(' L')} L${right.reverse().join(' L')} Z`;
    const clip = uid(c, 'clip');
    c.defs.push(`<clipPath id="${clip}"><path d="${d}"/></clipPath>`);
    const haze = (1 - depth) * 0.35;
    c.body.push(
      `<path d="${d}" fill="${linear(
        c,
        [
          [0, mix('#eab678', '#c9d6e0', haze)],
          [0.55, mix('#cf8646', '#c9d6e0', haze)],
          [1, mix('#8e5026', '#c9d6e0', haze)],
        ],
        1,
        0.3,
      )}"/>`,
    );
    const strata: string[] = [];
    for (let k = 0; k < 18; k++) {
      const y = base - h * 1.2 + (h * 1.2 * k) / 18 + between(r, -3, 3);
      strata.push(
        `M${f1(cx - w)},${f1(y)} Q${f1(cx)},${f1(y + between(r, -10, 10))} ${f1(cx + w)},${f1(y + between(r, -6, 6))}`,
      );
    }
    const grooves: string[] = [];
    for (let k = 0; k < 14; k++) {
      const x = cx + between(r, -w / 2, w / 2);
      grooves.push(
        `M${f1(x)},${f1(base - h * between(r, 0.5, 1.1))} q${f1(between(r, -10, 10))},${f1(h * 0.3)} ${f1(between(r, -6, 6))},${f1(h * between(r, 0.4, 0.9))}`,
      );
    }
    c.body.push(
      `<g clip-path="url(#${clip})"><path d="${strata.join(' ')}" stroke="#6e3b1c" stroke-opacity="0.3" stroke-width="${f1(1 + depth * 3)}" fill="none"/>` +
        `<path d="${grooves.join(' ')}" stroke="#5a2e14" stroke-opacity="0.3" stroke-width="${f1(2 + depth * 6)}" fill="none"/>` +
        // scrub on the crown
        `<path d="M${top.join(' L')}" stroke="#6f7a3a" stroke-width="${f1(4 + depth * 14)}" fill="none" opacity="0.85"/></g>`,
    );
    if (r() < 0.45 && w < W * 0.3) {
      // a sea arch or cave at the waterline
      c.body.push(
        `<path d="M${f1(cx - w * 0.14)},${f1(base + 2)} Q${f1(cx - w * 0.1)},${f1(base - h * 0.5)} ${f1(cx + w * 0.02)},${f1(base - h * 0.5)} Q${f1(cx + w * 0.15)},${f1(base - h * 0.45)} ${f1(cx + w * 0.16)},${f1(base + 2)} Z" fill="${mix('#3b2414', '#3fa5b0', 0.2)}"/>`,
      );
    }
    // wet dark foot and foam
    c.body.push(
      `<path d="M${f1(cx - w / 2)},${f1(base)} L${f1(cx + w / 2)},${f1(base)}" stroke="#4a2a16" stroke-opacity="0.5" stroke-width="${f1(3 + depth * 8)}"/>`,
    );
    c.body.push(
      `<ellipse cx="${f1(cx)}" cy="${f1(base + 2)}" rx="${f1(w * 0.6)}" ry="${f1(3 + depth * 6)}" fill="${soft(c, '#ffffff', 0.5)}"/>`,
    );
  }
  // beach umbrellas
  if (r() < 0.7) {
    for (let i = 0; i < 3; i++) {
      const x = between(r, W * 0.1, W * 0.9);
      const y = between(r, shore + 60, H - 40);
      const s = 30 + ((y - shore) / (H - shore)) * 90;
      const col = pick(r, ['#e2683c', '#2e86c1', '#f4d03f', '#ffffff']);
      c.body.push(
        `<line x1="${f1(x)}" y1="${f1(y)}" x2="${f1(x)}" y2="${f1(y - s * 1.3)}" stroke="#5a4a3a" stroke-width="${f1(s * 0.05)}"/>` +
          `<path d="M${f1(x - s)},${f1(y - s * 1.2)} Q${f1(x)},${f1(y - s * 1.8)} ${f1(x + s)},${f1(y - s * 1.2)} Z" fill="${col}"/>` +
          `<ellipse cx="${f1(x + s * 0.3)}" cy="${f1(y)}" rx="${f1(s * 0.9)}" ry="${f1(s * 0.12)}" fill="#8a6a3a" opacity="0.25"/>`,
      );
    }
  }
  return { water: { top: horizon, bottom: shore, left: 0, right: W } };
}

function drawParaglider(c: Ctx): string {
  const { r, W, H } = c;
  const x = between(r, W * 0.2, W * 0.8);
  const y = between(r, H * 0.08, H * 0.2);
  const s = between(r, 90, 150);
  const wing = pick(r, ['#e2683c', '#f4d03f', '#2e86c1', '#c0392b']);
  const pilot = { x, y: y + s * 1.1 };
  const lines = [-0.9, -0.45, 0, 0.45, 0.9]
    .map(
      (k) =>
        `M${f1(x + s * k)},${f1(y - s * 0.08 * (1 - Math.abs(k)))} L${f1(pilot.x)},${f1(pilot.y)}`,
    )
    .join(' ');
  return (
    `<path d="M${f1(x - s)},${f1(y)} Q${f1(x)},${f1(y - s * 0.5)} ${f1(x + s)},${f1(y)} Q${f1(x)},${f1(y - s * 0.22)} ${f1(x - s)},${f1(y)} Z" fill="${wing}"/>` +
    `<path d="${lines}" stroke="#333" stroke-width="1" opacity="0.7"/>` +
    `<circle cx="${f1(pilot.x)}" cy="${f1(pilot.y)}" r="${f1(s * 0.06)}" fill="#2b2b2b"/>` +
    `<circle cx="${f1(pilot.x + s * 0.09)}" cy="${f1(pilot.y + s * 0.07)}" r="${f1(s * 0.06)}" fill="#3b4d5c"/>`
  );
}

function drawDolphins(c: Ctx, w: NonNullable<Stage['water']>): string {
  const parts: string[] = [];
  const count = 2 + Math.floor(c.r() * 2);
  const groupX = between(
    c.r,
    w.left + (w.right - w.left) * 0.25,
    w.right - (w.right - w.left) * 0.25,
  );
  for (let i = 0; i < count; i++) {
    const depth = between(c.r, 0.25, 0.7);
    const y = w.top + (w.bottom - w.top) * depth;
    const s = 30 + depth * 110;
    const x = groupX + between(c.r, -1.6, 1.6) * s;
    const dir = c.r() < 0.5 ? 1 : -1;
    parts.push(
      `<g transform="translate(${f1(x)},${f1(y)}) scale(${dir},1)">` +
        `<path d="M${f1(-s)},0 Q${f1(-s * 0.2)},${f1(-s * 0.9)} ${f1(s * 0.7)},${f1(-s * 0.25)} L${f1(s * 0.95)},${f1(-s * 0.3)} L${f1(s * 0.75)},${f1(-s * 0.12)} Q${f1(0)},${f1(-s * 0.5)} ${f1(-s * 0.8)},${f1(s * 0.05)} Z" fill="#4d5a66"/>` +
        `<path d="M${f1(-s * 0.15)},${f1(-s * 0.58)} L${f1(-s * 0.35)},${f1(-s * 0.85)} L${f1(s * 0.05)},${f1(-s * 0.62)} Z" fill="#3d4852"/>` +
        `<ellipse cx="${f1(-s)}" cy="${f1(s * 0.03)}" rx="${f1(s * 0.35)}" ry="${f1(s * 0.07)}" fill="#ffffff" opacity="0.7"/>` +
        `</g>`,
    );
  }
  return parts.join('');
}

function drawKayaks(c: Ctx, w: NonNullable<Stage['water']>): string {
  const parts: string[] = [];
  const count = 2 + Math.floor(c.r() * 2);
  const depth = between(c.r, 0.35, 0.7);
  const s = 40 + depth * 90;
  const y0 = w.top + (w.bottom - w.top) * depth;
  const x0 = between(c.r, w.left + s * 2, Math.max(w.left + s * 2, w.right - s * 2 * count));
  for (let i = 0; i < count; i++) {
    const x = x0 + i * s * 1.9;
    const y = y0 + between(c.r, -0.3, 0.3) * s;
    const hull = pick(c.r, ['#f4d03f', '#e2683c', '#c0392b', '#27ae60']);
    parts.push(
      `<g transform="translate(${f1(x)},${f1(y)})">` +
        `<path d="M${f1(-s * 0.85)},0 Q0,${f1(-s * 0.14)} ${f1(s * 0.85)},0 Q0,${f1(s * 0.12)} ${f1(-s * 0.85)},0 Z" fill="${hull}"/>` +
        `<rect x="${f1(-s * 0.09)}" y="${f1(-s * 0.42)}" width="${f1(s * 0.18)}" height="${f1(s * 0.34)}" rx="${f1(s * 0.05)}" fill="#e74c3c"/>` +
        `<circle cx="0" cy="${f1(-s * 0.5)}" r="${f1(s * 0.08)}" fill="#2b2b2b"/>` +
        `<path d="M${f1(-s * 0.45)},${f1(-s * 0.05)} L${f1(s * 0.45)},${f1(-s * 0.45)}" stroke="#333" stroke-width="${f1(Math.max(1.5, s * 0.03))}"/>` +
        `<ellipse cx="0" cy="${f1(s * 0.05)}" rx="${f1(s)}" ry="${f1(s * 0.06)}" fill="#ffffff" opacity="0.35"/>` +
        `</g>`,
    );
  }
  return parts.join('');
}

function drawSurfer(c: Ctx, w: NonNullable<Stage['water']>): string {
  const y = w.top + (w.bottom - w.top) * between(c.r, 0.55, 0.75);
  const x = between(c.r, w.left + (w.right - w.left) * 0.2, w.right - (w.right - w.left) * 0.2);
  const s = 70 + ((y - w.top) / (w.bottom - w.top)) * 80;
  return (
    // the breaking wave and its foam
    `<path d="M${f1(x - s * 4)},${f1(y + s * 0.1)} Q${f1(x - s)},${f1(y - s * 0.5)} ${f1(x + s * 1.5)},${f1(y - s * 0.2)} Q${f1(x + s * 2.2)},${f1(y)} ${f1(x + s * 4)},${f1(y + s * 0.1)} Z" fill="#2f7f9a" opacity="0.8"/>` +
    `<path d="M${f1(x - s * 4)},${f1(y + s * 0.1)} Q${f1(x - s)},${f1(y - s * 0.3)} ${f1(x + s * 4)},${f1(y + s * 0.1)}" stroke="#ffffff" stroke-width="${f1(s * 0.08)}" fill="none" opacity="0.8"/>` +
    `<g transform="translate(${f1(x)},${f1(y - s * 0.25)}) rotate(-8)">` +
    `<ellipse cx="0" cy="0" rx="${f1(s * 0.6)}" ry="${f1(s * 0.07)}" fill="#f7f2e8"/>` +
    `<path d="M${f1(-s * 0.15)},0 L${f1(-s * 0.05)},${f1(-s * 0.45)} L${f1(s * 0.15)},0 M${f1(-s * 0.05)},${f1(-s * 0.45)} L${f1(s * 0.02)},${f1(-s * 0.8)} M${f1(-s * 0.35)},${f1(-s * 0.62)} L${f1(s * 0.35)},${f1(-s * 0.7)}" stroke="#1f2a33" stroke-width="${f1(s * 0.07)}" stroke-linecap="round" fill="none"/>` +
    `<circle cx="${f1(s * 0.04)}" cy="${f1(-s * 0.92)}" r="${f1(s * 0.09)}" fill="#1f2a33"/>` +
    `</g>`
  );
}

/** The activity over the place: on water where the picture has it, a paraglider in any sky. */
function drawSubject(c: Ctx, subject: PhotoSubject, stage: Stage): string {
  if (subject === 'paraglider') return drawParaglider(c);
  if (!stage.water) return '';
  if (subject === 'dolphins') return drawDolphins(c, stage.water);
  if (subject === 'kayaks') return drawKayaks(c, stage.water);
  return drawSurfer(c, stage.water);
}

const painters: Record<PhotoTheme, (c: Ctx) => Stage | void> = {
  sea: drawSea,
  cliffs: drawCliffs,
  laurel: drawLaurel,
  mountain: drawMountain,
  town: drawTown,
  vineyard: drawVineyard,
  city: (c) => drawCity(c, 'lisbon'),
  porto: (c) => drawCity(c, 'porto'),
  beach: drawBeach,
};

/** The SVG of a demo photo: same theme, seed and subject, same picture. */
export function photoSvg(
  theme: PhotoTheme,
  seed: number,
  width = photoWidth,
  height = photoHeight,
  subject?: PhotoSubject,
): string {
  const c: Ctx = {
    r: createRng(seed * 7919 + photoThemes.indexOf(theme) * 104_729 + 1),
    W: width,
    H: height,
    defs: [],
    body: [],
    id: 0,
  };
  const stage = painters[theme](c) ?? {};
  if (subject) {
    // Its own random stream, so the place behind it is the same picture as without it.
    const drawn = drawSubject(
      { ...c, r: createRng(seed * 31 + photoSubjects.indexOf(subject) + 7) },
      subject,
      stage,
    );
    if (drawn) c.body.push(`<g data-subject="${subject}">${drawn}</g>`);
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${c.defs.join('')}</defs>${c.body.join('')}</svg>`
  );
}

/**
 * Film grain from the same seed with a gentle lens vignette, as a raw grey layer blended softly
 * over the picture (mid grey leaves it unchanged; darker values darken).
 */
function grainAndVignette(seed: number, width: number, height: number): Buffer {
  const r = createRng(seed ^ 0x9e3779b9);
  const data = Buffer.alloc(width * height);
  const cx = width / 2;
  const cy = height / 2;
  const norm = 1 / (cx * cx + cy * cy);
  for (let y = 0; y < height; y++) {
    const dy = (y - cy) * (y - cy);
    for (let x = 0; x < width; x++) {
      const d = ((x - cx) * (x - cx) + dy) * norm; // 0 centre .. 1 corner
      const vignette = d > 0.35 ? (d - 0.35) * 70 : 0;
      // roughly gaussian around mid grey: sum of three uniforms
      data[y * width + x] = Math.max(
        0,
        Math.min(255, Math.round(128 - vignette + (r() + r() + r() - 1.5) * 22)),
      );
    }
  }
  return data;
}

/** A demo photo as a JPEG (about 1600x1067), ready to go through the image pipeline. */
export async function generatePhoto(
  theme: PhotoTheme,
  seed: number,
  options: { width?: number; height?: number; quality?: number; subject?: PhotoSubject } = {},
): Promise<Buffer> {
  const width = options.width ?? photoWidth;
  const height = options.height ?? photoHeight;
  const svg = photoSvg(theme, seed, width, height, options.subject);
  return sharp(Buffer.from(svg))
    .composite([
      {
        input: grainAndVignette(seed, width, height),
        raw: { width, height, channels: 1 },
        blend: 'soft-light',
      },
    ])
    .jpeg({ quality: options.quality ?? 90 })
    .toBuffer();
}
