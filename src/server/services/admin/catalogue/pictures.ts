import { and, asc, eq, max, ne } from 'drizzle-orm';
import { catalogueLangs, type AdminPicture, type PictureAlt } from '~/lib/admin/catalogue';
import type { ValidatedFile } from '~/lib/cart';
import { media, mediaTranslation, product, productMedia } from '../../../db/schema';
import type { ShopDeps } from '../../../deps';
import { mediaUrl, storeImage } from '../../media';
import { variantsPath } from '../../media-variants';
import type { MediaRow } from '../../catalogue/images';
import type { Transaction } from './declinations';
import { productTags } from './tags';
import { invalid, notFound } from '../../errors';

// A product's gallery in the back office: pictures uploaded as public media (the shop then serves
// them at every page width, services/media-variants.ts), put in order, described in both
// languages for screen readers, removed. Each change drops the cached pages showing the product.

export function presentPicture(row: MediaRow & { isPublic?: boolean }): AdminPicture {
  const altIn = (lang: string) => row.translations.find((tr) => tr.lang === lang)?.alt ?? null;
  return {
    id: row.id,
    url: mediaUrl(row),
    variants: variantsPath(row),
    width: row.width,
    height: row.height,
    alt: { fr_FR: altIn('fr_FR'), en_US: altIn('en_US') },
  };
}

async function lockProduct(tx: Transaction, productId: number) {
  const [row] = await tx.select({ id: product.id }).from(product).where(eq(product.id, productId)).for('update');
  if (!row) throw notFound('admin-catalogue:errors.productNotFound');
}

async function pictureOf(tx: Transaction, productId: number, mediaId: number): Promise<AdminPicture> {
  const [link] = await tx.select().from(productMedia).where(and(eq(productMedia.productId, productId), eq(productMedia.mediaId, mediaId)));
  if (!link) throw notFound('admin-catalogue:errors.pictureNotFound');
  const row = await tx.query.media.findFirst({ where: eq(media.id, mediaId), with: { translations: true } });
  return presentPicture(row!);
}

async function gallery(tx: Transaction, productId: number): Promise<AdminPicture[]> {
  const links = await tx.query.productMedia.findMany({
    where: eq(productMedia.productId, productId),
    with: { media: { with: { translations: true } } },
    orderBy: [asc(productMedia.position), asc(productMedia.mediaId)],
  });
  return links.map((link) => presentPicture(link.media));
}

/** POST /admin/product/{id}/picture: a checked image, added last to the gallery. */
export async function addPicture(deps: ShopDeps, productId: number, file: ValidatedFile, bytes: Uint8Array): Promise<AdminPicture> {
  return deps.db.transaction(async (tx) => {
    await lockProduct(tx, productId);
    const stored = await storeImage(tx, file, bytes, true);
    const [last] = await tx.select({ position: max(productMedia.position) }).from(productMedia).where(eq(productMedia.productId, productId));
    await tx.insert(productMedia).values({ productId, mediaId: stored.id, position: (last?.position ?? -1) + 1 });
    await deps.pageCache.invalidate(tx, productTags(productId));
    return pictureOf(tx, productId, stored.id);
  });
}

/** PUT /admin/product/{id}/picture/order: the gallery in the order given, which must name each of its pictures once. */
export async function orderPictures(deps: ShopDeps, productId: number, mediaIds: number[]): Promise<AdminPicture[]> {
  return deps.db.transaction(async (tx) => {
    await lockProduct(tx, productId);
    const links = await tx.select({ mediaId: productMedia.mediaId }).from(productMedia).where(eq(productMedia.productId, productId));
    const known = new Set(links.map((link) => link.mediaId));
    if (mediaIds.length !== known.size || new Set(mediaIds).size !== mediaIds.length || !mediaIds.every((id) => known.has(id))) {
      throw invalid('admin-catalogue:errors.pictureOrder');
    }
    for (const [position, mediaId] of mediaIds.entries()) {
      await tx.update(productMedia).set({ position }).where(and(eq(productMedia.productId, productId), eq(productMedia.mediaId, mediaId)));
    }
    await deps.pageCache.invalidate(tx, productTags(productId));
    return gallery(tx, productId);
  });
}

/** PUT /admin/product/{id}/picture/{mediaId}: its alternative text in each language (empty: none). */
export async function describePicture(deps: ShopDeps, productId: number, mediaId: number, { alt }: PictureAlt): Promise<AdminPicture> {
  return deps.db.transaction(async (tx) => {
    await lockProduct(tx, productId);
    await pictureOf(tx, productId, mediaId);
    for (const lang of catalogueLangs) {
      const text = alt[lang] || null;
      await tx
        .insert(mediaTranslation)
        .values({ mediaId, lang, alt: text })
        .onConflictDoUpdate({ target: [mediaTranslation.mediaId, mediaTranslation.lang], set: { alt: text } });
    }
    await deps.pageCache.invalidate(tx, productTags(productId));
    return pictureOf(tx, productId, mediaId);
  });
}

/** DELETE /admin/product/{id}/picture/{mediaId}: out of the gallery, and gone when no other product shows it. */
export async function removePicture(deps: ShopDeps, productId: number, mediaId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockProduct(tx, productId);
    const [link] = await tx
      .delete(productMedia)
      .where(and(eq(productMedia.productId, productId), eq(productMedia.mediaId, mediaId)))
      .returning({ mediaId: productMedia.mediaId });
    if (!link) throw notFound('admin-catalogue:errors.pictureNotFound');
    const [elsewhere] = await tx
      .select({ productId: productMedia.productId })
      .from(productMedia)
      .where(and(eq(productMedia.mediaId, mediaId), ne(productMedia.productId, productId)))
      .limit(1);
    if (!elsewhere) await tx.delete(media).where(eq(media.id, mediaId));
    await deps.pageCache.invalidate(tx, productTags(productId));
  });
}
