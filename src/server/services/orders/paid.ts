import { and, eq, inArray } from 'drizzle-orm';
import type { Lang } from '~/lib/locale';
import type { OrderStatus } from '~/lib/order';
import type { ShopDeps } from '../../deps';
import { order, payment } from '../../db/schema';
import type { ParametersOf } from '../parameters';
import { issueGiftCards } from '../gift-cards/issue';
import { issueClubGifts } from '../club/gifts';
import { queuePaidOrderMails } from './confirmation-mail';
import { recordStatus } from './history';
import { recordInvoiceFigures } from './invoice-figures';
import { nextInvoiceNumber } from './invoice-number';

// An order becomes PAID once only: the conditional update on its status lets exactly one caller
// through (the return, the notification, the sweep, a late payment), and only that one issues the
// gift cards and the club's gift memberships it bought and queues the mails. Its invoice is numbered and its figures written
// (invoice-figures.ts) in the same transaction.

/** Orders that ended unpaid and gave their stock back: a payment confirmed afterwards may revive them. */
export const ENDED_UNPAID: OrderStatus[] = ['CANCELLED', 'PAYMENT_FAILED'];

export interface Settlement {
  /** The payment that paid; null when there was nothing to pay (a code covering the whole order). */
  payment: { id: number; reference: string | null; providerPaymentId: string | null; rawStatus: string } | null;
  /** Why, for the order's history. */
  note: string;
}

/**
 * The order becomes PAID if it is in one of `from`: its invoice number and figures, its payment captured, its
 * gift cards issued, the mails queued, in the caller's transaction (`deps.db`). Answers whether this call paid it.
 * `parameters`: the site's, when the caller read them once for many orders (else the mails read them).
 * A club box's order is written in this same end state by its own statement, for the charge run's
 * speed (src/server/services/club/box-order.ts, tested against this one in tests/api/club-run.test.ts):
 * a step added here belongs there too.
 */
export async function settlePaid(deps: ShopDeps, siteId: number, orderId: number, from: OrderStatus[], settlement: Settlement, parameters?: ParametersOf): Promise<boolean> {
  const now = deps.now();
  const paid = settlement.payment;
  const [row] = await deps.db
    .update(order)
    .set({ status: 'PAID', paidAt: now, stockHeldUntil: null, stockReleasedAt: null, paymentReference: paid?.reference ?? null, updatedAt: now })
    .where(and(eq(order.id, orderId), inArray(order.status, from)))
    .returning({ id: order.id, lang: order.lang, userId: order.userId, clubGifts: order.clubGifts });
  if (!row) return false;
  await recordInvoiceFigures(deps.db, orderId);
  if (paid) {
    await deps.db
      .update(payment)
      .set({ status: 'CAPTURED', rawStatus: paid.rawStatus, providerPaymentId: paid.providerPaymentId, updatedAt: now })
      .where(eq(payment.id, paid.id));
  }
  await recordStatus(deps.db, orderId, 'PAID', now, settlement.note);
  await issueGiftCards(deps, siteId, orderId, row.lang as Lang);
  // The wine club's gift memberships it bought (docs/club.md, "Gift memberships"); none: no statement.
  if (row.clubGifts.length) await issueClubGifts(deps, siteId, orderId, row.userId, row.clubGifts);
  await queuePaidOrderMails(deps, siteId, row.id, row.lang as Lang, parameters);
  // Numbered last: the year's counter row stays locked until the commit, and every payment waits
  // for it, so it is held for as few statements as possible (issue 30: the club's run pays 2,000 in a row).
  await deps.db.update(order).set({ invoiceNumber: await nextInvoiceNumber(deps.db, now) }).where(eq(order.id, orderId));
  return true;
}

/** Moves an order awaiting payment to PAID and queues the mails to the customer and the estate, once only. */
export function markPaid(deps: ShopDeps, siteId: number, orderId: number, settlement: Settlement): Promise<boolean> {
  return deps.db.transaction((tx) => settlePaid({ ...deps, db: tx }, siteId, orderId, ['AWAITING_PAYMENT'], settlement));
}
