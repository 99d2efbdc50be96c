import type { Database } from '../db/connection';
import {
  declination,
  product,
  type GiftKind,
  productMedia,
  productRecommendation,
  productTranslation,
  productVariation,
  productVariationTranslation,
} from '../db/schema';
import { products, wines, type Declination, type Localized, type Product } from './data';
import { storeSvg } from './media';
import { colourOf, declinationPicture } from './pictures';
import { seedCustomizations, seedDeclinationDiscount, seedDecreasingDiscounts } from './pricing';
import { seedProductDetails } from './product-details';
import { byKey, perLang } from './rows';
import type { Taxonomy, VariationDetailRef } from './taxonomy';

const wineOf = byKey(
  wines.map((wine) => [wine.key, wine]),
  'wine',
);

function capacityText(d: Declination): string {
  if (d.capacity === null) return '';
  return d.capacityUnit === 'LITER' ? `${d.capacity * 100} cl` : `${d.capacity} cl`;
}

/** 'Saumur-Champigny « Les Tuffeaux » 2024, 75 cl' for a bottle, the product's name otherwise. */
function pictureAlt(item: Product, d: Declination, variation: string | undefined): Localized {
  if (item.type !== 'WINE') {
    const suffix = variation ? ` (${variation})` : '';
    return { fr_FR: `${item.name.fr_FR}${suffix}`, en_US: `${item.name.en_US}${suffix}` };
  }
  const details = [d.year ?? '', capacityText(d)].filter(Boolean).join(', ');
  return {
    fr_FR: `Bouteille de ${item.appellation} « ${item.cuvee} » ${details}`,
    en_US: `Bottle of ${item.appellation} “${item.cuvee}” ${details}`,
  };
}

/** The demo's gift card and visit voucher are issued codes when paid. */
function giftKindOf(item: Product): GiftKind | null {
  if (item.type !== 'OTHER') return null;
  return item.art === 'gift-card' ? 'GIFT_CARD' : item.art === 'tasting-voucher' ? 'VISIT_VOUCHER' : null;
}

async function insertProduct(db: Database, item: Product, position: number): Promise<number> {
  const wine = item.type === 'WINE' ? item : null;
  const [row] = await db
    .insert(product)
    .values({
      type: item.type,
      subtypeType: wine ? wine.subtype : null,
      isDematerialized: item.isDematerialized,
      giftKind: giftKindOf(item),
      hasShippingFees: item.hasShippingFees,
      vatRate: item.vatRate,
      isValid: true,
      position,
      colour: wine ? colourOf[wine.colour] : null,
      appellation: wine?.appellation ?? null,
      alcoholDegree: wine?.alcohol ?? null,
      servingTemperatureMin: wine?.servingTemperature.min ?? null,
      servingTemperatureMax: wine?.servingTemperature.max ?? null,
      ageingPotentialMin: wine?.ageing.from ?? null,
      ageingPotentialMax: wine?.ageing.to ?? null,
      tags: item.tags,
    })
    .returning({ id: product.id });
  await db.insert(productTranslation).values(
    perLang(
      {
        name: item.name,
        slug: item.slug,
        shortDescription: item.shortDescription,
        description: item.description,
        tastingEye: wine?.tasting.eye,
        tastingNose: wine?.tasting.nose,
        tastingMouth: wine?.tasting.mouth,
        foodPairing: wine?.pairing.text,
        vinification: wine?.vinification,
        terroir: wine?.terroir,
        metaDescription: item.shortDescription,
      },
      { productId: row.id },
    ),
  );
  return row.id;
}

/** The product's variation definitions; returns, for each, how to find a declination's detail. */
async function seedVariationDefinitions(db: Database, productId: number, item: Product, taxonomy: Taxonomy) {
  const definitions = item.variations ?? [];
  for (const [index, definition] of definitions.entries()) {
    const [row] = await db
      .insert(productVariation)
      .values({ productId, position: index + 1, variationId: taxonomy.variationId(definition.variation) })
      .returning({ id: productVariation.id });
    await db
      .insert(productVariationTranslation)
      .values(perLang({ label: definition.label, displayLabel: definition.displayLabel }, { productVariationId: row.id }));
  }
  return (d: Declination): (VariationDetailRef | undefined)[] =>
    [0, 1, 2].map((i) => (definitions[i] && d.variations?.[i] ? taxonomy.variationDetail(definitions[i].variation, d.variations[i]) : undefined));
}

async function seedDeclinations(db: Database, productId: number, item: Product, taxonomy: Taxonomy) {
  const detailsOf = await seedVariationDefinitions(db, productId, item, taxonomy);
  // Declinations that look alike (ribbon colours, a box's single case) share one picture.
  const pictures = new Map<string, number>();
  for (const [position, d] of item.declinations.entries()) {
    const [detail1, detail2, detail3] = detailsOf(d);
    const svg = declinationPicture(item, d, { wineOf, variationLabel: detail1?.label });
    let mediaId = pictures.get(svg);
    if (mediaId === undefined) {
      mediaId = (await storeSvg(db, svg, d.reference.toLowerCase(), pictureAlt(item, d, detail1?.label))).id;
      pictures.set(svg, mediaId);
      await db.insert(productMedia).values({ productId, mediaId, position: pictures.size - 1 });
    }
    const [row] = await db
      .insert(declination)
      .values({
        productId,
        year: d.year,
        capacity: d.capacity,
        capacityUnit: d.capacityUnit,
        price: d.price,
        quantity: d.stock ?? null,
        tracksStock: d.stock !== undefined,
        setQuantity: item.type === 'BOX' ? item.bottleCount : null,
        sellByMultipleOf: d.sellByMultipleOf,
        mediaId,
        variation1: detail1?.label ?? null,
        variation2: detail2?.label ?? null,
        variation3: detail3?.label ?? null,
        variationDetail1Id: detail1?.id ?? null,
        variationDetail2Id: detail2?.id ?? null,
        variationDetail3Id: detail3?.id ?? null,
        reference: d.reference,
        position,
      })
      .returning({ id: declination.id });
    if (d.discount) await seedDeclinationDiscount(db, row.id, d.discount);
  }
}

/** The whole catalogue, in the order of the content, then the recommendations between products. */
export async function seedProducts(db: Database, taxonomy: Taxonomy) {
  const ids = new Map<string, number>();
  for (const [position, item] of products.entries()) {
    const productId = await insertProduct(db, item, position);
    ids.set(item.key, productId);
    await seedDeclinations(db, productId, item, taxonomy);
    await seedProductDetails(db, productId, item, taxonomy);
    if (item.decreasingDiscounts) await seedDecreasingDiscounts(db, productId, item.decreasingDiscounts);
    if (item.customizations) await seedCustomizations(db, productId, item.customizations);
  }
  const productId = byKey(ids, 'product');
  await db.insert(productRecommendation).values(
    products.flatMap((item) =>
      item.recommended.map((key, position) => ({ productId: productId(item.key), recommendedProductId: productId(key), position })),
    ),
  );
}
