import { and, eq, isNull, sql } from 'drizzle-orm';
import { formatPrice } from '~/lib/catalogue-format';
import type { Lang } from '~/lib/locale';
import { STOCK_HOLD_MINUTES, type OrderRequest } from '~/lib/order';
import { normalizePhone } from '~/lib/rules/phone';
import { cart, order, orderLine, payment } from '../../db/schema';
import type { CartOwner } from '../cart/access';
import type { ViewContext } from '../cart/view';
import { takeCollectionPlace } from '../delivery/click-and-collect';
import { isOn, rememberedParameters, type ParameterMap } from '../parameters';
import { recordGiftCardUse, takeGiftCardShare } from '../gift-cards/redeem';
import { addressSnapshots, settleDelivery } from './delivery';
import { recordDiscountUse, takeDiscountUse } from './discount-use';
import { statusRecord } from './history';
import { orderableCart } from './orderable-cart';
import { releaseExpiredHolds, takeStock } from './stock';
import { orderTotals } from './totals';
import { conflict, invalid, ShopError } from '../errors';

// Placing an order: everything recomputed from the server's view of the cart, then written in ONE
// transaction (stock taken, order and lines, first status, discount use, gift card share, cart
// closed, payment opened), so that an order either exists whole or not at all.

/** Human-readable order numbers: the year and a running number, 2026-000042, drawn by the order's insert itself. */
const orderNumber = (now: Date) => sql<string>`${`${now.getUTCFullYear()}-`} || lpad(nextval('order_number_seq')::text, 6, '0')`;

/** The order as the server prices it now: the cart's view, the delivery settled, the totals. */
async function pricedOrder(context: ViewContext, owner: CartOwner, request: OrderRequest, parameters: ParameterMap) {
  const cartNow = await orderableCart(context, owner, request.idCart);
  const delivery = await settleDelivery(context, parameters, context.lang, cartNow.view, request, context.now);
  return { ...cartNow, delivery, totals: orderTotals(cartNow.view, delivery.carrierPrice ?? 0) };
}

/**
 * The order is never placed at a total the customer was not shown: the new total, and the code's
 * reason when the code is why (it applied on the page and no longer does).
 */
function totalChanged(context: ViewContext, total: number, codeProblem: string | null) {
  const newTotal = formatPrice(total, context.lang);
  return codeProblem ? conflict('order:errors.codeStopped', { reason: codeProblem, total: newTotal }) : conflict('order:errors.totalChanged', { total: newTotal });
}

export async function placeOrder(context: ViewContext, owner: CartOwner, request: OrderRequest, provider: string) {
  const { db, now, lang } = context;
  await releaseExpiredHolds(db, now);
  const parameters = await rememberedParameters(context.remembered, db, context.siteId, lang);

  const phoneInput = request.user?.phone?.trim();
  const phone = phoneInput ? normalizePhone(phoneInput, isOn(parameters.ALLOW_ONLY_MOBILE_PHONE)) : null;
  if (phone && !phone.ok) throw invalid(phone.key);

  const { view, lines, customer, delivery, totals } = await pricedOrder(context, owner, request, parameters);
  const [billingAddress] = await addressSnapshots(context, lang, [request.address.billing ?? request.address.delivery]);
  const billing = billingAddress ?? null;
  if (!billing) throw invalid('order:errors.billingRequired');

  const { products: productsTotal, discount: discountTotal, shippingFees: carrierPrice, total } = totals;
  const expected = request.expectedTotal ?? null;
  const codeProblem = view.discount?.problem ?? null;
  if (expected !== null && expected !== total) throw totalChanged(context, total, codeProblem);
  // A code the cart holds but that takes nothing off: the customer who was shown the total without
  // it pays that total, and the order goes without the code. Without the total shown, the code's
  // refusal stands (takeDiscountUse says why), as the customer may still think it applies.
  const cartCode = view.discount && (codeProblem === null || expected === null) ? view.discount : null;
  const code = cartCode && codeProblem === null ? cartCode : null;

  const stock = new Map<number, { declinationId: number; quantity: number; label: string }>();
  for (const line of view.products) {
    // The cart shows a stock only when the shop counts it for this declination.
    if (line.stock === null) continue;
    const held = stock.get(line.declinationId) ?? { declinationId: line.declinationId, quantity: 0, label: line.label };
    held.quantity += line.quantity;
    stock.set(line.declinationId, held);
  }

  let codeRefusal: unknown = null;
  const placed = db.transaction(async (tx) => {
    // Closing the cart first makes a second submission of the same cart fail before it takes any stock.
    const [closed] = await tx
      .update(cart)
      .set({ orderedAt: now, updatedAt: now })
      .where(and(eq(cart.id, view.id), isNull(cart.orderedAt)))
      .returning({ id: cart.id, giftCardId: cart.giftCardId });
    if (!closed) throw conflict('cart:errors.ordered');
    await takeStock(tx, [...stock.values()]);
    await takeCollectionPlace(tx, delivery);
    const discountRow = cartCode
      ? await takeDiscountUse(tx, cartCode, { now, lang, customer, lines: view.products, productsTotal }).catch((error: unknown) => {
          codeRefusal = error;
          throw error;
        })
      : null;
    const giftCardTotal = closed.giftCardId === null ? 0 : await takeGiftCardShare(tx, closed.giftCardId, total, now, request.giftCardAmount);
    const toPay = total - giftCardTotal;
    const answers = new Map(lines.map((line) => [line.id, line.customizations]));
    const [created] = await tx
      .insert(order)
      .values({
        number: orderNumber(now),
        userId: customer.id,
        cartId: view.id,
        status: 'AWAITING_PAYMENT',
        lang: lang as Lang,
        ...delivery,
        billingAddress: billing,
        phone: phone?.ok ? phone.phone : null,
        email: customer.email,
        message: request.message?.trim() || null,
        discountId: discountRow?.id ?? null,
        discount: code && discountRow ? { id: discountRow.id, code: code.code, type: code.type, amount: code.amount, detailType: code.detailType } : null,
        productsTotal,
        discountTotal,
        shippingFees: carrierPrice,
        total,
        giftCardTotal,
        // Each gift membership with the place of its line, after the products' (docs/club.md).
        clubGifts: view.clubGifts.map((gift, index) => ({
          formulaId: gift.formulaId,
          recipientName: gift.recipientName,
          recipientEmail: gift.recipientEmail,
          lang: gift.lang,
          message: gift.message,
          shipments: gift.shipments,
          line: view.products.length + index,
        })),
        salesTermsAcceptedAt: now,
        paymentProvider: provider,
        stockHeldUntil: new Date(now.getTime() + STOCK_HOLD_MINUTES * 60_000),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (discountRow) await recordDiscountUse(tx, discountRow.id, created.id, customer, now);
    if (closed.giftCardId !== null) await recordGiftCardUse(tx, closed.giftCardId, created.id, giftCardTotal, now);
    const orderLines = tx.$with('order_lines').as(
      tx
        .insert(orderLine)
        .values([
          ...view.products.map((line) => ({
            orderId: created.id,
            productId: line.productId,
            declinationId: line.declinationId,
            productType: line.type,
            name: line.label,
            reference: line.reference,
            year: line.year,
            capacity: line.capacity,
            capacityUnit: line.capacityUnit,
            unitPrice: line.unitPrice,
            quantity: line.quantity,
            total: line.lineTotal,
            customizations: answers.get(line.id) ?? [],
            isDematerialized: line.isDematerialized,
            hasShippingFees: line.hasShippingFees,
            vatRate: line.vatRate,
          })),
          ...view.clubGifts.map((gift) => ({
            orderId: created.id,
            productType: 'OTHER' as const,
            name: gift.label,
            unitPrice: gift.unitPrice,
            quantity: 1,
            total: gift.lineTotal,
            isDematerialized: true,
            hasShippingFees: false,
            vatRate: gift.vatRate,
          })),
        ])
        .returning({ id: orderLine.id }),
    );
    // The lines, the first status and the payment are written by one statement. Nothing to pay (a
    // code or a gift card covering everything): no card payment is opened, and the lines carry the status.
    const withLines = tx.with(orderLines, statusRecord(tx, created.id, 'AWAITING_PAYMENT', now));
    if (toPay <= 0) {
      await withLines.select({ id: orderLines.id }).from(orderLines);
      return { order: created, payment: null };
    }
    const [opened] = await withLines.insert(payment).values({ orderId: created.id, provider, amount: toPay, createdAt: now, updatedAt: now }).returning();
    return { order: created, payment: opened };
  });
  return placed.catch(async (error: unknown) => {
    // The code applied on the page and stopped applying as the order took its use (another order
    // took its last use, the estate ended it): everything was rolled back; the customer reads the
    // total without it, as the server prices it now, and pays that at the next click.
    if (error !== codeRefusal || expected === null || !(error instanceof ShopError)) throw error;
    const fresh = await pricedOrder(context, owner, request, parameters);
    throw totalChanged(context, fresh.totals.total, fresh.view.discount?.problem ?? context.t(error.key, error.params));
  });
}
