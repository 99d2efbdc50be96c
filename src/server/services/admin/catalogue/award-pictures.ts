import { eq } from 'drizzle-orm';
import type { AwardPicture } from '~/lib/admin/catalogue-kinds';
import type { ValidatedFile } from '~/lib/cart';
import { award, media, productAward } from '../../../db/schema';
import type { ShopDeps } from '../../../deps';
import { mediaUrl, storeImage } from '../../media';
import type { Transaction } from './declinations';
import { refreshUsers } from './kind-rows';
import { notFound } from '../../errors';

// An award's medal picture: uploaded through the shop's image pipeline (the page then draws it at
// its width), replaced or removed; the previous picture goes with it. Saved awards only: a new
// award gets its id when the product's awards are saved.

async function lockAward(tx: Transaction, id: number) {
  const [row] = await tx.select({ id: award.id, mediaId: award.mediaId }).from(award).where(eq(award.id, id)).for('update');
  if (!row) throw notFound('admin-kinds:errors.awardNotFound');
  const products = (await tx.select({ id: productAward.productId }).from(productAward).where(eq(productAward.awardId, id))).map((p) => p.id);
  return { mediaId: row.mediaId, products };
}

async function present(tx: Transaction, id: number): Promise<AwardPicture> {
  const row = await tx.query.award.findFirst({ where: eq(award.id, id), columns: { id: true }, with: { media: true } });
  return { id, imageUrl: row?.media ? mediaUrl(row.media) : null };
}

/** The picture an award no longer shows, unless another award shows it too. */
async function dropPicture(tx: Transaction, mediaId: number | null) {
  if (mediaId === null) return;
  const [shown] = await tx.select({ id: award.id }).from(award).where(eq(award.mediaId, mediaId)).limit(1);
  if (!shown) await tx.delete(media).where(eq(media.id, mediaId));
}

/** POST /admin/award/{id}/picture. */
export async function setAwardPicture(deps: ShopDeps, id: number, file: ValidatedFile, bytes: Uint8Array): Promise<AwardPicture> {
  return deps.db.transaction(async (tx) => {
    const { mediaId, products } = await lockAward(tx, id);
    const stored = await storeImage(tx, file, bytes, true);
    await tx.update(award).set({ mediaId: stored.id }).where(eq(award.id, id));
    await dropPicture(tx, mediaId);
    await refreshUsers(deps, tx, products);
    return present(tx, id);
  });
}

/** DELETE /admin/award/{id}/picture: the page then draws the medal itself. */
export async function removeAwardPicture(deps: ShopDeps, id: number): Promise<AwardPicture> {
  return deps.db.transaction(async (tx) => {
    const { mediaId, products } = await lockAward(tx, id);
    await tx.update(award).set({ mediaId: null }).where(eq(award.id, id));
    await dropPicture(tx, mediaId);
    await refreshUsers(deps, tx, products);
    return present(tx, id);
  });
}
