import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import type { Lang } from '~/lib/locale';
import type { ShopDeps } from '../../deps';
import { giftCard, orderLine, product, type GiftKind } from '../../db/schema';
import { giftCodeEnd, giftCodeHash, newGiftCode, normalizeGiftCode } from './code';
import { queueGiftCardMail, type IssuedCard } from './mail';

// A paid order's gift cards and visit vouchers: one code per unit bought, issued in the
// transaction that marks the order paid (paid.ts). That transaction runs once per order, whatever
// the number of notifications; the unique (order line, unit) is the last line of defence.

/** As long as the product pages promise. */
const VALID_YEARS = 1;


export function expiryOf(now: Date): Date {
  const expiresAt = new Date(now);
  expiresAt.setUTCFullYear(expiresAt.getUTCFullYear() + VALID_YEARS);
  return expiresAt;
}

/**
 * A gift card is worth the line's unit price, all of it to spend in the shop. A visit voucher is
 * for its visit, whatever the visit costs on the day it is booked: it keeps the price paid as its
 * value (for the estate's books) and has nothing to spend online.
 */
const spendable = (kind: GiftKind, value: number) => (kind === 'GIFT_CARD' ? value : 0);

/** Issues the codes of the order's gift lines in `deps.db` (the paying transaction) and queues their mail. */
export async function issueGiftCards(deps: ShopDeps, siteId: number, orderId: number, lang: Lang): Promise<IssuedCard[]> {
  const now = deps.now();
  const lines = await deps.db
    .select({ id: orderLine.id, name: orderLine.name, unitPrice: orderLine.unitPrice, quantity: orderLine.quantity, kind: product.giftKind })
    .from(orderLine)
    .innerJoin(product, eq(product.id, orderLine.productId))
    .where(and(eq(orderLine.orderId, orderId), isNotNull(product.giftKind), gt(orderLine.unitPrice, 0)))
    .orderBy(asc(orderLine.id));
  const issued: IssuedCard[] = [];
  const expiresAt = expiryOf(now);
  for (const line of lines) {
    const kind = line.kind!;
    for (let unit = 1; unit <= line.quantity; unit++) {
      const code = newGiftCode();
      const bare = normalizeGiftCode(code)!;
      const [row] = await deps.db
        .insert(giftCard)
        .values({ kind, codeHash: giftCodeHash(bare), codeEnd: giftCodeEnd(bare), name: line.name, value: line.unitPrice, balance: spendable(kind, line.unitPrice), orderId, orderLineId: line.id, unit, expiresAt, createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: [giftCard.orderLineId, giftCard.unit] })
        .returning({ id: giftCard.id });
      if (row) issued.push({ kind, code, name: line.name, value: line.unitPrice, expiresAt });
    }
  }
  if (issued.length) await queueGiftCardMail(deps, siteId, orderId, lang, issued);
  return issued;
}
