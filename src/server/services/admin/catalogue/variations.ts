import { asc, eq, inArray } from 'drizzle-orm';
import { catalogueLangs } from '~/lib/admin/catalogue';
import type { AdminProductDetails, VariationsInput } from '~/lib/admin/catalogue-details';
import type { Lang } from '~/lib/i18n';
import type { Database } from '../../../db/connection';
import { declination, productVariation, productVariationTranslation, variation, variationDetail } from '../../../db/schema';
import { inLang } from '../../translations';
import type { Transaction } from './declinations';
import { invalid } from '../../errors';

// A product's variations in the back office: the (at most three) axes it is declined along, how
// its page names them, and the value each declination takes on each. The values come from the
// shop's list of variations and their details; a declination names them by position (1 to 3).

const detailColumns = [declination.variationDetail1Id, declination.variationDetail2Id, declination.variationDetail3Id] as const;
const detailKeys = ['variationDetail1Id', 'variationDetail2Id', 'variationDetail3Id'] as const;

type VariationsView = Pick<AdminProductDetails, 'variations' | 'declinationDetails' | 'availableVariations'>;

export async function productVariations(db: Database, lang: Lang, productId: number): Promise<VariationsView> {
  const [definitions, declinations, available] = await Promise.all([
    db.query.productVariation.findMany({ where: eq(productVariation.productId, productId), with: { translations: true }, orderBy: asc(productVariation.position) }),
    db.select({ id: declination.id, d1: detailColumns[0], d2: detailColumns[1], d3: detailColumns[2] }).from(declination).where(eq(declination.productId, productId)).orderBy(asc(declination.position), asc(declination.id)),
    db.query.variation.findMany({
      with: { translations: true, details: { with: { translations: true }, orderBy: [asc(variationDetail.position), asc(variationDetail.id)] } },
      orderBy: [asc(variation.position), asc(variation.id)],
    }),
  ]);
  const textIn = <T extends { lang: string }>(rows: T[], lang: string) => rows.find((row) => row.lang === lang);
  return {
    variations: definitions.map((definition) => ({
      variationId: definition.variationId,
      label: { fr_FR: textIn(definition.translations, 'fr_FR')?.label ?? '', en_US: textIn(definition.translations, 'en_US')?.label ?? null },
      displayLabel: { fr_FR: textIn(definition.translations, 'fr_FR')?.displayLabel ?? null, en_US: textIn(definition.translations, 'en_US')?.displayLabel ?? null },
    })),
    declinationDetails: declinations.map((row) => ({ id: row.id, detailIds: [row.d1, row.d2, row.d3].slice(0, definitions.length) })),
    availableVariations: available.map((row) => ({
      id: row.id,
      name: inLang(row.translations, lang)?.name ?? '',
      details: row.details.map((detail) => ({ id: detail.id, label: inLang(detail.translations, lang)?.label ?? '' })),
    })),
  };
}

/**
 * PUT /admin/product/{id}/variations: the variations in order, and each declination's values. A
 * declination's value must be a detail of the variation at that position; a declination left
 * out keeps no value on a variation that changed.
 */
export async function saveVariations(tx: Transaction, productId: number, input: VariationsInput) {
  const variationIds = input.variations.map((v) => v.variationId);
  if (new Set(variationIds).size !== variationIds.length) throw invalid('admin-catalogue:errors.unknownItem');
  const details = variationIds.length
    ? await tx.select({ id: variationDetail.id, variationId: variationDetail.variationId }).from(variationDetail).where(inArray(variationDetail.variationId, variationIds))
    : [];
  const known = await (variationIds.length ? tx.select({ id: variation.id }).from(variation).where(inArray(variation.id, variationIds)) : Promise.resolve([]));
  if (known.length !== variationIds.length) throw invalid('admin-catalogue:errors.unknownItem');
  const variationOf = new Map(details.map((detail) => [detail.id, detail.variationId]));

  const own = await tx.select({ id: declination.id }).from(declination).where(eq(declination.productId, productId));
  const ownIds = new Set(own.map((row) => row.id));
  for (const entry of input.declinations) {
    if (!ownIds.has(entry.id) || entry.detailIds.length > variationIds.length) throw invalid('admin-catalogue:errors.unknownItem');
    entry.detailIds.forEach((detailId, index) => {
      if (detailId !== null && variationOf.get(detailId) !== variationIds[index]) throw invalid('admin-catalogue:errors.variationDetail');
    });
  }

  await tx.delete(productVariation).where(eq(productVariation.productId, productId));
  for (const [index, entry] of input.variations.entries()) {
    const [row] = await tx.insert(productVariation).values({ productId, position: index + 1, variationId: entry.variationId }).returning({ id: productVariation.id });
    const texts = catalogueLangs.flatMap((lang) =>
      entry.label[lang] ? [{ productVariationId: row.id, lang, label: entry.label[lang] as string, displayLabel: entry.displayLabel[lang] || null }] : [],
    );
    await tx.insert(productVariationTranslation).values(texts);
  }

  const given = new Map(input.declinations.map((entry) => [entry.id, entry.detailIds]));
  for (const { id } of own) {
    const detailIds = given.get(id) ?? [];
    const values = Object.fromEntries(detailKeys.map((key, index) => [key, detailIds[index] ?? null]));
    await tx.update(declination).set(values).where(eq(declination.id, id));
  }
}
