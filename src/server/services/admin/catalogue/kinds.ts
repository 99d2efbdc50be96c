import { asc, count, eq, like, max } from 'drizzle-orm';
import type { AdminFeatureKind, AdminKinds, AdminMealKind, FeatureKindInput, MealKindInput } from '~/lib/admin/catalogue-kinds';
import type { ValidatedFile } from '~/lib/cart';
import { slugify } from '~/lib/content/slug';
import type { Database } from '../../../db/connection';
import { feature, featureTranslation, media, mealIcon, mealIconTranslation, productFeature, productMealIcon } from '../../../db/schema';
import type { ShopDeps } from '../../../deps';
import { mediaUrl, storeImage } from '../../media';
import type { Transaction } from './declinations';
import { inBoth, namedRows, refreshUsers } from './kind-rows';
import { listVariationKinds } from './variation-kinds';
import { conflict, notFound } from '../../errors';

// The kinds products share, as the owner creates them: features (soil, harvest…) with their icon
// and the dishes a wine goes with, with their picture; the variations are in variation-kinds.ts.
// A kind a product uses is kept: deleting it would silently take it off that product's page.

type Db = Database | Transaction;

/** How many products use each feature and each dish. */
async function usage(db: Db) {
  const [features, meals] = await Promise.all([
    db.select({ id: productFeature.featureId, used: count() }).from(productFeature).groupBy(productFeature.featureId),
    db.select({ id: productMealIcon.mealIconId, used: count() }).from(productMealIcon).groupBy(productMealIcon.mealIconId),
  ]);
  return { features: new Map(features.map((row) => [row.id, row.used])), meals: new Map(meals.map((row) => [row.id, row.used])) };
}

/** GET /admin/catalogue/kinds: every variation, feature and dish, with how many products use each. */
export async function listKinds(db: Database): Promise<AdminKinds> {
  const [variations, features, meals, used] = await Promise.all([
    listVariationKinds(db),
    db.query.feature.findMany({ with: { translations: true }, orderBy: [asc(feature.position), asc(feature.id)] }),
    db.query.mealIcon.findMany({ with: { translations: true }, orderBy: [asc(mealIcon.position), asc(mealIcon.id)] }),
    usage(db),
  ]);
  return {
    variations,
    features: features.map((row) => presentFeature(row, used.features.get(row.id) ?? 0)),
    meals: meals.map((row) => presentMeal(row, used.meals.get(row.id) ?? 0)),
  };
}

// ---- Features ----------------------------------------------------------------------------------

type FeatureRow = { id: number; icon: string | null; translations: { lang: string; label: string }[] };
const presentFeature = (row: FeatureRow, usedBy: number): AdminFeatureKind => ({ id: row.id, icon: row.icon, label: inBoth(row.translations, (tr) => tr.label), usedBy });

async function featureKind(tx: Db, id: number): Promise<AdminFeatureKind> {
  const row = await tx.query.feature.findFirst({ where: eq(feature.id, id), with: { translations: true } });
  if (!row) throw notFound('admin-kinds:errors.featureNotFound');
  const users = await tx.select({ id: productFeature.productId }).from(productFeature).where(eq(productFeature.featureId, id));
  return presentFeature(row, users.length);
}

async function featureUsers(tx: Transaction, id: number) {
  const [row] = await tx.select({ id: feature.id }).from(feature).where(eq(feature.id, id)).for('update');
  if (!row) throw notFound('admin-kinds:errors.featureNotFound');
  return (await tx.select({ id: productFeature.productId }).from(productFeature).where(eq(productFeature.featureId, id))).map((user) => user.id);
}

/** POST /admin/feature: a new feature, last of the list. */
export async function createFeature(deps: ShopDeps, input: FeatureKindInput): Promise<AdminFeatureKind> {
  return deps.db.transaction(async (tx) => {
    const [last] = await tx.select({ position: max(feature.position) }).from(feature);
    const [row] = await tx.insert(feature).values({ icon: input.icon || null, position: (last?.position ?? -1) + 1 }).returning({ id: feature.id });
    await tx.insert(featureTranslation).values(namedRows(input.label, 'label', { featureId: row.id }));
    return featureKind(tx, row.id);
  });
}

/** PUT /admin/feature/{id}: its name and icon; the pages of the products listing it are refreshed. */
export async function updateFeature(deps: ShopDeps, id: number, input: FeatureKindInput): Promise<AdminFeatureKind> {
  return deps.db.transaction(async (tx) => {
    const users = await featureUsers(tx, id);
    await tx.update(feature).set({ icon: input.icon || null }).where(eq(feature.id, id));
    await tx.delete(featureTranslation).where(eq(featureTranslation.featureId, id));
    await tx.insert(featureTranslation).values(namedRows(input.label, 'label', { featureId: id }));
    await refreshUsers(deps, tx, users);
    return featureKind(tx, id);
  });
}

/** DELETE /admin/feature/{id}: only a feature no product lists. */
export async function removeFeature(deps: ShopDeps, id: number) {
  await deps.db.transaction(async (tx) => {
    const users = await featureUsers(tx, id);
    if (users.length) throw conflict('admin-kinds:errors.featureInUse', { count: users.length });
    await tx.delete(feature).where(eq(feature.id, id));
  });
}

// ---- Meal pairings -----------------------------------------------------------------------------

type MealRow = { id: number; icon: string; translations: { lang: string; label: string }[] };
const presentMeal = (row: MealRow, usedBy: number): AdminMealKind => ({ id: row.id, icon: row.icon, label: inBoth(row.translations, (tr) => tr.label), usedBy });

async function mealKind(tx: Db, id: number): Promise<AdminMealKind> {
  const row = await tx.query.mealIcon.findFirst({ where: eq(mealIcon.id, id), with: { translations: true } });
  if (!row) throw notFound('admin-kinds:errors.mealNotFound');
  const users = await tx.select({ id: productMealIcon.productId }).from(productMealIcon).where(eq(productMealIcon.mealIconId, id));
  return presentMeal(row, users.length);
}

async function lockMeal(tx: Transaction, id: number) {
  const [row] = await tx.select({ id: mealIcon.id, icon: mealIcon.icon }).from(mealIcon).where(eq(mealIcon.id, id)).for('update');
  if (!row) throw notFound('admin-kinds:errors.mealNotFound');
  const users = (await tx.select({ id: productMealIcon.productId }).from(productMealIcon).where(eq(productMealIcon.mealIconId, id))).map((user) => user.id);
  return { icon: row.icon, users };
}

/** A key nobody has: the French name's slug, numbered when another dish has it. */
async function freeMealKey(tx: Transaction, name: string) {
  const base = slugify(name) || 'plat';
  const taken = new Set((await tx.select({ key: mealIcon.key }).from(mealIcon).where(like(mealIcon.key, `${base}%`))).map((row) => row.key));
  let key = base;
  for (let n = 2; taken.has(key); n += 1) key = `${base}-${n}`;
  return key;
}

/** POST /admin/meal-icon: a new dish family, last of the list, without its picture yet. */
export async function createMeal(deps: ShopDeps, input: MealKindInput): Promise<AdminMealKind> {
  return deps.db.transaction(async (tx) => {
    const [last] = await tx.select({ position: max(mealIcon.position) }).from(mealIcon);
    const key = await freeMealKey(tx, input.label.fr_FR);
    const [row] = await tx.insert(mealIcon).values({ key, icon: '', position: (last?.position ?? -1) + 1 }).returning({ id: mealIcon.id });
    await tx.insert(mealIconTranslation).values(namedRows(input.label, 'label', { mealIconId: row.id }));
    return mealKind(tx, row.id);
  });
}

/** PUT /admin/meal-icon/{id}: its name; the pages of the wines going with it are refreshed. */
export async function updateMeal(deps: ShopDeps, id: number, input: MealKindInput): Promise<AdminMealKind> {
  return deps.db.transaction(async (tx) => {
    const { users } = await lockMeal(tx, id);
    await tx.delete(mealIconTranslation).where(eq(mealIconTranslation.mealIconId, id));
    await tx.insert(mealIconTranslation).values(namedRows(input.label, 'label', { mealIconId: id }));
    await refreshUsers(deps, tx, users);
    return mealKind(tx, id);
  });
}

/** The media a dish's picture was uploaded as (its address on the shop's media route), null for a picture from elsewhere. */
const uploadedMedia = (icon: string) => {
  const id = /^\/api\/media\/(\d+)\//.exec(icon)?.[1];
  return id ? Number(id) : null;
};

/** Removes the picture a dish no longer shows, when no other dish shows it. */
async function dropPicture(tx: Transaction, icon: string, ownId: number) {
  const mediaId = uploadedMedia(icon);
  if (mediaId === null) return;
  const others = await tx.select({ id: mealIcon.id }).from(mealIcon).where(eq(mealIcon.icon, icon));
  if (others.every((other) => other.id === ownId)) await tx.delete(media).where(eq(media.id, mediaId));
}

/** POST /admin/meal-icon/{id}/picture: its picture, through the shop's image pipeline; the previous one is dropped. */
export async function setMealPicture(deps: ShopDeps, id: number, file: ValidatedFile, bytes: Uint8Array): Promise<AdminMealKind> {
  return deps.db.transaction(async (tx) => {
    const { icon, users } = await lockMeal(tx, id);
    const stored = await storeImage(tx, file, bytes, true);
    await tx.update(mealIcon).set({ icon: mediaUrl(stored) }).where(eq(mealIcon.id, id));
    await dropPicture(tx, icon, id);
    await refreshUsers(deps, tx, users);
    return mealKind(tx, id);
  });
}

/** DELETE /admin/meal-icon/{id}: only a dish no wine goes with. */
export async function removeMeal(deps: ShopDeps, id: number) {
  await deps.db.transaction(async (tx) => {
    const { icon, users } = await lockMeal(tx, id);
    if (users.length) throw conflict('admin-kinds:errors.mealInUse', { count: users.length });
    await tx.delete(mealIcon).where(eq(mealIcon.id, id));
    await dropPicture(tx, icon, id);
  });
}

