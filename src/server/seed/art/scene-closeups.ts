import { grapeCluster, tendril } from './motifs.ts';
import { blur, WIDTH, HEIGHT, type Scene } from './scene-kit.ts';
import { vineLeaf } from './scene-objects.ts';
import { landscape } from './scene-outdoors.ts';
import { berry, vineyard, type Season } from './scene-vines.ts';
import { r } from './svg.ts';

/** The vineyard out of focus behind a close-up, with soft discs of light. */
function softBackground(scene: Scene, season: Season, flowers?: string): string {
  const { random } = scene;
  const bokeh: string[] = [];
  for (let i = 0; i < 18; i++) {
    bokeh.push(`<circle cx="${r(random.range(0, WIDTH))}" cy="${r(random.range(80, 700))}" r="${r(random.range(18, 60))}" opacity="${r(random.range(0.12, 0.35) * 100) / 100}"/>`);
  }
  let meadow = '';
  if (flowers) {
    const dots: string[] = [];
    for (let i = 0; i < 160; i++) dots.push(`<circle cx="${r(random.range(0, WIDTH))}" cy="${r(random.range(640, HEIGHT))}" r="${r(random.range(6, 16))}"/>`);
    meadow = `<g fill="${flowers}">${dots.join('')}</g>`;
  }
  // The blurred layer is drawn a little larger than the frame so that its soft edge falls outside.
  return (
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${scene.light.ground[0]}"/>` +
    `<g filter="${blur(scene, 14)}"><g transform="translate(${WIDTH / 2} ${HEIGHT / 2}) scale(1.08) translate(${-WIDTH / 2} ${-HEIGHT / 2})">` +
    landscape(scene, 480, 3) +
    vineyard(scene, { top: 540, vanish: { x: 800, y: 470 }, spacing: 420, season }) +
    meadow +
    '</g></g>' +
    `<g fill="#ffffff" filter="${blur(scene, 5)}">${bokeh.join('')}</g>`
  );
}

/** Bunches of ripe grapes among the leaves, close enough to see the bloom on the berries. */
export function grapesCloseup(scene: Scene, variant: number): string {
  const golden = variant % 2 === 1;
  const fill = golden ? berry(scene, '#d9c866', '#7d7420') : berry(scene, '#4e2a5e', '#160a1e');
  const { random, light } = scene;
  const flip = variant % 3 === 2 ? -1 : 1;
  const cx = (x: number) => (flip === 1 ? x : WIDTH - x);
  const cane = `M${cx(-60)} 150C${cx(400)} 90 ${cx(900)} 210 ${cx(1680)} 120`;
  const leaf = (x: number, y: number, size: number, angle: number, tone: string) =>
    vineLeaf(random, cx(x), y, size, angle * flip, tone, light.foliage.light);
  return (
    softBackground(scene, 'summer') +
    `<path d="${cane}" fill="none" stroke="#4a3322" stroke-width="30" stroke-linecap="round"/>` +
    `<path d="${cane}" fill="none" stroke="#7a5a3e" stroke-width="10" stroke-linecap="round" transform="translate(0 -6)"/>` +
    leaf(1300, 330, 560, -20, light.foliage.dark) +
    leaf(260, 360, 520, 25, light.foliage.base) +
    leaf(830, 170, 300, 170, light.foliage.base) +
    `<path d="M${cx(640)} 150Q${cx(660)} 230 ${cx(650)} 300M${cx(1060)} 165Q${cx(1040)} 250 ${cx(1070)} 330" fill="none" stroke="#5e6b2e" stroke-width="9" stroke-linecap="round"/>` +
    grapeCluster({ cx: cx(650), top: 280, grape: 27, fill, random, rows: [7, 8, 8, 7, 7, 6, 5, 4, 3, 2, 1], tilt: 0.2 * flip }) +
    grapeCluster({ cx: cx(1070), top: 320, grape: 24, fill, random, rows: [6, 7, 7, 6, 5, 4, 3, 2, 1], tilt: -0.15 * flip }) +
    tendril(cx(900), 190, 120, '#6b7a34', 5, flip === -1)
  );
}

/** Budburst: an old vine's arm along the wire, its buds opening into small bronze-green leaves. */
export function springBuds(scene: Scene, variant: number): string {
  const { random } = scene;
  const wire = 500 + (variant % 3) * 20;
  const trunkX = 640 + (variant % 2) * 260;
  const parts = [
    softBackground(scene, 'spring', '#f2d43a'),
    `<rect x="1240" y="0" width="70" height="${HEIGHT}" fill="#8a7458"/><rect x="1240" y="0" width="22" height="${HEIGHT}" fill="#a89070"/><rect x="1290" y="0" width="20" height="${HEIGHT}" fill="#6a5640"/>`,
    `<path d="M0 ${wire - 6}L${WIDTH} ${wire + 6}" stroke="#9aa0a4" stroke-width="3"/>`,
    `<path d="M${trunkX - 40} ${HEIGHT}C${trunkX - 10} 880 ${trunkX - 70} 760 ${trunkX - 10} 680S${trunkX + 20} 560 ${trunkX} ${wire + 10}" fill="none" stroke="#4b3527" stroke-width="70" stroke-linecap="round"/>`,
    `<path d="M${trunkX - 40} ${HEIGHT}C${trunkX - 10} 880 ${trunkX - 70} 760 ${trunkX - 10} 680S${trunkX + 20} 560 ${trunkX} ${wire + 10}" fill="none" stroke="#6e5240" stroke-width="20" stroke-linecap="round" transform="translate(-14 0)"/>`,
    `<path d="M${trunkX} ${wire + 10}C${trunkX - 300} ${wire - 20} ${trunkX - 600} ${wire + 20} -40 ${wire}M${trunkX} ${wire + 10}C${trunkX + 300} ${wire - 10} ${trunkX + 600} ${wire + 30} ${WIDTH + 40} ${wire + 10}" fill="none" stroke="#4b3527" stroke-width="34" stroke-linecap="round"/>`,
  ];
  parts.push(`<path d="M${trunkX} ${wire + 2}C${trunkX - 300} ${wire - 28} ${trunkX - 600} ${wire + 12} -40 ${wire - 8}M${trunkX} ${wire + 2}C${trunkX + 300} ${wire - 18} ${trunkX + 600} ${wire + 22} ${WIDTH + 40} ${wire + 2}" fill="none" stroke="#7a5e48" stroke-width="8" stroke-linecap="round"/>`);
  // Spurs along the arm: some still in their woolly buds, most opening into young shoots.
  let spur = 0;
  for (let x = trunkX - 560; x < WIDTH; x += random.range(190, 250)) {
    if (Math.abs(x - trunkX) < 90 || x < 50) continue;
    const y = wire + 2;
    spur++;
    if (spur % 4 === 0) {
      parts.push(`<ellipse cx="${r(x)}" cy="${r(y - 26)}" rx="15" ry="22" fill="#efe4cf"/><ellipse cx="${r(x - 4)}" cy="${r(y - 32)}" rx="6" ry="9" fill="#ffffff" opacity="0.8"/>`);
      continue;
    }
    const height = random.range(110, 200);
    const lean = random.range(-40, 40);
    const tipX = x + lean;
    const tipY = y - height;
    parts.push(`<path d="M${r(x)} ${r(y)}Q${r(x + lean * 0.1)} ${r(y - height * 0.6)} ${r(tipX)} ${r(tipY)}" fill="none" stroke="#7f8c3c" stroke-width="8" stroke-linecap="round"/>`);
    const leaves = random.int(2, 3);
    for (let l = 0; l < leaves; l++) {
      const t = 0.45 + l * 0.22;
      const side = l % 2 === 0 ? -1 : 1;
      const lx = x + lean * t * t + side * 20;
      const ly = y - height * t;
      const leafSize = random.range(110, 190) * (1 - l * 0.2);
      const tone = random.pick(['#9cc24e', '#b3c95a', '#c2b252', '#a8bf4e']);
      parts.push(
        `<path d="M${r(x + lean * t * t)} ${r(ly)}l${r(side * leafSize * 0.3)} ${r(-leafSize * 0.12)}" stroke="#7f8c3c" stroke-width="5" stroke-linecap="round"/>`,
        vineLeaf(random, lx + side * leafSize * 0.5, ly - leafSize * 0.35, leafSize, side * random.range(25, 55), tone, '#eef4c0'),
      );
    }
    parts.push(`<ellipse cx="${r(tipX)}" cy="${r(tipY - 14)}" rx="11" ry="22" fill="#c9c15e" transform="rotate(${r(lean * 0.4)} ${r(tipX)} ${r(tipY)})"/><ellipse cx="${r(tipX)}" cy="${r(tipY - 22)}" rx="6" ry="12" fill="#d4a07a" transform="rotate(${r(lean * 0.4)} ${r(tipX)} ${r(tipY)})"/>`);
  }
  parts.push(tendril(trunkX + 120, wire - 30, 110, '#7a8a3a', 4));
  return parts.join('');
}
