import { grapeCluster } from './motifs.ts';
import { birds, blur, clouds, HEIGHT, hills, lindenTree, sky, treeLine, verticalGradient, WIDTH, type Scene } from './scene-kit.ts';
import { manor } from './scene-manor.ts';
import { person, wineGlass, type Figure } from './scene-objects.ts';
import { berry, vineyard, type Season } from './scene-vines.ts';
import { bottleGeometry, drawBottle } from './bottle.ts';
import { wineDress } from './bottles.ts';
import { r } from './svg.ts';
import { pine, plank } from './wood.ts';

/** Sky, clouds and two bands of hills with a line of trees between them. */
export function landscape(scene: Scene, horizon: number, cloudCount = 5): string {
  const { light } = scene;
  return (
    sky(scene, horizon) +
    clouds(scene, cloudCount, 60, horizon - 140) +
    hills(scene, horizon - 30, 40, light.far) +
    treeLine(scene, horizon + 10, 0, WIDTH, 36, light.mid) +
    hills(scene, horizon + 20, 30, light.mid, light.near)
  );
}

/** Rows of vines to the horizon, with the estate on a far slope and a linden standing alone. */
export function vineyardView(scene: Scene, variant: number, season: Season, grapes?: string): string {
  const horizon = 430 + (variant % 3) * 30;
  const vx = 500 + ((variant * 370) % 700);
  const houseX = vx > 800 ? 330 : 1270;
  return (
    landscape(scene, horizon) +
    manor(scene, houseX, horizon + 22, 0.16) +
    lindenTree(scene, vx > 800 ? 140 : 1460, horizon + 70, 240) +
    vineyard(scene, { top: horizon + 60, vanish: { x: vx, y: horizon - 40 }, spacing: 300, season, grapes }) +
    birds(scene, vx > 800 ? 400 : 1100, 200, 5, '#3a3a48')
  );
}

/** A harvest crate in pine slats, heaped with bunches. */
function crate(scene: Scene, x: number, y: number, width: number, height: number, grapes: string): string {
  const { random } = scene;
  const pile: string[] = [];
  for (let i = 0; i < 5; i++) {
    pile.push(grapeCluster({ cx: x + width * (0.12 + i * 0.19), top: y - height * 0.32, grape: width * 0.028, fill: grapes, random, rows: [4, 5, 4, 3, 2], tilt: random.range(-0.4, 0.4) }));
  }
  const slats: string[] = [];
  for (let i = 0; i < 3; i++) {
    const slat = plank(scene.id('slat'), random, x, y + (i * height) / 3 + 3, width, height / 3 - 6, pine);
    scene.defs.push(slat.defs);
    slats.push(slat.body);
  }
  return (
    `<ellipse cx="${r(x + width / 2 + 20)}" cy="${r(y + height)}" rx="${r(width * 0.62)}" ry="${r(height * 0.08)}" fill="#000000" opacity="0.25"/>` +
    `<rect x="${r(x)}" y="${r(y)}" width="${r(width)}" height="${r(height)}" fill="#2a1a10"/>` +
    pile.join('') +
    slats.join('') +
    `<rect x="${r(x)}" y="${r(y)}" width="${r(width * 0.06)}" height="${r(height)}" fill="${pine.dark}"/><rect x="${r(x + width * 0.94)}" y="${r(y)}" width="${r(width * 0.06)}" height="${r(height)}" fill="${pine.dark}"/>`
  );
}

const pickers: Figure[] = [
  { skin: '#e0b08a', hair: '#5a3a22', top: '#3f6e8c', bottom: '#2f3a48', hat: '#d8c08a' },
  { skin: '#c98c66', hair: '#2a1c14', top: '#B71C1C', bottom: '#3a3340' },
  { skin: '#f0c6a0', hair: '#b07a3a', top: '#0E8D45', bottom: '#4a4038', hat: '#efe4cf' },
];

/** Harvest: pickers in the rows, crates full of bunches in the foreground. */
export function harvest(scene: Scene, variant: number): string {
  const grapes = berry(scene, '#5a2a5e', '#22102a');
  const horizon = 420;
  const vx = variant % 2 ? 560 : 1040;
  const parts = [
    landscape(scene, horizon, 3),
    manor(scene, vx > 800 ? 300 : 1300, horizon + 22, 0.16),
    vineyard(scene, { top: horizon + 60, vanish: { x: vx, y: horizon - 40 }, spacing: 320, season: 'summer', grapes: '#3b1f3f' }),
  ];
  // Pickers stand in the lanes, smaller with distance.
  [0.35, 0.55, 0.75].forEach((depth, i) => {
    const y = horizon - 40 + (HEIGHT - horizon + 40) * depth;
    const s = y - (horizon - 40);
    const lane = (i % 2 === 0 ? -1 : 1) * (i + 1) * 0.5;
    const x = vx + ((lane * 320) / (HEIGHT - horizon + 40)) * s;
    parts.push(person(x, y, s * 0.62, pickers[(i + variant) % pickers.length], [25, 35], 4));
  });
  const cx = vx > 800 ? 170 : 1130;
  parts.push(crate(scene, cx, 830, 300, 130, grapes), crate(scene, cx + 120, 900, 300, 130, grapes));
  return parts.join('');
}

/** Sunset over the vines: the rows and the estate against a burning sky. */
export function sunsetVines(scene: Scene, variant: number): string {
  const horizon = 470;
  const vx = scene.light.sun.x;
  return (
    sky(scene, horizon) +
    clouds(scene, 4, 80, 300) +
    hills(scene, horizon - 20, 34, scene.light.far) +
    manor(scene, vx < 800 ? 1180 : 420, horizon + 10, 0.2) +
    treeLine(scene, horizon + 18, 0, WIDTH, 40, scene.light.mid) +
    hills(scene, horizon + 28, 20, scene.light.mid, scene.light.near) +
    vineyard(scene, { top: horizon + 50, vanish: { x: vx, y: horizon - 30 }, spacing: 280 + (variant % 2) * 60, season: 'summer' }) +
    birds(scene, vx + 260, 260, 6, '#2a1a2a')
  );
}

/** A wheelbarrow brazier burning the pruned canes, smoke drifting across the rows. */
function brazier(scene: Scene, x: number, ground: number, size: number): string {
  const u = size / 100;
  const smoke: string[] = [];
  for (let i = 0; i < 8; i++) {
    smoke.push(`<circle cx="${r(x + i * 14 * u + scene.random.range(-8, 8) * u)}" cy="${r(ground - 70 * u - i * 26 * u)}" r="${r((16 + i * 7) * u)}"/>`);
  }
  return (
    `<g fill="#e9ecef" opacity="0.55" filter="${blur(scene, 8)}">${smoke.join('')}</g>` +
    `<ellipse cx="${r(x)}" cy="${r(ground)}" rx="${r(70 * u)}" ry="${r(8 * u)}" fill="#000000" opacity="0.2"/>` +
    `<path d="M${r(x - 55 * u)} ${r(ground - 60 * u)}H${r(x + 50 * u)}L${r(x + 35 * u)} ${r(ground - 25 * u)}H${r(x - 45 * u)}Z" fill="#4a4f55"/>` +
    `<path d="M${r(x - 40 * u)} ${r(ground - 60 * u)}Q${r(x - 20 * u)} ${r(ground - 100 * u)} ${r(x)} ${r(ground - 70 * u)}Q${r(x + 15 * u)} ${r(ground - 110 * u)} ${r(x + 35 * u)} ${r(ground - 60 * u)}Z" fill="#f28a2a"/>` +
    `<path d="M${r(x - 20 * u)} ${r(ground - 60 * u)}Q${r(x - 5 * u)} ${r(ground - 88 * u)} ${r(x + 12 * u)} ${r(ground - 60 * u)}Z" fill="#ffd36a"/>` +
    `<circle cx="${r(x + 40 * u)}" cy="${r(ground - 12 * u)}" r="${r(12 * u)}" fill="#2a2d31"/>` +
    `<path d="M${r(x - 45 * u)} ${r(ground - 25 * u)}L${r(x - 95 * u)} ${r(ground - 5 * u)}M${r(x - 30 * u)} ${r(ground - 25 * u)}L${r(x - 36 * u)} ${r(ground)}" stroke="#2a2d31" stroke-width="${r(5 * u)}" stroke-linecap="round"/>`
  );
}

/** Winter pruning: bare vines, frost on the grass, a pruner at work and the brazier smoking. */
export function winterPruning(scene: Scene, variant: number): string {
  const horizon = 440;
  const vx = variant % 2 ? 620 : 980;
  const pruner: Figure = { skin: '#e6b894', hair: '#3a2a20', top: ['#2f4a5e', '#6b2a2a', '#3c5a3a'][variant % 3], bottom: '#2e2a28', hat: '#B71C1C' };
  const s = 0.62 * (HEIGHT - horizon + 40);
  return (
    landscape(scene, horizon, 2) +
    `<rect y="${horizon - 60}" width="${WIDTH}" height="200" fill="#ffffff" opacity="0.25" filter="${blur(scene, 30)}"/>` +
    vineyard(scene, { top: horizon + 60, vanish: { x: vx, y: horizon - 40 }, spacing: 300, season: 'bare' }) +
    brazier(scene, vx + (variant % 2 ? 420 : -420) * 0.45, horizon - 40 + s * 0.75, 150) +
    person(vx + (variant % 2 ? -160 : 160), horizon - 40 + s, s * 0.55, pruner, [20, 45]) +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff" opacity="0.06"/>`
  );
}

const family: { figure: Figure; size: number; arms: [number, number] }[] = [
  { figure: { skin: '#e8b996', hair: '#4a3020', top: '#3f6e8c', bottom: '#2f3a48' }, size: 1, arms: [6, 30] },
  { figure: { skin: '#f0c6a0', hair: '#a86a30', top: '#0E8D45', bottom: '#3a3340' }, size: 0.52, arms: [55, 55] },
  { figure: { skin: '#e8b996', hair: '#2a1c14', top: '#f2e6d0', bottom: '#f2e6d0', dress: true }, size: 0.6, arms: [55, 55] },
  { figure: { skin: '#d9a07a', hair: '#6a3a1a', top: '#B71C1C', bottom: '#B71C1C', dress: true }, size: 0.94, arms: [30, 6] },
];

/** A family walking down the alley between the vines, holding hands, in the evening light. */
export function familyWalk(scene: Scene, variant: number): string {
  const horizon = 450;
  const vx = 700 + (variant % 3) * 100;
  const ground = 820;
  const height = 300;
  const parts = [
    landscape(scene, horizon, 3),
    manor(scene, vx + 260, horizon + 20, 0.18),
    vineyard(scene, { top: horizon + 60, vanish: { x: vx, y: horizon - 40 }, spacing: 720, season: 'summer', hedge: 0.5 }),
  ];
  let x = vx - 150;
  for (const member of family) {
    const size = height * member.size;
    parts.push(person(x, ground + (1 - member.size) * 6, size, member.figure, member.arms, 3));
    x += height * 0.33 * Math.max(0.8, member.size);
  }
  return parts.join('');
}

/** Gingham: a cream cloth crossed by translucent red bands, laid flat in perspective. */
function blanket(corners: [number, number][], bands: number): string {
  const [a, b, c, d] = corners;
  const lerp = (p: [number, number], q: [number, number], t: number): [number, number] => [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t];
  const quad = (u0: number, u1: number, v0: number, v1: number) => {
    const point = (u: number, v: number) => lerp(lerp(a, b, u), lerp(d, c, u), v);
    return `M${[point(u0, v0), point(u1, v0), point(u1, v1), point(u0, v1)].map(([x, y]) => `${r(x)} ${r(y)}`).join('L')}Z`;
  };
  const across: string[] = [];
  const along: string[] = [];
  for (let i = 0; i < bands; i += 2) {
    across.push(quad(i / bands, (i + 1) / bands, 0, 1));
    along.push(quad(0, 1, i / bands, (i + 1) / bands));
  }
  return (
    `<path d="${quad(0, 1, 0, 1)}" fill="#fbf4e8"/>` +
    `<path d="${across.join('')}" fill="#B71C1C" opacity="0.5"/>` +
    `<path d="${along.join('')}" fill="#B71C1C" opacity="0.5"/>`
  );
}

/** A picnic under the linden tree, a rosé and two glasses on a gingham cloth, the vines below. */
export function picnic(scene: Scene, variant: number): string {
  const horizon = 400;
  const grapes = berry(scene, '#7a3a6a', '#2a0f2a');
  const dress = wineDress[variant % 2 ? 'RED' : 'ROSE'];
  const geometry = bottleGeometry(dress.style, 980, 800, 300);
  const bottle = drawBottle(scene.id('bottle'), geometry, dress.look, `<rect x="${geometry.label.x}" y="${geometry.label.y}" width="${geometry.label.width}" height="${geometry.label.height}" fill="#fbf6ec"/><rect x="${geometry.label.x}" y="${geometry.label.y + 8}" width="${geometry.label.width}" height="8" fill="#B71C1C"/>`);
  scene.defs.push(bottle.defs);
  const wine = variant % 2 ? '#6d0f1e' : '#f08c7a';
  return (
    landscape(scene, horizon, 4) +
    vineyard(scene, { top: horizon + 40, vanish: { x: 1200, y: horizon - 30 }, spacing: 220, season: 'summer' }) +
    `<path d="M0 640C400 600 1000 610 ${WIDTH} 660V${HEIGHT}H0Z" fill="${verticalGradient(scene, [scene.light.ground[0], scene.light.near], 620, HEIGHT)}"/>` +
    lindenTree(scene, 260, 700, 640) +
    blanket([[560, 700], [1360, 690], [1500, 960], [380, 980]], 14) +
    `<ellipse cx="700" cy="800" rx="120" ry="22" fill="#000000" opacity="0.2"/>` +
    `<path d="M600 700Q700 600 800 700" fill="none" stroke="#8a5a2a" stroke-width="10"/>` +
    `<path d="M585 700H815L790 800H610Z" fill="#b07a40"/>` +
    `<path d="${Array.from({ length: 6 }, (_, i) => `M590 ${712 + i * 15}H810`).join('')}" stroke="#8a5a2a" stroke-width="3"/>` +
    `<path d="${Array.from({ length: 9 }, (_, i) => `M${610 + i * 24} 700L${614 + i * 22} 800`).join('')}" stroke="#d29a5a" stroke-width="2" opacity="0.6"/>` +
    `<ellipse cx="${geometry.cx + 20}" cy="800" rx="50" ry="8" fill="#000000" opacity="0.2"/>` +
    bottle.body +
    wineGlass(scene, 1120, 830, 150, wine, '#7a6a5a') +
    wineGlass(scene, 1240, 820, 146, wine, '#7a6a5a') +
    `<path d="M820 900C900 870 1060 860 1120 880C1130 900 1050 915 900 925C840 930 815 915 820 900Z" fill="#d9a35a"/>` +
    `<path d="M870 893l20 -10M920 885l20 -10M970 880l20 -10M1020 878l20 -10" stroke="#a86a2a" stroke-width="4" stroke-linecap="round"/>` +
    grapeCluster({ cx: 1330, top: 860, grape: 10, fill: grapes, random: scene.random, rows: [5, 6, 5, 4, 3, 2], tilt: -0.5, stem: '#6b4a2b' })
  );
}
