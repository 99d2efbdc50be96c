import { grapeCluster, lindenLeaf } from './motifs.ts';
import { seededRandom } from './random.ts';
import { grainFilter, r, radialGradient, softShadow } from './svg.ts';

/**
 * A table seen from above for flat-lay product shots: warm linen with a fine weave and a soft
 * vignette. Defines `${id}-lift`, the shadow of objects lying on it.
 */
export function flatLay(id: string, width: number, height: number): { defs: string; body: string } {
  const defs =
    radialGradient(`${id}-cloth`, [
      { offset: 0, colour: '#f6f0e6' },
      { offset: 0.7, colour: '#ece2d2' },
      { offset: 1, colour: '#dccdb6' },
    ], 0.45, 0.4, 0.75) +
    grainFilter(`${id}-weave`, 0.55, 0.35, 11) +
    softShadow(`${id}-lift`, 9, 10, 0.28);
  const body = `<rect width="${width}" height="${height}" fill="url(#${id}-cloth)" filter="url(#${id}-weave)"/>`;
  return { defs, body };
}

/** A sprig for flat lays: two linden leaves and a small bunch of grapes, in their own colours. */
export function sprig(id: string, x: number, y: number, scale: number, angle: number, grape: string, seed: number): { defs: string; body: string } {
  const defs = radialGradient(`${id}-berry`, [
    { offset: 0, colour: '#ffffff', opacity: 0.55 },
    { offset: 0.25, colour: grape },
    { offset: 1, colour: '#1a0a10', opacity: 0.9 },
  ], 0.35, 0.3, 0.75);
  const s = scale;
  const body =
    `<g transform="translate(${r(x)} ${r(y)}) rotate(${angle})">` +
    `<path d="M0 0C${r(40 * s)} ${r(-10 * s)} ${r(90 * s)} ${r(-5 * s)} ${r(140 * s)} ${r(20 * s)}" fill="none" stroke="#6b4a2b" stroke-width="${r(5 * s)}" stroke-linecap="round"/>` +
    lindenLeaf({ cx: 30 * s, cy: -60 * s, size: 130 * s, angle: -20, fill: '#2f8f4e', veins: '#9fd3ae', stem: '#3d6b2a' }) +
    lindenLeaf({ cx: 120 * s, cy: -40 * s, size: 100 * s, angle: 35, fill: '#1f7a3e', veins: '#8cc79d', stem: '#3d6b2a' }) +
    `<g filter="url(#${id}-drop)">` +
    grapeCluster({ cx: 85 * s, top: 0, grape: 12 * s, fill: `url(#${id}-berry)`, random: seededRandom(seed), rows: [4, 5, 5, 4, 3, 2, 1], tilt: 0.15, stem: '#6b4a2b' }) +
    '</g></g>';
  return { defs: defs + softShadow(`${id}-drop`, 3, 3, 0.3), body };
}

/** A cork, lying on its side, stamped with a small mark. */
export function cork(x: number, y: number, length: number, angle: number): string {
  const w = length * 0.48;
  return (
    `<g transform="translate(${r(x)} ${r(y)}) rotate(${angle})">` +
    `<rect x="${r(-length / 2)}" y="${r(-w / 2)}" width="${r(length)}" height="${r(w)}" rx="${r(w * 0.12)}" fill="#c99b64"/>` +
    `<rect x="${r(-length / 2)}" y="${r(-w / 2)}" width="${r(length)}" height="${r(w * 0.3)}" rx="${r(w * 0.12)}" fill="#e2bb86" opacity="0.8"/>` +
    `<rect x="${r(-length / 2)}" y="${r(w * 0.22)}" width="${r(length)}" height="${r(w * 0.28)}" rx="${r(w * 0.12)}" fill="#a87942" opacity="0.7"/>` +
    `<rect x="${r(length / 2 - w * 0.18)}" y="${r(-w / 2)}" width="${r(w * 0.18)}" height="${r(w)}" fill="#7a1f24" opacity="0.55"/>` +
    `<circle cx="${r(-length * 0.08)}" cy="${r(-w * 0.05)}" r="${r(w * 0.05)}" fill="#8a6232" opacity="0.7"/>` +
    `<circle cx="${r(length * 0.2)}" cy="${r(w * 0.12)}" r="${r(w * 0.04)}" fill="#8a6232" opacity="0.7"/>` +
    `<circle cx="${r(-length * 0.3)}" cy="${r(w * 0.15)}" r="${r(w * 0.035)}" fill="#8a6232" opacity="0.7"/>` +
    '</g>'
  );
}
