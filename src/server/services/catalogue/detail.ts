import { eq } from 'drizzle-orm';
import type { ProductDetail } from '~/lib/catalogue';
import { product } from '../../db/schema';
import { withPictures } from '../owner-pictures';
import { inLang } from '../translations';
import { presentAwards, productAwardDetails } from './awards';
import { presentDeclinations } from './declinations';
import { galleryItem } from './images';
import { presentMealIcon, productMealIconDetails } from './meal-icons';
import { productNutrition } from './nutrition';
import type { CatalogueScope } from './scope';
import { loadProducts, presentSummary, type LoadedProduct } from './summaries';
import { notFound } from '../errors';

/** A product the shop shows: valid, with at least one valid declination; anything else is a 404. */
export async function shownProduct(scope: CatalogueScope, id: number): Promise<LoadedProduct> {
  const [row] = await loadProducts(scope, [id]);
  if (!row || !row.isValid || row.declinations.length === 0) throw notFound('catalogue-api:errors.productNotFound');
  return row;
}

/**
 * What the page shows of the product besides its declinations: features, dishes, awards, volume
 * tiers, and whether it can be customized, read in one statement.
 */
async function productExtras(scope: CatalogueScope, productId: number) {
  const row = await scope.db.query.product.findFirst({
    where: eq(product.id, productId),
    columns: { id: true },
    with: {
      features: {
        with: { translations: true, feature: { with: { translations: true } } },
        orderBy: (f, { asc }) => [asc(f.position), asc(f.id)],
      },
      mealIcons: productMealIconDetails,
      awards: productAwardDetails,
      decreasingDiscounts: { columns: { minQuantity: true, type: true, amount: true }, orderBy: (d, { asc }) => asc(d.minQuantity) },
      customizations: { columns: { id: true }, limit: 1 },
    },
  });
  if (!row) throw notFound('catalogue-api:errors.productNotFound');
  return {
    features: row.features.map((feature) => ({
      id: feature.feature.id,
      label: inLang(feature.feature.translations, scope.lang)?.label ?? '',
      value: inLang(feature.translations, scope.lang)?.value ?? '',
      icon: feature.feature.icon,
    })),
    mealIcons: row.mealIcons.map((m) => presentMealIcon(m.mealIcon, scope.lang)),
    awards: presentAwards(row.awards, scope.lang),
    decreasingDiscounts: row.decreasingDiscounts,
    hasCustomizations: row.customizations.length > 0,
  };
}

/** GET /product/{id}: everything a product page shows, in the reader's language (French when missing). */
export async function productDetail(scope: CatalogueScope, id: number): Promise<ProductDetail> {
  const row = await shownProduct(scope, id);
  const summary = presentSummary(row, scope.lang, null);
  const text = inLang(row.translations, scope.lang);
  const slugIn = (lang: 'fr_FR' | 'en_US') => row.translations.find((t) => t.lang === lang)?.slug ?? summary.slug;
  const [{ declinations, variations }, extras, nutrition] = await Promise.all([
    presentDeclinations(scope, row.id, summary.name, row.declinations),
    productExtras(scope, row.id),
    productNutrition(scope, row.id),
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
    ...extras,
    nutrition,
  };
}
