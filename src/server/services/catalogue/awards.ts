import { asc, eq } from 'drizzle-orm';
import type { Award } from '~/lib/catalogue';
import type { Lang } from '~/lib/i18n';
import type { Database } from '../../db/connection';
import { productAward } from '../../db/schema';
import { inLang } from '../translations';
import { catalogueImage, mediaWithText } from './images';
import type { CatalogueScope } from './scope';

/** GET /award?product={id}: the medals and scores of a product, in the owner's order. */
export async function productAwards(scope: CatalogueScope, productId: number): Promise<Award[]> {
  return presentAwards(await loadAwards(scope.db, productId), scope.lang);
}

const loadAwards = (db: Database, productId: number) => db.query.productAward.findMany({ where: eq(productAward.productId, productId), ...productAwardDetails });

/** A product's awards for a relational query's `with` (`awards: productAwardDetails`), in the owner's order. */
export const productAwardDetails = {
  with: { award: { with: { translations: true, media: mediaWithText } } },
  orderBy: (a: typeof productAward._.columns) => [asc(a.position), asc(a.awardId)],
} as const;

export function presentAwards(rows: Awaited<ReturnType<typeof loadAwards>>, lang: Lang): Award[] {
  return rows.map(({ award }) => {
    const name = inLang(award.translations, lang)?.name ?? award.competition;
    return {
      id: award.id,
      name,
      competition: award.competition,
      medal: award.medal,
      year: award.year,
      score: award.score,
      scoreOutOf: award.scoreOutOf,
      image: award.media ? catalogueImage(award.media, lang, name) : null,
    };
  });
}
