import { r } from './svg.ts';
import type { Random } from './random.ts';

type Point = [number, number];

function place(points: Point[], cx: number, cy: number, scale: number, angleDeg: number): Point[] {
  const a = (angleDeg * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  return points.map(([x, y]) => [cx + (x * cos - y * sin) * scale, cy + (x * sin + y * cos) * scale]);
}

function polygon(points: Point[]): string {
  return `M${points.map(([x, y]) => `${r(x)} ${r(y)}`).join('L')}Z`;
}

type Cubic = [Point, Point, Point, Point];

/** The right half of a linden leaf, tip to stem notch: a short drawn-out tip, broad shoulders, round lobes. */
const halfLeaf: Cubic[] = [
  [[0, -0.52], [0.05, -0.43], [0.12, -0.33], [0.21, -0.26]],
  [[0.21, -0.26], [0.35, -0.16], [0.46, -0.02], [0.44, 0.13]],
  [[0.44, 0.13], [0.42, 0.3], [0.3, 0.42], [0.17, 0.41]],
  [[0.17, 0.41], [0.08, 0.4], [0.02, 0.34], [0, 0.27]],
];

function bezier([a, b, c, d]: Cubic, t: number): Point {
  const u = 1 - t;
  const w = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
  return [w[0] * a[0] + w[1] * b[0] + w[2] * c[0] + w[3] * d[0], w[0] * a[1] + w[1] * b[1] + w[2] * c[1] + w[3] * d[1]];
}

/**
 * The outline of a linden leaf (tilleul), tip up, about one unit tall and centred on the origin,
 * with the slightly lopsided base real linden leaves have and, when asked, a toothed edge.
 */
function lindenOutline(serrated: boolean): Point[] {
  const perSegment = serrated ? 14 : 8;
  const right: Point[] = [];
  for (const segment of halfLeaf) {
    for (let i = 0; i < perSegment; i++) right.push(bezier(segment, i / perSegment));
  }
  right.push([0, 0.27]);
  const left = right
    .slice(1, -1)
    .reverse()
    .map(([x, y]): Point => [-x * 1.05, y + Math.max(0, y) * 0.08]);
  const outline = [...right, ...left];
  if (!serrated) return outline;
  // Teeth: every other point pushed outwards, except at the tip and the stem notch.
  return outline.map(([x, y], i): Point => {
    const [px, py] = outline[(i + outline.length - 1) % outline.length];
    const [nx, ny] = outline[(i + 1) % outline.length];
    const quiet = y < -0.46 || (Math.abs(x) < 0.08 && y > 0.2);
    if (quiet || i % 2 === 1) return [x, y];
    const tx = nx - px;
    const ty = ny - py;
    const length = Math.hypot(tx, ty) || 1;
    return [x + (ty / length) * 0.022, y - (tx / length) * 0.022];
  });
}

export interface LeafOptions {
  cx: number;
  cy: number;
  /** Height of the leaf in user units. */
  size: number;
  angle?: number;
  fill: string;
  /** Colour of the veins; none when omitted (small sizes). */
  veins?: string;
  serrated?: boolean;
  stem?: string;
}

export function lindenLeaf(o: LeafOptions): string {
  const angle = o.angle ?? 0;
  const outline = place(lindenOutline(o.serrated ?? true), o.cx, o.cy, o.size, angle);
  let out = `<path d="${polygon(outline)}" fill="${o.fill}"/>`;
  const at = (x: number, y: number) => place([[x, y]], o.cx, o.cy, o.size, angle)[0];
  if (o.stem) {
    const [bx, by] = at(0, 0.22);
    const [sx, sy] = at(0.05, 0.5);
    const [qx, qy] = at(-0.02, 0.36);
    out += `<path d="M${r(bx)} ${r(by)}Q${r(qx)} ${r(qy)} ${r(sx)} ${r(sy)}" fill="none" stroke="${o.stem}" stroke-width="${r(o.size * 0.035)}" stroke-linecap="round"/>`;
  }
  if (o.veins) {
    const line = (from: Point, via: Point, to: Point) => {
      const [a, b, c] = [at(...from), at(...via), at(...to)];
      return `M${r(a[0])} ${r(a[1])}Q${r(b[0])} ${r(b[1])} ${r(c[0])} ${r(c[1])}`;
    };
    const d = [
      line([0, 0.2], [0.01, -0.15], [0, -0.5]),
      line([0, 0.18], [-0.18, 0.12], [-0.34, 0.14]),
      line([0, 0.18], [0.17, 0.12], [0.32, 0.12]),
      line([0, 0.05], [-0.16, -0.02], [-0.3, -0.08]),
      line([0, 0.05], [0.15, -0.03], [0.28, -0.1]),
      line([0.005, -0.12], [-0.1, -0.17], [-0.19, -0.26]),
      line([0.005, -0.12], [0.1, -0.18], [0.18, -0.27]),
    ].join('');
    out += `<path d="${d}" fill="none" stroke="${o.veins}" stroke-width="${r(o.size * 0.018)}" stroke-linecap="round"/>`;
  }
  return out;
}

export interface ClusterOptions {
  /** Where the bunch hangs from (top centre). */
  cx: number;
  top: number;
  /** Radius of one grape. */
  grape: number;
  fill: string;
  /** A thin outline that separates the berries, usually the colour behind the bunch. */
  gap?: string;
  highlight?: string;
  stem?: string;
  /** Grapes per row from the shoulders down; the default is a classic tapering bunch. */
  rows?: number[];
  /** Jitter for natural bunches in scenes; logos stay regular. */
  random?: Random;
  tilt?: number;
}

export function grapeCluster(o: ClusterOptions): string {
  const rows = o.rows ?? [4, 5, 4, 3, 2, 1];
  const step = o.grape * 1.78;
  const rise = o.grape * 1.55;
  const tilt = o.tilt ?? 0;
  let stem = '';
  if (o.stem) {
    const w = r(o.grape * 0.32);
    stem = `<path d="M${r(o.cx)} ${r(o.top - o.grape * 1.4)}Q${r(o.cx + o.grape * 0.3)} ${r(o.top - o.grape * 0.3)} ${r(o.cx)} ${r(o.top + o.grape * 0.6)}" fill="none" stroke="${o.stem}" stroke-width="${w}" stroke-linecap="round"/>`;
  }
  const berries: string[] = [];
  rows.forEach((count, row) => {
    const y = o.top + o.grape * 0.9 + row * rise;
    const shift = tilt * row * o.grape;
    for (let i = 0; i < count; i++) {
      const jitterX = o.random ? o.random.range(-0.18, 0.18) * o.grape : 0;
      const jitterY = o.random ? o.random.range(-0.15, 0.15) * o.grape : 0;
      const radius = o.random ? o.grape * o.random.range(0.9, 1.06) : o.grape;
      const x = o.cx + shift + (i - (count - 1) / 2) * step + jitterX;
      const stroke = o.gap ? ` stroke="${o.gap}" stroke-width="${r(o.grape * 0.16)}"` : '';
      berries.push(`<circle cx="${r(x)}" cy="${r(y + jitterY)}" r="${r(radius)}" fill="${o.fill}"${stroke}/>`);
      if (o.highlight) {
        berries.push(
          `<circle cx="${r(x - radius * 0.35)}" cy="${r(y + jitterY - radius * 0.38)}" r="${r(radius * 0.24)}" fill="${o.highlight}"/>`,
        );
      }
    }
  });
  return stem + berries.join('');
}

/** A vine tendril: a stalk that ends in a curl, the flourish of the crest and of labels. */
export function tendril(x: number, y: number, size: number, stroke: string, width: number, flip = false): string {
  const s = flip ? -1 : 1;
  const centreX = x + s * size * 0.62;
  const centreY = y - size * 0.5;
  const outer = size * 0.3;
  const points: Point[] = [];
  for (let i = 0; i <= 36; i++) {
    const angle = Math.PI + (i / 36) * Math.PI * 2.3;
    const radius = outer * (1 - (i / 36) * 0.78);
    points.push([centreX + s * Math.cos(angle) * radius, centreY + Math.sin(angle) * radius]);
  }
  const [sx, sy] = points[0];
  return `<path d="M${r(x)} ${r(y)}Q${r(x + s * size * 0.1)} ${r(centreY + size * 0.05)} ${r(sx)} ${r(sy)}L${points
    .slice(1)
    .map(([px, py]) => `${r(px)} ${r(py)}`)
    .join('L')}" fill="none" stroke="${stroke}" stroke-width="${r(width)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

export interface CrestScheme {
  ring: string;
  disc: string;
  leaf: string;
  leafVeins?: string;
  grape: string;
  grapeHighlight?: string;
  stem: string;
  /** What shows between the grapes; the disc colour unless the disc is see-through. */
  gap?: string;
}

/**
 * The estate's emblem: a linden leaf and a grape cluster in a double-ringed medallion. `size` is
 * the diameter.
 */
export function crest(cx: number, cy: number, size: number, scheme: CrestScheme, detailed = true): string {
  const radius = size / 2;
  const at = (x: number, y: number) => `${r(cx + x * radius)} ${r(cy + y * radius)}`;
  const ring = radius * (detailed ? 0.06 : 0.09);
  let out = `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius - ring / 2)}" fill="${scheme.disc}" stroke="${scheme.ring}" stroke-width="${r(ring)}"/>`;
  if (detailed) {
    out += `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius * 0.85)}" fill="none" stroke="${scheme.ring}" stroke-width="${r(radius * 0.02)}"/>`;
  }
  out += lindenLeaf({
    cx: cx - radius * 0.2,
    cy: cy + radius * 0.06,
    size: radius * (detailed ? 1.1 : 1.25),
    angle: -32,
    fill: scheme.leaf,
    veins: detailed ? scheme.leafVeins : undefined,
    serrated: detailed,
  });
  const stemWidth = r(radius * (detailed ? 0.05 : 0.08));
  out += `<path d="M${at(0.02, 0.24)}Q${at(0.1, -0.2)} ${at(0.24, -0.22)}" fill="none" stroke="${scheme.stem}" stroke-width="${stemWidth}" stroke-linecap="round"/>`;
  if (detailed) out += tendril(cx + radius * 0.22, cy - radius * 0.22, radius * 0.36, scheme.stem, radius * 0.028);
  out += grapeCluster({
    cx: cx + radius * 0.24,
    top: cy - radius * 0.22,
    grape: radius * (detailed ? 0.082 : 0.12),
    rows: detailed ? [4, 5, 4, 3, 2, 1] : [3, 3, 2, 1],
    fill: scheme.grape,
    gap: scheme.gap ?? scheme.disc,
    highlight: detailed ? scheme.grapeHighlight : undefined,
    tilt: 0.08,
  });
  return out;
}
