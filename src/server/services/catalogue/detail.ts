import { asc, eq } from 'drizzle-orm';
import type { ProductDetail } from '~/lib/catalogue';
import { customization, decreasingDiscount, productFeature } from '../../db/schema';
import { notFound } from '../../http/errors';
import { withPictures } from '../owner-pictures';
import { inLang } from '../translations';
import { productAwards } from './awards';
import { presentDeclinations } from './declinations';
import { galleryItem } from './images';
import { productMealIcons } from './meal-icons';
import { productNutrition } from './nutrition';
import type { CatalogueScope } from './scope';
import { loadProducts, presentSummary, type LoadedProduct } from './summaries';

/** A product the shop shows: valid, with at least one valid declination; anything else is a 404. */
export async function shownProduct(scope: CatalogueScope, id: number): Promise<LoadedProduct> {
  const [row] = await loadProducts(scope, [id]);
  if (!row || !row.isValid || row.declinations.length === 0) throw notFound('catalogue-api:errors.productNotFound');
  return row;
}

async function productFeatures(scope: CatalogueScope, productId: number): Promise<ProductDetail['features']> {
  const rows = await scope.db.query.productFeature.findMany({
    where: eq(productFeature.productId, productId),
    with: { translations: true, feature: { with: { translations: true } } },
    orderBy: [asc(productFeature.position), asc(productFeature.id)],
  });
  return rows.map((row) => ({
    id: row.feature.id,
    label: inLang(row.feature.translations, scope.lang)?.label ?? '',
    value: inLang(row.translations, scope.lang)?.value ?? '',
    icon: row.feature.icon,
  }));
}

async function decreasingDiscounts(scope: CatalogueScope, productId: number): Promise<ProductDetail['decreasingDiscounts']> {
  const rows = await scope.db
    .select({ minQuantity: decreasingDiscount.minQuantity, type: decreasingDiscount.type, amount: decreasingDiscount.amount })
    .from(decreasingDiscount)
    .where(eq(decreasingDiscount.productId, productId))
    .orderBy(asc(decreasingDiscount.minQuantity));
  return rows;
}

async function hasCustomizations(scope: CatalogueScope, productId: number): Promise<boolean> {
  return (await scope.db.$count(customization, eq(customization.productId, productId))) > 0;
}

/** GET /product/{id}: everything a product page shows, in the reader's language (French when missing). */
export async function productDetail(scope: CatalogueScope, id: number): Promise<ProductDetail> {
  const row = await shownProduct(scope, id);
  const summary = presentSummary(row, scope.lang, null);
  const text = inLang(row.translations, scope.lang);
  const slugIn = (lang: 'fr_FR' | 'en_US') => row.translations.find((t) => t.lang === lang)?.slug ?? summary.slug;
  const [{ declinations, variations }, features, mealIcons, awards, volumeDiscounts, nutrition, customizable] = await Promise.all([
    presentDeclinations(scope, row.id, summary.name, row.declinations),
    productFeatures(scope, row.id),
    productMealIcons(scope.db, scope.lang, row.id),
    productAwards(scope, row.id),
    decreasingDiscounts(scope, row.id),
    productNutrition(scope, row.id),
    hasCustomizations(scope, row.id),
  ]);
  return {
    ...summary,
    reference: row.reference,
    // Its stored pictures drawn at the reader's width, as on every page (services/owner-pictures.ts).
    description: text?.description ? await withPictures(scope.db, text.description) : null,
    tasting: { eye: text?.tastingEye ?? null, nose: text?.tastingNose ?? null, mouth: text?.tastingMouth ?? null },
    foodPairing: text?.foodPairing ?? null,
    vinification: text?.vinification ?? null,
    terroir: text?.terroir ?? null,
    metaDescription: text?.metaDescription ?? null,
    alcoholDegree: row.alcoholDegree,
    servingTemperature: { min: row.servingTemperatureMin, max: row.servingTemperatureMax },
    ageingPotential: { min: row.ageingPotentialMin, max: row.ageingPotentialMax },
    slugs: { fr_FR: slugIn('fr_FR'), en_US: slugIn('en_US') },
    gallery: row.gallery.map((entry) => galleryItem(entry.media, scope.lang, summary.name)),
    declinations,
    variations,
    features,
    mealIcons,
    awards,
    decreasingDiscounts: volumeDiscounts,
    nutrition,
    hasCustomizations: customizable,
  };
}
