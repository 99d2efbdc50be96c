import type { Random } from './random.ts';
import type { Scene } from './scene-kit.ts';
import { linearGradientUser, r } from './svg.ts';

/**
 * A stemmed wine glass standing at (x, base), `height` tall, with wine up to its widest point.
 * `edge` is the colour of the glass outline, dark on light backgrounds and light on dark ones.
 */
export function wineGlass(scene: Scene, x: number, base: number, height: number, wine: string | null, edge = '#ffffff'): string {
  const h = height;
  const w = h * 0.27;
  const bowlBottom = base - h * 0.45;
  const rim = base - h;
  const bowl = `M${r(x - w * 0.78)} ${r(rim)}C${r(x - w * 1.05)} ${r(rim + h * 0.25)} ${r(x - w * 1.0)} ${r(bowlBottom - h * 0.02)} ${r(x)} ${r(bowlBottom)}C${r(x + w * 1.0)} ${r(bowlBottom - h * 0.02)} ${r(x + w * 1.05)} ${r(rim + h * 0.25)} ${r(x + w * 0.78)} ${r(rim)}Z`;
  const clip = scene.id('bowl');
  const level = rim + h * 0.3;
  let wineBody = '';
  if (wine) {
    const shade = scene.id('wine');
    scene.defs.push(
      `<clipPath id="${clip}"><path d="${bowl}"/></clipPath>`,
      linearGradientUser(shade, [
        { offset: 0, colour: wine, opacity: 0.75 },
        { offset: 0.4, colour: wine },
        { offset: 1, colour: '#000000', opacity: 0.6 },
      ], x - w, 0, x + w, 0),
    );
    wineBody =
      `<g clip-path="url(#${clip})"><rect x="${r(x - w * 1.2)}" y="${r(level)}" width="${r(w * 2.4)}" height="${r(bowlBottom - level + 2)}" fill="${wine}"/>` +
      `<rect x="${r(x - w * 1.2)}" y="${r(level)}" width="${r(w * 2.4)}" height="${r(bowlBottom - level + 2)}" fill="url(#${shade})"/></g>` +
      `<ellipse cx="${r(x)}" cy="${r(level)}" rx="${r(w * 0.97)}" ry="${r(h * 0.025)}" fill="${wine}" stroke="#ffffff" stroke-opacity="0.35"/>`;
  }
  return (
    `<ellipse cx="${r(x + h * 0.08)}" cy="${r(base + 1)}" rx="${r(w * 1.1)}" ry="${r(h * 0.03)}" fill="#000000" opacity="0.18"/>` +
    `<path d="${bowl}" fill="#ffffff" fill-opacity="0.12"/>` +
    wineBody +
    `<path d="${bowl}" fill="none" stroke="${edge}" stroke-opacity="0.7" stroke-width="${r(Math.max(1, h * 0.008))}"/>` +
    `<path d="M${r(x - w * 0.7)} ${r(rim + h * 0.06)}C${r(x - w * 0.9)} ${r(rim + h * 0.2)} ${r(x - w * 0.8)} ${r(bowlBottom - h * 0.1)} ${r(x - w * 0.45)} ${r(bowlBottom - h * 0.05)}" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="${r(h * 0.018)}" stroke-linecap="round"/>` +
    `<path d="M${r(x)} ${r(bowlBottom)}V${r(base - h * 0.02)}" stroke="${edge}" stroke-opacity="0.75" stroke-width="${r(h * 0.022)}"/>` +
    `<ellipse cx="${r(x)}" cy="${r(base - h * 0.012)}" rx="${r(w * 0.85)}" ry="${r(h * 0.022)}" fill="#ffffff" fill-opacity="0.25" stroke="${edge}" stroke-opacity="0.7" stroke-width="${r(Math.max(1, h * 0.007))}"/>`
  );
}

/**
 * A grapevine leaf: five pointed lobes, toothed edges and veins running from the stalk. Drawn
 * around its centre, `size` across, the stalk pointing down before rotation.
 */
export function vineLeaf(random: Random, cx: number, cy: number, size: number, angle: number, fill: string, veins: string): string {
  const points: string[] = [];
  const count = 120;
  for (let i = 0; i < count; i++) {
    const theta = (i / count) * Math.PI * 2;
    // Lobes point up, up-left, up-right and sideways; the sinus at the stalk is at the bottom.
    const fromStalk = Math.abs(Math.atan2(Math.sin(theta - Math.PI / 2), Math.cos(theta - Math.PI / 2)));
    const lobes = 0.86 + 0.14 * Math.cos(5 * (theta + Math.PI / 2));
    const sinus = fromStalk < 0.4 ? 0.3 + fromStalk * 1.75 : 1;
    // Saw teeth: the edge climbs over three points and drops back.
    const tooth = 1 + 0.045 * ((i % 3) / 2) - 0.02;
    const radius = (size / 2) * lobes * Math.min(1, sinus) * tooth * (1 + random.range(-0.01, 0.01));
    points.push(`${r(Math.cos(theta) * radius)} ${r(Math.sin(theta) * radius)}`);
  }
  const vein = [0, 1, 2, 3, 4]
    .map((lobe) => {
      const theta = -Math.PI / 2 + (lobe - 2) * ((Math.PI * 2) / 5) * 0.85;
      const length = size * 0.42;
      return `M0 ${r(size * 0.12)}L${r(Math.cos(theta) * length)} ${r(Math.sin(theta) * length)}`;
    })
    .join('');
  return (
    `<g transform="translate(${r(cx)} ${r(cy)}) rotate(${r(angle)})">` +
    `<path d="M${points.join('L')}Z" fill="${fill}"/>` +
    `<path d="M${points.join('L')}Z" fill="#000000" opacity="0.12" transform="translate(${r(size * 0.02)} ${r(size * 0.03)}) scale(0.96)"/>` +
    `<path d="${vein}M0 ${r(size * 0.12)}V${r(size * 0.4)}" fill="none" stroke="${veins}" stroke-opacity="0.55" stroke-width="${r(Math.max(1, size * 0.01))}" stroke-linecap="round"/>` +
    '</g>'
  );
}

export interface Figure {
  skin: string;
  hair: string;
  top: string;
  bottom: string;
  /** A skirt or dress instead of trousers. */
  dress?: boolean;
  hat?: string;
}

/**
 * A person seen from behind, flat and faceless in the manner of an editorial illustration:
 * `height` tall, feet at (x, ground); arms are angles in degrees away from the body (0 hangs
 * straight down, 90 points sideways).
 */
export function person(x: number, ground: number, height: number, f: Figure, arms: [number, number] = [8, 8], step = 0): string {
  const u = height / 100;
  const at = (dx: number, dy: number) => `${r(x + dx * u)} ${r(ground - dy * u)}`;
  const limb = (from: [number, number], angle: number, length: number, width: number, colour: string) => {
    const a = (angle * Math.PI) / 180;
    const to: [number, number] = [from[0] + Math.sin(a) * length, from[1] - Math.cos(a) * length];
    return `<path d="M${at(...from)}L${at(...to)}" stroke="${colour}" stroke-width="${r(width * u)}" stroke-linecap="round"/>`;
  };
  const legs = f.dress
    ? limb([-4, 44], step * 0.5, 42, 5.5, f.skin) + limb([4, 44], -step * 0.5, 42, 5.5, f.skin)
    : limb([-5, 52], step, 50, 9, f.bottom) + limb([5, 52], -step, 50, 9, f.bottom);
  const body = f.dress
    ? `<path d="M${at(-11, 80)}L${at(-17, 36)}Q${at(0, 32)} ${at(17, 36)}L${at(11, 80)}Q${at(0, 84)} ${at(-11, 80)}Z" fill="${f.top}"/>`
    : `<path d="M${at(-12, 80)}Q${at(-13, 66)} ${at(-11, 48)}H${at(11, 48).split(' ')[0]}Q${at(13, 66)} ${at(12, 80)}Q${at(0, 84)} ${at(-12, 80)}Z" fill="${f.top}"/>`;
  const hat = f.hat
    ? `<ellipse cx="${r(x)}" cy="${r(ground - 93 * u)}" rx="${r(13 * u)}" ry="${r(2.8 * u)}" fill="${f.hat}"/><path d="M${at(-7, 93)}Q${at(-7, 102)} ${at(0, 102)}Q${at(7, 102)} ${at(7, 93)}Z" fill="${f.hat}"/>`
    : '';
  return (
    `<ellipse cx="${r(x)}" cy="${r(ground)}" rx="${r(14 * u)}" ry="${r(2.5 * u)}" fill="#000000" opacity="0.18"/>` +
    legs +
    `<path d="M${at(-8, 2)}h${r(7 * u)}M${at(2, 2)}h${r(7 * u)}" stroke="#3a2a22" stroke-width="${r(4 * u)}" stroke-linecap="round"/>` +
    limb([-12, 77], -arms[0], 34, 6.5, f.top) +
    limb([12, 77], arms[1], 34, 6.5, f.top) +
    body +
    `<rect x="${r(x - 3 * u)}" y="${r(ground - 86 * u)}" width="${r(6 * u)}" height="${r(6 * u)}" fill="${f.skin}"/>` +
    `<ellipse cx="${r(x)}" cy="${r(ground - 91 * u)}" rx="${r(7.5 * u)}" ry="${r(8.5 * u)}" fill="${f.hair}"/>` +
    hat
  );
}
