import { bottleGeometry, drawBottle } from './bottle.ts';
import { wineDress, type WineColour } from './bottles.ts';
import { crest } from './motifs.ts';
import { ESTATE_NAME } from './palette.ts';
import { hashSeed, seededRandom } from './random.ts';
import { studioBackdrop } from './studio.ts';
import { fitFontSize, linearGradientUser, r, svgDocument, text } from './svg.ts';
import { pine, plank } from './wood.ts';

export type CaseSize = 3 | 6 | 12;

export interface BoxImageOptions {
  title: string;
  bottles: CaseSize;
  /** Colours of the wines in the case, repeated to fill it. */
  colours: WineColour[];
}

const layout: Record<CaseSize, { columns: number; rows: number }> = {
  3: { columns: 3, rows: 1 },
  6: { columns: 3, rows: 2 },
  12: { columns: 4, rows: 3 },
};

const canvas = { width: 800, height: 1000 };
const burnt = '#4a2814';

/**
 * An open pine case in three-quarter view, the necks of its bottles standing out of it and the
 * estate's mark burnt into the front.
 */
export function boxImage({ title, bottles, colours }: BoxImageOptions): string {
  const { columns, rows } = layout[bottles];
  const random = seededRandom(hashSeed(`${title}/${bottles}`));
  // Oblique projection: going back into the case moves up and to the right.
  const slant = { x: 0.3, y: 0.42 };
  // A bigger case is drawn smaller so that it fits the frame with a margin.
  const naturalWidth = (columns + rows * slant.x) * 142 + 60;
  const scale = Math.min(1, (canvas.width * 0.88) / naturalWidth);
  const bottleHeight = 450 * scale;
  const cell = 142 * scale;
  const wall = 22 * scale;
  const faceWidth = columns * cell + wall * 2;
  const faceHeight = bottleHeight * 0.5;
  const worldDepth = rows * cell + wall * 2;
  const back = { x: worldDepth * slant.x, y: worldDepth * slant.y };
  const left = (canvas.width - faceWidth - back.x) / 2;
  const right = left + faceWidth;
  // Centre the whole still life, from the floor to the top of the back row of bottles.
  const reach = wall * 0.5 + (wall + (rows - 0.5) * cell) * slant.y + bottleHeight;
  const floor = Math.min(930, (canvas.height + reach) / 2 + 40);
  const rim = floor - faceHeight;

  const backdrop = studioBackdrop('studio', canvas.width, canvas.height, floor);
  const defs: string[] = [backdrop.defs];
  const footprint = `M${r(left)} ${r(floor)}H${r(right)}l${r(back.x)} ${r(-back.y)}H${r(left + back.x)}Z`;
  const body: string[] = [
    backdrop.body,
    `<path d="${footprint}" fill="#2a1a0e" opacity="0.5" filter="url(#studio-soft)" transform="translate(${r(12 * scale)} ${r(6 * scale)})"/>`,
    `<path d="M${r(left)} ${r(floor)}H${r(right)}l${r(back.x)} ${r(-back.y)}" fill="none" stroke="#1a100a" stroke-opacity="0.45" stroke-width="3"/>`,
  ];

  const opening = `M${r(left)} ${r(rim)}l${r(back.x)} ${r(-back.y)}H${r(right + back.x)}L${r(right)} ${r(rim)}Z`;
  defs.push(
    `<clipPath id="opening"><path d="${opening}"/></clipPath>`,
    linearGradientUser('backWall', [
      { offset: 0, colour: '#a87848' },
      { offset: 1, colour: '#3a2413' },
    ], 0, rim - back.y, 0, rim - back.y + faceHeight),
    linearGradientUser('rimShade', [
      { offset: 0, colour: '#1c0f06', opacity: 0 },
      { offset: 1, colour: '#1c0f06', opacity: 0.5 },
    ], 0, rim - bottleHeight * 0.18, 0, rim),
  );
  body.push(
    `<g clip-path="url(#opening)"><path d="${opening}" fill="#2e1c0e"/>` +
      `<rect x="${r(left + back.x)}" y="${r(rim - back.y)}" width="${r(faceWidth)}" height="${r(faceHeight)}" fill="url(#backWall)"/>` +
      `<path d="M${r(left)} ${r(rim)}l${r(back.x)} ${r(-back.y)}v${r(faceHeight)}l${r(-back.x)} ${r(back.y)}Z" fill="#5a3a1f"/></g>`,
    `<path d="M${r(left + back.x)} ${r(rim - back.y)}H${r(right + back.x)}l${r(-wall * slant.x)} ${r(wall * slant.y)}H${r(left + back.x + wall)}Z" fill="${pine.light}"/>`,
    `<path d="M${r(left)} ${r(rim)}l${r(back.x)} ${r(-back.y)}h${r(wall)}l${r(-back.x + wall * slant.x)} ${r(back.y - wall * slant.y)}Z" fill="${pine.light}"/>`,
  );

  let index = 0;
  for (let row = 0; row < rows; row++) {
    const depth = wall + (rows - row - 0.5) * cell;
    for (let column = 0; column < columns; column++) {
      const colour = colours.length ? colours[(index + row) % colours.length] : 'RED';
      const dress = wineDress[colour];
      const x = left + wall + (column + 0.5) * cell + depth * slant.x;
      const geometry = bottleGeometry(dress.style, x, floor - wall * 0.5 - depth * slant.y, bottleHeight);
      const bottle = drawBottle(`b${index}`, geometry, dress.look, '');
      defs.push(bottle.defs);
      body.push(bottle.body);
      index++;
    }
  }
  body.push(`<rect x="${r(left)}" y="${r(rim - bottleHeight * 0.18)}" width="${r(faceWidth + back.x)}" height="${r(bottleHeight * 0.18)}" fill="url(#rimShade)" clip-path="url(#opening)"/>`);

  // The right side, drawn flat and sheared into place.
  const sideTone = { ...pine, light: pine.base, base: pine.dark, dark: '#8e5f33' };
  const sideTop = plank('sideTop', random, 0, 0, back.x, faceHeight * 0.5, sideTone);
  const sideBottom = plank('sideBottom', random, 0, faceHeight * 0.5, back.x, faceHeight * 0.5, sideTone);
  defs.push(sideTop.defs, sideBottom.defs);
  body.push(
    `<g transform="matrix(1 ${r((-back.y / back.x) * 100) / 100} 0 1 ${r(right)} ${r(rim)})">${sideTop.body}${sideBottom.body}` +
      `<rect width="${r(back.x)}" height="${r(faceHeight)}" fill="#2a160a" opacity="0.22"/></g>`,
    `<path d="M${r(right)} ${r(rim)}l${r(back.x)} ${r(-back.y)}l${r(-wall * slant.x)} ${r(wall * slant.y)}L${r(right - wall)} ${r(rim)}Z" fill="${pine.base}"/>`,
  );

  const upper = plank('plankTop', random, left, rim, faceWidth, faceHeight * 0.5, pine);
  const lower = plank('plankBottom', random, left, rim + faceHeight * 0.5, faceWidth, faceHeight * 0.5, pine);
  defs.push(upper.defs, lower.defs);
  body.push(upper.body, lower.body);
  for (const x of [left, right - wall * 1.4]) {
    const batten = plank(`batten${Math.round(x)}`, random, x, rim, wall * 1.4, faceHeight, { ...pine, light: pine.base, base: pine.dark });
    defs.push(batten.defs);
    body.push(batten.body);
    for (const y of [rim + faceHeight * 0.18, rim + faceHeight * 0.82]) {
      body.push(`<circle cx="${r(x + wall * 0.7)}" cy="${r(y)}" r="3" fill="#5a4636"/><circle cx="${r(x + wall * 0.7 - 0.8)}" cy="${r(y - 0.8)}" r="1.2" fill="#c9b8a2"/>`);
    }
  }
  body.push(`<rect x="${r(left)}" y="${r(rim)}" width="${r(faceWidth)}" height="5" fill="#fff4e0" opacity="0.5"/>`);
  body.push(caseMark(left + faceWidth / 2, rim, faceHeight, faceWidth - wall * 4, title));

  return svgDocument({
    width: canvas.width,
    height: canvas.height,
    title: `${title}, caisse bois de ${bottles} bouteilles, ${ESTATE_NAME}`,
    defs: defs.join(''),
    body: body.join(''),
  });
}

/** The estate's mark burnt into the front of the case, and the name of the assortment. */
function caseMark(cx: number, top: number, height: number, width: number, title: string): string {
  const crestSize = height * 0.3;
  const scheme = { ring: burnt, disc: 'none', gap: pine.light, leaf: burnt, leafVeins: pine.light, grape: burnt, stem: burnt };
  const nameSize = fitFontSize(ESTATE_NAME.toUpperCase(), width * 0.8, height * 0.085, 'serif', 0.18);
  const titleSize = fitFontSize(title, width * 0.85, height * 0.12, 'serif');
  return (
    `<g opacity="0.82">` +
    crest(cx, top + height * 0.2, crestSize, scheme) +
    text(ESTATE_NAME.toUpperCase(), { x: cx, y: top + height * 0.48, size: nameSize, fill: burnt, tracking: 0.18, weight: 700 }) +
    `<path d="M${r(cx - width * 0.3)} ${r(top + height * 0.58)}H${r(cx + width * 0.3)}" stroke="${burnt}" stroke-width="1.5"/>` +
    text(title, { x: cx, y: top + height * 0.74, size: titleSize, fill: burnt, italic: true }) +
    '</g>'
  );
}
