import type { Random } from './random.ts';
import { linearGradientUser, r } from './svg.ts';

export interface WoodTone {
  light: string;
  base: string;
  dark: string;
  grain: string;
}

/** Light pine of a wine case, and the darker oak of barrels and tables. */
export const pine: WoodTone = { light: '#e8c08a', base: '#d4a066', dark: '#b07a44', grain: '#8a5528' };
export const oak: WoodTone = { light: '#a8703f', base: '#8a5630', dark: '#633a1d', grain: '#3f2210' };

/**
 * One plank: a shaded board with wavy grain lines running along it and, now and then, a knot.
 * Grain is drawn as paths so it stays crisp at any size.
 */
export function plank(id: string, random: Random, x: number, y: number, width: number, height: number, tone: WoodTone): { defs: string; body: string } {
  const defs = linearGradientUser(
    id,
    [
      { offset: 0, colour: tone.light },
      { offset: 0.55, colour: tone.base },
      { offset: 1, colour: tone.dark },
    ],
    0,
    y,
    0,
    y + height,
  );
  const lines: string[] = [];
  const count = Math.max(3, Math.round(height / 7));
  const knotX = x + width * random.range(0.2, 0.8);
  const knotY = y + height * random.range(0.3, 0.7);
  const hasKnot = width > height * 2.5 && random.next() < 0.6;
  for (let i = 0; i < count; i++) {
    const baseY = y + (height * (i + random.range(0.2, 0.8))) / count;
    const amplitude = random.range(0.4, 1.6);
    const phase = random.range(0, Math.PI * 2);
    const wave = random.range(1.5, 4) / width;
    const points: string[] = [];
    for (let s = 0; s <= 24; s++) {
      const px = x + (width * s) / 24;
      let py = baseY + Math.sin(px * wave * Math.PI * 2 + phase) * amplitude;
      if (hasKnot) {
        const dx = (px - knotX) / (height * 0.9);
        const bulge = Math.exp(-dx * dx) * height * 0.18;
        py += baseY < knotY ? -bulge : bulge;
      }
      points.push(`${r(px)} ${r(py)}`);
    }
    lines.push(`<path d="M${points.join('L')}" fill="none" stroke="${tone.grain}" stroke-opacity="${r(random.range(0.12, 0.32) * 100) / 100}" stroke-width="${r(random.range(0.6, 1.6))}"/>`);
  }
  if (hasKnot) {
    lines.push(
      `<ellipse cx="${r(knotX)}" cy="${r(knotY)}" rx="${r(height * 0.16)}" ry="${r(height * 0.07)}" fill="${tone.grain}" opacity="0.45"/>`,
      `<ellipse cx="${r(knotX)}" cy="${r(knotY)}" rx="${r(height * 0.26)}" ry="${r(height * 0.12)}" fill="none" stroke="${tone.grain}" stroke-opacity="0.3"/>`,
    );
  }
  const body =
    `<rect x="${r(x)}" y="${r(y)}" width="${r(width)}" height="${r(height)}" fill="url(#${id})"/>` +
    `<g>${lines.join('')}</g>` +
    `<rect x="${r(x)}" y="${r(y)}" width="${r(width)}" height="${r(Math.max(1, height * 0.04))}" fill="#ffffff" opacity="0.18"/>` +
    `<rect x="${r(x)}" y="${r(y + height - Math.max(1, height * 0.05))}" width="${r(width)}" height="${r(Math.max(1, height * 0.05))}" fill="#000000" opacity="0.16"/>`;
  return { defs, body };
}
