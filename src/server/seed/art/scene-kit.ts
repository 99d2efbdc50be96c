import { seededRandom, type Random } from './random.ts';
import { blurFilter, linearGradientUser, r, radialGradientUser } from './svg.ts';

export const WIDTH = 1600;
export const HEIGHT = 1000;

/** The light of a scene: sky, sun, the three distances of the landscape and the foliage. */
export interface Light {
  sky: [string, string, string];
  sun: { x: number; y: number; radius: number; colour: string; glow: string };
  far: string;
  mid: string;
  near: string;
  ground: [string, string];
  foliage: { dark: string; base: string; light: string };
  clouds: string;
  /** Colour of the shadows, mixed into the unlit sides of things. */
  shade: string;
  /** Warm light on walls facing the sun. */
  lit: string;
  /** How much the evening darkens what the sky no longer lights, from 0 to 1; lit windows above 0.3. */
  dusk?: number;
}

export const lights = {
  morning: {
    sky: ['#8fbfe3', '#cfe4ee', '#f7e9d2'],
    sun: { x: 1240, y: 230, radius: 46, colour: '#fff6d8', glow: '#fff1c2' },
    far: '#aebfbd', mid: '#8fae88', near: '#6f9c57',
    ground: ['#86ad5c', '#5f8c3e'],
    foliage: { dark: '#2e6331', base: '#4b8a3c', light: '#86b95a' },
    clouds: '#ffffff', shade: '#2c4a5a', lit: '#fff4dc',
  },
  midday: {
    sky: ['#5f9fd8', '#a9d0ec', '#e7f2f4'],
    sun: { x: 380, y: 140, radius: 44, colour: '#fffdf2', glow: '#ffffff' },
    far: '#9fb6b4', mid: '#7ba56d', near: '#5b9146',
    ground: ['#7fac4e', '#548a35'],
    foliage: { dark: '#24592b', base: '#3f8236', light: '#79b450' },
    clouds: '#ffffff', shade: '#243f52', lit: '#fffaf0',
  },
  golden: {
    sky: ['#7ea6c8', '#f1cf9a', '#f8dca6'],
    sun: { x: 1180, y: 330, radius: 58, colour: '#fff0c0', glow: '#ffd98a' },
    far: '#c2ae8c', mid: '#a59a5e', near: '#7f8b41',
    ground: ['#a7a04f', '#6f7a32'],
    foliage: { dark: '#3d5a23', base: '#5f7f2e', light: '#b3b14c' },
    clouds: '#fff2dc', shade: '#4a3350', lit: '#ffe2b0',
  },
  sunset: {
    sky: ['#3f3f73', '#d86f79', '#f8b66a'],
    sun: { x: 820, y: 470, radius: 70, colour: '#ffe0a0', glow: '#ffb060' },
    far: '#9b6a86', mid: '#6c4666', near: '#452f4a',
    ground: ['#4d3550', '#2f2036'],
    foliage: { dark: '#241a2e', base: '#3a2a44', light: '#6b4a5e' },
    clouds: '#f3a98c', shade: '#241a33', lit: '#ffc98a', dusk: 0.35,
  },
  autumn: {
    sky: ['#86b2d4', '#d7e4e6', '#f3e2c4'],
    sun: { x: 320, y: 200, radius: 48, colour: '#fff4d6', glow: '#ffe6b0' },
    far: '#b4b3a0', mid: '#a69a64', near: '#8c8a45',
    ground: ['#9e9a52', '#6d6a30'],
    foliage: { dark: '#7a3a1c', base: '#c0722a', light: '#e2b048' },
    clouds: '#ffffff', shade: '#3b3550', lit: '#fff0d6',
  },
  winter: {
    sky: ['#b7c7d3', '#dfe6ea', '#f1efe9'],
    sun: { x: 1300, y: 260, radius: 40, colour: '#fffaf0', glow: '#f6efe0' },
    far: '#c1cacd', mid: '#a9b4b2', near: '#98a39c',
    ground: ['#d9ded8', '#b8c0b6'],
    foliage: { dark: '#4a3a30', base: '#6e5646', light: '#8c7462' },
    clouds: '#f6f7f8', shade: '#4a5566', lit: '#fbf6ee',
  },
  spring: {
    sky: ['#79b6e6', '#c1e0f0', '#eef6ec'],
    sun: { x: 1260, y: 170, radius: 44, colour: '#fffbe6', glow: '#fff6d0' },
    far: '#a9c2b4', mid: '#94bf7d', near: '#74ac59',
    ground: ['#9cc468', '#6aa148'],
    foliage: { dark: '#3f7a2e', base: '#6aa83f', light: '#b4d76a' },
    clouds: '#ffffff', shade: '#2c4a5a', lit: '#fffbee',
  },
  frost: {
    sky: ['#9fb3cc', '#e9d3d3', '#f6e3cf'],
    sun: { x: 420, y: 380, radius: 42, colour: '#fff2dc', glow: '#ffd9b8' },
    far: '#b9bccb', mid: '#a3a9b6', near: '#929c9c',
    ground: ['#e4e6e6', '#c4cac8'],
    foliage: { dark: '#4a3a30', base: '#6e5646', light: '#8c7462' },
    clouds: '#fbeee6', shade: '#4a5068', lit: '#fff0e0',
  },
  dusk: {
    sky: ['#2c3e66', '#8a7aa0', '#e9a98a'],
    sun: { x: 300, y: 520, radius: 0, colour: '#ffd0a0', glow: '#f0a070' },
    far: '#7c7694', mid: '#5b5a74', near: '#3f4756',
    ground: ['#4a5246', '#2f362e'],
    foliage: { dark: '#1f2b22', base: '#2f4030', light: '#4f6248' },
    clouds: '#c99aa8', shade: '#1c2236', lit: '#ffcf8a', dusk: 0.5,
  },
} satisfies Record<string, Light>;

export type LightName = keyof typeof lights;

/** What every drawing function of a scene shares: its random draws, its definitions, its light. */
export interface Scene {
  random: Random;
  light: Light;
  defs: string[];
  /** A fresh id for a gradient or filter, unique within the document. */
  id(name: string): string;
}

export function createScene(seed: number, light: Light): Scene {
  let counter = 0;
  return {
    random: seededRandom(seed),
    light,
    defs: [],
    id: (name) => `${name}${++counter}`,
  };
}

export function verticalGradient(scene: Scene, colours: string[], top: number, bottom: number): string {
  const id = scene.id('v');
  scene.defs.push(
    linearGradientUser(id, colours.map((colour, i) => ({ offset: r(i / Math.max(1, colours.length - 1)), colour })), 0, top, 0, bottom),
  );
  return `url(#${id})`;
}

export function blur(scene: Scene, deviation: number): string {
  const id = scene.id('blur');
  scene.defs.push(blurFilter(id, deviation));
  return `url(#${id})`;
}

/** Sky, sun glow and sun disc, down to `horizon`. */
export function sky(scene: Scene, horizon: number): string {
  const { sky: colours, sun } = scene.light;
  const fill = verticalGradient(scene, colours, 0, horizon);
  const glow = scene.id('glow');
  scene.defs.push(
    radialGradientUser(glow, [
      { offset: 0, colour: sun.glow, opacity: 0.9 },
      { offset: 0.25, colour: sun.glow, opacity: 0.35 },
      { offset: 1, colour: sun.glow, opacity: 0 },
    ], sun.x, sun.y, 520),
  );
  return (
    `<rect width="${WIDTH}" height="${r(horizon + 40)}" fill="${fill}"/>` +
    `<rect width="${WIDTH}" height="${r(horizon + 40)}" fill="url(#${glow})"/>` +
    (sun.radius ? `<circle cx="${sun.x}" cy="${sun.y}" r="${sun.radius}" fill="${sun.colour}"/>` : '')
  );
}

/** A few flat-bottomed cumulus, drawn as overlapping puffs with a shaded underside. */
export function clouds(scene: Scene, count: number, top: number, bottom: number): string {
  const { random, light } = scene;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = random.range(-100, WIDTH + 100);
    const y = random.range(top, bottom);
    const width = random.range(180, 360) * (0.6 + (y - top) / Math.max(1, bottom - top) * 0.5);
    const puffs: string[] = [];
    const n = random.int(4, 6);
    for (let p = 0; p < n; p++) {
      const px = x + (p / (n - 1) - 0.5) * width * 0.8;
      const radius = width * random.range(0.12, 0.22) * (1 - Math.abs(p / (n - 1) - 0.5));
      puffs.push(`<circle cx="${r(px)}" cy="${r(y - radius * 0.4)}" r="${r(radius + width * 0.06)}"/>`);
    }
    out.push(
      `<g opacity="${r(random.range(0.55, 0.85) * 100) / 100}">` +
        `<g fill="${light.shade}" opacity="0.12" transform="translate(0 8)">${puffs.join('')}</g>` +
        `<g fill="${light.clouds}">${puffs.join('')}<rect x="${r(x - width * 0.45)}" y="${r(y - 6)}" width="${r(width * 0.9)}" height="${r(width * 0.07)}" rx="${r(width * 0.035)}"/></g>` +
        '</g>',
    );
  }
  return `<g filter="${blur(scene, 1.5)}">${out.join('')}</g>`;
}

/** A rolling skyline of hills: the sum of a few sine waves, filled down to the bottom of the picture. */
export function hills(scene: Scene, base: number, amplitude: number, colour: string, bottomColour?: string): string {
  const { random } = scene;
  const waves = [0, 1, 2].map((i) => ({
    length: random.range(500, 1300) / (i + 1),
    phase: random.range(0, Math.PI * 2),
    height: amplitude / (i + 1),
  }));
  const points: string[] = [];
  for (let x = 0; x <= WIDTH; x += 20) {
    const y = base - waves.reduce((sum, w) => sum + Math.sin((x / w.length) * Math.PI * 2 + w.phase) * w.height, 0);
    points.push(`${x} ${r(y)}`);
  }
  const fill = bottomColour ? verticalGradient(scene, [colour, bottomColour], base - amplitude * 2, HEIGHT) : colour;
  return `<path d="M0 ${HEIGHT}L${points.join('L')}L${WIDTH} ${HEIGHT}Z" fill="${fill}"/>`;
}

/** A hedge of round trees along a line: the far edge of the fields. */
export function treeLine(scene: Scene, y: number, from: number, to: number, size: number, colour: string): string {
  const { random } = scene;
  const out: string[] = [];
  for (let x = from; x < to; x += size * random.range(0.5, 1.2)) {
    const radius = size * random.range(0.35, 0.6);
    out.push(`<circle cx="${r(x)}" cy="${r(y - radius * 0.8)}" r="${r(radius)}"/>`);
  }
  return `<g fill="${colour}">${out.join('')}</g>`;
}

/** A linden tree: a short trunk and a dense, rounded crown in three tones. */
export function lindenTree(scene: Scene, x: number, ground: number, height: number): string {
  const { random, light } = scene;
  const crown = height * 0.42;
  const cy = ground - height + crown;
  const trunk = `<path d="M${r(x - height * 0.035)} ${r(ground)}L${r(x - height * 0.02)} ${r(cy + crown * 0.4)}H${r(x + height * 0.02)}L${r(x + height * 0.04)} ${r(ground)}Z" fill="#4a3426"/>`;
  const blobs = (colour: string, dx: number, dy: number, count: number, spread: number) => {
    const parts: string[] = [];
    for (let i = 0; i < count; i++) {
      const angle = random.range(0, Math.PI * 2);
      const distance = random.range(0, spread) * crown;
      parts.push(
        `<circle cx="${r(x + dx * crown + Math.cos(angle) * distance)}" cy="${r(cy + dy * crown + Math.sin(angle) * distance * 0.85)}" r="${r(crown * random.range(0.32, 0.5))}"/>`,
      );
    }
    return `<g fill="${colour}">${parts.join('')}</g>`;
  };
  return (
    `<ellipse cx="${r(x + height * 0.12)}" cy="${r(ground)}" rx="${r(crown * 1.1)}" ry="${r(crown * 0.16)}" fill="${light.shade}" opacity="0.25"/>` +
    trunk +
    blobs(light.foliage.dark, 0.05, 0.08, 9, 0.62) +
    blobs(light.foliage.base, -0.08, -0.06, 8, 0.5) +
    blobs(light.foliage.light, -0.2, -0.22, 5, 0.3)
  );
}

/** A flight of birds: small gull-wing strokes. */
export function birds(scene: Scene, x: number, y: number, count: number, colour: string): string {
  const { random } = scene;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const bx = x + random.range(-80, 80);
    const by = y + random.range(-40, 40);
    const span = random.range(7, 13);
    out.push(`<path d="M${r(bx - span)} ${r(by - span * 0.3)}Q${r(bx - span * 0.4)} ${r(by - span * 0.6)} ${r(bx)} ${r(by)}Q${r(bx + span * 0.4)} ${r(by - span * 0.6)} ${r(bx + span)} ${r(by - span * 0.3)}"/>`);
  }
  return `<g fill="none" stroke="${colour}" stroke-width="2" stroke-linecap="round">${out.join('')}</g>`;
}

/** Darkened corners, the way a lens (or a painter) draws the eye to the middle. */
export function vignette(scene: Scene, strength: number, colour = '#000000'): string {
  const id = scene.id('vignette');
  scene.defs.push(
    radialGradientUser(id, [
      { offset: 0.45, colour, opacity: 0 },
      { offset: 1, colour, opacity: strength },
    ], WIDTH / 2, HEIGHT / 2, WIDTH * 0.62),
  );
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${id})"/>`;
}

/** Mixes two #rrggbb colours: t = 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const out = [0, 1, 2].map((i) => Math.round(channel(a, i) + (channel(b, i) - channel(a, i)) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
