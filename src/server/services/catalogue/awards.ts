import { asc, eq } from 'drizzle-orm';
import type { Award } from '~/lib/catalogue';
import { productAward } from '../../db/schema';
import { inLang } from '../translations';
import { catalogueImage, mediaWithText } from './images';
import type { CatalogueScope } from './scope';

/** GET /award?product={id}: the medals and scores of a product, in the owner's order. */
export async function productAwards(scope: CatalogueScope, productId: number): Promise<Award[]> {
  const rows = await scope.db.query.productAward.findMany({
    where: eq(productAward.productId, productId),
    with: { award: { with: { translations: true, media: mediaWithText } } },
    orderBy: [asc(productAward.position), asc(productAward.awardId)],
  });
  return rows.map(({ award }) => {
    const name = inLang(award.translations, scope.lang)?.name ?? award.competition;
    return {
      id: award.id,
      name,
      competition: award.competition,
      medal: award.medal,
      year: award.year,
      score: award.score,
      scoreOutOf: award.scoreOutOf,
      image: award.media ? catalogueImage(award.media, scope.lang, name) : null,
    };
  });
}
