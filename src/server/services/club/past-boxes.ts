import { and, desc, eq, inArray } from 'drizzle-orm';
import { PAST_BOXES_SHOWN, type PastBox, type PastBoxOutcome } from '~/lib/contracts/club-past';
import type { Lang } from '~/lib/i18n';
import type { Database } from '../../db/connection';
import { cardCharge, clubBox, clubBoxLine, clubMembership, clubShipment, order } from '../../db/schema';
import { wineFacts } from './wines';

// The member's past boxes (docs/club.md, "The member's space"): the boxes of the shipments whose
// run is DONE, of every membership the customer had, the latest charge day first. Read-only, in
// three statements whatever the number of boxes: the boxes with their charge and order, their
// lines, the wines' names.

type BoxStatus = (typeof clubBox.$inferSelect)['status'];

/** A box's status in the member's words; a CHARGED box with no charge is a gift membership's. */
function outcomeOf(status: BoxStatus, charged: boolean): PastBoxOutcome {
  if (status === 'CHARGED') return charged ? 'CHARGED' : 'OFFERED';
  if (status === 'SKIPPED' || status === 'SET_ASIDE') return status;
  if (status === 'FAILED') return 'NOT_CHARGED';
  // DECLINED, AUTHENTICATION_REQUIRED, PENDING: the run goes on asking after its shipment is DONE.
  return 'RETRYING';
}

/** GET /user/club/past-boxes: at most PAST_BOXES_SHOWN, and whether older ones exist. */
export async function myPastBoxes(db: Database, userId: number, lang: Lang): Promise<{ boxes: PastBox[]; more: boolean }> {
  const rows = await db
    .select({
      id: clubBox.id,
      status: clubBox.status,
      title: clubShipment.title,
      chargeOn: clubShipment.chargeOn,
      price: clubBox.price,
      deliveryFee: clubBox.deliveryFee,
      deliveryMode: clubBox.deliveryMode,
      cardChargeId: clubBox.cardChargeId,
      chargeStatus: cardCharge.status,
      chargeAmount: cardCharge.amount,
      orderId: order.id,
      orderNumber: order.number,
    })
    .from(clubBox)
    .innerJoin(clubMembership, eq(clubMembership.id, clubBox.membershipId))
    .innerJoin(clubShipment, eq(clubShipment.id, clubBox.shipmentId))
    .leftJoin(cardCharge, eq(cardCharge.id, clubBox.cardChargeId))
    // The order's customer checked too: an order is the member's to open (its page refuses anybody else).
    .leftJoin(order, and(eq(order.id, clubBox.orderId), eq(order.userId, userId)))
    .where(and(eq(clubMembership.userId, userId), eq(clubShipment.status, 'DONE')))
    .orderBy(desc(clubShipment.chargeOn), desc(clubBox.id))
    .limit(PAST_BOXES_SHOWN + 1);
  const shown = rows.slice(0, PAST_BOXES_SHOWN);
  const lines = shown.length ? await db.select().from(clubBoxLine).where(inArray(clubBoxLine.boxId, shown.map((row) => row.id))) : [];
  const names = await wineFacts(db, [...new Set(lines.map((line) => line.declinationId))], lang);
  const boxes = shown.map((row): PastBox => {
    const paid = row.chargeStatus === 'PAID';
    return {
      id: row.id,
      title: row.title,
      chargeOn: row.chargeOn,
      outcome: outcomeOf(row.status, row.cardChargeId !== null),
      wines: lines
        .filter((line) => line.boxId === row.id)
        .map((line) => ({ declinationId: line.declinationId, name: names.get(line.declinationId)?.name ?? '', quantity: line.quantity }))
        .sort((a, b) => a.name.localeCompare(b.name, lang.slice(0, 2))),
      price: row.price,
      deliveryFee: row.deliveryFee,
      charged: paid ? (row.chargeAmount ?? 0) : 0,
      deliveryMode: row.deliveryMode,
      orderId: row.status === 'CHARGED' ? row.orderId : null,
      orderNumber: row.status === 'CHARGED' ? row.orderNumber : null,
    };
  });
  return { boxes, more: rows.length > PAST_BOXES_SHOWN };
}
