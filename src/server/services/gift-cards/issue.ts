import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import type { Lang } from '~/lib/locale';
import type { GiftCardIssue } from '~/lib/admin/codes';
import { t as translator } from '~/lib/i18n';
import type { ShopDeps } from '../../deps';
import { giftCard, orderLine, product, type GiftKind } from '../../db/schema';
import { giftCodeEnd, giftCodeHash, newGiftCode, normalizeGiftCode } from './code';
import { invalid } from '../errors';
import { queueGiftCardMail, queueOfferedCardMail, type IssuedCard } from './mail';

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

/**
 * A card the estate gives by hand: issued and mailed to its recipient in one transaction (the
 * mail leaves through the outbox once it commits). The code is returned this once for the owner
 * to read out or write down; the shop keeps only its hash and its last four characters.
 */
export async function issueGiftCardByHand(deps: ShopDeps, siteId: number, issue: Required<Pick<GiftCardIssue, 'kind' | 'value' | 'recipientName' | 'recipientEmail' | 'lang' | 'expiresAt'>> & { name?: string }) {
  const now = deps.now();
  const expiresAt = new Date(issue.expiresAt);
  if (expiresAt.getTime() <= now.getTime()) throw invalid('admin-codes:errors.pastExpiry');
  // A gift card is named by its kind, in French as the back office lists cards.
  const name = issue.kind === 'GIFT_CARD' ? translator('fr_FR')('gift-card:card.giftCard') : issue.name!;
  const code = newGiftCode();
  const bare = normalizeGiftCode(code)!;
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(giftCard)
      .values({ kind: issue.kind, codeHash: giftCodeHash(bare), codeEnd: giftCodeEnd(bare), name, value: issue.value, balance: spendable(issue.kind, issue.value), unit: 1, expiresAt, createdAt: now, updatedAt: now })
      .returning({ id: giftCard.id });
    await queueOfferedCardMail({ ...deps, db: tx }, siteId, issue.lang, { kind: issue.kind, code, name, value: issue.value, expiresAt }, { name: issue.recipientName, email: issue.recipientEmail });
    return row!.id;
  });
  return { id, code };
}
