import { and, desc, gte, sql } from 'drizzle-orm';
import type { ReviewList } from '~/lib/contracts/content';
import type { Database } from '../db/connection';
import { googleReview } from '../db/schema';
import { parameterValue } from './parameters';

// The reviews the estate copied from its Google profile: read from the database only, so that a
// visit never calls Google (nor tells it who reads the page).

export interface ReviewQuery {
  /** Only the reviews published on or after this instant. */
  from?: Date;
  /** Only the reviews with at least this many stars. */
  minRating?: number;
  nbItem: number;
}

/**
 * GET /google/reviews: the newest reviews, the average rating and the count of every stored
 * review, and the owner's link to leave one (GOOGLE_REVIEW_URL).
 */
export async function listReviews(db: Database, siteId: number, query: ReviewQuery): Promise<ReviewList> {
  const where = and(
    query.from ? gte(googleReview.publishedAt, query.from) : undefined,
    query.minRating ? gte(googleReview.rating, query.minRating) : undefined,
  );
  const rows = await db
    .select({
      id: googleReview.id,
      author: googleReview.author,
      authorPhotoUrl: googleReview.authorPhotoUrl,
      rating: googleReview.rating,
      text: googleReview.text,
      lang: googleReview.lang,
      publishedAt: googleReview.publishedAt,
    })
    .from(googleReview)
    .where(where)
    .orderBy(desc(googleReview.publishedAt), desc(googleReview.id))
    .limit(query.nbItem);
  const [summary] = await db
    .select({ total: sql<number>`count(*)::int`, average: sql<number | null>`round(avg(${googleReview.rating}), 1)::float` })
    .from(googleReview);
  return {
    reviews: rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() })),
    total: Number(summary.total),
    averageRating: summary.average === null ? null : Number(summary.average),
    reviewUrl: await parameterValue(db, siteId, 'GOOGLE_REVIEW_URL'),
  };
}
