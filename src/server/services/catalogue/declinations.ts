import { asc, eq, inArray } from 'drizzle-orm';
import type { Declination, ProductDetail } from '~/lib/catalogue';
import { productVariation, variationDetail } from '../../db/schema';
import { inLang } from '../translations';
import { catalogueImage, type MediaRow } from './images';
import type { Offer } from './offers';
import type { CatalogueScope } from './scope';

/** A valid declination as loaded with its picture and priced (offers.ts). */
export interface PricedDeclination {
  id: number;
  year: number | null;
  capacity: number | null;
  capacityUnit: Declination['capacityUnit'];
  price: number;
  fixedPrice: number | null;
  setQuantity: number | null;
  sellByMultipleOf: number;
  reference: string | null;
  variationDetail1Id: number | null;
  variationDetail2Id: number | null;
  variationDetail3Id: number | null;
  media: MediaRow | null;
  offer: Offer;
}

const detailIdsOf = (d: PricedDeclination) => [d.variationDetail1Id, d.variationDetail2Id, d.variationDetail3Id];

/**
 * The declinations of one product as the shop shows them, and the product's variation
 * definitions (up to three, with their label, display label and the values its declinations use).
 */
export async function presentDeclinations(
  scope: CatalogueScope,
  productId: number,
  productName: string,
  rows: PricedDeclination[],
): Promise<{ declinations: Declination[]; variations: ProductDetail['variations'] }> {
  const usedIds = [...new Set(rows.flatMap(detailIdsOf).filter((id): id is number => id !== null))];
  const [definitions, details] = await Promise.all([
    scope.db.query.productVariation.findMany({
      where: eq(productVariation.productId, productId),
      with: { translations: true },
      orderBy: asc(productVariation.position),
    }),
    usedIds.length
      ? scope.db.query.variationDetail.findMany({
          where: inArray(variationDetail.id, usedIds),
          with: { translations: true },
          orderBy: [asc(variationDetail.position), asc(variationDetail.id)],
        })
      : Promise.resolve([]),
  ]);
  const labelOf = new Map(details.map((detail) => [detail.id, inLang(detail.translations, scope.lang)?.label ?? '']));
  const definitionAt = new Map(definitions.map((definition) => [definition.position, definition]));

  const declinations = rows.map((row): Declination => ({
    id: row.id,
    year: row.year,
    capacity: row.capacity,
    capacityUnit: row.capacityUnit,
    price: row.price,
    fixedPrice: row.fixedPrice,
    finalPrice: row.offer.finalPrice,
    discount: row.offer.discount,
    quantity: row.offer.quantity,
    tracksStock: row.offer.tracksStock,
    setQuantity: row.setQuantity,
    sellByMultipleOf: row.sellByMultipleOf,
    image: row.media ? catalogueImage(row.media, scope.lang, productName) : null,
    variations: detailIdsOf(row).flatMap((detailId, index) => {
      const definition = definitionAt.get(index + 1);
      return detailId !== null && definition
        ? [{ position: index + 1, idVariation: definition.variationId, id: detailId, label: labelOf.get(detailId) ?? '' }]
        : [];
    }),
    reference: row.reference,
  }));

  const variations = definitions.map((definition) => {
    const text = inLang(definition.translations, scope.lang);
    const used = new Set(rows.map((row) => detailIdsOf(row)[definition.position - 1]));
    return {
      position: definition.position,
      idVariation: definition.variationId,
      label: text?.label ?? '',
      displayLabel: text?.displayLabel ?? null,
      details: details.filter((detail) => used.has(detail.id)).map((detail) => ({ id: detail.id, label: labelOf.get(detail.id) ?? '' })),
    };
  });
  return { declinations, variations };
}
