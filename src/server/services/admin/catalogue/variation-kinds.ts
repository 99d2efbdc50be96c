import { asc, eq, inArray, max, or } from 'drizzle-orm';
import type { AdminVariationKind, VariationKindInput } from '~/lib/admin/catalogue-kinds';
import type { Database } from '../../../db/connection';
import { declination, productVariation, variation, variationDetail, variationDetailTranslation, variationTranslation } from '../../../db/schema';
import type { ShopDeps } from '../../../deps';
import type { Transaction } from './declinations';
import { inBoth, namedRows, refreshUsers } from './kind-rows';
import { conflict, invalid, notFound } from '../../errors';

// The kinds of variation the owner declines products along (size, engraving colour…) and their
// values. A value a declination has, or a variation a product is declined along, is kept: taking
// it away would leave the declination without the choice its customers pick it by.

type Db = Database | Transaction;

const loadVariations = (db: Db, ids?: number[]) =>
  db.query.variation.findMany({
    where: ids ? inArray(variation.id, ids) : undefined,
    with: { translations: true, details: { with: { translations: true }, orderBy: [asc(variationDetail.position), asc(variationDetail.id)] } },
    orderBy: [asc(variation.position), asc(variation.id)],
  });

/** The products declined along each variation. */
async function users(db: Db, ids?: number[]) {
  const rows = await db
    .selectDistinct({ variationId: productVariation.variationId, productId: productVariation.productId })
    .from(productVariation)
    .where(ids ? inArray(productVariation.variationId, ids) : undefined);
  const byVariation = new Map<number, number[]>();
  for (const row of rows) byVariation.set(row.variationId, [...(byVariation.get(row.variationId) ?? []), row.productId]);
  return byVariation;
}

export async function listVariationKinds(db: Db, ids?: number[]): Promise<AdminVariationKind[]> {
  const [rows, used] = await Promise.all([loadVariations(db, ids), users(db, ids)]);
  return rows.map((row) => ({
    id: row.id,
    name: inBoth(row.translations, (tr) => tr.name),
    values: row.details.map((detail) => ({ id: detail.id, label: inBoth(detail.translations, (tr) => tr.label) })),
    usedBy: used.get(row.id)?.length ?? 0,
  }));
}

async function variationKind(db: Db, id: number) {
  const [kind] = await listVariationKinds(db, [id]);
  if (!kind) throw notFound('admin-kinds:errors.variationNotFound');
  return kind;
}

/** The declinations having one of these values. */
async function declinationsWith(tx: Transaction, detailIds: number[]) {
  if (!detailIds.length) return [];
  return tx
    .select({ id: declination.id, productId: declination.productId })
    .from(declination)
    .where(or(inArray(declination.variationDetail1Id, detailIds), inArray(declination.variationDetail2Id, detailIds), inArray(declination.variationDetail3Id, detailIds)));
}

async function lockVariation(tx: Transaction, id: number) {
  const [row] = await tx.select({ id: variation.id }).from(variation).where(eq(variation.id, id)).for('update');
  if (!row) throw notFound('admin-kinds:errors.variationNotFound');
}

/** Its name, and its values in order: kept ones relabelled, new ones added, the others removed if no declination has them. */
async function writeVariation(tx: Transaction, id: number, input: VariationKindInput) {
  await tx.delete(variationTranslation).where(eq(variationTranslation.variationId, id));
  await tx.insert(variationTranslation).values(namedRows(input.name, 'name', { variationId: id }));
  const current = (await tx.select({ id: variationDetail.id }).from(variationDetail).where(eq(variationDetail.variationId, id))).map((row) => row.id);
  const keptIds = input.values.flatMap((value) => (value.id === undefined ? [] : [value.id]));
  if (keptIds.some((kept) => !current.includes(kept)) || new Set(keptIds).size !== keptIds.length) throw invalid('admin-kinds:errors.unknownValue');
  const dropped = current.filter((detailId) => !keptIds.includes(detailId));
  const having = await declinationsWith(tx, dropped);
  if (having.length) throw conflict('admin-kinds:errors.valueInUse', { count: having.length });
  if (dropped.length) await tx.delete(variationDetail).where(inArray(variationDetail.id, dropped));
  for (const [position, value] of input.values.entries()) {
    let detailId = value.id;
    if (detailId === undefined) [{ id: detailId }] = await tx.insert(variationDetail).values({ variationId: id, position }).returning({ id: variationDetail.id });
    else await tx.update(variationDetail).set({ position }).where(eq(variationDetail.id, detailId));
    await tx.delete(variationDetailTranslation).where(eq(variationDetailTranslation.detailId, detailId));
    await tx.insert(variationDetailTranslation).values(namedRows(value.label, 'label', { detailId }));
  }
}

/** POST /admin/variation: a new kind of variation with its values, last of the list. */
export async function createVariation(deps: ShopDeps, input: VariationKindInput): Promise<AdminVariationKind> {
  return deps.db.transaction(async (tx) => {
    const [last] = await tx.select({ position: max(variation.position) }).from(variation);
    const [row] = await tx.insert(variation).values({ position: (last?.position ?? -1) + 1 }).returning({ id: variation.id });
    await writeVariation(tx, row.id, input);
    return variationKind(tx, row.id);
  });
}

/** PUT /admin/variation/{id}: the pages of the products declined along it are refreshed. */
export async function updateVariation(deps: ShopDeps, id: number, input: VariationKindInput): Promise<AdminVariationKind> {
  return deps.db.transaction(async (tx) => {
    await lockVariation(tx, id);
    await writeVariation(tx, id, input);
    const details = (await tx.select({ id: variationDetail.id }).from(variationDetail).where(eq(variationDetail.variationId, id))).map((row) => row.id);
    const products = [...((await users(tx, [id])).get(id) ?? []), ...(await declinationsWith(tx, details)).map((row) => row.productId)];
    await refreshUsers(deps, tx, products);
    return variationKind(tx, id);
  });
}

/** DELETE /admin/variation/{id}: only a variation no product is declined along. */
export async function removeVariation(deps: ShopDeps, id: number) {
  await deps.db.transaction(async (tx) => {
    await lockVariation(tx, id);
    const products = (await users(tx, [id])).get(id) ?? [];
    const details = (await tx.select({ id: variationDetail.id }).from(variationDetail).where(eq(variationDetail.variationId, id))).map((row) => row.id);
    const having = await declinationsWith(tx, details);
    const count = new Set([...products, ...having.map((row) => row.productId)]).size;
    if (count) throw conflict('admin-kinds:errors.variationInUse', { count });
    await tx.delete(variation).where(eq(variation.id, id));
  });
}
