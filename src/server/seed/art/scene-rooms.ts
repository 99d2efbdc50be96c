import { bottleGeometry, drawBottle } from './bottle.ts';
import { wineDress, type WineColour } from './bottles.ts';
import { estateLabel, type LabelText } from './label.ts';
import { crest, grapeCluster } from './motifs.ts';
import { house } from './palette.ts';
import { clouds, HEIGHT, hills, sky, verticalGradient, vignette, WIDTH, type Scene } from './scene-kit.ts';
import { wineGlass } from './scene-objects.ts';
import { berry, vineyard } from './scene-vines.ts';
import { linearGradient, r, radialGradientUser } from './svg.ts';

/** Dressed tufa blocks in staggered courses, as a pattern to fill walls with. */
function tufaWall(scene: Scene, light: string, dark: string): string {
  const id = scene.id('blocks');
  scene.defs.push(
    `<pattern id="${id}" width="180" height="84" patternUnits="userSpaceOnUse">` +
      `<rect width="180" height="84" fill="${light}"/>` +
      `<path d="M0 0.5H180M0 42.5H180M60 0V42M150 42V84" stroke="${dark}" stroke-width="2" opacity="0.5"/>` +
      `<rect x="62" y="2" width="86" height="39" fill="#ffffff" opacity="0.06"/><rect x="2" y="44" width="70" height="38" fill="#000000" opacity="0.03"/>` +
      '</pattern>',
  );
  return `url(#${id})`;
}

/** A wall rack of bottles lying on their sides: a grid of glass bottoms in oak cells. */
function bottleRack(scene: Scene, x: number, y: number, width: number, height: number): string {
  const { random } = scene;
  const cell = 46;
  const tile = cell * 4;
  const id = scene.id('rack');
  const cells: string[] = [];
  // One tile of sixteen cells, varied enough that the repeat does not show.
  for (let row = 0; row < 4; row++) {
    for (let column = 0; column < 4; column++) {
      const cx = column * cell + cell / 2;
      const cy = row * cell + cell / 2;
      cells.push(`<rect x="${cx - cell / 2 + 2}" y="${cy - cell / 2 + 2}" width="${cell - 4}" height="${cell - 4}" fill="#2a1a10"/>`);
      if (random.next() < 0.85) {
        const glass = random.pick(['#18301f', '#1f3a26', '#2c3a1c', '#c9b27a']);
        cells.push(
          `<circle cx="${cx}" cy="${cy}" r="17" fill="${glass}"/><circle cx="${cx}" cy="${cy}" r="9" fill="#000000" opacity="0.3"/>` +
            `<path d="M${cx - 11} ${cy - 8}A13 13 0 0 1 ${cx + 2} ${cy - 14}" stroke="#ffffff" stroke-opacity="0.45" stroke-width="2.5" fill="none"/>`,
        );
      }
    }
  }
  scene.defs.push(`<pattern id="${id}" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse" x="${x + 12}" y="${y + 12}"><rect width="${tile}" height="${tile}" fill="#6b4226"/>${cells.join('')}</pattern>`);
  return (
    `<rect x="${r(x)}" y="${r(y)}" width="${r(width)}" height="${r(height)}" fill="url(#${id})"/>` +
    `<rect x="${r(x)}" y="${r(y)}" width="${r(width)}" height="${r(height)}" fill="none" stroke="#4a2c17" stroke-width="14"/>`
  );
}

function pendant(scene: Scene, x: number, drop: number, glow: string): string {
  const id = scene.id('pendant');
  scene.defs.push(radialGradientUser(id, [
    { offset: 0, colour: glow, opacity: 0.5 },
    { offset: 1, colour: glow, opacity: 0 },
  ], x, drop + 40, 380));
  return (
    `<circle cx="${x}" cy="${drop + 40}" r="380" fill="url(#${id})"/>` +
    `<path d="M${x} 0V${drop}" stroke="#2b211e" stroke-width="3"/>` +
    `<path d="M${x - 70} ${drop + 52}Q${x - 66} ${drop} ${x} ${drop}Q${x + 66} ${drop} ${x + 70} ${drop + 52}Z" fill="${house.vineDeep}"/>` +
    `<ellipse cx="${x}" cy="${drop + 52}" rx="70" ry="9" fill="#fff1c8"/>`
  );
}

/** What the bottles on the counter say, by colour of wine. */
const counterLabels: Record<WineColour, LabelText> = {
  RED: { name: 'Les Tilleuls', appellation: 'Saumur-Champigny', year: 2022 },
  WHITE: { name: 'Clos de la Source', appellation: 'Saumur', year: 2023 },
  ROSE: { name: 'Rosé de Loire', appellation: 'Rosé de Loire', year: 2024 },
  SWEET: { name: 'Les Grains Nobles', appellation: 'Coteaux du Layon', year: 2019 },
  SPARKLING: { name: 'Fines Bulles', appellation: 'Crémant de Loire', year: null },
};

/** A bottle of the estate, with its label, standing in a scene. */
function sceneBottle(scene: Scene, colour: WineColour, x: number, base: number, height: number): string {
  const dress = wineDress[colour];
  const geometry = bottleGeometry(dress.style, x, base, height);
  const label = estateLabel(scene.id('label'), geometry.label, counterLabels[colour], dress.label, '75 cl');
  const bottle = drawBottle(scene.id('bottle'), geometry, dress.look, label.body);
  scene.defs.push(label.defs, bottle.defs);
  return `<ellipse cx="${r(x + height * 0.05)}" cy="${r(base)}" rx="${r(geometry.halfBody * 1.3)}" ry="${r(height * 0.025)}" fill="#000000" opacity="0.3"/>` + bottle.body;
}

/** The tasting room: a tufa wall, racks of bottles, an arched window on the vines, wines poured on the counter. */
export function tastingRoom(scene: Scene, variant: number): string {
  const windowLeft = 560;
  const windowRight = 1040;
  const windowTop = 110;
  const sill = 600;
  const half = (windowRight - windowLeft) / 2;
  const opening = `M${windowLeft} ${sill}V${windowTop + half}A${half} ${half} 0 0 1 ${windowRight} ${windowTop + half}V${sill}Z`;
  const view = scene.id('view');
  scene.defs.push(`<clipPath id="${view}"><path d="${opening}"/></clipPath>`);
  const outside =
    sky(scene, 420) + clouds(scene, 3, 150, 330) + hills(scene, 420, 24, scene.light.far) + hills(scene, 470, 18, scene.light.mid, scene.light.near) +
    vineyard(scene, { top: 480, vanish: { x: 800, y: 440 }, spacing: 160, season: 'summer', bounds: [windowLeft, windowRight] });
  const counterTop = 740;
  const counterFront = 860;
  const wines: WineColour[] = [['RED', 'WHITE', 'ROSE'], ['WHITE', 'RED', 'SWEET'], ['ROSE', 'RED', 'WHITE']][variant % 3] as WineColour[];
  const glassColour: Record<WineColour, string> = { RED: '#6d0f1e', WHITE: '#e8d27a', ROSE: '#f08c7a', SWEET: '#d99a2b', SPARKLING: '#eadb9a' };
  const grapes = berry(scene, '#5a2a5a', '#2a0f2a');
  return (
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${tufaWall(scene, '#e6d7b9', '#bba47d')}"/>` +
    `<path d="${opening}" fill="${scene.light.sky[1]}"/>` +
    `<g clip-path="url(#${view})">${outside}</g>` +
    `<path d="M${windowLeft - 34} ${sill + 24}V${windowTop + half}A${half + 34} ${half + 34} 0 0 1 ${windowRight + 34} ${windowTop + half}V${sill + 24}H${windowRight}V${windowTop + half}A${half} ${half} 0 0 0 ${windowLeft} ${windowTop + half}V${sill + 24}Z" fill="#f2e8d5"/>` +
    `<path d="M800 ${windowTop}V${sill}M${windowLeft} ${windowTop + half + 60}H${windowRight}" stroke="#efe6d4" stroke-width="10"/>` +
    `<rect x="${windowLeft - 50}" y="${sill}" width="${windowRight - windowLeft + 100}" height="26" fill="#f6eedf"/>` +
    bottleRack(scene, 40, 90, 440, 600) +
    bottleRack(scene, 1120, 90, 440, 600) +
    pendant(scene, 330, 120, '#ffd89a') +
    pendant(scene, 1270, 120, '#ffd89a') +
    `<path d="M0 ${counterTop}H${WIDTH}V${counterFront}H0Z" fill="${verticalGradient(scene, ['#7a4a2a', '#9b633a'], counterTop, counterFront)}"/>` +
    `<path d="${Array.from({ length: 9 }, (_, i) => `M${-400 + i * 300} ${counterFront}L${400 + (i - 4) * 120} ${counterTop}`).join('')}" stroke="#5a341c" stroke-width="2" opacity="0.5"/>` +
    `<rect y="${counterFront}" width="${WIDTH}" height="${HEIGHT - counterFront}" fill="${verticalGradient(scene, ['#4a2a16', '#2e1a0d'], counterFront, HEIGHT)}"/>` +
    `<rect y="${counterFront}" width="${WIDTH}" height="8" fill="#b07a48"/>` +
    `<path d="${Array.from({ length: 6 }, (_, i) => `M${40 + i * 260} ${counterFront + 30}h220v${HEIGHT - counterFront - 30}h-220Z`).join('')}" fill="none" stroke="#5e3a20" stroke-width="3"/>` +
    sceneBottle(scene, wines[0], 560, 820, 380) +
    wineGlass(scene, 800, 822, 210, glassColour[wines[0]], '#6b5a4a') +
    wineGlass(scene, 1000, 808, 200, glassColour[wines[1]], '#6b5a4a') +
    wineGlass(scene, 1190, 826, 214, glassColour[wines[2]], '#6b5a4a') +
    `<ellipse cx="330" cy="810" rx="130" ry="28" fill="#f4efe6"/><ellipse cx="330" cy="806" rx="110" ry="20" fill="#e9e1d2"/>` +
    grapeCluster({ cx: 300, top: 740, grape: 11, fill: grapes, random: scene.random, rows: [5, 6, 5, 4, 3], tilt: 0.6, stem: '#6b4a2b' }) +
    vignette(scene, 0.35)
  );
}

/** The bottling line: a filler in brushed steel, bottles filing along the conveyor, cases stacked on a pallet. */
export function bottling(scene: Scene, variant: number): string {
  const colour: WineColour = (['RED', 'WHITE', 'ROSE'] as const)[variant % 3];
  const belt = 690;
  const steel = scene.id('steel');
  scene.defs.push(linearGradient(steel, [
    { offset: 0, colour: '#8d959c' },
    { offset: 0.3, colour: '#e3e7ea' },
    { offset: 0.55, colour: '#aeb5bb' },
    { offset: 1, colour: '#6f777e' },
  ], 0, 0, 1, 0));
  const parts: string[] = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${tufaWall(scene, '#e3d3b3', '#b39c74')}"/>`,
    `<path d="M1080 700V330A230 230 0 0 1 1540 330V700Z" fill="#2a1d12"/>`,
    `<path d="M1080 700V330A230 230 0 0 1 1540 330V700" fill="none" stroke="#f1e6d0" stroke-width="26"/>`,
    `<rect y="700" width="${WIDTH}" height="${HEIGHT - 700}" fill="${verticalGradient(scene, ['#b9ab96', '#8f826f'], 700, HEIGHT)}"/>`,
  ];
  // Cases waiting on a pallet, in the archway.
  for (let row = 0; row < 3 + (variant % 2); row++) {
    for (let column = 0; column < 2; column++) {
      const x = 1150 + column * 170 + (row % 2) * 20;
      const y = 880 - (row + 1) * 110;
      parts.push(
        `<rect x="${x}" y="${y}" width="160" height="106" fill="#c49a6c" stroke="#8a6840" stroke-width="2"/>`,
        `<rect x="${x + 66}" y="${y}" width="28" height="106" fill="#d9b98c" opacity="0.7"/>`,
        crest(x + 38, y + 53, 40, { ring: '#6b4a2b', disc: 'none', leaf: '#6b4a2b', grape: '#6b4a2b', stem: '#6b4a2b', gap: '#c49a6c' }, false),
      );
    }
  }
  parts.push(`<rect x="1140" y="880" width="350" height="24" fill="#9c7a52"/><rect x="1150" y="904" width="30" height="20" fill="#7d5e3c"/><rect x="1300" y="904" width="30" height="20" fill="#7d5e3c"/><rect x="1450" y="904" width="30" height="20" fill="#7d5e3c"/>`);
  // Legs and belt.
  for (let x = 60; x < WIDTH; x += 260) parts.push(`<rect x="${x}" y="${belt + 30}" width="16" height="${930 - belt - 30}" fill="url(#${steel})"/>`);
  parts.push(
    `<ellipse cx="800" cy="935" rx="820" ry="14" fill="#000000" opacity="0.12"/>`,
    `<rect x="-10" y="${belt}" width="${WIDTH + 20}" height="30" fill="url(#${steel})"/>`,
    `<rect x="-10" y="${belt - 6}" width="${WIDTH + 20}" height="6" fill="#3a3f44"/>`,
  );
  const dress = wineDress[colour];
  for (let x = 120; x < 1080; x += 88) {
    const geometry = bottleGeometry(dress.style, x, belt - 6, 250);
    const bottle = drawBottle(scene.id('b'), geometry, dress.look, '');
    scene.defs.push(bottle.defs);
    parts.push(bottle.body);
  }
  // The filler housing over the first bottles, behind its guard.
  parts.push(
    `<rect x="90" y="200" width="560" height="230" rx="10" fill="url(#${steel})"/>`,
    `<rect x="90" y="${belt + 30}" width="560" height="200" rx="6" fill="url(#${steel})"/>`,
    `<rect x="120" y="${belt + 60}" width="240" height="140" rx="4" fill="none" stroke="#7d858c" stroke-width="3"/>`,
    `<rect x="380" y="${belt + 60}" width="240" height="140" rx="4" fill="none" stroke="#7d858c" stroke-width="3"/>`,
  );
  for (let x = 120; x < 620; x += 88) {
    parts.push(`<rect x="${x - 12}" y="430" width="24" height="${belt - 250 - 6 - 430 + 20}" fill="url(#${steel})"/><rect x="${x - 16}" y="${belt - 250 + 6}" width="32" height="12" rx="3" fill="#5a6168"/>`);
  }
  parts.push(
    `<rect x="90" y="430" width="560" height="${belt - 430 - 6}" fill="#dfe8ee" opacity="0.16" stroke="#9aa3aa" stroke-width="4"/>`,
    `<path d="M130 440L200 ${belt - 20}M420 440L470 ${belt - 20}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="10"/>`,
    `<rect x="470" y="232" width="150" height="100" rx="6" fill="#1f2a33"/><rect x="482" y="244" width="126" height="60" fill="#3d6b8a"/>`,
    `<circle cx="495" cy="318" r="7" fill="${house.vine}"/><circle cx="520" cy="318" r="7" fill="${house.wine}"/><circle cx="545" cy="318" r="7" fill="${house.goldLight}"/>`,
    `<rect x="130" y="240" width="300" height="40" rx="4" fill="#4b5259"/>`,
  );
  parts.push(vignette(scene, 0.3));
  return parts.join('');
}
