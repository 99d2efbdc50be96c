import { blurFilter, linearGradient, linearGradientUser, r, type Stop } from './svg.ts';

export type BottleStyle = 'bordeaux' | 'burgundy' | 'flute' | 'sparkling';

/** Proportions of a bottle, as fractions of its height (measured from the bottom). */
interface Profile {
  body: number;
  shoulderStart: number;
  neckStart: number;
  /** How round the shoulder is: control-point offsets of the shoulder curve. */
  shoulderCurve: [number, number];
  neck: number;
  neckTop: number;
  lip: number;
  lipHeight: number;
  capsule: number;
  label: [number, number];
  neckLabel: [number, number] | null;
}

const profiles: Record<BottleStyle, Profile> = {
  bordeaux: {
    body: 0.285, shoulderStart: 0.6, neckStart: 0.72, shoulderCurve: [0.07, 0.035],
    neck: 0.1, neckTop: 0.092, lip: 0.104, lipHeight: 0.03, capsule: 0.16,
    label: [0.1, 0.47], neckLabel: [0.76, 0.8],
  },
  burgundy: {
    body: 0.3, shoulderStart: 0.44, neckStart: 0.76, shoulderCurve: [0.16, 0.12],
    neck: 0.098, neckTop: 0.09, lip: 0.102, lipHeight: 0.03, capsule: 0.15,
    label: [0.08, 0.4], neckLabel: null,
  },
  flute: {
    body: 0.25, shoulderStart: 0.46, neckStart: 0.8, shoulderCurve: [0.18, 0.12],
    neck: 0.085, neckTop: 0.08, lip: 0.092, lipHeight: 0.026, capsule: 0.13,
    label: [0.08, 0.41], neckLabel: null,
  },
  sparkling: {
    body: 0.31, shoulderStart: 0.5, neckStart: 0.77, shoulderCurve: [0.12, 0.08],
    neck: 0.11, neckTop: 0.1, lip: 0.118, lipHeight: 0.06, capsule: 0.3,
    label: [0.09, 0.42], neckLabel: null,
  },
};

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BottleGeometry {
  style: BottleStyle;
  cx: number;
  bottom: number;
  top: number;
  height: number;
  halfBody: number;
  halfNeck: number;
  outline: string;
  label: Box;
  neckLabel: Box | null;
  capsuleBottom: number;
  shoulderTop: number;
  neckStart: number;
}

type Point = [number, number];

function cubic(a: Point, b: Point, c: Point, d: Point, steps: number): Point[] {
  const points: Point[] = [];
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    const u = 1 - t;
    points.push([
      u * u * u * a[0] + 3 * u * u * t * b[0] + 3 * u * t * t * c[0] + t * t * t * d[0],
      u * u * u * a[1] + 3 * u * u * t * b[1] + 3 * u * t * t * c[1] + t * t * t * d[1],
    ]);
  }
  return points;
}

/** The right half of the silhouette, from the middle of the base up to the middle of the top. */
function halfOutline(p: Profile, style: BottleStyle, h: number): Point[] {
  const w = (p.body * h) / 2;
  const neck = (p.neck * h) / 2;
  const neckTop = (p.neckTop * h) / 2;
  const lip = (p.lip * h) / 2;
  const corner = w * 0.14;
  const shoulder = -p.shoulderStart * h;
  const neckBase = -p.neckStart * h;
  const lipBottom = -h + p.lipHeight * h;
  const points: Point[] = [[0, 0], [w - corner, 0]];
  points.push(...cubic([w - corner, 0], [w - corner * 0.3, 0], [w, -corner * 0.3], [w, -corner], 6));
  points.push([w, shoulder]);
  points.push(...cubic([w, shoulder], [w, shoulder - p.shoulderCurve[0] * h], [neck, neckBase + p.shoulderCurve[1] * h], [neck, neckBase], 28));
  points.push([neckTop, lipBottom]);
  if (style === 'sparkling') {
    // The foil-wrapped cork: a collar, then a rounded crown above the glass.
    const crown = -h + p.lipHeight * h * 0.45;
    points.push([lip, lipBottom + 2], [lip, crown]);
    points.push(...cubic([lip, crown], [lip, -h + 2], [lip * 0.6, -h], [0, -h], 10));
  } else {
    points.push([lip, lipBottom], [lip, -h + 3], [lip - 3, -h], [0, -h]);
  }
  return points;
}

export function bottleGeometry(style: BottleStyle, cx: number, bottom: number, height: number): BottleGeometry {
  const p = profiles[style];
  const right = halfOutline(p, style, height);
  const left = right.slice(1, -1).reverse().map(([x, y]): Point => [-x, y]);
  const outline = `M${[...right, ...left].map(([x, y]) => `${r(cx + x)} ${r(bottom + y)}`).join('L')}Z`;
  const halfBody = (p.body * height) / 2;
  const labelInset = halfBody * 0.08;
  const band = (from: number, to: number, half: number): Box => ({
    x: cx - half,
    y: bottom - to * height,
    width: half * 2,
    height: (to - from) * height,
  });
  return {
    style,
    cx,
    bottom,
    top: bottom - height,
    height,
    halfBody,
    halfNeck: (p.neck * height) / 2,
    outline,
    label: band(p.label[0], p.label[1], halfBody - labelInset),
    neckLabel: p.neckLabel ? band(p.neckLabel[0], p.neckLabel[1], (p.neck * height) / 2) : null,
    capsuleBottom: bottom - (1 - p.capsule) * height,
    shoulderTop: bottom - p.shoulderStart * height,
    neckStart: bottom - p.neckStart * height,
  };
}

export interface Metal {
  dark: string;
  base: string;
  light: string;
}

export interface BottleLook {
  /** Dark glass hides the wine; clear glass shows `wine`. */
  glass: 'green' | 'olive' | 'clear';
  wine?: { base: string; edge: string };
  capsule: Metal;
  /** The wire cage of a sparkling wine, over its foil. */
  muselet?: Metal;
}

const darkGlass: Record<'green' | 'olive', Stop[]> = {
  green: [
    { offset: 0, colour: '#050d07' },
    { offset: 0.12, colour: '#143020' },
    { offset: 0.3, colour: '#2b5636' },
    { offset: 0.46, colour: '#1b3b25' },
    { offset: 0.78, colour: '#0d2214' },
    { offset: 1, colour: '#040a05' },
  ],
  olive: [
    { offset: 0, colour: '#0b1007' },
    { offset: 0.12, colour: '#283619' },
    { offset: 0.3, colour: '#4f6330' },
    { offset: 0.46, colour: '#34461f' },
    { offset: 0.78, colour: '#1b2711' },
    { offset: 1, colour: '#080b04' },
  ],
};

const clearGlass: Stop[] = [
  { offset: 0, colour: '#8d9c88', opacity: 0.7 },
  { offset: 0.12, colour: '#dfe6d8', opacity: 0.45 },
  { offset: 0.35, colour: '#ffffff', opacity: 0.2 },
  { offset: 0.8, colour: '#d5ddcf', opacity: 0.35 },
  { offset: 1, colour: '#7e8c79', opacity: 0.75 },
];

function metalStops(m: Metal): Stop[] {
  return [
    { offset: 0, colour: m.dark },
    { offset: 0.22, colour: m.base },
    { offset: 0.36, colour: m.light },
    { offset: 0.52, colour: m.base },
    { offset: 0.85, colour: m.dark },
    { offset: 1, colour: m.dark },
  ];
}

/**
 * A bottle with its glass, wine, capsule, label and reflections. `label` is drawn inside
 * `geometry.label` and gets the bottle's roundness laid over it. Ids start with `id`.
 */
export function drawBottle(id: string, g: BottleGeometry, look: BottleLook, label: string, neckLabel = ''): { defs: string; body: string } {
  const { cx, halfBody: w, halfNeck: n } = g;
  const left = cx - w;
  const right = cx + w;
  const defs = [
    `<clipPath id="${id}-shape"><path d="${g.outline}"/></clipPath>`,
    linearGradient(`${id}-glass`, look.glass === 'clear' ? clearGlass : darkGlass[look.glass], 0, 0, 1, 0),
    linearGradientUser(`${id}-cap`, metalStops(look.capsule), cx - n * 1.25, 0, cx + n * 1.25, 0),
    linearGradientUser(
      `${id}-round`,
      [
        { offset: 0, colour: '#1a120c', opacity: 0.42 },
        { offset: 0.18, colour: '#1a120c', opacity: 0.08 },
        { offset: 0.32, colour: '#ffffff', opacity: 0.16 },
        { offset: 0.45, colour: '#ffffff', opacity: 0 },
        { offset: 0.8, colour: '#1a120c', opacity: 0.1 },
        { offset: 1, colour: '#1a120c', opacity: 0.5 },
      ],
      left,
      0,
      right,
      0,
    ),
    linearGradient(`${id}-shine`, [
      { offset: 0, colour: '#ffffff', opacity: 0.05 },
      { offset: 0.25, colour: '#ffffff', opacity: 0.55 },
      { offset: 0.75, colour: '#ffffff', opacity: 0.35 },
      { offset: 1, colour: '#ffffff', opacity: 0 },
    ]),
  ];
  const parts: string[] = [`<path d="${g.outline}" fill="url(#${id}-glass)"/>`];
  const clipped: string[] = [];
  if (look.glass === 'clear' && look.wine) {
    defs.push(
      linearGradientUser(
        `${id}-wine`,
        [
          { offset: 0, colour: look.wine.edge },
          { offset: 0.3, colour: look.wine.base },
          { offset: 0.55, colour: look.wine.base },
          { offset: 1, colour: look.wine.edge },
        ],
        left,
        0,
        right,
        0,
      ),
    );
    const level = g.capsuleBottom + (g.neckStart - g.capsuleBottom) * 0.3;
    clipped.push(
      `<rect x="${r(left)}" y="${r(level)}" width="${r(w * 2)}" height="${r(g.bottom - level)}" fill="url(#${id}-wine)" opacity="0.92"/>`,
      `<ellipse cx="${r(cx)}" cy="${r(level)}" rx="${r(n)}" ry="${r(n * 0.18)}" fill="#ffffff" opacity="0.35"/>`,
      // The punt: the hollow of the base catches darker wine.
      `<ellipse cx="${r(cx)}" cy="${r(g.bottom - w * 0.12)}" rx="${r(w * 0.78)}" ry="${r(w * 0.16)}" fill="${look.wine.edge}" opacity="0.55"/>`,
    );
  }
  const label3d = `<g clip-path="url(#${id}-shape)">${label}<rect x="${r(g.label.x)}" y="${r(g.label.y)}" width="${r(g.label.width)}" height="${r(g.label.height)}" fill="url(#${id}-round)"/></g>`;
  const capsuleHeight = g.capsuleBottom - g.top;
  clipped.push(
    `<rect x="${r(cx - n * 1.4)}" y="${r(g.top - 2)}" width="${r(n * 2.8)}" height="${r(capsuleHeight + 2)}" fill="url(#${id}-cap)"/>`,
    `<rect x="${r(cx - n * 1.4)}" y="${r(g.capsuleBottom - 3)}" width="${r(n * 2.8)}" height="3" fill="#000000" opacity="0.18"/>`,
    `<rect x="${r(cx - n * 1.4)}" y="${r(g.capsuleBottom - capsuleHeight * 0.16)}" width="${r(n * 2.8)}" height="${r(Math.max(1.5, g.height * 0.003))}" fill="#000000" opacity="0.16"/>`,
  );
  if (neckLabel && g.neckLabel) clipped.push(neckLabel);
  defs.push(blurFilter(`${id}-glow`, r(Math.max(1, w * 0.035))));
  const midShoulder = (g.shoulderTop + g.neckStart) / 2;
  const highlights = [
    `<rect x="${r(cx - w * 0.64)}" y="${r(g.shoulderTop - w * 0.05)}" width="${r(w * 0.12)}" height="${r(g.bottom - g.shoulderTop - w * 0.1)}" rx="${r(w * 0.06)}" fill="url(#${id}-shine)" opacity="0.8"/>`,
    `<rect x="${r(cx + w * 0.7)}" y="${r(g.shoulderTop)}" width="${r(w * 0.06)}" height="${r(g.bottom - g.shoulderTop - w * 0.2)}" rx="${r(w * 0.03)}" fill="#ffffff" opacity="0.2"/>`,
    `<rect x="${r(cx - n * 0.6)}" y="${r(g.capsuleBottom + 4)}" width="${r(n * 0.2)}" height="${r(midShoulder - g.capsuleBottom)}" rx="${r(n * 0.1)}" fill="url(#${id}-shine)" opacity="0.7"/>`,
    `<path d="M${r(cx - w * 0.78)} ${r(g.shoulderTop + w * 0.05)}Q${r(cx - w * 0.72)} ${r(midShoulder)} ${r(cx - n * 1.2)} ${r(g.neckStart + (g.shoulderTop - g.neckStart) * 0.1)}" fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="${r(w * 0.08)}" stroke-linecap="round"/>`,
  ];
  parts.push(`<g clip-path="url(#${id}-shape)">${clipped.join('')}</g>`, label3d);
  if (look.muselet) parts.push(muselet(id, g, look.muselet, defs));
  parts.push(`<g clip-path="url(#${id}-shape)"><g filter="url(#${id}-glow)">${highlights.join('')}</g></g>`);
  parts.push(`<path d="${g.outline}" fill="none" stroke="#1b140f" stroke-opacity="${look.glass === 'clear' ? 0.35 : 0.5}" stroke-width="1.2"/>`);
  return { defs: defs.join(''), body: parts.join('') };
}

/** The wire cage of a sparkling wine: a plaque on the crown and legs down to the collar. */
function muselet(id: string, g: BottleGeometry, metal: Metal, defs: string[]): string {
  const { cx, halfNeck: n, top, height } = g;
  defs.push(linearGradientUser(`${id}-wire`, metalStops(metal), cx - n * 1.3, 0, cx + n * 1.3, 0));
  const collar = top + height * 0.07;
  const plaqueY = top + height * 0.004;
  const wire = Math.max(1.4, height * 0.0035);
  const legs = [-0.72, -0.2, 0.42, 0.9]
    .map((at) => `<path d="M${r(cx + at * n * 0.8)} ${r(plaqueY + 3)}L${r(cx + at * n * 1.12)} ${r(collar)}" stroke="url(#${id}-wire)" stroke-width="${r(wire)}" fill="none"/>`)
    .join('');
  return (
    legs +
    `<rect x="${r(cx - n * 1.18)}" y="${r(collar - wire)}" width="${r(n * 2.36)}" height="${r(wire * 2)}" rx="${r(wire)}" fill="url(#${id}-wire)"/>` +
    `<path d="M${r(cx + n * 0.2)} ${r(collar + wire)}q${r(n * 0.12)} ${r(height * 0.02)} ${r(-n * 0.05)} ${r(height * 0.032)}" stroke="url(#${id}-wire)" stroke-width="${r(wire * 1.2)}" fill="none" stroke-linecap="round"/>` +
    `<rect x="${r(cx - n * 0.78)}" y="${r(plaqueY - wire)}" width="${r(n * 1.56)}" height="${r(wire * 2.6)}" rx="${r(wire)}" fill="url(#${id}-wire)"/>`
  );
}
