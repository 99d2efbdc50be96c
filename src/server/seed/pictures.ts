import {
  bottleImage,
  boxImage,
  customLabelImage,
  engravedCaseImage,
  giftCardImage,
  sceneImage,
  tastingVoucherImage,
} from './art';
import type { Box, Declination, OtherProduct, Product, SceneKey, Wine, WineColour } from './data';

// Which drawing shows what the content names: the content speaks of scenes and wines, the art
// module draws kinds of pictures.

type ArtColour = Parameters<typeof bottleImage>[0]['colour'];
type SceneKind = Parameters<typeof sceneImage>[0];

/** The schema's and the art's colour of a wine. */
export const colourOf: Record<WineColour, ArtColour> = {
  red: 'RED',
  white: 'WHITE',
  rose: 'ROSE',
  'sparkling-white': 'SPARKLING',
  'sparkling-rose': 'SPARKLING',
  'sweet-white': 'SWEET',
};

const scenes: Record<SceneKey, [SceneKind, number]> = {
  'vineyard-spring': ['vineyard-rows', 3],
  'vineyard-summer': ['vineyard-rows', 1],
  'vineyard-autumn': ['vineyard-rows', 4],
  'vineyard-winter': ['winter-pruning', 1],
  harvest: ['harvest', 0],
  'harvest-crates': ['harvest', 1],
  press: ['grapes-closeup', 2],
  'tufa-cellar': ['cellar-barrels', 0],
  barrels: ['cellar-barrels', 1],
  'tasting-room': ['tasting-room', 0],
  'tasting-glasses': ['tasting-room', 1],
  'estate-house': ['chateau', 0],
  family: ['family', 0],
  'loire-landscape': ['vineyard-rows', 0],
  pruning: ['winter-pruning', 0],
  flowering: ['spring-buds', 0],
  bottling: ['bottling', 0],
  'food-pairing': ['picnic', 1],
  'cheese-board': ['picnic', 2],
  picnic: ['picnic', 0],
  'sunset-vines': ['sunset-vines', 0],
  'horse-ploughing': ['vineyard-rows', 2],
  'open-days': ['chateau', 5],
  workshop: ['tasting-room', 2],
};

/** Scenes are reused by several pages; each is drawn once per seed. */
const drawnScenes = new Map<SceneKey, string>();

export function scenePicture(key: SceneKey): string {
  let svg = drawnScenes.get(key);
  if (!svg) {
    svg = sceneImage(...scenes[key]);
    drawnScenes.set(key, svg);
  }
  return svg;
}

const capacityInCl = (declination: Declination) => (declination.capacity ?? 0) * (declination.capacityUnit === 'LITER' ? 100 : 1);

function bottlePicture(wine: Wine, declination: Declination): string {
  const capacity = capacityInCl(declination);
  return bottleImage({
    colour: colourOf[wine.colour],
    capacityCl: capacity === 37.5 || capacity === 150 ? capacity : 75,
    label: { name: wine.cuvee, appellation: wine.appellation, year: declination.year },
  });
}

function boxPicture(box: Box, wineOf: (key: string) => Wine): string {
  if (box.bottleCount === 3 || box.bottleCount === 6 || box.bottleCount === 12) {
    const colours = box.contents.flatMap((content) => Array<ArtColour>(content.quantity).fill(colourOf[wineOf(content.wine).colour]));
    return boxImage({ title: box.name.fr_FR, bottles: box.bottleCount, colours });
  }
  // A magnum rests alone in a wooden case branded with its wine.
  const [content] = box.contents;
  return engravedCaseImage({ title: box.name.fr_FR, engraving: `${wineOf(content.wine).cuvee} ${content.year ?? ''}`.trim() });
}

function otherPicture(product: OtherProduct, variationLabel: string | undefined): string {
  const title = product.name.fr_FR;
  switch (product.art) {
    case 'gift-card':
      return giftCardImage({ title, amountLabel: variationLabel ?? '' });
    case 'tasting-voucher':
      return tastingVoucherImage({ title });
    case 'engraved-case':
      return engravedCaseImage({ title, engraving: 'À nos vingt ans' });
    case 'custom-label':
      return customLabelImage({ title, message: 'Joyeux anniversaire Camille', colour: 'RED' });
    case 'glasses':
      return scenePicture('tasting-glasses');
    case 'sommelier-knife':
      return scenePicture('tasting-room');
  }
}

/**
 * The picture of one declination: the bottle with its vintage and size, the box with its wines,
 * the card with its amount.
 */
export function declinationPicture(
  product: Product,
  declination: Declination,
  context: { wineOf: (key: string) => Wine; variationLabel?: string },
): string {
  if (product.type === 'WINE') return bottlePicture(product, declination);
  if (product.type === 'BOX') return boxPicture(product, context.wineOf);
  return otherPicture(product, context.variationLabel);
}
