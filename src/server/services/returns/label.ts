import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { media, mediaContent, orderReturn } from '../../db/schema';
import type { OrderRow } from '../orders/read';
import { notFound } from '../errors';

/**
 * The return label the estate sent for a return of this order (its caller already allowed to read
 * the order): the bytes of an uploaded PDF, or the carrier's address it gave; null when none.
 */
export async function returnLabel(db: Database, row: OrderRow, returnId: number) {
  const [found] = await db
    .select({ filename: media.filename, url: media.url, bytes: mediaContent.bytes })
    .from(orderReturn)
    .innerJoin(media, eq(media.id, orderReturn.labelMediaId))
    .leftJoin(mediaContent, eq(mediaContent.mediaId, media.id))
    .where(and(eq(orderReturn.id, returnId), eq(orderReturn.orderId, row.id)));
  if (!found || (!found.url && !found.bytes)) throw notFound('returns:errors.noLabel');
  return found;
}
