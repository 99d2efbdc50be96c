import { crest, grapeCluster, lindenLeaf, type CrestScheme } from './motifs.ts';
import { ESTATE_NAME, house } from './palette.ts';
import { linearGradient, svgDocument, text } from './svg.ts';

export type LogoType = 'LOGO' | 'LOGO_LIGHT_THEME' | 'LOGO_DARK_THEME' | 'LOGO_FOOTER' | 'LOGO_FAVICON';

const colourCrest: CrestScheme = {
  ring: house.wine,
  disc: house.cream,
  leaf: house.vine,
  leafVeins: '#8fd1aa',
  grape: house.wine,
  grapeHighlight: '#ef9a9a',
  stem: house.vineDeep,
};

/**
 * The crest in one colour with real cut-outs between the grapes and along the veins, so it sits on
 * any background: drawn white on black into a mask, then filled.
 */
function singleColourCrest(id: string, cx: number, cy: number, size: number, colour: string, detailed: boolean, ring: boolean): { defs: string; body: string } {
  const scheme: CrestScheme = {
    ring: ring ? '#ffffff' : 'none',
    disc: 'none',
    gap: '#000000',
    leaf: '#ffffff',
    leafVeins: '#000000',
    grape: '#ffffff',
    stem: '#ffffff',
  };
  const defs =
    `<mask id="${id}" maskUnits="userSpaceOnUse" x="${cx - size / 2}" y="${cy - size / 2}" width="${size}" height="${size}">` +
    `<rect x="${cx - size / 2}" y="${cy - size / 2}" width="${size}" height="${size}" fill="#000000"/>` +
    crest(cx, cy, size, scheme, detailed) +
    '</mask>';
  const body = `<rect x="${cx - size / 2}" y="${cy - size / 2}" width="${size}" height="${size}" fill="${colour}" mask="url(#${id})"/>`;
  return { defs, body };
}

interface Lockup {
  name: string;
  small: string;
  tagline: string;
  rule: string;
}

const lockups: Record<Exclude<LogoType, 'LOGO_FAVICON'>, Lockup> = {
  LOGO: { name: house.wine, small: house.ink, tagline: house.vineDeep, rule: house.gold },
  LOGO_LIGHT_THEME: { name: house.ink, small: house.ink, tagline: house.inkSoft, rule: house.gold },
  LOGO_DARK_THEME: { name: house.cream, small: house.cream, tagline: house.goldLight, rule: house.gold },
  LOGO_FOOTER: { name: house.cream, small: house.cream, tagline: house.stone, rule: house.stone },
};

/** Crest on the left, the estate's name set in a serif on the right. */
function horizontalLogo(type: Exclude<LogoType, 'LOGO_FAVICON'>): string {
  const colours = lockups[type];
  const width = 660;
  const height = 200;
  let defs = '';
  let emblem: string;
  if (type === 'LOGO_FOOTER') {
    const mono = singleColourCrest('crest', 100, 100, 176, house.cream, true, true);
    defs = mono.defs;
    emblem = mono.body;
  } else {
    emblem = crest(100, 100, 176, colourCrest);
  }
  const column = 438;
  const body =
    emblem +
    text('DOMAINE DES', { x: column, y: 62, size: 27, fill: colours.small, tracking: 0.42 }) +
    text('Tilleuls', { x: column, y: 136, size: 84, fill: colours.name, tracking: 0.02 }) +
    `<path d="M${column - 190} 160H${column - 150}M${column + 150} 160H${column + 190}" stroke="${colours.rule}" stroke-width="1.5"/>` +
    text('SAUMUR · VAL DE LOIRE', { x: column, y: 166, size: 16, fill: colours.tagline, family: 'sans', weight: 600, tracking: 0.28 });
  return svgDocument({ width, height, title: ESTATE_NAME, defs, body });
}

/** The square icon: a bold linden leaf and a small bunch, cut out in cream on the house red, legible at 32 px. */
function favicon(): string {
  const cutOut =
    '<mask id="mark" maskUnits="userSpaceOnUse" x="0" y="0" width="64" height="64"><rect width="64" height="64" fill="#000000"/>' +
    lindenLeaf({ cx: 27, cy: 29, size: 50, angle: -24, fill: '#ffffff', serrated: false }) +
    `<path d="M33 43Q28 28 16 14" fill="none" stroke="#000000" stroke-width="2.2" stroke-linecap="round"/>` +
    grapeCluster({ cx: 44, top: 30, grape: 5.2, rows: [3, 2, 1], fill: '#ffffff', gap: '#000000' }) +
    '</mask>';
  return svgDocument({
    width: 64,
    height: 64,
    title: ESTATE_NAME,
    defs: cutOut + linearGradient('red', [
      { offset: 0, colour: '#c62828' },
      { offset: 1, colour: house.wineDeep },
    ]),
    body: `<rect width="64" height="64" rx="14" fill="url(#red)"/><rect width="64" height="64" fill="${house.cream}" mask="url(#mark)"/>`,
  });
}

export function logoImage(type: LogoType): string {
  return type === 'LOGO_FAVICON' ? favicon() : horizontalLogo(type);
}
