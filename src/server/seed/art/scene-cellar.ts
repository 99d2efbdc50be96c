import { HEIGHT, mix, vignette, WIDTH, type Scene } from './scene-kit.ts';
import { wineGlass } from './scene-objects.ts';
import { linearGradient, linearGradientUser, r, radialGradientUser } from './svg.ts';

export interface Gallery {
  vanish: { x: number; y: number };
  /** Arch openings from the nearest to the farthest: half width, floor line, springing line. */
  rings: { half: number; floor: number; spring: number; t: number }[];
  /** Height of the vault above its springing line, relative to the half width. */
  rise: number;
}

/**
 * A gallery dug into the tufa, seen down its length: arch after arch, lit warm near the lamps and
 * fading into the dark at the far end. Returns the drawing and the geometry for what stands in it.
 */
export function tufaGallery(scene: Scene, lamp: string, far: string, vault: { spring: number; rise: number }): { body: string; gallery: Gallery } {
  const vanish = { x: WIDTH / 2 + scene.random.range(-80, 80), y: 470 };
  const rings: Gallery['rings'] = [];
  for (let t = 1.25; t > 0.07; t *= 0.84) {
    rings.push({ half: 760 * t, floor: vanish.y + (HEIGHT - vanish.y) * t * 0.92, spring: vanish.y - vault.spring * t, t });
  }
  const out: string[] = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="${far}"/>`];
  const arch = (g: Gallery['rings'][number]) =>
    `M${r(vanish.x - g.half)} ${r(g.floor)}V${r(g.spring)}A${r(g.half)} ${r(g.half * vault.rise)} 0 0 1 ${r(vanish.x + g.half)} ${r(g.spring)}V${r(g.floor)}Z`;
  rings.forEach((g, i) => {
    const depth = 1 - Math.min(1, g.t);
    // Brightest around the middle of the gallery where the lamps hang, darker at both ends.
    const wall = mix(mix('#e8d6b4', lamp, 0.25), far, Math.min(1, depth * 1.15 + Math.max(0, g.t - 0.7) * 0.55));
    out.push(`<path d="${arch(g)}" fill="${wall}"/>`);
    if (i % 2 === 0) out.push(`<path d="${arch(g)}" fill="none" stroke="${mix(wall, far, 0.35)}" stroke-width="${r(Math.max(1, 10 * g.t))}"/>`);
    const next = rings[i + 1];
    if (next) {
      out.push(
        `<path d="M${r(vanish.x - g.half)} ${r(g.floor)}H${r(vanish.x + g.half)}L${r(vanish.x + next.half)} ${r(next.floor)}H${r(vanish.x - next.half)}Z" fill="${mix(mix('#a78a66', lamp, 0.15), far, Math.min(1, depth * 1.2))}"/>`,
      );
      // Courses of stone on the near walls.
      if (g.t > 0.3) {
        const joints: string[] = [];
        for (let k = 1; k < 6; k++) {
          const y = g.spring + ((g.floor - g.spring) * k) / 6;
          const yNext = next.spring + ((next.floor - next.spring) * k) / 6;
          joints.push(`M${r(vanish.x - g.half)} ${r(y)}L${r(vanish.x - next.half)} ${r(yNext)}M${r(vanish.x + g.half)} ${r(y)}L${r(vanish.x + next.half)} ${r(yNext)}`);
        }
        out.push(`<path d="${joints.join('')}" stroke="${mix(wall, far, 0.3)}" stroke-width="${r(2 * g.t)}" opacity="0.6"/>`);
      }
    }
  });
  return { body: out.join(''), gallery: { vanish, rings, rise: vault.rise } };
}

/** Oak barrels lying along both walls, heads turned to the aisle, each with its chalked vintage. */
function barrelRows(scene: Scene, gallery: Gallery, far: string, tiers: number): string {
  const { vanish } = gallery;
  const out: string[] = [];
  const oakId = scene.id('oak');
  scene.defs.push(linearGradient(oakId, [
    { offset: 0, colour: '#5a341a' },
    { offset: 0.3, colour: '#b0723e' },
    { offset: 0.55, colour: '#94592e' },
    { offset: 1, colour: '#4a2a14' },
  ]));
  const barrels: { x: number; y: number; size: number; side: number; depth: number }[] = [];
  for (let t = 0.95; t > 0.12; t *= 0.8) {
    const floor = vanish.y + (HEIGHT - vanish.y) * t * 0.92;
    const half = 760 * t;
    for (const side of [-1, 1]) {
      const size = (tiers > 1 ? 190 : 230) * t;
      for (let tier = 0; tier < tiers; tier++) {
        barrels.push({ x: vanish.x + side * (half - size * 1.05), y: floor - size * (0.62 + tier * 1.02), size: size - tier * 0.01, side, depth: 1 - t });
      }
    }
  }
  barrels.sort((a, b) => a.size - b.size);
  for (const b of barrels) {
    const shade = Math.min(1, b.depth * 1.1);
    const { x, y, size, side } = b;
    const rx = size * 0.3;
    const ry = size * 0.5;
    const reach = size * 1.1;
    const body = `M${r(x)} ${r(y - ry)}Q${r(x + side * reach * 0.5)} ${r(y - ry * 1.22)} ${r(x + side * reach)} ${r(y - ry)}V${r(y + ry)}Q${r(x + side * reach * 0.5)} ${r(y + ry * 1.22)} ${r(x)} ${r(y + ry)}Z`;
    const hoops = [0.12, 0.3, 0.7, 0.88]
      .map((k) => {
        const hx = x + side * reach * k;
        const bulge = 1 + 0.22 * Math.sin(Math.PI * k);
        return `M${r(hx)} ${r(y - ry * bulge)}Q${r(hx + side * rx * 0.5)} ${r(y)} ${r(hx)} ${r(y + ry * bulge)}`;
      })
      .join('');
    out.push(
      `<ellipse cx="${r(x + side * reach * 0.5)}" cy="${r(y + ry * 1.15)}" rx="${r(reach * 0.7)}" ry="${r(size * 0.08)}" fill="#000000" opacity="0.35"/>`,
      `<path d="${body}" fill="url(#${oakId})"/>`,
      `<path d="${hoops}" fill="none" stroke="#2a2420" stroke-width="${r(size * 0.035)}"/>`,
      `<ellipse cx="${r(x)}" cy="${r(y)}" rx="${r(rx)}" ry="${r(ry)}" fill="#b98352" stroke="#2a2420" stroke-width="${r(size * 0.03)}"/>`,
      `<ellipse cx="${r(x)}" cy="${r(y)}" rx="${r(rx * 0.82)}" ry="${r(ry * 0.86)}" fill="none" stroke="#7a4a28" stroke-width="${r(size * 0.012)}"/>`,
      `<path d="${[-0.5, -0.2, 0.1, 0.4].map((k) => `M${r(x + rx * k)} ${r(y - ry * Math.sqrt(1 - k * k) * 0.86)}V${r(y + ry * Math.sqrt(1 - k * k) * 0.86)}`).join('')}" stroke="#8a5a34" stroke-width="${r(size * 0.008)}"/>`,
      `<path d="M${r(x - rx * 0.4)} ${r(y - ry * 0.3)}h${r(rx * 0.8)}M${r(x - rx * 0.3)} ${r(y - ry * 0.18)}h${r(rx * 0.5)}" stroke="#f4efe6" stroke-width="${r(size * 0.012)}" opacity="0.8"/>`,
    );
    if (shade > 0.05) out.push(`<path d="${body}" fill="${far}" opacity="${r(shade * 0.85 * 100) / 100}"/><ellipse cx="${r(x)}" cy="${r(y)}" rx="${r(rx + 1)}" ry="${r(ry + 1)}" fill="${far}" opacity="${r(shade * 0.85 * 100) / 100}"/>`);
  }
  return out.join('');
}

/** Lamps hung from the vault, each with a warm pool of light. */
function lamps(scene: Scene, gallery: Gallery, colour: string): string {
  const out: string[] = [];
  gallery.rings.forEach((g, i) => {
    if (i % 3 !== 1 || g.t < 0.15) return;
    const y = g.spring - g.half * gallery.rise + 60 * g.t;
    const glow = scene.id('lamp');
    scene.defs.push(radialGradientUser(glow, [
      { offset: 0, colour, opacity: 0.55 },
      { offset: 1, colour, opacity: 0 },
    ], gallery.vanish.x, y, 420 * g.t));
    out.push(
      `<circle cx="${r(gallery.vanish.x)}" cy="${r(y)}" r="${r(420 * g.t)}" fill="url(#${glow})"/>`,
      `<path d="M${r(gallery.vanish.x)} ${r(y - 50 * g.t)}V${r(y - 10 * g.t)}" stroke="#1a120c" stroke-width="${r(3 * g.t)}"/>`,
      `<circle cx="${r(gallery.vanish.x)}" cy="${r(y)}" r="${r(12 * g.t)}" fill="#fff3c8"/>`,
    );
  });
  return out.join('');
}

/** The ageing cellar: a tufa gallery lined with barrels, a glass waiting on the nearest one. */
export function cellar(scene: Scene, variant: number): string {
  const lamp = ['#ffb95a', '#ffcf8a', '#ff9f4a'][variant % 3];
  const far = '#1b120b';
  const vault = [{ spring: 120, rise: 0.62 }, { spring: 200, rise: 0.5 }, { spring: 60, rise: 0.72 }][variant % 3];
  const { body, gallery } = tufaGallery(scene, lamp, far, vault);
  const tableX = variant % 2 === 0 ? 1240 : 360;
  return (
    body +
    barrelRows(scene, gallery, far, variant % 3 === 1 ? 2 : 1) +
    lamps(scene, gallery, lamp) +
    standingBarrel(scene, tableX, 1010, 300) +
    wineGlass(scene, tableX - 30, 745, 150, '#6d0f1e', '#f3e6d0') +
    wineGlass(scene, tableX + 60, 748, 150, null, '#f3e6d0') +
    vignette(scene, 0.6)
  );
}

/** A barrel stood on end, used as a tasting table in the foreground. */
function standingBarrel(scene: Scene, x: number, ground: number, size: number): string {
  const id = scene.id('stave');
  scene.defs.push(linearGradientUser(id, [
    { offset: 0, colour: '#3e2414' },
    { offset: 0.35, colour: '#9a6236' },
    { offset: 0.6, colour: '#7a4a28' },
    { offset: 1, colour: '#2e1a0e' },
  ], x - size * 0.55, 0, x + size * 0.55, 0));
  const top = ground - size * 0.88;
  const w = size * 0.5;
  return (
    `<path d="M${r(x - w)} ${r(top)}Q${r(x - w * 1.18)} ${r((top + ground) / 2)} ${r(x - w)} ${r(ground)}H${r(x + w)}Q${r(x + w * 1.18)} ${r((top + ground) / 2)} ${r(x + w)} ${r(top)}Z" fill="url(#${id})"/>` +
    [0.15, 0.35, 0.7].map((k) => `<path d="M${r(x - w * (1 + 0.18 * Math.sin(Math.PI * k)))} ${r(top + (ground - top) * k)}Q${r(x)} ${r(top + (ground - top) * k + size * 0.07)} ${r(x + w * (1 + 0.18 * Math.sin(Math.PI * k)))} ${r(top + (ground - top) * k)}" fill="none" stroke="#1f1814" stroke-width="${r(size * 0.03)}"/>`).join('') +
    `<ellipse cx="${r(x)}" cy="${r(top)}" rx="${r(w)}" ry="${r(size * 0.1)}" fill="#a8744a" stroke="#1f1814" stroke-width="${r(size * 0.02)}"/>`
  );
}
