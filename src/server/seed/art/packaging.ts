import { bottleGeometry, drawBottle, type Box } from './bottle.ts';
import { wineDress, type WineColour } from './bottles.ts';
import { crest, lindenLeaf, type CrestScheme } from './motifs.ts';
import { ESTATE_NAME, house } from './palette.ts';
import { cork, flatLay, sprig } from './props.ts';
import { hashSeed, seededRandom } from './random.ts';
import { floorShadow, studioBackdrop } from './studio.ts';
import { fitFontSize, grainFilter, linearGradient, r, svgDocument, text, wrapWords } from './svg.ts';
import { plank, pine } from './wood.ts';

export { boxImage, type BoxImageOptions, type CaseSize } from './wine-case.ts';

const canvas = { width: 800, height: 1000 };

const goldCrest: CrestScheme = {
  ring: house.goldLight,
  disc: 'none',
  gap: house.wineDeep,
  leaf: house.goldLight,
  leafVeins: house.wineDeep,
  grape: house.goldLight,
  stem: house.goldLight,
};

function goldFoil(id: string): string {
  return linearGradient(id, [
    { offset: 0, colour: '#f3dc9a' },
    { offset: 0.45, colour: house.gold },
    { offset: 0.7, colour: '#f0d68c' },
    { offset: 1, colour: house.goldDeep },
  ], 0, 0, 1, 1);
}

/** A gift card in the house red, on its envelope, with a sprig of linden and grapes. */
export function giftCardImage({ amountLabel, title }: { amountLabel: string; title: string }): string {
  const table = flatLay('table', canvas.width, canvas.height);
  const w = 560;
  const h = 352;
  const leafPattern =
    `<pattern id="leaves" width="70" height="70" patternUnits="userSpaceOnUse" patternTransform="rotate(12)">` +
    lindenLeaf({ cx: 20, cy: 22, size: 30, angle: -20, fill: '#ffffff' }) +
    lindenLeaf({ cx: 55, cy: 57, size: 26, angle: 150, fill: '#ffffff' }) +
    '</pattern>';
  const green = sprig('sprig', 540, 200, 1.05, 20, '#5b1a3a', 7);
  const defs =
    table.defs +
    green.defs +
    leafPattern +
    goldFoil('foil') +
    linearGradient('card', [
      { offset: 0, colour: '#c42a25' },
      { offset: 0.5, colour: house.wine },
      { offset: 1, colour: house.wineDark },
    ], 0, 0, 1, 1);
  const amountSize = fitFontSize(amountLabel, w * 0.55, 110, 'serif');
  const titleSize = fitFontSize(title, w * 0.62, 30, 'serif');
  const card =
    `<g transform="translate(${canvas.width / 2} 520) rotate(-7)">` +
    `<g filter="url(#table-lift)"><rect x="${-w / 2 - 20}" y="${-h / 2 - 50}" width="${w + 40}" height="${h + 40}" rx="6" fill="#efe6d6" transform="rotate(9)"/></g>` +
    `<path d="M${-w / 2 - 20} ${-h / 2 - 50}L0 ${-h / 2 + 110}L${w / 2 + 20} ${-h / 2 - 50}" fill="none" stroke="#d6c8b2" stroke-width="2" transform="rotate(9)"/>` +
    `<g filter="url(#table-lift)"><rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="20" fill="url(#card)"/></g>` +
    `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="20" fill="url(#leaves)" opacity="0.07"/>` +
    `<rect x="${-w / 2 + 16}" y="${-h / 2 + 16}" width="${w - 32}" height="${h - 32}" rx="12" fill="none" stroke="url(#foil)" stroke-width="2"/>` +
    `<rect x="${-w / 2 + 23}" y="${-h / 2 + 23}" width="${w - 46}" height="${h - 46}" rx="8" fill="none" stroke="url(#foil)" stroke-width="0.8"/>` +
    crest(-w / 2 + 92, -h / 2 + 94, 92, goldCrest) +
    text('CARTE CADEAU', { x: w / 2 - 50, y: -h / 2 + 78, size: 17, fill: house.goldLight, family: 'sans', anchor: 'end', weight: 600, tracking: 0.3 }) +
    text(amountLabel, { x: w / 2 - 50, y: 42, size: amountSize, fill: 'url(#foil)', anchor: 'end' }) +
    text(title, { x: w / 2 - 50, y: 92, size: titleSize, fill: house.cream, anchor: 'end', italic: true }) +
    `<path d="M${-w / 2 + 50} ${h / 2 - 66}H${w / 2 - 50}" stroke="url(#foil)" stroke-width="1"/>` +
    text(ESTATE_NAME.toUpperCase(), { x: -w / 2 + 50, y: h / 2 - 40, size: 14, fill: house.cream, family: 'sans', anchor: 'start', tracking: 0.25 }) +
    text('Saumur · Val de Loire', { x: w / 2 - 50, y: h / 2 - 40, size: 15, fill: house.goldLight, anchor: 'end', italic: true }) +
    '</g>';
  return svgDocument({
    width: canvas.width,
    height: canvas.height,
    title: `${title} ${amountLabel}, ${ESTATE_NAME}`,
    defs,
    body: table.body + cork(170, 860, 120, -28) + card + green.body,
  });
}

/** A line drawing of a wine glass, for tickets and menus. */
function glassSketch(x: number, y: number, size: number, stroke: string, wine: string): string {
  const s = size / 100;
  const bowl = `M${r(x - 26 * s)} ${r(y)}C${r(x - 30 * s)} ${r(y + 30 * s)} ${r(x - 24 * s)} ${r(y + 52 * s)} ${r(x)} ${r(y + 56 * s)}C${r(x + 24 * s)} ${r(y + 52 * s)} ${r(x + 30 * s)} ${r(y + 30 * s)} ${r(x + 26 * s)} ${r(y)}`;
  const wineLine = `M${r(x - 28 * s)} ${r(y + 28 * s)}C${r(x - 26 * s)} ${r(y + 48 * s)} ${r(x - 16 * s)} ${r(y + 55 * s)} ${r(x)} ${r(y + 56 * s)}C${r(x + 16 * s)} ${r(y + 55 * s)} ${r(x + 26 * s)} ${r(y + 48 * s)} ${r(x + 28 * s)} ${r(y + 28 * s)}Z`;
  return (
    `<path d="${wineLine}" fill="${wine}" opacity="0.85"/>` +
    `<path d="${bowl}M${r(x)} ${r(y + 56 * s)}V${r(y + 96 * s)}M${r(x - 20 * s)} ${r(y + 98 * s)}Q${r(x)} ${r(y + 92 * s)} ${r(x + 20 * s)} ${r(y + 98 * s)}" fill="none" stroke="${stroke}" stroke-width="${r(2.6 * s)}" stroke-linecap="round"/>`
  );
}

/** A tasting invitation: a cream ticket with its stub, a glass of red and the name of the tasting. */
export function tastingVoucherImage({ title }: { title: string }): string {
  const table = flatLay('table', canvas.width, canvas.height);
  const green = sprig('sprig', 600, 190, 0.95, 15, '#4a1230', 5);
  const w = 620;
  const h = 300;
  const stub = 150;
  const number = String(hashSeed(title) % 9000 + 1000);
  const lines = wrapWords(title, 20, 2);
  const longest = lines.reduce((a, b) => (b.length > a.length ? b : a), '');
  const titleSize = fitFontSize(longest, w - stub - 190, 40, 'serif');
  const notch = `<circle cx="${w / 2 - stub}" cy="${-h / 2}" r="14" fill="#000"/><circle cx="${w / 2 - stub}" cy="${h / 2}" r="14" fill="#000"/>`;
  const defs =
    table.defs +
    green.defs +
    `<mask id="notches"><rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" fill="#fff"/>${notch}</mask>` +
    grainFilter('paper', 0.8, 0.25, 5) +
    linearGradient('ticket', [
      { offset: 0, colour: house.paper },
      { offset: 1, colour: '#efe3cc' },
    ], 0, 0, 1, 1);
  const main = -w / 2 + 150 + (w - stub - 150) / 2;
  const ticket =
    `<g transform="translate(${canvas.width / 2} 520) rotate(5)">` +
    `<g filter="url(#table-lift)"><rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="10" fill="url(#ticket)" mask="url(#notches)" filter="url(#paper)"/></g>` +
    `<rect x="${-w / 2}" y="${-h / 2 + 14}" width="${w}" height="7" fill="${house.wine}" mask="url(#notches)"/>` +
    `<rect x="${-w / 2}" y="${h / 2 - 21}" width="${w}" height="7" fill="${house.wine}" mask="url(#notches)"/>` +
    `<path d="M${w / 2 - stub} ${-h / 2 + 18}V${h / 2 - 18}" stroke="${house.stoneDeep}" stroke-width="2" stroke-dasharray="2 7" stroke-linecap="round"/>` +
    glassSketch(-w / 2 + 82, -62, 140, house.wineDeep, house.wine) +
    text('BON POUR UNE DÉGUSTATION', { x: main, y: -70, size: 14, fill: house.vineDeep, family: 'sans', weight: 600, tracking: 0.22 }) +
    lines.map((line, i) => text(line, { x: main, y: -22 + i * titleSize * 1.1 + (lines.length === 1 ? 14 : 0), size: titleSize, fill: house.ink, italic: true })).join('') +
    `<path d="M${main - 70} ${62}H${main + 70}" stroke="${house.gold}" stroke-width="1.2"/>` +
    text(ESTATE_NAME, { x: main, y: 94, size: 20, fill: house.wine, tracking: 0.04 }) +
    text('Caves de tuffeau · Saumur', { x: main, y: 118, size: 13, fill: house.inkSoft, family: 'sans', tracking: 0.08 }) +
    `<g transform="translate(${w / 2 - stub / 2} 0) rotate(-90)">` +
    text('INVITATION', { x: 0, y: -18, size: 20, fill: house.wine, family: 'sans', weight: 600, tracking: 0.3 }) +
    text(`N° ${number}`, { x: 0, y: 22, size: 18, fill: house.inkSoft, tracking: 0.1 }) +
    '</g></g>';
  return svgDocument({
    width: canvas.width,
    height: canvas.height,
    title: `${title}, bon pour une dégustation, ${ESTATE_NAME}`,
    defs,
    body: table.body + cork(230, 820, 110, 62) + cork(330, 860, 104, 18) + ticket + green.body,
  });
}

/** A one-bottle pine box, lid up, with a customer's words engraved under the estate's crest. */
export function engravedCaseImage({ title, engraving }: { title: string; engraving: string }): string {
  const table = flatLay('table', canvas.width, canvas.height);
  const green = sprig('sprig', 560, 170, 1.1, 25, '#4a1230', 9);
  const random = seededRandom(hashSeed(`${title}/${engraving}`));
  const w = 700;
  const h = 270;
  const defs: string[] = [table.defs, green.defs, '<filter id="burn"><feGaussianBlur stdDeviation="0.6"/></filter>'];
  const boards: string[] = [];
  for (let i = 0; i < 3; i++) {
    const board = plank(`lid${i}`, random, -w / 2 + 22, -h / 2 + 22 + (i * (h - 44)) / 3, w - 44, (h - 44) / 3, pine);
    defs.push(board.defs);
    boards.push(board.body);
  }
  const frame = plank('frame', random, -w / 2, -h / 2, w, h, { ...pine, light: pine.base, base: pine.dark });
  defs.push(frame.defs);
  const burnt = '#3f2211';
  const lines = wrapWords(engraving, 22, 3);
  const longest = lines.reduce((a, b) => (b.length > a.length ? b : a), '');
  const size = fitFontSize(longest, w * 0.56, 46, 'serif');
  const engraved = (content: string, y: number) =>
    text(content, { x: 60, y: y + 1.5, size, fill: '#f6dcb6', italic: true, opacity: 0.5 }) +
    `<g filter="url(#burn)">${text(content, { x: 60, y, size, fill: burnt, italic: true })}</g>`;
  const firstLine = -((lines.length - 1) * size * 1.15) / 2 + size * 0.35;
  const mark: CrestScheme = { ring: burnt, disc: 'none', gap: pine.light, leaf: burnt, leafVeins: pine.light, grape: burnt, stem: burnt };
  const box =
    `<g transform="translate(${canvas.width / 2} 560) rotate(-4)">` +
    `<g filter="url(#table-lift)">${frame.body}</g>` +
    `<rect x="${-w / 2 + 18}" y="${-h / 2 + 18}" width="${w - 36}" height="${h - 36}" fill="#5a3518" opacity="0.55"/>` +
    boards.join('') +
    `<rect x="${-w / 2 + 22}" y="${-h / 2 + 22}" width="${w - 44}" height="${h - 44}" fill="none" stroke="#fff3dc" stroke-opacity="0.35" stroke-width="2"/>` +
    `<g opacity="0.85">${crest(-w / 2 + 120, -10, 120, mark)}` +
    text(ESTATE_NAME.toUpperCase(), { x: -w / 2 + 120, y: 78, size: 12, fill: burnt, tracking: 0.16, weight: 700 }) +
    `<path d="M${-w / 2 + 215} ${-h / 2 + 60}V${h / 2 - 60}" stroke="${burnt}" stroke-width="1.4"/>` +
    lines.map((line, i) => engraved(line, firstLine + i * size * 1.15)).join('') +
    '</g></g>';
  const tag =
    `<g transform="translate(215 300) rotate(-12)">` +
    
    `<g filter="url(#table-lift)"><path d="M-150 -60H20L50 -30V30L20 60H-150Z" fill="#c9a77a"/></g>` +
    `<circle cx="28" cy="0" r="7" fill="#efe6d6"/>` +
    `<path d="M28 -7C10 -60 -40 -120 -260 -150M28 7C50 30 -20 60 -200 40" fill="none" stroke="#b89a6a" stroke-width="3"/>` +
    text(title, { x: -62, y: 8, size: fitFontSize(title, 170, 24, 'serif'), fill: house.ink, italic: true }) +
    '</g>';
  return svgDocument({
    width: canvas.width,
    height: canvas.height,
    title: `${title} : caisse gravée « ${engraving} », ${ESTATE_NAME}`,
    defs: defs.join(''),
    body: table.body + green.body + box + tag,
  });
}

/** A personalised label: the customer's message in a wreath of linden leaves. */
function personalLabel(box: Box, message: string): string {
  const { x, y, width: w, height: h } = box;
  const cx = x + w / 2;
  const cy = y + h * 0.46;
  const wreath: string[] = [];
  for (let i = 0; i < 7; i++) {
    const theta = 128 + i * 17;
    const radians = (theta * Math.PI) / 180;
    const ly = cy - Math.sin(radians) * h * 0.3;
    for (const side of [-1, 1]) {
      const lx = cx - side * Math.cos(radians) * w * 0.36;
      wreath.push(lindenLeaf({ cx: lx, cy: ly, size: w * 0.11, angle: side * (180 - theta), fill: i % 2 ? house.vine : house.vineDeep, serrated: false }));
    }
  }
  const lines = wrapWords(message, 16, 3);
  const longest = lines.reduce((a, b) => (b.length > a.length ? b : a), '');
  const size = fitFontSize(longest, w * 0.56, w * 0.12, 'serif');
  const top = cy - ((lines.length - 1) * size * 1.15) / 2 + size * 0.3;
  return (
    `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="#fffdf8"/>` +
    `<rect x="${r(x + w * 0.05)}" y="${r(y + w * 0.05)}" width="${r(w * 0.9)}" height="${r(h - w * 0.1)}" fill="none" stroke="${house.wine}" stroke-width="1.2"/>` +
    wreath.join('') +
    lines.map((line, i) => text(line, { x: cx, y: top + i * size * 1.15, size, fill: house.wineDeep, italic: true })).join('') +
    text(ESTATE_NAME.toUpperCase(), { x: cx, y: y + h * 0.9, size: fitFontSize(ESTATE_NAME, w * 0.7, w * 0.05, 'serif', 0.16), fill: house.ink, tracking: 0.16 })
  );
}

/** A bottle wearing a personalised label, on the studio backdrop. */
export function customLabelImage({ title, message, colour = 'RED' }: { title: string; message: string; colour?: WineColour }): string {
  const floor = 930;
  const dress = wineDress[colour];
  const geometry = bottleGeometry(dress.style, canvas.width / 2, floor, 720);
  const backdrop = studioBackdrop('studio', canvas.width, canvas.height, floor);
  const bottle = drawBottle('bottle', geometry, dress.look, personalLabel(geometry.label, message));
  return svgDocument({
    width: canvas.width,
    height: canvas.height,
    title: `${title} : « ${message} », ${ESTATE_NAME}`,
    defs: backdrop.defs + bottle.defs,
    body: backdrop.body + floorShadow('studio', geometry.cx, floor, geometry.halfBody, dress.shadowTint) + bottle.body,
  });
}
