import { clouds, HEIGHT, hills, lindenTree, mix, sky, treeLine, verticalGradient, WIDTH, type Scene } from './scene-kit.ts';
import { manor } from './scene-manor.ts';
import { vineyard } from './scene-vines.ts';

/** The estate's house between its two lindens, a gravel drive running up through the vines. */
export function chateau(scene: Scene, variant: number): string {
  const horizon = 520;
  const { light } = scene;
  const x = 800 + ((variant % 3) - 1) * 140;
  const gravel = ['#e3d6bd', '#cbb994'].map((colour) => mix(colour, light.shade, light.dusk ?? 0));
  const drive = verticalGradient(scene, gravel, 700, HEIGHT);
  return (
    sky(scene, horizon) +
    clouds(scene, 4, 60, 300) +
    hills(scene, horizon - 40, 30, light.far) +
    treeLine(scene, horizon, 0, WIDTH, 50, light.mid) +
    `<rect y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="${light.ground[0]}"/>` +
    `<ellipse cx="${x}" cy="700" rx="420" ry="36" fill="${gravel[0]}"/>` +
    lindenTree(scene, x - 430, 705, 400) +
    manor(scene, x, 700, 1.0, { towerLeft: variant % 2 === 0 }) +
    lindenTree(scene, x + 450, 715, 430) +
    `<path d="M${x - 40} 700L${x - 260} ${HEIGHT}H${x + 260}L${x + 40} 700Z" fill="${drive}"/>` +
    vineyard(scene, { top: 720, vanish: { x, y: 560 }, spacing: 420, season: variant % 6 === 4 ? 'autumn' : 'summer' }) +
    `<path d="M${x - 40} 700L${x - 260} ${HEIGHT}H${x + 260}L${x + 40} 700Z" fill="${drive}"/>`
  );
}
