import { inArray } from 'drizzle-orm';
import { productPath, type PresentedImage, type ProductSummary } from '~/lib/catalogue';
import type { Lang } from '~/lib/i18n';
import { product } from '../../db/schema';
import { inLang } from '../translations';
import { summaryFigures } from './figures';
import { catalogueImage, mediaWithText, type MediaRow } from './images';
import { withOffers, type Offer } from './offers';
import type { CatalogueScope } from './scope';

/** What a product card and a product page both show: texts, grapes, gallery, valid declinations priced. */
export async function loadProducts(scope: CatalogueScope, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await scope.db.query.product.findMany({
    where: inArray(product.id, ids),
    with: {
      translations: true,
      grapes: { orderBy: (g, { asc }) => [asc(g.position), asc(g.id)] },
      gallery: { orderBy: (m, { asc }) => [asc(m.position)], with: { media: mediaWithText } },
      declinations: {
        where: (d, { eq }) => eq(d.isValid, true),
        orderBy: (d, { asc }) => [asc(d.position), asc(d.id)],
        with: { media: mediaWithText },
      },
    },
  });
  const priced = new Map((await withOffers(scope, rows.flatMap((row) => row.declinations))).map((d) => [d.id, d]));
  return rows.map((row) => ({ ...row, declinations: row.declinations.map((d) => priced.get(d.id)!) }));
}

export type LoadedProduct = Awaited<ReturnType<typeof loadProducts>>[number];

/** The product's picture: the first image of its gallery, else the picture of a declination. */
function mainImage(row: LoadedProduct, lang: Lang, name: string): PresentedImage | null {
  const media: MediaRow | undefined =
    row.gallery.find((entry) => entry.media.kind === 'IMAGE')?.media ?? row.declinations.find((d) => d.media)?.media ?? undefined;
  return media ? catalogueImage(media, lang, name) : null;
}

export function presentSummary(row: LoadedProduct, lang: Lang, rank: number | null): ProductSummary {
  const text = inLang(row.translations, lang);
  const name = text?.name ?? '';
  const slug = text?.slug ?? String(row.id);
  return {
    id: row.id,
    type: row.type,
    name,
    slug,
    path: productPath({ type: row.type, slug, id: row.id }),
    appellation: row.appellation,
    colour: row.colour,
    shortDescription: text?.shortDescription ?? null,
    image: mainImage(row, lang, name),
    ...summaryFigures(row.declinations.map((d) => ({ ...d, ...offerFigures(d.offer) }))),
    grapes: row.grapes.map((g) => ({ variety: g.variety, percent: g.percent })),
    tags: row.tags,
    isDematerialized: row.isDematerialized,
    rank,
  };
}

const offerFigures = (offer: Offer) => ({ finalPrice: offer.finalPrice, tracksStock: offer.tracksStock, quantity: offer.quantity });

/**
 * The cards of these products, in the order of `ids`; a product that is not valid or has no valid
 * declination left is not shown.
 */
export async function productSummaries(scope: CatalogueScope, ids: number[], ranks?: Map<number, number>): Promise<ProductSummary[]> {
  const rows = new Map((await loadProducts(scope, ids)).map((row) => [row.id, row]));
  return ids
    .map((id) => rows.get(id))
    .filter((row): row is LoadedProduct => row !== undefined && row.isValid && row.declinations.length > 0)
    .map((row) => presentSummary(row, scope.lang, ranks?.get(row.id) ?? null));
}
