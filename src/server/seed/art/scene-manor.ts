import { linearGradientUser, r } from './svg.ts';
import { blur, type Scene } from './scene-kit.ts';

const tufa = { light: '#f3ead7', base: '#e6dac1', shade: '#cdbd9f', line: '#b9a581' };
const slate = { light: '#66717d', base: '#4a5560', dark: '#333b44' };

function gradient(scene: Scene, stops: string[], x1: number, y1: number, x2: number, y2: number): string {
  const id = scene.id('m');
  scene.defs.push(linearGradientUser(id, stops.map((colour, i) => ({ offset: i / (stops.length - 1), colour })), x1, y1, x2, y2));
  return `url(#${id})`;
}

/**
 * A tall Loire window: stone surround, panes that catch the sky, white glazing bars. A lit window
 * is also added to `lit`, drawn after the evening has darkened the walls.
 */
function window(x: number, top: number, width: number, height: number, glass: string, lit: string[] | null): string {
  const bars = `<path d="M${r(x)} ${r(top)}V${r(top + height)}M${r(x - width / 2)} ${r(top + height * 0.36)}H${r(x + width / 2)}" stroke="#fbf8f2" stroke-width="2.4"/>`;
  if (lit) lit.push(`<rect x="${r(x - width / 2)}" y="${r(top)}" width="${r(width)}" height="${r(height)}" fill="#ffd27a"/>` + bars.replace('#fbf8f2', '#8a6a3a'));
  return (
    `<rect x="${r(x - width / 2 - 4)}" y="${r(top - 6)}" width="${r(width + 8)}" height="${r(height + 10)}" fill="${tufa.light}"/>` +
    `<rect x="${r(x - width / 2)}" y="${r(top)}" width="${r(width)}" height="${r(height)}" fill="${glass}"/>` +
    `<path d="M${r(x - width / 2)} ${r(top + height * 0.55)}L${r(x + width / 2)} ${r(top + height * 0.15)}V${r(top + height * 0.35)}L${r(x - width / 2)} ${r(top + height * 0.75)}Z" fill="#ffffff" opacity="0.18"/>` +
    bars +
    `<rect x="${r(x - width / 2 - 6)}" y="${r(top + height + 2)}" width="${r(width + 12)}" height="4" fill="${tufa.shade}"/>`
  );
}

/**
 * A Loire manor in white tufa under a steep slate roof: two storeys of tall windows, dormers,
 * chimneys and a round tower with its pointed roof. Drawn around (x, ground), 460 px wide at scale 1.
 */
export function manor(scene: Scene, x: number, ground: number, scale: number, options: { towerLeft?: boolean } = {}): string {
  const dusk = scene.light.dusk ?? 0;
  const lit: string[] = [];
  const glowing = dusk > 0.3 ? lit : null;
  const side = options.towerLeft === false ? 1 : -1;
  const glass = gradient(scene, ['#7d93a6', '#3f4d5c'], 0, -180, 0, -20);
  const wall = gradient(scene, [tufa.light, tufa.base, tufa.shade], -230, 0, 230, 0);
  const roof = gradient(scene, [slate.light, slate.base, slate.dark], 0, -330, 0, -190);
  const towerWall = gradient(scene, [tufa.shade, tufa.light, tufa.base, tufa.shade], side * 230 + (side < 0 ? -80 : 0), 0, side * 230 + (side < 0 ? 0 : 80), 0);
  const cone = gradient(scene, [slate.dark, slate.light, slate.base, slate.dark], side * 270 - 52, 0, side * 270 + 52, 0);
  const parts: string[] = [];
  // Chimneys behind the roof.
  for (const cx of [-150, 150]) {
    parts.push(`<rect x="${cx - 16}" y="-375" width="32" height="110" fill="${tufa.base}"/><rect x="${cx - 20}" y="-382" width="40" height="10" fill="${tufa.light}"/><rect x="${cx + 4}" y="-372" width="12" height="100" fill="${tufa.shade}" opacity="0.6"/>`);
  }
  parts.push(
    `<path d="M-248 -188L-188 -332H188L248 -188Z" fill="${roof}"/>`,
    `<path d="${Array.from({ length: 16 }, (_, i) => `M${r(-246 + i * 3.8)} ${r(-192 - i * 9)}H${r(246 - i * 3.8)}`).join('')}" stroke="#1f262d" stroke-opacity="0.18" stroke-width="1"/>`,
    `<path d="M-188 -332H188" stroke="#2a3139" stroke-width="4"/>`,
    `<rect x="-230" y="-190" width="460" height="190" fill="${wall}"/>`,
    `<path d="${Array.from({ length: 9 }, (_, i) => `M-230 ${-20 - i * 19}H230`).join('')}" stroke="${tufa.line}" stroke-opacity="0.35" stroke-width="1"/>`,
    `<rect x="-230" y="-190" width="460" height="9" fill="#2b2118" opacity="0.22"/>`,
    `<rect x="-232" y="-108" width="464" height="7" fill="${tufa.light}"/>`,
    `<rect x="-232" y="-14" width="464" height="14" fill="${tufa.shade}"/>`,
  );
  for (const cx of [-180, -90, 90, 180]) {
    parts.push(window(cx, -170, 36, 54, glass, glowing), window(cx, -88, 38, 66, glass, cx < 0 ? glowing : null));
  }
  parts.push(window(0, -170, 36, 54, glass, glowing));
  parts.push(
    `<path d="M-26 -14V-70A26 26 0 0 1 26 -70V-14Z" fill="${tufa.light}"/>`,
    `<path d="M-20 -14V-68A20 20 0 0 1 20 -68V-14Z" fill="#2f5d43"/>`,
    `<path d="M0 -88V-14" stroke="#234634" stroke-width="2"/>`,
    `<rect x="-38" y="-10" width="76" height="6" fill="${tufa.light}"/><rect x="-46" y="-4" width="92" height="6" fill="${tufa.base}"/>`,
  );
  // Dormers: a window framed in tufa, with a pointed pediment and a finial.
  for (const cx of [-120, 0, 120]) {
    parts.push(
      `<path d="M${cx - 28} -196V-262L${cx} -292L${cx + 28} -262V-196Z" fill="${tufa.light}"/>`,
      `<path d="M${cx + 10} -196V-270L${cx + 28} -262V-196Z" fill="${tufa.shade}" opacity="0.5"/>`,
      window(cx, -252, 28, 44, glass, cx === 0 ? glowing : null),
      `<path d="M${cx} -292V-304" stroke="${slate.dark}" stroke-width="3"/><circle cx="${cx}" cy="-306" r="3.5" fill="${slate.dark}"/>`,
    );
  }
  // The tower, at one end.
  const tx = side * 270;
  parts.push(
    `<rect x="${tx - 44}" y="-250" width="88" height="250" fill="${towerWall}"/>`,
    `<path d="${Array.from({ length: 12 }, (_, i) => `M${tx - 44} ${-20 - i * 19}H${tx + 44}`).join('')}" stroke="${tufa.line}" stroke-opacity="0.3"/>`,
    `<path d="M${tx - 54} -246L${tx} -430L${tx + 54} -246Z" fill="${cone}"/>`,
    `<path d="M${tx} -430V-452" stroke="${slate.dark}" stroke-width="3"/><circle cx="${tx}" cy="-456" r="5" fill="${slate.dark}"/>`,
    `<rect x="${tx - 44}" y="-250" width="88" height="8" fill="#2b2118" opacity="0.25"/>`,
    window(tx, -200, 20, 40, glass, glowing),
    window(tx, -112, 22, 46, glass, null),
    `<rect x="${tx - 46}" y="-14" width="92" height="14" fill="${tufa.shade}"/>`,
  );
  let drawing = parts.join('');
  if (dusk > 0) {
    // Evening: the walls take the colour of the shadows, then the lit windows shine through.
    const id = scene.id('dusk');
    const keep = r((1 - dusk) * 100) / 100;
    const [red, green, blue] = [1, 3, 5].map((i) => r((parseInt(scene.light.shade.slice(i, i + 2), 16) / 255) * dusk * 100) / 100);
    scene.defs.push(`<filter id="${id}"><feColorMatrix type="matrix" values="${keep} 0 0 0 ${red} 0 ${keep} 0 0 ${green} 0 0 ${keep} 0 ${blue} 0 0 0 1 0"/></filter>`);
    drawing = `<g filter="url(#${id})">${drawing}</g><g filter="${blur(scene, 6)}" opacity="0.8">${lit.join('')}</g>${lit.join('')}`;
  }
  return `<g transform="translate(${r(x)} ${r(ground)}) scale(${r(scale * 1000) / 1000})">${drawing}</g>`;
}
