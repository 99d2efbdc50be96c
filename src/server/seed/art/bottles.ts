import { bottleGeometry, drawBottle, type BottleLook, type BottleStyle } from './bottle.ts';
import { estateLabel, neckCollar, type LabelScheme, type LabelText } from './label.ts';
import { ESTATE_NAME, house } from './palette.ts';
import { floorShadow, studioBackdrop } from './studio.ts';
import { svgDocument } from './svg.ts';

export type WineColour = 'RED' | 'WHITE' | 'ROSE' | 'SPARKLING' | 'SWEET';
export type BottleCapacity = 37.5 | 75 | 150;

export interface BottleImageOptions {
  colour: WineColour;
  capacityCl: BottleCapacity;
  label: LabelText;
}

interface WineDress {
  style: BottleStyle;
  look: BottleLook;
  label: LabelScheme;
  /** The colour of the light that passes through the bottle onto the floor. */
  shadowTint: string;
}

const gold = { dark: house.goldDeep, base: house.gold, light: house.goldLight };

/** How each colour of wine is dressed: bottle shape, glass, capsule and label accent. */
export const wineDress: Record<WineColour, WineDress> = {
  RED: {
    style: 'bordeaux',
    look: { glass: 'green', capsule: { dark: '#3d0808', base: house.wine, light: '#e0776a' } },
    label: { accent: house.wine, grape: house.wine, grapeHighlight: '#e8a0a0' },
    shadowTint: '#1d2a1c',
  },
  WHITE: {
    style: 'burgundy',
    look: {
      glass: 'clear',
      wine: { base: '#ecd987', edge: '#c8a94a' },
      capsule: { dark: house.vineDark, base: house.vine, light: '#72cf98' },
    },
    label: { accent: house.vineDeep, grape: '#9bab3a', grapeHighlight: '#dfe6a8' },
    shadowTint: '#8a7526',
  },
  ROSE: {
    style: 'flute',
    look: {
      glass: 'clear',
      wine: { base: '#f4a593', edge: '#d8705e' },
      capsule: { dark: '#b7a283', base: '#efe4d0', light: '#fffaf1' },
    },
    label: { accent: '#B8434E', grape: '#B8434E', grapeHighlight: '#ecb0b4' },
    shadowTint: '#c0604f',
  },
  SWEET: {
    style: 'burgundy',
    look: {
      glass: 'clear',
      wine: { base: '#e6a63c', edge: '#b26f12' },
      capsule: gold,
    },
    label: { accent: house.goldDeep, grape: house.gold, grapeHighlight: house.goldLight },
    shadowTint: '#a8650c',
  },
  SPARKLING: {
    style: 'sparkling',
    look: { glass: 'olive', capsule: { dark: '#3d0808', base: '#9c1818', light: '#e0776a' }, muselet: gold },
    label: { accent: house.wine, grape: house.gold, grapeHighlight: house.goldLight },
    shadowTint: '#2a2a14',
  },
};

const canvas = { width: 800, height: 1000, floor: 930 };

/** Heights within the same canvas, so a magnum looks bigger and a half bottle smaller. */
const bottleHeight: Record<BottleCapacity, number> = { 37.5: 560, 75: 700, 150: 860 };

export function capacityText(capacityCl: BottleCapacity): string {
  return capacityCl === 150 ? '1,5 L' : `${String(capacityCl).replace('.', ',')} cl`;
}

const colourName: Record<WineColour, string> = {
  RED: 'vin rouge',
  WHITE: 'vin blanc',
  ROSE: 'vin rosé',
  SPARKLING: 'vin effervescent',
  SWEET: 'vin moelleux',
};

/** A product photograph of one bottle of the estate's wine on a light studio backdrop. */
export function bottleImage({ colour, capacityCl, label }: BottleImageOptions): string {
  const dress = wineDress[colour];
  const geometry = bottleGeometry(dress.style, canvas.width / 2, canvas.floor, bottleHeight[capacityCl]);
  const backdrop = studioBackdrop('studio', canvas.width, canvas.height, canvas.floor);
  const front = estateLabel('label', geometry.label, label, dress.label, capacityText(capacityCl));
  const collar = geometry.neckLabel ? neckCollar(geometry.neckLabel, dress.label.accent, label.year) : '';
  const bottle = drawBottle('bottle', geometry, dress.look, front.body, collar);
  const vintage = label.year ? ` ${label.year}` : '';
  return svgDocument({
    width: canvas.width,
    height: canvas.height,
    title: `${label.name}${vintage}, ${label.appellation}, ${ESTATE_NAME} (${colourName[colour]}, ${capacityText(capacityCl)})`,
    defs: backdrop.defs + front.defs + bottle.defs,
    body: backdrop.body + floorShadow('studio', geometry.cx, canvas.floor, geometry.halfBody, dress.shadowTint) + bottle.body,
  });
}
