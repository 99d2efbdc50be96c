import { and, asc, eq, inArray, notExists, notInArray } from 'drizzle-orm';
import type { AdminProductDetails, AwardInput, NutritionTable } from '~/lib/admin/catalogue-details';
import { catalogueLangs } from '~/lib/admin/catalogue';
import type { Lang } from '~/lib/i18n';
import type { Database } from '../../../db/connection';
import { award, awardTranslation, declination, feature, mealIcon, nutrition, nutritionTranslation, product, productAward, productFeature, productFeatureTranslation, productMealIcon } from '../../../db/schema';
import type { ShopDeps } from '../../../deps';
import { mediaUrl } from '../../media';
import { inLang } from '../../translations';
import type { Transaction } from './declinations';
import { productTags } from './tags';
import { productVariations } from './variations';
import { invalid, notFound } from '../../errors';

// A product's awards, meal pairings and features as the back office edits them: each list is saved
// whole, in the owner's order, in one transaction that refreshes the pages showing the product.


/** GET /admin/product/{id}/details: the lists, and what the owner may choose from. */
export async function productDetails(db: Database, lang: Lang, productId: number): Promise<AdminProductDetails> {
  const row = await db.query.product.findFirst({
    where: eq(product.id, productId),
    columns: { id: true },
    with: {
      awards: { with: { award: { with: { translations: true, media: true } } }, orderBy: (a, { asc }) => [asc(a.position), asc(a.awardId)] },
      mealIcons: { orderBy: (m, { asc }) => [asc(m.position), asc(m.mealIconId)] },
      features: { with: { translations: true }, orderBy: (f, { asc }) => [asc(f.position), asc(f.id)] },
      nutrition: { with: { translations: true }, orderBy: (n, { asc }) => [asc(n.year), asc(n.declinationId), asc(n.id)] },
    },
  });
  if (!row) throw notFound('admin-catalogue:errors.productNotFound');
  const [icons, features, variations] = await Promise.all([
    db.query.mealIcon.findMany({ with: { translations: true }, orderBy: [asc(mealIcon.position), asc(mealIcon.id)] }),
    db.query.feature.findMany({ with: { translations: true }, orderBy: [asc(feature.position), asc(feature.id)] }),
    productVariations(db, lang, productId),
  ]);
  return {
    awards: row.awards.map(({ award: a }) => ({
      id: a.id,
      competition: a.competition,
      medal: a.medal,
      year: a.year,
      score: a.score,
      scoreOutOf: a.scoreOutOf,
      name: { fr_FR: a.translations.find((tr) => tr.lang === 'fr_FR')?.name ?? null, en_US: a.translations.find((tr) => tr.lang === 'en_US')?.name ?? null },
      imageUrl: a.media ? mediaUrl(a.media) : null,
    })),
    mealIconIds: row.mealIcons.map((m) => m.mealIconId),
    features: row.features.map((f) => ({
      featureId: f.featureId,
      value: {
        fr_FR: f.translations.find((tr) => tr.lang === 'fr_FR')?.value ?? '',
        en_US: f.translations.find((tr) => tr.lang === 'en_US')?.value ?? null,
      },
    })),
    nutrition: row.nutrition.map(({ id: _id, productId: _product, translations, ...values }) => ({
      ...values,
      ingredients: perLang(translations, (tr) => tr.ingredients),
      allergens: perLang(translations, (tr) => tr.allergens),
    })),
    ...variations,
    mealIcons: icons.map((icon) => ({ id: icon.id, label: inLang(icon.translations, lang)?.label ?? icon.key, icon: icon.icon })),
    availableFeatures: features.map((f) => ({ id: f.id, label: inLang(f.translations, lang)?.label ?? '', icon: f.icon })),
  };
}

/** One field of a text in each language, null where it was not written. */
function perLang<T extends { lang: string }>(rows: T[], pick: (row: T) => string | null) {
  const inOne = (lang: string) => {
    const row = rows.find((candidate) => candidate.lang === lang);
    return row ? pick(row) : null;
  };
  return { fr_FR: inOne('fr_FR'), en_US: inOne('en_US') };
}

async function lockProduct(tx: Transaction, productId: number) {
  const [row] = await tx.select({ id: product.id }).from(product).where(eq(product.id, productId)).for('update');
  if (!row) throw notFound('admin-catalogue:errors.productNotFound');
}

/** Runs one save of a product's list and refreshes its pages. */
export async function saveList(deps: ShopDeps, productId: number, work: (tx: Transaction) => Promise<void>) {
  await deps.db.transaction(async (tx) => {
    await lockProduct(tx, productId);
    await work(tx);
    await deps.pageCache.invalidate(tx, productTags(productId));
  });
}

const names = (awardId: number, name: AwardInput['name']) =>
  catalogueLangs.flatMap((lang) => (name[lang] ? [{ awardId, lang, name: name[lang] as string }] : []));

/**
 * PUT /admin/product/{id}/awards. An award given with its id is one of the product's, changed in
 * place (it keeps its medal picture); the product's awards left out are removed.
 */
export async function saveAwards(deps: ShopDeps, productId: number, awards: AwardInput[]) {
  await saveList(deps, productId, async (tx) => {
    const owned = await tx.select({ id: productAward.awardId }).from(productAward).where(eq(productAward.productId, productId));
    const ownedIds = new Set(owned.map((row) => row.id));
    const keptIds = awards.flatMap((a) => (a.id === undefined ? [] : [a.id]));
    if (keptIds.some((id) => !ownedIds.has(id)) || new Set(keptIds).size !== keptIds.length) throw invalid('admin-catalogue:errors.unknownItem');
    const dropped = [...ownedIds].filter((id) => !keptIds.includes(id));
    if (dropped.length) {
      await tx.delete(productAward).where(and(eq(productAward.productId, productId), inArray(productAward.awardId, dropped)));
      // An award another product shows too stays for that one.
      const shared = tx.select({ id: productAward.awardId }).from(productAward).where(eq(productAward.awardId, award.id));
      await tx.delete(award).where(and(inArray(award.id, dropped), notExists(shared)));
    }
    for (const [position, entry] of awards.entries()) {
      const columns = { competition: entry.competition, medal: entry.medal, year: entry.year, score: entry.score, scoreOutOf: entry.scoreOutOf };
      let id = entry.id;
      if (id === undefined) {
        [{ id }] = await tx.insert(award).values(columns).returning({ id: award.id });
        await tx.insert(productAward).values({ productId, awardId: id, position });
      } else {
        await tx.update(award).set(columns).where(eq(award.id, id));
        await tx.update(productAward).set({ position }).where(and(eq(productAward.productId, productId), eq(productAward.awardId, id)));
        await tx.delete(awardTranslation).where(eq(awardTranslation.awardId, id));
      }
      const rows = names(id, entry.name);
      if (rows.length) await tx.insert(awardTranslation).values(rows);
    }
  });
}

/** PUT /admin/product/{id}/meal-pairings: the dishes it goes with, in order. */
export async function saveMealPairings(deps: ShopDeps, productId: number, mealIconIds: number[]) {
  await saveList(deps, productId, async (tx) => {
    if (new Set(mealIconIds).size !== mealIconIds.length) throw invalid('admin-catalogue:errors.unknownItem');
    if (mealIconIds.length) {
      const known = await tx.select({ id: mealIcon.id }).from(mealIcon).where(inArray(mealIcon.id, mealIconIds));
      if (known.length !== mealIconIds.length) throw invalid('admin-catalogue:errors.unknownItem');
    }
    await tx.delete(productMealIcon).where(eq(productMealIcon.productId, productId));
    if (mealIconIds.length) await tx.insert(productMealIcon).values(mealIconIds.map((mealIconId, position) => ({ productId, mealIconId, position })));
  });
}

/** PUT /admin/product/{id}/features: its characteristics (soil, harvest…) with their value in both languages. */
export async function saveFeatures(deps: ShopDeps, productId: number, features: { featureId: number; value: { fr_FR: string; en_US: string | null } }[]) {
  await saveList(deps, productId, async (tx) => {
    const ids = features.map((f) => f.featureId);
    if (new Set(ids).size !== ids.length) throw invalid('admin-catalogue:errors.featureRepeat');
    if (ids.length) {
      const known = await tx.select({ id: feature.id }).from(feature).where(inArray(feature.id, ids));
      if (known.length !== ids.length) throw invalid('admin-catalogue:errors.unknownItem');
    }
    await tx.delete(productFeature).where(ids.length ? and(eq(productFeature.productId, productId), notInArray(productFeature.featureId, ids)) : eq(productFeature.productId, productId));
    for (const [position, entry] of features.entries()) {
      const [row] = await tx
        .insert(productFeature)
        .values({ productId, featureId: entry.featureId, position })
        .onConflictDoUpdate({ target: [productFeature.productId, productFeature.featureId], set: { position } })
        .returning({ id: productFeature.id });
      await tx.delete(productFeatureTranslation).where(eq(productFeatureTranslation.productFeatureId, row.id));
      await tx.insert(productFeatureTranslation).values(
        catalogueLangs.flatMap((lang) => (entry.value[lang] ? [{ productFeatureId: row.id, lang, value: entry.value[lang] as string }] : [])),
      );
    }
  });
}

/**
 * PUT /admin/product/{id}/nutrition: the e-label's tables, replaced whole. A table belongs to one
 * of the product's declinations, to a vintage, or to every vintage (services/catalogue/nutrition.ts).
 */
export async function saveNutrition(deps: ShopDeps, productId: number, tables: NutritionTable[]) {
  await saveList(deps, productId, async (tx) => {
    const declinationIds = tables.flatMap((t) => (t.declinationId === null ? [] : [t.declinationId]));
    if (declinationIds.length) {
      const own = await tx
        .select({ id: declination.id })
        .from(declination)
        .where(and(eq(declination.productId, productId), inArray(declination.id, declinationIds)));
      if (own.length !== new Set(declinationIds).size) throw invalid('admin-catalogue:errors.unknownItem');
    }
    await tx.delete(nutrition).where(eq(nutrition.productId, productId));
    for (const { ingredients, allergens, ...values } of tables) {
      // A table of one declination names no vintage of its own: the declination has one.
      const [row] = await tx
        .insert(nutrition)
        .values({ ...values, year: values.declinationId === null ? values.year : null, productId })
        .returning({ id: nutrition.id });
      const texts = catalogueLangs.flatMap((lang) =>
        ingredients[lang] || allergens[lang] ? [{ nutritionId: row.id, lang, ingredients: ingredients[lang] || null, allergens: allergens[lang] || null }] : [],
      );
      if (texts.length) await tx.insert(nutritionTranslation).values(texts);
    }
  });
}
