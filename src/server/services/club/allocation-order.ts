import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Lang } from '~/lib/locale';
import { cardCharge, clubAllocation, clubAllocationRequest, clubMembership, declination, keptCard, order, orderLine, payment, product, productTranslation, user, address } from '../../db/schema';
import type { AddressSnapshot } from '../../db/schema';
import type { ShopDeps } from '../../deps';
import type { CardChargeRow } from '../cards/charges';
import { addressSnapshots } from '../orders/delivery';
import { recordStatus } from '../orders/history';
import { settlePaid } from '../orders/paid';

// The order a paid allocation grant becomes (docs/club.md, "Allocations"): made as any order is
// (a number, its line, its first status, its payment) and paid at once by settlePaid, which gives
// it its invoice number and queues the order's mails, in the caller's transaction. The bottles were
// taken from the stock when the allocation opened, so the order takes none. Shipped to the
// membership's address at its formula's club shipping rate, as a box is, or collected at the
// estate for nothing.

type AllocationRow = typeof clubAllocation.$inferSelect;
type RequestRow = typeof clubAllocationRequest.$inferSelect;

/**
 * The delivery fee of a grant: its member's formula's shipping rate when the membership is shipped,
 * nothing for collection (docs/club.md, "Allocations"). Charged with the bottles, announced before.
 */
export function allocationDeliveryFee(membership: { deliveryMode: string }, formula: { shippingRate: number }): number {
  return membership.deliveryMode === 'SHIPPING' ? formula.shippingRate : 0;
}

/** Human-readable order numbers, drawn as placed orders draw theirs (services/orders/place.ts). */
const orderNumber = (now: Date) => sql<string>`${`${now.getUTCFullYear()}-`} || lpad(nextval('order_number_seq')::text, 6, '0')`;

async function snapshotOf(deps: ShopDeps, addressId: number | null, userId: number, lang: Lang): Promise<AddressSnapshot | null> {
  const [chosen] = addressId === null ? [] : await deps.db.select().from(address).where(eq(address.id, addressId));
  // Billing: the delivery address, else the customer's billing address, else any of their book.
  const [fallback] = chosen ? [] : await deps.db.select().from(address).where(eq(address.userId, userId)).orderBy(desc(address.isDefaultBilling), desc(address.isDefaultDelivery), asc(address.id)).limit(1);
  const row = chosen ?? fallback;
  if (!row) return null;
  const [snapshot] = await addressSnapshots(deps, lang, [
    { firstname: row.firstname, lastname: row.lastname, company: row.company, address: row.address, addressPart2: row.addressPart2, postalCode: row.postalCode, city: row.city, idCountry: row.countryId, phone: row.phone },
  ]);
  return snapshot;
}

/** Makes the paid order of a grant; `deps.db` is the caller's transaction. */
export async function allocationOrder(deps: ShopDeps, siteId: number, allocation: AllocationRow, request: RequestRow, charge: CardChargeRow) {
  const now = deps.now();
  const granted = request.granted ?? 0;
  const [member] = await deps.db
    .select({ membership: clubMembership, email: user.email, firstname: user.firstname, lastname: user.lastname })
    .from(clubMembership)
    .innerJoin(user, eq(user.id, clubMembership.userId))
    .where(eq(clubMembership.id, request.membershipId));
  const lang = member.membership.lang as Lang;
  const [wine] = await deps.db
    .select({ declination, product, name: productTranslation.name })
    .from(declination)
    .innerJoin(product, eq(product.id, declination.productId))
    .leftJoin(productTranslation, and(eq(productTranslation.productId, product.id), eq(productTranslation.lang, lang)))
    .where(eq(declination.id, allocation.declinationId));
  const shipped = member.membership.deliveryMode === 'SHIPPING';
  const shippingAddress = shipped ? await snapshotOf(deps, member.membership.addressId, member.membership.userId, lang) : null;
  const billing = shippingAddress ??
    (await snapshotOf(deps, null, member.membership.userId, lang)) ?? {
      firstname: member.firstname ?? '',
      lastname: member.lastname ?? '',
      address: '',
      postalCode: '',
      city: '',
      country: { id: 0, alphaTwo: 'FR', name: 'France' },
    };
  const [card] = charge.keptCardId === null ? [] : await deps.db.select({ provider: keptCard.provider }).from(keptCard).where(eq(keptCard.id, charge.keptCardId));
  const productsTotal = granted * allocation.unitPrice;
  // The order is what was charged: the bottles, and the delivery fee the charge was made with.
  const shippingFees = Math.max(0, charge.amount - productsTotal);
  const total = productsTotal + shippingFees;
  const [created] = await deps.db
    .insert(order)
    .values({
      number: orderNumber(now),
      userId: member.membership.userId,
      status: 'AWAITING_PAYMENT',
      lang,
      deliveryType: shipped && shippingAddress ? 'DELIVERY' : 'NO_DELIVERY',
      shippingAddress,
      billingAddress: billing,
      email: member.email,
      message: allocation.title,
      productsTotal,
      shippingFees,
      total,
      salesTermsAcceptedAt: member.membership.termsAcceptedAt,
      paymentProvider: card?.provider ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: order.id, number: order.number });
  await deps.db.insert(orderLine).values({
    orderId: created.id,
    productId: wine.product.id,
    declinationId: wine.declination.id,
    productType: wine.product.type,
    name: wine.name ?? allocation.title,
    reference: wine.declination.reference ?? wine.product.reference,
    year: wine.declination.year,
    capacity: wine.declination.capacity,
    capacityUnit: wine.declination.capacityUnit,
    unitPrice: allocation.unitPrice,
    quantity: granted,
    total: productsTotal,
    isDematerialized: wine.product.isDematerialized,
    hasShippingFees: wine.product.hasShippingFees,
    vatRate: wine.product.vatRate,
  });
  await recordStatus(deps.db, created.id, 'AWAITING_PAYMENT', now);
  const [paid] = await deps.db
    .insert(payment)
    .values({ orderId: created.id, provider: card?.provider ?? 'sandbox', providerReference: charge.providerReference, amount: total, createdAt: now, updatedAt: now })
    .returning({ id: payment.id });
  await deps.db.update(cardCharge).set({ orderId: created.id, updatedAt: now }).where(eq(cardCharge.id, charge.id));
  await settlePaid(deps, siteId, created.id, ['AWAITING_PAYMENT'], {
    payment: { id: paid.id, reference: charge.providerReference, providerPaymentId: charge.providerReference, rawStatus: 'PAID' },
    note: `Allocation: ${allocation.title}`,
  });
  return created;
}
