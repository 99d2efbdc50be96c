import { eq } from 'drizzle-orm';
import type { Declination } from '~/lib/catalogue';
import { declination } from '../../db/schema';
import type { ShopDeps } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import { inLang } from '../translations';
import { presentDeclinations } from './declinations';
import { mediaWithText } from './images';
import { withOffers } from './offers';
import type { CatalogueScope } from './scope';

export interface DeclinationChanges {
  price?: number;
  fixedPrice?: number | null;
  quantity?: number | null;
  tracksStock?: boolean;
}

/** The page-cache tags of what shows a product: its own pages, and every list. */
const productTags = (productId: number) => [`product:${productId}`, 'catalogue'];

async function presentOne(scope: CatalogueScope, id: number): Promise<Declination> {
  const row = await scope.db.query.declination.findFirst({
    where: eq(declination.id, id),
    with: { media: mediaWithText, product: { with: { translations: true } } },
  });
  if (!row) throw notFound('catalogue-api:errors.declinationNotFound');
  const [priced] = await withOffers(scope, [row]);
  const name = inLang(row.product.translations, scope.lang)?.name ?? '';
  return (await presentDeclinations(scope, row.productId, name, [priced])).declinations[0];
}

/**
 * PUT /admin/declination/{id}: the owner changes a price or the stock. The pages showing the
 * product are dropped from the page cache when the change commits, so the next visitor sees it.
 */
export async function updateDeclination(deps: ShopDeps, scope: CatalogueScope, id: number, changes: DeclinationChanges): Promise<Declination> {
  await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ productId: declination.productId, quantity: declination.quantity, tracksStock: declination.tracksStock })
      .from(declination)
      .where(eq(declination.id, id))
      .for('update');
    if (!current) throw notFound('catalogue-api:errors.declinationNotFound');
    const tracksStock = changes.tracksStock ?? current.tracksStock;
    const quantity = changes.quantity === undefined ? current.quantity : changes.quantity;
    // A counted stock needs a quantity (the database refuses it too, as a last line of defence).
    if (tracksStock && quantity === null) throw badRequest('catalogue-api:admin.quantityRequired');
    await tx.update(declination).set(changes).where(eq(declination.id, id));
    await deps.pageCache.invalidate(tx, productTags(current.productId));
  });
  return presentOne(scope, id);
}
