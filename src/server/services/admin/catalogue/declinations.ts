import { and, eq, isNull, max, sql } from 'drizzle-orm';
import type { AdminDeclination, DeclinationChanges, DeclinationCreate } from '~/lib/admin/catalogue';
import type { Database } from '../../../db/connection';
import { clubAllocation, clubBoxLine, clubShipmentWine, declination, decreasingDiscount, discount, product } from '../../../db/schema';
import type { ShopDeps } from '../../../deps';
import { withOffers } from '../../catalogue/offers';
import type { CatalogueScope } from '../../catalogue/scope';
import { productTags } from './tags';
import { conflict, invalid, notFound } from '../../errors';

// The owner's declinations: what is sold of a product (vintage, capacity, price, stock, sell-by
// multiple, its automatic reduction and its volume tiers). Each save is one transaction that also
// drops the cached pages showing the product, so the next visitor sees the change.

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The automatic reductions of a declination: no code, lowering the product's price. */
const ownDiscount = (declinationId: number) =>
  and(eq(discount.declinationId, declinationId), isNull(discount.code), eq(discount.detailType, 'PRODUCT'));

/** A declination's columns and reductions, as relational queries load them for the editor. */
export const declinationForEditor = {
  with: {
    discounts: { where: (d: typeof discount._.columns) => and(isNull(d.code), eq(d.detailType, 'PRODUCT')), orderBy: (d: typeof discount._.columns) => d.id, limit: 1 },
    decreasingDiscounts: { orderBy: (d: typeof decreasingDiscount._.columns) => d.minQuantity },
  },
} as const;

type LoadedDeclination = typeof declination.$inferSelect & {
  discounts: (typeof discount.$inferSelect)[];
  decreasingDiscounts: (typeof decreasingDiscount.$inferSelect)[];
};

export function presentDeclination(row: LoadedDeclination): AdminDeclination {
  const [reduction] = row.discounts;
  return {
    id: row.id,
    year: row.year,
    capacity: row.capacity,
    capacityUnit: row.capacityUnit,
    price: row.price,
    fixedPrice: row.fixedPrice,
    quantity: row.quantity,
    tracksStock: row.tracksStock,
    sellByMultipleOf: row.sellByMultipleOf,
    setQuantity: row.setQuantity,
    shippingWeight: row.shippingWeight,
    reference: row.reference,
    isValid: row.isValid,
    discount: reduction
      ? { type: reduction.type, amount: reduction.amount, startsAt: reduction.startsAt?.toISOString() ?? null, endsAt: reduction.endsAt?.toISOString() ?? null }
      : null,
    decreasingDiscounts: row.decreasingDiscounts.map(({ minQuantity, type, amount }) => ({ minQuantity, type, amount })),
  };
}

/** The declination as the editor shows it, with what a customer pays for it today. */
async function presentOne(scope: CatalogueScope, id: number): Promise<AdminDeclination & { finalPrice: number }> {
  const row = await scope.db.query.declination.findFirst({ where: eq(declination.id, id), ...declinationForEditor });
  if (!row) throw notFound('admin-catalogue:errors.declinationNotFound');
  const [priced] = await withOffers(scope, [row]);
  return { ...presentDeclination(row), finalPrice: priced.offer.finalPrice };
}

type Columns = Omit<DeclinationChanges, 'discount' | 'decreasingDiscounts'>;

/**
 * The rules that span several fields, checked on the declination as it will be: a counted stock
 * needs a quantity, a capacity needs its unit (the database refuses both too, as a last defence).
 */
function checkConsistent(next: Pick<typeof declination.$inferSelect, 'tracksStock' | 'quantity' | 'capacity' | 'capacityUnit'>) {
  if (next.tracksStock && next.quantity === null) throw invalid('admin-catalogue:errors.quantityRequired');
  if ((next.capacity === null) !== (next.capacityUnit === null)) throw invalid('admin-catalogue:errors.capacityWithUnit');
}

/** Another declination already carries this reference (references are unique over the shop). */
async function checkReferenceFree(tx: Transaction, reference: string | null | undefined, ownId: number | null) {
  if (!reference) return;
  const [taken] = await tx.select({ id: declination.id }).from(declination).where(eq(declination.reference, reference));
  if (taken && taken.id !== ownId) throw invalid('admin-catalogue:errors.referenceTaken', { reference });
}

/** Sets (or removes, with null) the declination's automatic reduction, keeping its row when it had one. */
async function saveReduction(tx: Transaction, declinationId: number, reduction: DeclinationChanges['discount']) {
  if (reduction === undefined) return;
  const [current] = await tx.select({ id: discount.id }).from(discount).where(ownDiscount(declinationId)).orderBy(discount.id).limit(1);
  if (reduction === null) {
    await tx.delete(discount).where(ownDiscount(declinationId));
    return;
  }
  const values = {
    type: reduction.type,
    amount: reduction.amount,
    startsAt: reduction.startsAt ? new Date(reduction.startsAt) : null,
    endsAt: reduction.endsAt ? new Date(reduction.endsAt) : null,
    isActive: true,
  };
  if (current) await tx.update(discount).set(values).where(eq(discount.id, current.id));
  else await tx.insert(discount).values({ ...values, detailType: 'PRODUCT', declinationId });
}

/** Replaces the declination's volume tiers with the ones given. */
async function saveTiers(tx: Transaction, declinationId: number, tiers: DeclinationChanges['decreasingDiscounts']) {
  if (tiers === undefined) return;
  await tx.delete(decreasingDiscount).where(eq(decreasingDiscount.declinationId, declinationId));
  if (tiers.length > 0) await tx.insert(decreasingDiscount).values(tiers.map((tier) => ({ ...tier, declinationId })));
}

/** Empty texts are kept as no text. */
const columnsOf = ({ discount: _reduction, decreasingDiscounts: _tiers, ...columns }: DeclinationChanges): Columns => ({
  ...columns,
  ...(columns.reference !== undefined ? { reference: columns.reference || null } : {}),
});

/**
 * PUT /admin/declination/{id}: the owner changes a price, the stock, the vintage, the reductions...
 * The pages showing the product are dropped from the page cache when the change commits.
 */
export async function updateDeclination(deps: ShopDeps, scope: CatalogueScope, id: number, changes: DeclinationChanges) {
  await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(declination).where(eq(declination.id, id)).for('update');
    if (!current) throw notFound('admin-catalogue:errors.declinationNotFound');
    const columns = columnsOf(changes);
    checkConsistent({ ...current, ...columns });
    await checkReferenceFree(tx, columns.reference, id);
    if (Object.keys(columns).length > 0) await tx.update(declination).set(columns).where(eq(declination.id, id));
    await saveReduction(tx, id, changes.discount);
    await saveTiers(tx, id, changes.decreasingDiscounts);
    await deps.pageCache.invalidate(tx, productTags(current.productId));
  });
  return presentOne(scope, id);
}

/** POST /admin/product/{id}/declination: a new declination, last of the product's. */
export async function addDeclination(deps: ShopDeps, scope: CatalogueScope, productId: number, fields: DeclinationCreate) {
  const id = await deps.db.transaction(async (tx) => {
    const [owner] = await tx.select({ id: product.id }).from(product).where(eq(product.id, productId)).for('update');
    if (!owner) throw notFound('admin-catalogue:errors.productNotFound');
    // A stock typed without saying whether to count it is meant to be counted: the owner typed
    // it for that, and an uncounted stock would let the shop sell bottles it does not have.
    const tracksStock = fields.tracksStock ?? (fields.quantity !== undefined && fields.quantity !== null);
    const columns = { quantity: null, capacity: null, capacityUnit: null, ...columnsOf(fields), tracksStock, price: fields.price };
    checkConsistent(columns);
    await checkReferenceFree(tx, columns.reference, null);
    const [last] = await tx.select({ position: max(declination.position) }).from(declination).where(eq(declination.productId, productId));
    const [row] = await tx
      .insert(declination)
      .values({ ...columns, productId, position: (last?.position ?? -1) + 1 })
      .returning({ id: declination.id });
    await saveReduction(tx, row.id, fields.discount);
    await saveTiers(tx, row.id, fields.decreasingDiscounts);
    await deps.pageCache.invalidate(tx, productTags(productId));
    return row.id;
  });
  return presentOne(scope, id);
}

/** A wine in a club shipment, a member's box or an allocation stays until it is taken out there (docs/club.md). */
async function promisedToTheClub(tx: Database, id: number): Promise<boolean> {
  const { rows } = await tx.execute<{ promised: boolean }>(sql`select exists (select 1 from ${clubShipmentWine} where ${clubShipmentWine.declinationId} = ${id})
    or exists (select 1 from ${clubBoxLine} where ${clubBoxLine.declinationId} = ${id})
    or exists (select 1 from ${clubAllocation} where ${clubAllocation.declinationId} = ${id}) as promised`);
  return rows[0].promised;
}

/**
 * DELETE /admin/declination/{id}. Orders keep their lines (their declination becomes unknown,
 * their name and price stay); carts lose it.
 */
export async function removeDeclination(deps: ShopDeps, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (await promisedToTheClub(tx, id)) throw conflict('admin-catalogue:errors.declinationInClub');
    const [gone] = await tx.delete(declination).where(eq(declination.id, id)).returning({ productId: declination.productId });
    if (!gone) throw notFound('admin-catalogue:errors.declinationNotFound');
    await deps.pageCache.invalidate(tx, productTags(gone.productId));
  });
}
