import { and, eq, gt, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import { parisDay } from '~/lib/dates';
import { DEFAULT_LANG, type Lang } from '~/lib/locale';
import { boxPrice, defaultLines, deliveryFee, type BoxRule } from '~/lib/rules/club-box';
import type { Database } from '../../db/connection';
import { clubBox, clubBoxLine, clubFormula, clubMembership, clubShipment, clubShipmentWine } from '../../db/schema';
import { holdBoxBottles, releaseBoxBottles, takeBottles } from './box-stock';

// The members' boxes of an announced shipment (docs/club.md#boxes): written in the transaction
// that announces it, and for a member who joins or resumes while a shipment is OPEN before its
// cut-off; set aside by a pause and planned again, as the member left it, by the resume. One box
// per member per shipment (club_box_one_per_member_uq): planning twice plans once. A box holds its
// bottles from the moment it is written or planned again, and gives them back when set aside
// (box-stock.ts): a wine short makes the whole change a 409 that names it.

type ShipmentRow = typeof clubShipment.$inferSelect;
type FormulaRow = typeof clubFormula.$inferSelect;
type MembershipRow = typeof clubMembership.$inferSelect;

/** The rule of a shipment's boxes (src/lib/rules/club-box.ts). */
export async function boxRuleOf(db: Database, shipment: ShipmentRow, formula: FormulaRow): Promise<BoxRule> {
  const wines = await db.select().from(clubShipmentWine).where(eq(clubShipmentWine.shipmentId, shipment.id));
  return {
    selection: formula.selection,
    bottlesPerShipment: formula.bottlesPerShipment,
    price: shipment.price,
    budget: formula.selection === 'MEMBER_CHOICE' ? formula.choiceBudget : null,
    wines: wines
      .sort((a, b) => a.declinationId - b.declinationId)
      .map((wine) => ({ declinationId: wine.declinationId, quantity: wine.quantity, maxPerBox: wine.maxPerBox, unitPrice: wine.unitPrice })),
  };
}

/** Whether a membership gets a box of a shipment charged on `chargeOn`: active, or paused until that day at the latest. */
const boxedOn = (chargeOn: string) =>
  or(eq(clubMembership.status, 'ACTIVE'), and(eq(clubMembership.status, 'PAUSED'), lte(clubMembership.pausedUntil, chargeOn)));

/**
 * Writes the default box of each of these memberships (those that have one already are left) and
 * takes their bottles from the stock, one statement for all (409 when a wine is short). Answers how
 * many were written.
 */
async function writeBoxes(tx: Database, shipment: ShipmentRow, formula: FormulaRow, members: Pick<MembershipRow, 'id' | 'deliveryMode' | 'addressId'>[], lang: Lang): Promise<number> {
  if (!members.length) return 0;
  const rule = await boxRuleOf(tx, shipment, formula);
  const lines = defaultLines(rule);
  const price = boxPrice(rule, lines);
  let written = 0;
  // In slices: one statement per slice keeps a club of thousands within the statement's parameters.
  for (let start = 0; start < members.length; start += 500) {
    const slice = members.slice(start, start + 500);
    const boxes = await tx
      .insert(clubBox)
      .values(slice.map((member) => ({ shipmentId: shipment.id, membershipId: member.id, price, deliveryFee: deliveryFee(member.deliveryMode, formula.shippingRate), deliveryMode: member.deliveryMode, addressId: member.deliveryMode === 'SHIPPING' ? member.addressId : null })))
      .onConflictDoNothing()
      .returning({ id: clubBox.id });
    if (boxes.length && lines.length) await tx.insert(clubBoxLine).values(boxes.flatMap((box) => lines.map((line) => ({ boxId: box.id, declinationId: line.declinationId, quantity: line.quantity, unitPrice: rule.wines.find((wine) => wine.declinationId === line.declinationId)!.unitPrice }))));
    written += boxes.length;
  }
  await takeBottles(tx, new Map(lines.map((line) => [line.declinationId, line.quantity * written])), lang);
  return written;
}

/** Announcing a shipment: a box for each member it concerns. */
export async function planShipmentBoxes(tx: Database, shipment: ShipmentRow, formula: FormulaRow, lang: Lang = DEFAULT_LANG): Promise<number> {
  const members = await tx
    .select({ id: clubMembership.id, deliveryMode: clubMembership.deliveryMode, addressId: clubMembership.addressId })
    .from(clubMembership)
    .where(and(eq(clubMembership.formulaId, formula.id), boxedOn(shipment.chargeOn)));
  return writeBoxes(tx, shipment, formula, members, lang);
}

/**
 * A member who joined or resumed: a box of each shipment of the formula announced and still before
 * its cut-off. Called in the transaction that made the membership active. A box the pause set
 * aside comes back as the member left it (its wines, its delivery), not rebuilt.
 */
export async function planMemberBoxes(tx: Database, membership: MembershipRow, now: Date, lang: Lang = DEFAULT_LANG): Promise<number> {
  if (membership.status !== 'ACTIVE' && membership.status !== 'PAUSED') return 0;
  const [formula] = await tx.select().from(clubFormula).where(eq(clubFormula.id, membership.formulaId));
  const shipments = await tx
    .select()
    .from(clubShipment)
    .where(and(eq(clubShipment.formulaId, membership.formulaId), eq(clubShipment.status, 'OPEN'), gt(clubShipment.cutoffAt, now)));
  let written = 0;
  for (const shipment of shipments) {
    const paused = membership.status === 'PAUSED' && membership.pausedUntil !== null && membership.pausedUntil > shipment.chargeOn;
    if (paused || shipment.chargeOn < parisDay(now)) continue;
    const back = await tx
      .update(clubBox)
      .set({ status: 'PLANNED', updatedAt: now })
      .where(and(eq(clubBox.shipmentId, shipment.id), eq(clubBox.membershipId, membership.id), eq(clubBox.status, 'SET_ASIDE')))
      .returning({ id: clubBox.id });
    await holdBoxBottles(tx, back.map((box) => box.id), lang);
    written += back.length || (await writeBoxes(tx, shipment, formula, [membership], lang));
  }
  return written;
}

/**
 * A member who paused: the planned boxes (not skipped, not charged) of shipments charged before the
 * pause ends are set aside (docs/club.md: no box while paused), kept as the member changed them;
 * resuming before the cut-off plans them again as they were (planMemberBoxes).
 */
export async function setAsidePausedBoxes(tx: Database, membershipId: number, pausedUntil: string, now: Date): Promise<void> {
  const shipments = tx.select({ id: clubShipment.id }).from(clubShipment).where(and(inArray(clubShipment.status, ['DRAFT', 'OPEN']), lt(clubShipment.chargeOn, pausedUntil)));
  const aside = await tx
    .update(clubBox)
    .set({ status: 'SET_ASIDE', updatedAt: now })
    .where(and(eq(clubBox.membershipId, membershipId), eq(clubBox.status, 'PLANNED'), isNull(clubBox.cardChargeId), inArray(clubBox.shipmentId, shipments)))
    .returning({ id: clubBox.id });
  // Set aside, the box holds nothing: its bottles are the shop's again until the member resumes.
  await releaseBoxBottles(tx, aside.map((box) => box.id));
}
