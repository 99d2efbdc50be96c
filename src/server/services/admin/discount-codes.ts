import { and, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AdminDiscountCode, DiscountCodeChanges, DiscountCodeInput, DiscountCodePage } from '~/lib/admin/codes';
import type { Lang } from '~/lib/locale';
import type { OrderPage } from '~/lib/order';
import type { Database } from '../../db/connection';
import { BASIS_POINTS_PER_PERCENT, declination, discount, discountRedemption, order, product } from '../../db/schema';
import type { ShopDeps } from '../../deps';
import { normalizeCode, type DiscountRow } from '../cart/discount-codes';
import { orderPage } from '../orders/read';
import { conflict, invalid, notFound } from '../errors';

// The estate's discount codes from the admin panel. Discounts without a code (a product's own
// price cut, shown on the catalogue's cached pages) are not managed here: a code only ever shows
// in one customer's cart, so changing one drops no cached page.

const MAX_PERCENT = 100 * BASIS_POINTS_PER_PERCENT;

type CodeValues = Omit<DiscountRow, 'id' | 'usesCount' | 'createdAt' | 'updatedAt'>;

function present(row: DiscountRow): AdminDiscountCode {
  return {
    id: row.id,
    code: row.code ?? '',
    type: row.type,
    amount: row.amount,
    detailType: row.detailType,
    productId: row.productId,
    declinationId: row.declinationId,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    maxUses: row.maxUses,
    usesCount: row.usesCount,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    minimumAmount: row.minimumAmount,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const instant = (value: string | null) => (value === null ? null : new Date(value));
const kept = <T>(value: T | undefined, current: T): T => (value === undefined ? current : value);

/** The given fields over `base`, as the database stores them. */
function valuesOf(base: CodeValues, given: DiscountCodeChanges): CodeValues {
  return {
    code: given.code === undefined ? base.code : normalizeCode(given.code),
    type: kept(given.type, base.type),
    amount: kept(given.amount, base.amount),
    detailType: kept(given.detailType, base.detailType),
    productId: kept(given.productId, base.productId),
    declinationId: kept(given.declinationId, base.declinationId),
    startsAt: given.startsAt === undefined ? base.startsAt : instant(given.startsAt),
    endsAt: given.endsAt === undefined ? base.endsAt : instant(given.endsAt),
    maxUses: kept(given.maxUses, base.maxUses),
    maxUsesPerCustomer: kept(given.maxUsesPerCustomer, base.maxUsesPerCustomer),
    minimumAmount: kept(given.minimumAmount, base.minimumAmount),
    isActive: kept(given.isActive, base.isActive),
  };
}

/**
 * Whether the values fit together, in `tx`: the product or declination a code targets is locked
 * until the change commits, so it cannot vanish in between.
 */
async function assertFits(tx: Database, values: CodeValues, usesCount: number) {
  if (values.type === 'PERCENT' && values.amount > MAX_PERCENT) throw invalid('discount-admin:errors.percent');
  if (values.startsAt && values.endsAt && values.startsAt >= values.endsAt) throw invalid('discount-admin:errors.period');
  const targets = [values.productId, values.declinationId].filter((id) => id !== null).length;
  if (values.detailType === 'PRODUCT' && targets !== 1) throw invalid('discount-admin:errors.productTarget');
  if (values.detailType !== 'PRODUCT' && targets !== 0) throw invalid('discount-admin:errors.targetOnlyForProduct');
  if (values.productId !== null) {
    const [found] = await tx.select({ id: product.id }).from(product).where(eq(product.id, values.productId)).for('key share');
    if (!found) throw invalid('discount-admin:errors.productNotFound', { id: values.productId });
  }
  if (values.declinationId !== null) {
    const [found] = await tx.select({ id: declination.id }).from(declination).where(eq(declination.id, values.declinationId)).for('key share');
    if (!found) throw invalid('discount-admin:errors.declinationNotFound', { id: values.declinationId });
  }
  if (values.maxUses !== null && values.maxUses < usesCount) throw invalid('discount-admin:errors.maxUsesBelowUses', { count: usesCount });
}

/** The database refusing a second code of the same name, whoever wrote it first. */
function isTakenCode(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Runs a change of codes; a name already used answers 409 instead of the database's error. */
async function naming<T>(code: string, change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (isTakenCode(error)) throw conflict('discount-admin:errors.taken', { code });
    throw error;
  }
}

const withCode = (id: number) => and(eq(discount.id, id), isNotNull(discount.code));

export async function discountCode(db: Database, id: number): Promise<AdminDiscountCode> {
  const [row] = await db.select().from(discount).where(withCode(id));
  if (!row) throw notFound('discount-admin:errors.notFound');
  return present(row);
}

export async function discountCodes(db: Database, page: number, nbItem: number): Promise<DiscountCodePage> {
  const rows = await db
    .select()
    .from(discount)
    .where(isNotNull(discount.code))
    .orderBy(desc(discount.id))
    .limit(nbItem)
    .offset((page - 1) * nbItem);
  const [{ total }] = await db.select({ total: count() }).from(discount).where(isNotNull(discount.code));
  return { items: rows.map(present), total, page, nbItem };
}

/** The orders holding a use of the code, newest first. */
export async function discountCodeOrders(db: Database, lang: Lang, id: number, page: number, nbItem: number): Promise<OrderPage> {
  await discountCode(db, id);
  const used = db.select({ id: discountRedemption.orderId }).from(discountRedemption).where(eq(discountRedemption.discountId, id));
  return orderPage(db, lang, inArray(order.id, used), page, nbItem);
}

const blank: Omit<CodeValues, 'code' | 'type' | 'amount' | 'detailType'> = {
  productId: null,
  declinationId: null,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  minimumAmount: null,
  isActive: true,
};

export async function createDiscountCode(deps: ShopDeps, input: DiscountCodeInput): Promise<AdminDiscountCode> {
  const now = deps.now();
  const values = valuesOf({ ...blank, code: null, type: input.type, amount: input.amount, detailType: input.detailType }, input);
  return naming(values.code ?? '', () =>
    deps.db.transaction(async (tx) => {
      await assertFits(tx, values, 0);
      const [created] = await tx.insert(discount).values({ ...values, createdAt: now, updatedAt: now }).returning();
      return present(created);
    }),
  );
}

/**
 * Changes the given fields of a code. Its row stays locked from the check to the write, so an
 * order cannot take a use in between and leave the limit below the uses counted.
 */
export async function updateDiscountCode(deps: ShopDeps, id: number, changes: DiscountCodeChanges): Promise<AdminDiscountCode> {
  const now = deps.now();
  const code = changes.code === undefined ? '' : normalizeCode(changes.code);
  return naming(code, () =>
    deps.db.transaction(async (tx) => {
      const [current] = await tx.select().from(discount).where(withCode(id)).for('update');
      if (!current) throw notFound('discount-admin:errors.notFound');
      const values = valuesOf(current, changes);
      await assertFits(tx, values, current.usesCount);
      const [updated] = await tx.update(discount).set({ ...values, updatedAt: now }).where(eq(discount.id, id)).returning();
      return present(updated);
    }),
  );
}
