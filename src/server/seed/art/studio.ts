import { blurFilter, linearGradient, r, radialGradient } from './svg.ts';

/**
 * The light seamless backdrop of a product photograph: a warm wall that turns into the floor at
 * `floorY`, with a pool of light behind the subject.
 */
export function studioBackdrop(id: string, width: number, height: number, floorY: number): { defs: string; body: string } {
  const floor = floorY / height;
  const defs =
    linearGradient(`${id}-wall`, [
      { offset: 0, colour: '#ece4d8' },
      { offset: Math.max(0, floor - 0.08), colour: '#f7f2ea' },
      { offset: floor, colour: '#efe7db' },
      { offset: Math.min(1, floor + 0.04), colour: '#e6dccc' },
      { offset: 1, colour: '#d9ccb8' },
    ]) +
    radialGradient(`${id}-light`, [
      { offset: 0, colour: '#ffffff', opacity: 0.75 },
      { offset: 1, colour: '#ffffff', opacity: 0 },
    ]) +
    blurFilter(`${id}-soft`, Math.round(width / 60));
  const body =
    `<rect width="${width}" height="${height}" fill="url(#${id}-wall)"/>` +
    `<ellipse cx="${r(width / 2)}" cy="${r(floorY * 0.62)}" rx="${r(width * 0.48)}" ry="${r(floorY * 0.55)}" fill="url(#${id}-light)"/>`;
  return { defs, body };
}

/**
 * The shadow an object casts on the studio floor: a tight dark contact line and a wide soft pool
 * thrown back to the right, tinted by what the light went through (glass, wine).
 */
export function floorShadow(id: string, cx: number, floorY: number, halfWidth: number, tint = '#3a2a1c'): string {
  return (
    `<g filter="url(#${id}-soft)">` +
    `<ellipse cx="${r(cx + halfWidth * 0.6)}" cy="${r(floorY + halfWidth * 0.05)}" rx="${r(halfWidth * 2.2)}" ry="${r(halfWidth * 0.2)}" fill="${tint}" opacity="0.22"/>` +
    `<ellipse cx="${r(cx)}" cy="${r(floorY)}" rx="${r(halfWidth * 1.15)}" ry="${r(halfWidth * 0.12)}" fill="#22170f" opacity="0.4"/>` +
    '</g>' +
    `<ellipse cx="${r(cx)}" cy="${r(floorY)}" rx="${r(halfWidth * 0.95)}" ry="${r(Math.max(2, halfWidth * 0.04))}" fill="#1a110a" opacity="0.35"/>`
  );
}
