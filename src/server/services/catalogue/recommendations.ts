import { and, asc, desc, eq, notInArray, or, sql } from 'drizzle-orm';
import type { ProductSummary } from '~/lib/catalogue';
import { product, productRecommendation } from '../../db/schema';
import { hasDeclination } from './list-filters';
import type { CatalogueScope } from './scope';
import { productSummaries } from './summaries';
import { notFound } from '../errors';

const RECOMMENDATIONS = 4;

/**
 * GET /v2/product/recommended/{id}: the products the owner recommends with this one, completed up
 * to four by the closest of the catalogue: for a wine, the same colour and appellation first, then
 * the same colour, then the same appellation; for anything else, products of the same kind.
 */
export async function recommendedProducts(scope: CatalogueScope, id: number): Promise<ProductSummary[]> {
  const [subject] = await scope.db
    .select({ id: product.id, type: product.type, colour: product.colour, appellation: product.appellation })
    .from(product)
    .where(and(eq(product.id, id), eq(product.isValid, true)));
  if (!subject) throw notFound('catalogue-api:errors.productNotFound');

  const chosen = await scope.db
    .select({ id: productRecommendation.recommendedProductId })
    .from(productRecommendation)
    .where(eq(productRecommendation.productId, id))
    .orderBy(asc(productRecommendation.position));
  const recommended = await productSummaries(
    scope,
    chosen.map((row) => row.id),
  );
  if (recommended.length >= RECOMMENDATIONS) return recommended.slice(0, RECOMMENDATIONS);

  const taken = [id, ...recommended.map((p) => p.id)];
  const sameColour = subject.colour ? sql`${product.colour} = ${subject.colour}` : sql`false`;
  const sameAppellation = subject.appellation ? sql`${product.appellation} = ${subject.appellation}` : sql`false`;
  const alike = subject.type === 'WINE' ? or(sameColour, sameAppellation) : undefined;
  const similar = await scope.db
    .select({ id: product.id })
    .from(product)
    .where(and(eq(product.isValid, true), eq(product.type, subject.type), notInArray(product.id, taken), alike, hasDeclination(scope.db)))
    .orderBy(desc(sql`(case when ${sameColour} then 2 else 0 end) + (case when ${sameAppellation} then 1 else 0 end)`), asc(product.position), asc(product.id))
    .limit(RECOMMENDATIONS - recommended.length);
  return [...recommended, ...(await productSummaries(scope, similar.map((row) => row.id)))];
}
