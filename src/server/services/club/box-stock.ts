import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { t } from '~/lib/i18n';
import { DEFAULT_LANG, type Lang } from '~/lib/locale';
import type { Database } from '../../db/connection';
import { clubBox, clubBoxLine, declination, type ClubBoxStatus } from '../../db/schema';
import { conflict } from '../errors';
import { wineNames } from './allocation-wine';

// The bottles a club box holds (docs/club.md, "The stock of the boxes"): from the shipment's
// announcement the bottles of every box waiting to be charged are out of the wine's stock, as an
// allocation's are, so that the storefront cannot sell them meanwhile and a member is never charged
// for wine that is not there. Each change of a box moves the difference to or from the stock in
// its own transaction; the charge's order takes nothing more (its bottles are already out).

/** The statuses of a box whose bottles are out of the stock: from its announcement until it is charged (then its order's) or let go. */
export const HOLDING: ClubBoxStatus[] = ['PLANNED', 'PENDING', 'DECLINED', 'AUTHENTICATION_REQUIRED'];

/** Bottles per wine (declination id → bottles). */
export type Bottles = Map<number, number>;

/** The bottles of the boxes `where` chooses (a condition on club_box), per wine: one statement. */
export async function bottlesOfBoxes(tx: Database, where: SQL | undefined): Promise<Bottles> {
  const rows = await tx
    .select({ declinationId: clubBoxLine.declinationId, bottles: sql<number>`sum(${clubBoxLine.quantity})::integer` })
    .from(clubBoxLine)
    .innerJoin(clubBox, eq(clubBox.id, clubBoxLine.boxId))
    .where(where)
    .groupBy(clubBoxLine.declinationId);
  return new Map(rows.map((row) => [row.declinationId, Number(row.bottles)]));
}

/**
 * Moves bottles between the stock and the boxes, in one conditional statement over the wines in
 * the order of their ids (as the shop takes stock elsewhere, services/orders/stock.ts, so that two
 * transactions lock the wines the same way round): `moves` per wine, positive taken from the stock,
 * negative given back, only for the wines the shop counts. A wine without the bottles taken fails
 * the caller's transaction with a 409 that names each wine short and by how many, in `lang`.
 */
async function moveStock(tx: Database, moves: Bottles, lang: Lang): Promise<void> {
  const wanted = [...moves].filter(([, n]) => n !== 0).sort((a, b) => a[0] - b[0]);
  if (!wanted.length) return;
  const values = sql`(values ${sql.join(
    wanted.map(([id, quantity]) => sql`(${id}::integer, ${quantity}::integer)`),
    sql`, `,
  )}) as wanted(id, quantity)`;
  const moved = await tx
    .update(declination)
    .set({ quantity: sql`${declination.quantity} - wanted.quantity` })
    .from(values)
    .where(and(eq(declination.id, sql`wanted.id`), eq(declination.tracksStock, true), sql`(wanted.quantity < 0 or ${declination.quantity} >= wanted.quantity)`))
    .returning({ id: declination.id });
  // Every bottle given back, and every one taken: the usual case, one statement.
  const missed = wanted.filter(([id, n]) => n > 0 && !moved.some((row) => row.id === id));
  if (!missed.length) return;
  // Not all taken: either the shop does not count that wine (nothing to take) or it is short.
  const rows = await tx
    .select({ id: declination.id, tracksStock: declination.tracksStock, quantity: declination.quantity })
    .from(declination)
    .where(inArray(declination.id, missed.map(([id]) => id)));
  const short = missed.flatMap(([id, n]) => {
    const row = rows.find((one) => one.id === id);
    return row?.tracksStock ? [{ id, missing: n - Math.max(0, row.quantity ?? 0) }] : [];
  });
  if (!short.length) return;
  const names = await wineNames(tx, short.map((one) => one.id), lang);
  const say = t(lang);
  throw conflict('club:stock.short', { wines: short.map((one) => say('club:stock.wine', { wine: names.get(one.id) ?? String(one.id), count: one.missing })).join(', ') });
}

/** Takes bottles from the stock of the wines the shop counts, in one statement (409 naming the wines short). */
export async function takeBottles(tx: Database, bottles: Bottles, lang: Lang = DEFAULT_LANG): Promise<void> {
  await moveStock(tx, new Map([...bottles].filter(([, n]) => n > 0)), lang);
}

/** Gives bottles back to the stock of the wines the shop counts, in one statement. */
export async function returnBottles(tx: Database, bottles: Bottles): Promise<void> {
  await moveStock(tx, new Map([...bottles].filter(([, n]) => n > 0).map(([id, n]) => [id, -n])), DEFAULT_LANG);
}

/** Moves the difference between a box's bottles before and after a change, in one statement: more taken (409 when short), fewer given back. */
export async function moveBottles(tx: Database, before: Bottles, after: Bottles, lang: Lang = DEFAULT_LANG): Promise<void> {
  const moves: Bottles = new Map();
  for (const id of new Set([...before.keys(), ...after.keys()])) moves.set(id, (after.get(id) ?? 0) - (before.get(id) ?? 0));
  await moveStock(tx, moves, lang);
}

/** A box (or boxes) that now holds its bottles: they are taken from the stock (409 when short). */
export async function holdBoxBottles(tx: Database, boxIds: number[], lang: Lang = DEFAULT_LANG): Promise<void> {
  if (boxIds.length) await takeBottles(tx, await bottlesOfBoxes(tx, inArray(clubBox.id, boxIds)), lang);
}

/** A box (or boxes) that no longer holds its bottles (skipped, set aside, given up): they go back to the stock. */
export async function releaseBoxBottles(tx: Database, boxIds: number[]): Promise<void> {
  if (boxIds.length) await returnBottles(tx, await bottlesOfBoxes(tx, inArray(clubBox.id, boxIds)));
}

/**
 * Deletes the boxes `where` chooses (a shipment or a membership ending), giving back the bottles
 * of those that held them. The boxes are locked first, so a member's change or the charge run
 * committing meanwhile is counted as it ends, never twice.
 */
export async function dropBoxes(tx: Database, where: SQL): Promise<void> {
  const locked = await tx.select({ id: clubBox.id }).from(clubBox).where(where).for('update');
  if (!locked.length) return;
  await returnBottles(tx, await bottlesOfBoxes(tx, and(where, inArray(clubBox.status, HOLDING))));
  await tx.delete(clubBox).where(where);
}
