import { and, asc, desc, eq, sql, type SQL, type WithSubquery } from 'drizzle-orm';
import type { Lang } from '~/lib/locale';
import type { ShopDeps } from '../../deps';
import type { Database } from '../../db/connection';
import { address, cardCharge, clubBox, clubBoxLine, clubMembership, clubShipment, country, countryTranslation, declination, invoiceRate, keptCard, order, orderLine, orderStatusHistory, payment, product, productTranslation, user, type AddressSnapshot } from '../../db/schema';
import { parametersFrom, type ParametersOf } from '../parameters';
import { paidOrderMails } from '../orders/confirmation-mail';
import { mailQueuedNotice, mailsQueued } from '../../mail/outbox';
import { invoiceFiguresOf } from '../orders/invoice-figures';
import { numberInvoiceTakingStock } from '../orders/invoice-number';

// The order a club box becomes once paid (docs/club.md, "The charge run"): written, with its invoice
// numbered and its mails queued, in the caller's transaction, the same one that marks the box
// CHARGED, so that a paid box has its order or nothing at all. It takes no stock: the box's bottles
// left the stock when it was planned (box-stock.ts), its order's lines are those bottles.

type BoxRow = typeof clubBox.$inferSelect;

/**
 * What a box's order adds up to: the box's price plus delivery, always (what the member was told
 * and what is charged). Lines worth more than the price (a box deal) keep their prices and the
 * saving is the order's discount; worth less (the owner priced the box above its bottles), their
 * totals are raised in proportion, to the cent, so that the invoice's lines add up to the price.
 */
export function boxTotals(box: Pick<BoxRow, 'price' | 'deliveryFee'>, lines: { quantity: number; unitPrice: number }[]) {
  const worth = lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
  let totals = lines.map((line) => line.quantity * line.unitPrice);
  if (worth > 0 && box.price > worth) {
    const raised = totals.map((total) => (total * box.price) / worth);
    totals = raised.map(Math.floor);
    // The cents lost to rounding down go to the lines that lost the most.
    let left = box.price - totals.reduce((sum, total) => sum + total, 0);
    for (const i of raised.map((value, i) => [value - Math.floor(value), i]).sort((a, b) => b[0] - a[0]).map(([, i]) => i)) {
      if (left-- <= 0) break;
      totals[i] += 1;
    }
  }
  const productsTotal = totals.reduce((sum, total) => sum + total, 0);
  const discountTotal = Math.max(0, productsTotal - box.price);
  return { lineTotals: totals, productsTotal, discountTotal, shippingFees: box.deliveryFee, total: productsTotal - discountTotal + box.deliveryFee };
}

/** What a box is charged: its price plus delivery (boxTotals). */
export const boxAmount = (box: Pick<BoxRow, 'price' | 'deliveryFee'>) => box.price + box.deliveryFee;

/** The address chosen by `which` (an address id, or the first of a user's book in `order`) as the order keeps it: one statement. */
async function addressSnapshot(db: Database, which: SQL, lang: Lang, order: SQL[] = []): Promise<AddressSnapshot | null> {
  const [row] = await db
    .select({ a: address, alphaTwo: country.alphaTwo, name: countryTranslation.name })
    .from(address)
    .innerJoin(country, eq(country.id, address.countryId))
    .leftJoin(countryTranslation, and(eq(countryTranslation.countryId, country.id), eq(countryTranslation.lang, lang)))
    .where(which)
    .orderBy(...order)
    .limit(1);
  if (!row) return null;
  const { a } = row;
  return {
    firstname: a.firstname,
    lastname: a.lastname,
    company: a.company,
    address: a.address,
    addressPart2: a.addressPart2,
    postalCode: a.postalCode,
    city: a.city,
    country: { id: a.countryId, alphaTwo: row.alphaTwo, name: row.name ?? row.alphaTwo },
    phone: a.phone,
  };
}

/** The member's billing address: their default billing address, else any of their book, else their name alone. */
async function billingOf(db: Database, userId: number, shipping: AddressSnapshot | null, lang: Lang, names: { firstname: string | null; lastname: string | null }): Promise<AddressSnapshot> {
  const book = await addressSnapshot(db, eq(address.userId, userId), lang, [desc(address.isDefaultBilling), desc(address.isDefaultDelivery), asc(address.id)]);
  const billing = book ?? shipping;
  if (billing) return billing;
  const [fr] = await db.select({ id: country.id, alphaTwo: country.alphaTwo }).from(country).where(eq(country.alphaTwo, 'FR'));
  return { firstname: names.firstname ?? '', lastname: names.lastname ?? '', address: '', postalCode: '', city: '', country: { id: fr?.id ?? 0, alphaTwo: 'FR', name: 'France' } };
}

/** The human-readable order number, drawn by the insert itself as every order's (services/orders/place.ts). */
const orderNumber = (now: Date) => sql<string>`${`${now.getUTCFullYear()}-`} || lpad(nextval('order_number_seq')::text, 6, '0')`;

/**
 * Makes the PAID order of a box, in `deps.db` (the caller's transaction): its lines (their bottles
 * already out of the stock since the box was planned), its payment captured by `charge` (null: a
 * gift membership's box, nothing to pay), its invoice number and its mails. Answers the order's id.
 * `parameters`: the site's, read once by the run for all its boxes.
 */
export async function makeBoxOrder(
  deps: ShopDeps,
  siteId: number,
  box: BoxRow,
  charge: typeof cardCharge.$inferSelect | null,
  parameters?: ParametersOf,
  /** What the caller writes in the transaction with the order (the box CHARGED), before the invoice number locks its row. */
  withOrder?: (orderId: number) => Promise<void>,
): Promise<number> {
  const db = deps.db;
  const now = deps.now();
  const [member] = await db
    .select({ userId: clubMembership.userId, lang: clubMembership.lang, termsAcceptedAt: clubMembership.termsAcceptedAt, email: user.email, firstname: user.firstname, lastname: user.lastname, chargeOn: clubShipment.chargeOn, title: clubShipment.title, provider: keptCard.provider })
    .from(clubMembership)
    .innerJoin(user, eq(user.id, clubMembership.userId))
    .innerJoin(clubShipment, eq(clubShipment.id, box.shipmentId))
    // The provider of the card charged, read with the member (a gift box has none).
    .leftJoin(keptCard, charge?.keptCardId ? eq(keptCard.id, charge.keptCardId) : sql`false`)
    .where(eq(clubMembership.id, box.membershipId));
  const lang = member.lang as Lang;
  const lines = await db
    .select({ line: clubBoxLine, d: declination, p: product, name: productTranslation.name })
    .from(clubBoxLine)
    .innerJoin(declination, eq(declination.id, clubBoxLine.declinationId))
    .innerJoin(product, eq(product.id, declination.productId))
    .leftJoin(productTranslation, and(eq(productTranslation.productId, product.id), eq(productTranslation.lang, lang)))
    .where(eq(clubBoxLine.boxId, box.id))
    .orderBy(asc(clubBoxLine.declinationId));
  const totals = boxTotals(box, lines.map(({ line }) => line));
  // A gift membership's box is offered: the wines and the delivery come off as the discount.
  const gift = charge === null;
  const shipping = box.deliveryMode === 'SHIPPING' && box.addressId !== null ? await addressSnapshot(db, eq(address.id, box.addressId), lang) : null;
  const billing = await billingOf(db, member.userId, shipping, lang, member);
  const card = member.provider ? { provider: member.provider } : undefined;

  const paidWith = charge && totals.total > 0 ? charge.providerReference : null;
  // Written PAID at once, as settlePaid would leave it (services/orders/paid.ts): the box's lock makes
  // it once only; its lines carry their invoiced amounts and its mails are made from what is written
  // here, so nothing is read back (issue 30). A club box holds wines only: no gift card to issue.
  const [created] = await db
    .insert(order)
    .values({
      number: orderNumber(now),
      userId: member.userId,
      status: 'PAID',
      paidAt: now,
      paymentReference: paidWith,
      lang,
      deliveryType: box.deliveryMode === 'SHIPPING' ? 'DELIVERY' : 'CLICK_AND_COLLECT',
      carrierPrice: box.deliveryMode === 'SHIPPING' ? box.deliveryFee : null,
      carrierServiceName: box.deliveryMode === 'SHIPPING' ? member.title : null,
      clickAndCollectDate: box.deliveryMode === 'COLLECTION' ? member.chargeOn : null,
      shippingAddress: shipping,
      billingAddress: billing,
      email: member.email,
      message: member.title,
      productsTotal: totals.productsTotal,
      discountTotal: gift ? totals.productsTotal + totals.shippingFees : totals.discountTotal,
      shippingFees: totals.shippingFees,
      total: gift ? 0 : totals.total,
      salesTermsAcceptedAt: member.termsAcceptedAt,
      paymentProvider: card?.provider ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const written = lines.map(({ line, d, p, name }, i) => ({
    orderId: created.id,
    productId: p.id,
    declinationId: d.id,
    productType: p.type,
    name: name ?? p.reference ?? '',
    reference: d.reference ?? p.reference,
    year: d.year,
    capacity: d.capacity,
    capacityUnit: d.capacityUnit,
    unitPrice: Math.round(totals.lineTotals[i] / line.quantity),
    quantity: line.quantity,
    total: totals.lineTotals[i],
    isDematerialized: p.isDematerialized,
    hasShippingFees: p.hasShippingFees,
    vatRate: p.vatRate,
  }));
  // The invoice's figures (services/orders/invoice-figures.ts), the lines keyed by their place until written.
  const figures = invoiceFiguresOf(created, written.map((line, i) => ({ id: i, ...line })));
  const orderLines = written.map((line, i) => ({ ...line, invoicedAmount: figures.lineAmounts.get(i) ?? line.total, invoicedAt: now }));
  const mails = await paidOrderMails(deps, { ...created, lines: orderLines, giftCardUses: [] }, lang, parameters ?? parametersFrom(db, siteId));
  const note = gift ? 'club box, gift membership' : 'club box, kept card charged';
  // Its lines, figures, history, payment and mails in one statement (as place.ts writes an order's
  // lines, status and payment), the notification of the mails selected once.
  const history = db.$with('history').as(
    db
      .insert(orderStatusHistory)
      .values([
        { orderId: created.id, status: 'AWAITING_PAYMENT', at: now, note: `club box ${box.id}` },
        { orderId: created.id, status: 'PAID', at: now, note },
      ])
      .returning({ id: orderStatusHistory.id }),
  );
  const alongside: WithSubquery[] = [];
  if (orderLines.length) alongside.push(db.$with('lines').as(db.insert(orderLine).values(orderLines).returning({ id: orderLine.id })));
  if (figures.rates.length) alongside.push(db.$with('rates').as(db.insert(invoiceRate).values(figures.rates.map((rate) => ({ orderId: created.id, ...rate, paidAt: now }))).returning({ rate: invoiceRate.rate })));
  if (charge && totals.total > 0) {
    const captured = { provider: card?.provider ?? 'unknown', providerReference: charge.providerReference, providerPaymentId: charge.providerReference, status: 'CAPTURED' as const, rawStatus: 'PAID' };
    alongside.push(
      db.$with('paid').as(db.insert(payment).values({ orderId: created.id, ...captured, amount: totals.total, keptCardId: charge.keptCardId, createdAt: now, updatedAt: now }).returning({ id: payment.id })),
      db.$with('charge_paid').as(db.update(cardCharge).set({ orderId: created.id, updatedAt: now }).where(eq(cardCharge.id, charge.id)).returning({ id: cardCharge.id })),
    );
  }
  if (mails.length) alongside.push(mailsQueued(db, mails));
  await db
    .with(history, ...alongside)
    .select({ notified: mails.length ? mailQueuedNotice : sql<string>`''` })
    .from(history)
    .limit(1);
  await withOrder?.(created.id);
  // The invoice number last, in one statement: every box of a shipment takes the year's counter,
  // whose row stays locked until the commit (issue 30). No stock taken: the box's bottles left it
  // when the box was planned (box-stock.ts).
  await numberInvoiceTakingStock(db, created.id, now, []);
  return created.id;
}
