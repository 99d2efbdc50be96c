import { and, eq, inArray, isNull } from 'drizzle-orm';
import { parisDayStart } from '~/lib/dates';
import type { Database } from '../../db/connection';
import { clubBox, clubFormula, clubMembership, clubShipment } from '../../db/schema';

// What the club will charge on a kept card: the boxes of the shipments not charged yet (DRAFT or
// OPEN) of the memberships that use it, unless the member skipped them. The expiry warning asks it
// (dueChargeSources, src/server/services/cards/expiry.ts), so a member whose card expires before
// the next box is told in time.

export async function clubChargesDueOnCard(db: Database, cardId: number): Promise<{ amount: number; label: string; dueAt: Date | null }[]> {
  const rows = await db
    .select({ title: clubShipment.title, price: clubShipment.price, chargeOn: clubShipment.chargeOn, mode: clubMembership.deliveryMode, rate: clubFormula.shippingRate })
    .from(clubMembership)
    .innerJoin(clubFormula, eq(clubFormula.id, clubMembership.formulaId))
    .innerJoin(clubShipment, and(eq(clubShipment.formulaId, clubMembership.formulaId), inArray(clubShipment.status, ['DRAFT', 'OPEN'])))
    .leftJoin(clubBox, and(eq(clubBox.shipmentId, clubShipment.id), eq(clubBox.membershipId, clubMembership.id), eq(clubBox.status, 'SKIPPED')))
    .where(and(eq(clubMembership.keptCardId, cardId), inArray(clubMembership.status, ['ACTIVE', 'PAUSED']), isNull(clubBox.id)));
  return rows.map((row) => ({ amount: row.price + (row.mode === 'SHIPPING' ? row.rate : 0), label: row.title, dueAt: parisDayStart(row.chargeOn) }));
}
