import { ESTATE_NAME, house } from './palette.ts';
import { escapeXml, fitFontSize, r, radialGradient, svgDocument, text, linearGradient } from './svg.ts';

export type MealKey = 'red-meat' | 'poultry' | 'fish' | 'seafood' | 'cheese' | 'dessert' | 'vegetarian' | 'charcuterie' | 'game' | 'asian';

interface MealIcon {
  label: string;
  paths: string;
}

/** Line drawings on a 64 grid; strokes use currentColor so a page can recolour an inlined icon. */
const meals: Record<MealKey, MealIcon> = {
  'red-meat': {
    label: 'Viande rouge',
    paths:
      '<path d="M13 27C12 16 24 9 37 11C50 13 56 24 52 35C48 46 38 53 26 52C15 51 11 43 14 36C15 33 14 30 13 27Z"/>' +
      '<path d="M20 30C20 22 28 17 37 18C45 19 49 26 46 33"/>' +
      '<circle cx="26" cy="36" r="5"/><path d="M34 42C39 41 43 38 45 34"/>',
  },
  poultry: {
    label: 'Volaille',
    paths:
      '<path d="M30 36C22 30 22 16 32 11C42 6 54 13 53 25C52 35 42 40 34 38Z"/>' +
      '<path d="M31 37L20 48"/><path d="M20 48C16 46 12 49 14 53C12 56 17 59 19 55C23 57 26 53 23 50"/>' +
      '<path d="M38 16C44 15 48 19 48 24"/>',
  },
  fish: {
    label: 'Poisson',
    paths:
      '<path d="M8 32C16 20 30 16 42 22C46 24 49 27 51 29L58 21V43L51 35C49 37 46 40 42 42C30 48 16 44 8 32Z"/>' +
      '<circle cx="19" cy="29" r="2" fill="currentColor"/><path d="M27 24C30 28 30 36 27 40"/><path d="M34 32H42"/>',
  },
  seafood: {
    label: 'Fruits de mer',
    paths:
      '<path d="M32 52L12 30C10 20 20 11 32 11C44 11 54 20 52 30Z"/>' +
      '<path d="M32 52L20 14M32 52L26 11.5M32 52V11M32 52L38 11.5M32 52L44 14M32 52L14 22M32 52L50 22"/>' +
      '<path d="M26 52H38L36 57H28Z"/>',
  },
  cheese: {
    label: 'Fromage',
    paths:
      '<path d="M8 30L44 14L56 30Z"/><path d="M8 30V48H56V30"/>' +
      '<circle cx="20" cy="39" r="3.5"/><circle cx="36" cy="42" r="2.5"/><circle cx="46" cy="36" r="3"/><circle cx="38" cy="24" r="2"/>',
  },
  dessert: {
    label: 'Dessert',
    paths:
      '<path d="M10 30L50 20V52H10Z"/><path d="M10 40H50"/><path d="M10 30C14 34 18 34 22 30C26 34 30 34 34 28C38 32 44 31 50 24"/>' +
      '<circle cx="40" cy="15" r="4"/><path d="M41 11C42 7 45 5 48 5"/>',
  },
  vegetarian: {
    label: 'Végétarien',
    paths:
      '<path d="M14 50C10 30 22 12 50 10C52 34 40 52 18 50Z"/>' +
      '<path d="M10 56C20 44 30 34 42 20"/><path d="M24 41L23 31M30 34L29 24M36 27H44M28 38H37"/>',
  },
  charcuterie: {
    label: 'Charcuterie',
    paths:
      '<path d="M10 36L34 12C38 8 44 8 48 12C52 16 52 22 48 26L24 50C20 54 14 54 10 50C6 46 6 40 10 36Z"/>' +
      '<path d="M48 12L53 7M53 7L57 9M53 7L51 3"/>' +
      '<circle cx="46" cy="46" r="9"/><circle cx="43" cy="44" r="1.2" fill="currentColor"/><circle cx="48" cy="48" r="1.2" fill="currentColor"/><circle cx="47" cy="42" r="1" fill="currentColor"/>' +
      '<circle cx="22" cy="34" r="1.2" fill="currentColor"/><circle cx="30" cy="28" r="1.2" fill="currentColor"/>',
  },
  game: {
    label: 'Gibier',
    paths:
      '<path d="M24 32C24 42 28 52 32 56C36 52 40 42 40 32C40 27 36 24 32 24C28 24 24 27 24 32Z"/>' +
      '<path d="M24 30C18 30 14 27 12 24C17 23 21 25 24 28M40 30C46 30 50 27 52 24C47 23 43 25 40 28"/>' +
      '<path d="M27 25C22 20 20 14 21 6M21 14L14 8M22 19L15 16M37 25C42 20 44 14 43 6M43 14L50 8M42 19L49 16"/>' +
      '<circle cx="29" cy="36" r="1.5" fill="currentColor"/><circle cx="35" cy="36" r="1.5" fill="currentColor"/>',
  },
  asian: {
    label: 'Cuisine asiatique',
    paths:
      '<path d="M8 34H56C56 46 46 54 32 54C18 54 8 46 8 34Z"/><path d="M24 54L26 58H38L40 54"/>' +
      '<path d="M36 30L56 8M42 32L60 14"/>' +
      '<path d="M20 28C18 24 22 22 20 18M28 28C26 24 30 22 28 18"/>',
  },
};

export const mealKeys = Object.keys(meals) as MealKey[];

export function mealIcon(key: MealKey): string {
  const icon = meals[key];
  return svgDocument({
    width: 64,
    height: 64,
    title: icon.label,
    rootAttributes: `color="${house.wineDeep}"`,
    body: `<g fill="none" stroke="currentColor" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round">${icon.paths}</g>`,
  });
}

export type Medal = 'GOLD' | 'SILVER' | 'BRONZE';

interface Metal {
  name: string;
  light: string;
  base: string;
  dark: string;
  ink: string;
}

const metals: Record<Medal, Metal> = {
  GOLD: { name: "Médaille d'or", light: '#fbeaa0', base: '#d9b240', dark: '#8f6b14', ink: '#5c420a' },
  SILVER: { name: "Médaille d'argent", light: '#ffffff', base: '#c4c9cf', dark: '#7b828b', ink: '#3c4249' },
  BRONZE: { name: 'Médaille de bronze', light: '#f6c9a0', base: '#c27d45', dark: '#7a4420', ink: '#4a260e' },
};

/** A laurel branch along the lower rim of the medal, leaves alternating either side of the stem. */
function laurel(cx: number, cy: number, radius: number, side: 1 | -1, colour: string): string {
  const leaves: string[] = [];
  for (let i = 0; i < 8; i++) {
    const angle = ((100 + i * 9.5) * Math.PI) / 180;
    const x = cx + side * Math.cos(angle) * radius * -1;
    const y = cy + Math.sin(angle) * radius;
    const tangent = (Math.atan2(Math.cos(angle), -Math.sin(angle)) * 180) / Math.PI;
    const rotation = side === 1 ? tangent : 180 - tangent;
    for (const offset of [-1, 1]) {
      leaves.push(
        `<ellipse cx="0" cy="${offset * 7}" rx="9" ry="3.6" fill="${colour}" transform="translate(${r(x)} ${r(y)}) rotate(${r(rotation + offset * 28 * side)})"/>`,
      );
    }
  }
  return leaves.join('');
}

/** An award sticker of a wine competition: metal disc, laurel, the competition around the rim. */
export function medalImage({ medal, competition, year }: { medal: Medal; competition: string; year: number }): string {
  const metal = metals[medal];
  const size = 400;
  const c = size / 2;
  const rim = 170;
  const arc = 158;
  const competitionText = competition.toUpperCase();
  const arcSize = fitFontSize(competitionText, Math.PI * arc * 0.74, 26, 'sans', 0.12);
  const [first, ...rest] = metal.name.split(' ');
  const defs =
    radialGradient('metal', [
      { offset: 0, colour: metal.light },
      { offset: 0.55, colour: metal.base },
      { offset: 1, colour: metal.dark },
    ], 0.35, 0.3, 0.8) +
    linearGradient('rim', [
      { offset: 0, colour: metal.light },
      { offset: 0.5, colour: metal.dark },
      { offset: 1, colour: metal.base },
    ], 0, 0, 1, 1) +
    `<path id="top-arc" d="M${c - arc} ${c}A${arc} ${arc} 0 0 1 ${c + arc} ${c}"/>` +
    '<filter id="drop" x="-10%" y="-10%" width="120%" height="120%"><feDropShadow dx="0" dy="4" stdDeviation="5" flood-color="#2b1d14" flood-opacity="0.35"/></filter>';
  const teeth: string[] = [];
  for (let i = 0; i < 72; i++) {
    const a = (i / 72) * Math.PI * 2;
    const outer = i % 2 === 0 ? 192 : 186;
    teeth.push(`${r(c + Math.cos(a) * outer)} ${r(c + Math.sin(a) * outer)}`);
  }
  const body =
    `<g filter="url(#drop)"><path d="M${teeth.join('L')}Z" fill="url(#rim)"/></g>` +
    `<circle cx="${c}" cy="${c}" r="${rim + 8}" fill="url(#metal)"/>` +
    `<circle cx="${c}" cy="${c}" r="${rim}" fill="none" stroke="${metal.dark}" stroke-width="2"/>` +
    `<circle cx="${c}" cy="${c}" r="122" fill="none" stroke="${metal.dark}" stroke-width="1.5"/>` +
    `<text font-family="Montserrat, Arial, sans-serif" font-size="${r(arcSize)}" font-weight="700" fill="${metal.ink}" letter-spacing="${r(arcSize * 0.12)}" text-anchor="middle" dy="${r(arcSize * 0.35)}"><textPath href="#top-arc" startOffset="50%">${escapeXml(competitionText)}</textPath></text>` +
    laurel(c, c + 4, 140, 1, metal.dark) +
    laurel(c, c + 4, 140, -1, metal.dark) +
    text(first.toUpperCase(), { x: c, y: c - 22, size: 22, fill: metal.ink, family: 'sans', weight: 600, tracking: 0.3 }) +
    text(rest.join(' '), { x: c, y: c + 34, size: fitFontSize(rest.join(' '), 190, 52, 'serif'), fill: metal.ink, italic: true }) +
    text(String(year), { x: c, y: c + 96, size: 34, fill: metal.ink, tracking: 0.1 });
  return svgDocument({
    width: size,
    height: size,
    title: `${metal.name}, ${competition} ${year}, ${ESTATE_NAME}`,
    defs,
    body,
  });
}
