import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { AdminClubShipment, ClubShipmentValues } from '~/lib/admin/club-shipments';
import { parisDay, parisDayStart } from '~/lib/dates';
import { DEFAULT_LANG, type Lang } from '~/lib/locale';
import { boxPrice, boxProblem, defaultLines, type BoxRule } from '~/lib/rules/club-box';
import type { Database } from '../../db/connection';
import { clubBox, clubFormula, clubFormulaTranslation, clubShipment, clubShipmentWine, type ClubColour } from '../../db/schema';
import type { ShopDeps } from '../../deps';
import { conflict, invalid, notFound } from '../errors';
import { planShipmentBoxes } from './box-planning';
import { dropBoxes } from './box-stock';
import { wineFacts } from './wines';

// The owner's shipments (docs/club.md#shipments): a DRAFT is edited freely; announcing it makes it
// OPEN and writes every member's box in the same transaction, their bottles taken from the stock
// (box-stock.ts); it is cancelled before its charge run, the bottles given back. Who may call, and the audit of each change, are settled for every /admin path (app.ts).

type ShipmentRow = typeof clubShipment.$inferSelect;
type Deps = Pick<ShopDeps, 'db' | 'now'>;

async function present(db: Database, rows: ShipmentRow[]): Promise<AdminClubShipment[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const formulaIds = [...new Set(rows.map((row) => row.formulaId))];
  const [wines, formulas, names, boxes] = await Promise.all([
    db.select().from(clubShipmentWine).where(inArray(clubShipmentWine.shipmentId, ids)),
    db.select().from(clubFormula).where(inArray(clubFormula.id, formulaIds)),
    db.select().from(clubFormulaTranslation).where(and(inArray(clubFormulaTranslation.formulaId, formulaIds), eq(clubFormulaTranslation.lang, 'fr_FR'))),
    db.select({ shipmentId: clubBox.shipmentId, status: clubBox.status, n: count() }).from(clubBox).where(inArray(clubBox.shipmentId, ids)).groupBy(clubBox.shipmentId, clubBox.status),
  ]);
  const facts = await wineFacts(db, [...new Set(wines.map((wine) => wine.declinationId))], 'fr_FR');
  return rows.map((row) => {
    const formula = formulas.find((one) => one.id === row.formulaId)!;
    const counted = boxes.filter((one) => one.shipmentId === row.id);
    const tally = (status?: string) => counted.filter((one) => !status || one.status === status).reduce((sum, one) => sum + one.n, 0);
    return {
      id: row.id,
      formulaId: row.formulaId,
      formula: names.find((one) => one.formulaId === row.formulaId)?.name ?? '',
      selection: formula.selection,
      title: row.title,
      status: row.status,
      chargeOn: row.chargeOn,
      cutoffAt: row.cutoffAt.toISOString(),
      price: row.price,
      wines: wines
        .filter((wine) => wine.shipmentId === row.id)
        .sort((a, b) => a.declinationId - b.declinationId)
        .map((wine) => ({ declinationId: wine.declinationId, name: facts.get(wine.declinationId)?.name ?? '', colour: facts.get(wine.declinationId)?.colour ?? null, quantity: wine.quantity, maxPerBox: wine.maxPerBox, unitPrice: wine.unitPrice, listPrice: facts.get(wine.declinationId)?.price ?? 0 })),
      boxes: { planned: tally('PLANNED'), skipped: tally('SKIPPED'), total: tally() - tally('SET_ASIDE') },
      firstReminderAt: row.firstReminderAt?.toISOString() ?? null,
      lastReminderAt: row.lastReminderAt?.toISOString() ?? null,
    };
  });
}

/** GET /admin/club/shipment: every shipment, the latest charge day first. */
export async function adminShipments(db: Database): Promise<AdminClubShipment[]> {
  return present(db, await db.select().from(clubShipment).orderBy(desc(clubShipment.chargeOn), desc(clubShipment.id)));
}

export async function adminShipment(db: Database, id: number): Promise<AdminClubShipment> {
  const [row] = await db.select().from(clubShipment).where(eq(clubShipment.id, id));
  if (!row) throw notFound('admin-club:shipment.errors.notFound');
  return (await present(db, [row]))[0];
}

/** The dates follow: the cut-off ahead, and before the charge day begins (the estate's calendar). */
function assertDates(values: Pick<ClubShipmentValues, 'chargeOn' | 'cutoffAt'>, now: Date) {
  const cutoff = new Date(values.cutoffAt);
  if (values.chargeOn <= parisDay(now)) throw invalid('admin-club:shipment.errors.chargeOnPast');
  if (cutoff.getTime() <= now.getTime() || cutoff.getTime() > parisDayStart(values.chargeOn).getTime()) throw invalid('admin-club:shipment.errors.cutoffOrder');
}

/** The wines as stored, checked against the formula's rules (docs/club.md#boxes). */
async function checkedWines(db: Database, formula: typeof clubFormula.$inferSelect, values: ClubShipmentValues) {
  const ids = values.wines.map((wine) => wine.declinationId);
  if (new Set(ids).size !== ids.length) throw invalid('admin-club:shipment.errors.duplicateWine');
  const facts = await wineFacts(db, ids, 'fr_FR');
  const wines = values.wines.map((wine) => {
    const fact = facts.get(wine.declinationId);
    if (!fact || !fact.colour) throw invalid('admin-club:shipment.errors.wine');
    if (formula.selection === 'MEMBER_CHOICE' && formula.choiceColours.length && !formula.choiceColours.includes(fact.colour as ClubColour)) throw invalid('admin-club:shipment.errors.colour', { wine: fact.name });
    const unitPrice = wine.unitPrice ?? Math.max(1, Math.round((fact.price * (10_000 - formula.memberDiscount)) / 10_000));
    return { declinationId: wine.declinationId, quantity: wine.quantity, maxPerBox: formula.selection === 'MEMBER_CHOICE' ? wine.maxPerBox : null, unitPrice };
  });
  const rule: BoxRule = { selection: formula.selection, bottlesPerShipment: formula.bottlesPerShipment, price: 1, budget: formula.selection === 'MEMBER_CHOICE' ? formula.choiceBudget : null, wines };
  const lines = defaultLines(rule);
  const bottles = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (bottles !== formula.bottlesPerShipment) throw invalid('admin-club:shipment.errors.bottles', { n: formula.bottlesPerShipment, given: bottles });
  const problem = boxProblem(rule, lines);
  if (problem) throw invalid(`admin-club:shipment.errors.${problem.key === 'club:box.errors.budget' ? 'budget' : 'defaults'}`, problem.params);
  // CURATED: the owner's box price, else its bottles at their member price; MEMBER_CHOICE: the default picks' price.
  const bottlesPrice = lines.reduce((sum, line) => sum + line.quantity * wines.find((wine) => wine.declinationId === line.declinationId)!.unitPrice, 0);
  const price = formula.selection === 'CURATED' ? (values.price ?? bottlesPrice) : boxPrice({ ...rule, price: bottlesPrice }, lines);
  return { wines, price };
}

async function formulaOf(db: Database, id: number) {
  const [formula] = await db.select().from(clubFormula).where(eq(clubFormula.id, id));
  if (!formula) throw invalid('admin-club:shipment.errors.formula');
  return formula;
}

/** POST /admin/club/shipment: a DRAFT. */
export async function createShipment(deps: Deps, values: ClubShipmentValues): Promise<AdminClubShipment> {
  assertDates(values, deps.now());
  const formula = await formulaOf(deps.db, values.formulaId);
  const { wines, price } = await checkedWines(deps.db, formula, values);
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx.insert(clubShipment).values({ formulaId: formula.id, title: values.title, chargeOn: values.chargeOn, cutoffAt: new Date(values.cutoffAt), price }).returning({ id: clubShipment.id });
    await tx.insert(clubShipmentWine).values(wines.map((wine) => ({ shipmentId: row.id, ...wine })));
    return row.id;
  });
  return adminShipment(deps.db, id);
}

/** The shipment locked for a change. */
async function locked(tx: Database, id: number): Promise<ShipmentRow> {
  const [row] = await tx.select().from(clubShipment).where(eq(clubShipment.id, id)).for('update');
  if (!row) throw notFound('admin-club:shipment.errors.notFound');
  return row;
}

/** PUT /admin/club/shipment/{id}: a DRAFT replaced by the values given. */
export async function changeShipment(deps: Deps, id: number, values: ClubShipmentValues): Promise<AdminClubShipment> {
  assertDates(values, deps.now());
  const formula = await formulaOf(deps.db, values.formulaId);
  const { wines, price } = await checkedWines(deps.db, formula, values);
  await deps.db.transaction(async (tx) => {
    const row = await locked(tx, id);
    if (row.status !== 'DRAFT') throw conflict('admin-club:shipment.errors.notDraft');
    await tx.update(clubShipment).set({ formulaId: formula.id, title: values.title, chargeOn: values.chargeOn, cutoffAt: new Date(values.cutoffAt), price }).where(eq(clubShipment.id, id));
    await tx.delete(clubShipmentWine).where(eq(clubShipmentWine.shipmentId, id));
    await tx.insert(clubShipmentWine).values(wines.map((wine) => ({ shipmentId: id, ...wine })));
  });
  return adminShipment(deps.db, id);
}

/** POST /admin/club/shipment/{id}/announce: OPEN, and every member's box with its bottles out of the stock, in one transaction (409 when a wine is short). */
export async function announceShipment(deps: Deps, id: number, lang: Lang = DEFAULT_LANG): Promise<AdminClubShipment> {
  await deps.db.transaction(async (tx) => {
    const row = await locked(tx, id);
    if (row.status !== 'DRAFT') throw conflict('admin-club:shipment.errors.notDraft');
    if (row.cutoffAt.getTime() <= deps.now().getTime()) throw conflict('admin-club:shipment.errors.cutoffPassed');
    // The formula's row is also what joining locks: a member joining now is either counted here or plans their own box.
    const [formula] = await tx.select().from(clubFormula).where(eq(clubFormula.id, row.formulaId)).for('update');
    const [opened] = await tx.update(clubShipment).set({ status: 'OPEN' }).where(eq(clubShipment.id, id)).returning();
    await planShipmentBoxes(tx, opened, formula, lang);
  });
  return adminShipment(deps.db, id);
}

/** POST /admin/club/shipment/{id}/cancel: before its charge run; its boxes go with it, and their bottles back to the stock. */
export async function cancelShipment(deps: Deps, id: number): Promise<AdminClubShipment> {
  await deps.db.transaction(async (tx) => {
    const row = await locked(tx, id);
    if (row.status !== 'DRAFT' && row.status !== 'OPEN') throw conflict('admin-club:shipment.errors.notCancellable');
    await dropBoxes(tx, and(eq(clubBox.shipmentId, id), inArray(clubBox.status, ['PLANNED', 'SKIPPED', 'SET_ASIDE']))!);
    await tx.update(clubShipment).set({ status: 'CANCELLED' }).where(eq(clubShipment.id, id));
  });
  return adminShipment(deps.db, id);
}
