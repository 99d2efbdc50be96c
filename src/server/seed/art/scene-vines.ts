import { HEIGHT, WIDTH, verticalGradient, type Scene } from './scene-kit.ts';
import { radialGradient, r } from './svg.ts';

export type Season = 'summer' | 'autumn' | 'spring' | 'bare';

export interface VineyardOptions {
  /** Screen height of the far edge of the plot. */
  top: number;
  /** Where the rows meet, above the plot's far edge. */
  vanish: { x: number; y: number };
  /** Distance between two rows at the bottom edge of the picture. */
  spacing: number;
  season: Season;
  /** Height of the vines relative to the eye: 0.4 seen from a slope, more from the ground. */
  hedge?: number;
  grapes?: string;
  /** Horizontal span worth drawing, when the vineyard is seen through a window. */
  bounds?: [number, number];
}

interface Row {
  /** Screen x per unit of depth below the vanishing point. */
  slope: number;
}

/**
 * Rows of trellised vines running away from the viewer towards a vanishing point: grass lanes,
 * then each row as a hedge of foliage on trunks, posts and wires, the outer rows first so that the
 * rows nearer the middle hide them.
 */
export function vineyard(scene: Scene, o: VineyardOptions): string {
  const { light } = scene;
  const hedge = o.hedge ?? 0.4;
  const depthAt = (y: number) => y - o.vanish.y;
  const bottom = depthAt(HEIGHT);
  const rows: Row[] = [];
  const reach = Math.ceil((WIDTH * 1.4) / o.spacing);
  for (let k = -reach; k < reach; k++) {
    const slope = ((k + 0.5) * o.spacing) / bottom;
    const xBottom = o.vanish.x + slope * bottom;
    if (xBottom > -WIDTH * 0.6 && xBottom < WIDTH * 1.6) rows.push({ slope });
  }
  const out: string[] = [
    `<rect x="0" y="${r(o.top)}" width="${WIDTH}" height="${r(HEIGHT - o.top)}" fill="${verticalGradient(scene, [light.ground[1], light.ground[0]], o.top, HEIGHT)}"/>`,
  ];
  const lanes: string[] = [];
  rows.forEach((row, i) => {
    if (i === rows.length - 1) return;
    const next = rows[i + 1];
    const inset = (next.slope - row.slope) * 0.22;
    const at = (slope: number, y: number) => `${r(o.vanish.x + slope * depthAt(y))} ${r(y)}`;
    lanes.push(`M${at(row.slope + inset, o.top)}L${at(next.slope - inset, o.top)}L${at(next.slope - inset, HEIGHT)}L${at(row.slope + inset, HEIGHT)}Z`);
  });
  const laneColour = scene.light.ground[0];
  out.push(`<path d="${lanes.join('')}" fill="${laneColour}" opacity="0.55"/>`);
  const ordered = [...rows].sort((a, b) => Math.abs(b.slope) - Math.abs(a.slope));
  for (const row of ordered) out.push(vineRow(scene, o, row, hedge));
  return out.join('');
}

interface Station {
  x: number;
  y: number;
  /** Height of the vines here, in pixels. */
  h: number;
  /** Depth below the vanishing point: grows towards the viewer. */
  s: number;
}

function vineRow(scene: Scene, o: VineyardOptions, row: Row, hedge: number): string {
  const { random } = scene;
  const nearest = (HEIGHT - o.vanish.y) * 1.25;
  const farthest = o.top - o.vanish.y;
  const stations: Station[] = [];
  for (let s = farthest; s < nearest; s *= 1.06) {
    const x = o.vanish.x + row.slope * s;
    const [left, right] = o.bounds ?? [-300, WIDTH + 300];
    if (x < left - 60 || x > right + 60) continue;
    stations.push({ x, y: o.vanish.y + s, h: s * hedge, s });
  }
  if (stations.length < 2) return '';
  const trunks: string[] = [];
  const posts: string[] = [];
  stations.forEach((p, i) => {
    if (p.s > 90) trunks.push(`M${r(p.x)} ${r(p.y)}L${r(p.x + random.range(-0.03, 0.03) * p.h)} ${r(p.y - p.h * 0.4)}`);
    if (i % 4 === 0) posts.push(`M${r(p.x)} ${r(p.y + 1)}V${r(p.y - p.h * 1.02)}`);
  });
  const line = (lift: number) => `M${stations.map((p) => `${r(p.x)} ${r(p.y - p.h * lift)}`).join('L')}`;
  const parts = [
    `<path d="${trunks.join('')}" stroke="#4b3527" stroke-width="${r(Math.max(1, stations[stations.length - 1].s * 0.011))}" stroke-linecap="round" fill="none"/>`,
    `<path d="${posts.join('')}" stroke="#8b7b68" stroke-width="${r(Math.max(1, stations[stations.length - 1].s * 0.009))}" fill="none"/>`,
    `<path d="${line(0.4)}${line(0.66)}${line(0.92)}" fill="none" stroke="#77756c" stroke-width="0.8" opacity="0.6"/>`,
  ];
  if (o.season === 'bare') parts.push(bareCanes(scene, stations));
  else parts.push(canopy(scene, stations, o.season), o.grapes ? hangingBunches(scene, stations, o.grapes) : '');
  return parts.join('');
}

/**
 * The wall of leaves along a row: a continuous band with an uneven top, shaded underneath, with
 * clumps of lit and shadowed leaves on the nearer stretch. In spring it is only a low fringe.
 */
function canopy(scene: Scene, stations: Station[], season: Season): string {
  const { random, light } = scene;
  const spring = season === 'spring';
  const low = 0.4;
  const high = spring ? 0.56 : 0.88;
  const tops = stations.map((p) => p.y - p.h * (high + random.range(-0.04, 0.04)));
  const band = `M${stations.map((p, i) => `${r(p.x)} ${r(tops[i])}`).join('L')}L${[...stations].reverse().map((p) => `${r(p.x)} ${r(p.y - p.h * low)}`).join('L')}Z`;
  const bumps: string[] = [];
  const lit: string[] = [];
  const dark: string[] = [];
  stations.forEach((p, i) => {
    const size = p.h * (spring ? 0.07 : 0.1);
    bumps.push(`<circle cx="${r(p.x + random.range(-0.5, 0.5) * size)}" cy="${r(tops[i] + size * 0.5)}" r="${r(size * random.range(0.8, 1.2))}"/>`);
    if (p.s < 160) return;
    const clumps = spring ? 1 : 3;
    for (let c = 0; c < clumps; c++) {
      const t = random.next();
      const y = tops[i] + (p.y - p.h * low - tops[i]) * t;
      const circle = `<circle cx="${r(p.x + random.range(-0.6, 0.6) * size)}" cy="${r(y)}" r="${r(size * random.range(0.35, 0.6))}"/>`;
      (t < 0.5 ? lit : dark).push(circle);
    }
  });
  const foliage = light.foliage;
  return (
    `<path d="${band}" fill="${foliage.base}"/>` +
    `<g fill="${foliage.base}">${bumps.join('')}</g>` +
    `<path d="M${stations.map((p) => `${r(p.x)} ${r(p.y - p.h * (low + 0.14))}`).join('L')}L${[...stations].reverse().map((p) => `${r(p.x)} ${r(p.y - p.h * low)}`).join('L')}Z" fill="${foliage.dark}" opacity="${spring ? 0.3 : 0.7}"/>` +
    `<g fill="${foliage.dark}" opacity="0.55">${dark.join('')}</g>` +
    `<g fill="${foliage.light}" opacity="0.7">${lit.join('')}</g>`
  );
}

/** Bunches hanging under the leaves of the nearer vines, ready to be picked. */
function hangingBunches(scene: Scene, stations: Station[], colour: string): string {
  const { random } = scene;
  const bunches: string[] = [];
  for (const p of stations) {
    if (p.s < 260 || random.next() < 0.45) continue;
    const g = p.h * 0.022;
    const bx = p.x + random.range(-0.12, 0.12) * p.h;
    const by = p.y - p.h * 0.42;
    bunches.push(`M${r(bx - g * 2)} ${r(by)}C${r(bx - g * 2.4)} ${r(by + g * 3)} ${r(bx - g * 0.6)} ${r(by + g * 5)} ${r(bx)} ${r(by + g * 5.6)}C${r(bx + g * 0.6)} ${r(by + g * 5)} ${r(bx + g * 2.4)} ${r(by + g * 3)} ${r(bx + g * 2)} ${r(by)}Z`);
  }
  return `<path d="${bunches.join('')}" fill="${colour}"/>`;
}

/** Winter vines: a trunk, the two arms trained along the low wire and the stubs left by pruning. */
function bareCanes(scene: Scene, stations: Station[]): string {
  const { random } = scene;
  const canes: string[] = [];
  for (const p of stations) {
    if (p.s < 60) continue;
    const armY = p.y - p.h * 0.36;
    const reach = p.h * 0.22;
    canes.push(`M${r(p.x - reach)} ${r(armY + p.h * 0.02)}Q${r(p.x)} ${r(armY - p.h * 0.04)} ${r(p.x + reach)} ${r(armY + p.h * 0.02)}`);
    for (let i = 0; i < 3; i++) {
      const sx = p.x + random.range(-1, 1) * reach;
      canes.push(`M${r(sx)} ${r(armY)}l${r(random.range(-0.04, 0.04) * p.h)} ${r(-p.h * random.range(0.05, 0.12))}`);
    }
  }
  return `<path d="${canes.join('')}" fill="none" stroke="#5a4334" stroke-width="${r(Math.max(0.8, stations[stations.length - 1].s * 0.008))}" stroke-linecap="round"/>`;
}

/** A shaded berry colour: a radial gradient with a bloomy highlight. */
export function berry(scene: Scene, colour: string, deep: string): string {
  const id = scene.id('berry');
  scene.defs.push(
    radialGradient(id, [
      { offset: 0, colour: '#ffffff', opacity: 0.7 },
      { offset: 0.18, colour },
      { offset: 0.75, colour: deep },
      { offset: 1, colour: deep },
    ], 0.35, 0.32, 0.72),
  );
  return `url(#${id})`;
}
