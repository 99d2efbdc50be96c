import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { sharedSecret } from '../db/instance-secret';
import { sandboxCard, sandboxPayment, type SandboxCardBehaviour } from '../db/schema';
import type { CardHandle, CardSetupOutcome, CardSetupPage, CardSetupRequest, ChargeOutcome, Checkout, CheckoutOrder, ExpectedReturn, KeptCardAtProvider, KeptCardCharge, PaymentProvider, ProviderPayment, ProviderStatus, RefundOrder, VerifiedEvent } from './provider';
import { hmacBase64, sameSignature } from './signature';

// The built-in provider: a local hosted payment page (routes/payment.ts serves it) that behaves as
// the real one does. Its books are tables of the shop's database (sandbox_payment), standing for
// what a provider keeps on its side, and its signing key is shared by every process of the shop, so
// that a payment opened by one process can be paid, returned from and notified to any other.

/** The test cards the payment page lists. */
export const SANDBOX_CARDS = {
  '4242424242424242': 'PAID',
  '4000000000000002': 'FAILED',
  '4000000000003063': 'PENDING',
  '4000000000000341': 'PAID',
  '4000002760003184': 'PAID',
  '4000000000000069': 'PAID',
} as const satisfies Record<string, ProviderStatus>;
export type SandboxCard = keyof typeof SANDBOX_CARDS;

/**
 * What a test card does once kept (the page lists them, so that the demo shows every path of a
 * kept card): later charges go through, are declined, ask for the customer's authentication, or
 * the card expires at the end of next month.
 */
export const SANDBOX_KEPT_CARDS: Partial<Record<SandboxCard, SandboxCardBehaviour>> = {
  '4242424242424242': 'KEEP',
  '4000000000000341': 'DECLINE_LATER',
  '4000002760003184': 'AUTHENTICATE_LATER',
  '4000000000000069': 'EXPIRES',
};

/** The expiry of a kept test card: far away, or the end of next month for the card that expires. */
export function sandboxExpiry(behaviour: SandboxCardBehaviour, now: Date): { expMonth: number; expYear: number } {
  if (behaviour !== 'EXPIRES') return { expMonth: 12, expYear: now.getUTCFullYear() + 4 };
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { expMonth: next.getUTCMonth() + 1, expYear: next.getUTCFullYear() };
}

/** How long the sandbox's card-setup page stays open, as a provider's setup session does. */
export const SETUP_PAGE_MINUTES = 60;

/** How long a "pending" card keeps the customer waiting before its payment goes through. */
export const PENDING_SECONDS = 4;

export type SandboxPayment = typeof sandboxPayment.$inferSelect;

export const SIGNATURE_HEADER = 'x-sandbox-signature';

export interface SandboxDeps {
  db: Database;
  now: () => Date;
  /** PAYMENT_SANDBOX_SECRET when set; otherwise a secret made once and kept in the database. */
  secret?: string;
}

/** What a payment is now: a pending card goes through at its time; a page left unpaid past its end is gone. */
export function sandboxStatus(payment: SandboxPayment, now: Date): ProviderStatus {
  if (payment.status !== 'PENDING') return payment.status;
  if (payment.settlesAt) return payment.settlesAt <= now ? 'PAID' : 'PENDING';
  return payment.expiresAt <= now ? 'CANCELLED' : 'PENDING';
}

/** A later charge's payment, as the provider answers it. */
function outcomeOf(payment: SandboxPayment): ChargeOutcome {
  if (payment.status === 'PAID') return { status: 'PAID', reference: payment.reference };
  if (payment.status === 'FAILED') return { status: 'DECLINED', reference: payment.reference, reason: payment.declineReason ?? 'card_declined' };
  return { status: 'AUTHENTICATION_REQUIRED', reference: payment.reference, authenticateUrl: `/api/payment/sandbox/pay/${payment.reference}` };
}

export function createSandboxProvider(deps: SandboxDeps) {
  let key: Promise<string> | undefined;
  const signingKey = () => (key ??= deps.secret ? Promise.resolve(deps.secret) : sharedSecret(deps.db, 'payment-sandbox'));
  const returnSignature = async (reference: string, status: string) => hmacBase64(await signingKey(), `return|${reference}|${status}`);

  async function find(reference: string): Promise<SandboxPayment | null> {
    const [row] = await deps.db.select().from(sandboxPayment).where(eq(sandboxPayment.reference, reference));
    return row ?? null;
  }

  /** A notification as the provider sends it: a JSON body and its signature header. */
  async function notification(reference: string, status: ProviderStatus) {
    const body = JSON.stringify({ id: `${reference}-${status}`, reference, status });
    return { headers: { [SIGNATURE_HEADER]: hmacBase64(await signingKey(), body), 'content-type': 'application/json' }, body };
  }

  const provider = {
    name: 'sandbox',
    async createCheckout(order: CheckoutOrder): Promise<Checkout> {
      const reference = `sbx_${randomBytes(12).toString('hex')}`;
      await deps.db.insert(sandboxPayment).values({
        reference,
        orderId: order.id,
        orderNumber: order.number,
        amount: order.total,
        lang: order.lang,
        email: order.email,
        returnUrl: order.returnUrl,
        expiresAt: order.expiresAt,
        keepCard: Boolean(order.keepCard),
      });
      return { reference, redirectUrl: `/api/payment/sandbox/pay/${reference}` };
    },
    async verifyReturn(query: Record<string, string>, expected: ExpectedReturn) {
      const { reference, status, signature } = query;
      if (!reference || !status || reference !== expected.reference) return null;
      return sameSignature(signature, await returnSignature(reference, status)) ? reference : null;
    },
    async fetchStatus(reference: string): Promise<ProviderPayment> {
      const payment = await find(reference);
      return { status: payment ? sandboxStatus(payment, deps.now()) : 'PENDING', paymentId: payment ? reference : null };
    },
    async verifyNotification(headers: Record<string, string>, body: string): Promise<VerifiedEvent | null> {
      if (!sameSignature(headers[SIGNATURE_HEADER], hmacBase64(await signingKey(), body))) return null;
      const event = JSON.parse(body) as { id?: unknown; reference?: unknown; status?: unknown };
      if (typeof event.id !== 'string' || typeof event.reference !== 'string' || !['PAID', 'PENDING', 'FAILED', 'CANCELLED'].includes(String(event.status))) return null;
      return { notificationId: event.id, reference: event.reference, status: event.status as ProviderStatus, paymentId: event.reference };
    },
    /** Gives back at most what was paid and not yet given back, as a real acquirer does. */
    async refund(refund: RefundOrder) {
      const payment = await find(refund.reference);
      if (!payment || sandboxStatus(payment, deps.now()) !== 'PAID') throw new Error(`sandbox: ${refund.reference} was not paid`);
      const [done] = await deps.db
        .update(sandboxPayment)
        .set({ status: 'PAID', refundedAmount: sql`${sandboxPayment.refundedAmount} + ${refund.amount}`, updatedAt: deps.now() })
        .where(and(eq(sandboxPayment.reference, refund.reference), sql`${sandboxPayment.refundedAmount} + ${refund.amount} <= ${sandboxPayment.amount}`))
        .returning({ refunded: sandboxPayment.refundedAmount });
      if (!done) throw new Error(`sandbox: refusing to refund ${refund.amount} cents of ${refund.reference}, more than is left`);
      return { reference: `${refund.reference}-refund-${done.refunded}` };
    },
    async keptCardOf(reference: string): Promise<KeptCardAtProvider | null> {
      const payment = await find(reference);
      if (!payment?.keepCard || !payment.cardToken || sandboxStatus(payment, deps.now()) !== 'PAID') return null;
      const [card] = await deps.db.select().from(sandboxCard).where(eq(sandboxCard.token, payment.cardToken));
      if (!card) return null;
      return { customerReference: null, cardReference: card.token, firstPaymentReference: reference, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear };
    },
    /** As a provider does: the same key answers the first payment; the card's behaviour decides the rest. */
    async chargeKeptCard(charge: KeptCardCharge): Promise<ChargeOutcome> {
      const [seen] = await deps.db.select().from(sandboxPayment).where(eq(sandboxPayment.idempotencyKey, charge.chargeKey));
      if (seen) return outcomeOf(seen);
      const [card] = await deps.db.select().from(sandboxCard).where(eq(sandboxCard.token, charge.card.cardReference));
      if (!card || card.deletedAt) return { status: 'DECLINED', reference: null, reason: 'card_missing', cardGone: true };
      const now = deps.now();
      const expired = card.expYear < now.getUTCFullYear() || (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1);
      // The customer there (one click) authenticates when the bank wants it; alone, the shop is told to fetch them.
      const status = expired || card.behaviour === 'DECLINE_LATER' ? 'FAILED' : card.behaviour === 'AUTHENTICATE_LATER' ? 'PENDING' : 'PAID';
      const reference = `sbx_${randomBytes(12).toString('hex')}`;
      const [row] = await deps.db
        .insert(sandboxPayment)
        .values({
          reference,
          orderId: 0,
          orderNumber: charge.label,
          amount: charge.amount,
          lang: charge.lang,
          email: charge.email,
          returnUrl: charge.returnUrl,
          status,
          // An authentication page stays open a day, as a provider's does.
          expiresAt: new Date(now.getTime() + 24 * 3600_000),
          cardToken: card.token,
          idempotencyKey: charge.chargeKey,
          declineReason: status === 'FAILED' ? (expired ? 'expired_card' : 'insufficient_funds') : null,
        })
        // Two charges with one key at once: one payment, the other reads it.
        .onConflictDoNothing({ target: sandboxPayment.idempotencyKey })
        .returning();
      if (!row) return provider.chargeKeptCard(charge);
      return outcomeOf(row);
    },
    async forgetCard(card: CardHandle) {
      await deps.db.update(sandboxCard).set({ deletedAt: deps.now() }).where(and(eq(sandboxCard.token, card.cardReference), isNull(sandboxCard.deletedAt)));
    },
    /** A card-setup page is a payment of nothing: the card checked, kept once "paid", nothing taken. */
    async createCardSetup(setup: CardSetupRequest): Promise<CardSetupPage> {
      const reference = `sbx_${randomBytes(12).toString('hex')}`;
      await deps.db.insert(sandboxPayment).values({
        reference,
        orderId: 0,
        orderNumber: '',
        amount: 0,
        lang: setup.lang,
        email: setup.email,
        returnUrl: setup.returnUrl,
        expiresAt: new Date(deps.now().getTime() + SETUP_PAGE_MINUTES * 60_000),
        keepCard: true,
      });
      return { reference, redirectUrl: `/api/payment/sandbox/pay/${reference}`, returnMac: null };
    },
    async cardSetupOutcome(reference: string): Promise<CardSetupOutcome> {
      const payment = await find(reference);
      if (!payment || payment.amount !== 0) return { status: 'FAILED' };
      const status = sandboxStatus(payment, deps.now());
      if (status !== 'PAID') return { status };
      const card = await provider.keptCardOf(reference);
      // A test card the sandbox does not keep (the one that stays pending) keeps nothing.
      return card ? { status: 'KEPT', card } : { status: 'FAILED' };
    },
    /** A payment the page shows, if it exists. */
    payment: find,
    /** The kept card a payment is made with, for its authentication page. */
    async card(token: string) {
      const [card] = await deps.db.select().from(sandboxCard).where(eq(sandboxCard.token, token));
      return card ?? null;
    },
    /** A notification for `reference` signed as the sandbox signs it (what its server would POST). */
    notification,
    /**
     * The customer submits the page with a card (or cancels): the payment takes its status, unless
     * the page has expired; the answer holds where to send the customer back and the notification(s)
     * to deliver. A pending card's notification comes later, once it goes through.
     */
    async submit(reference: string, card: string | null) {
      const now = deps.now();
      const before = await find(reference);
      const number = card?.replace(/\s+/g, '') ?? '';
      // A kept card's payment waiting for the customer's authentication: the page asks no number.
      const authenticating = Boolean(before?.cardToken && before.idempotencyKey);
      const outcome: ProviderStatus = card === null ? 'CANCELLED' : authenticating ? 'PAID' : (SANDBOX_CARDS[number as SandboxCard] ?? 'FAILED');
      const behaviour = SANDBOX_KEPT_CARDS[number as SandboxCard];
      let cardToken: string | undefined;
      if (!authenticating && before?.keepCard && outcome === 'PAID' && behaviour) {
        cardToken = `sbx_card_${randomBytes(12).toString('hex')}`;
        await deps.db.insert(sandboxCard).values({ token: cardToken, behaviour, brand: 'Visa', last4: number.slice(-4), ...sandboxExpiry(behaviour, now) });
      }
      // Only an open page takes the card: once, and never after the order's hold has ended.
      await deps.db
        .update(sandboxPayment)
        .set({
          status: outcome,
          settlesAt: outcome === 'PENDING' ? new Date(now.getTime() + PENDING_SECONDS * 1000) : null,
          ...(cardToken ? { cardToken } : {}),
          updatedAt: now,
        })
        .where(and(eq(sandboxPayment.reference, reference), eq(sandboxPayment.status, 'PENDING'), isNull(sandboxPayment.settlesAt), gt(sandboxPayment.expiresAt, now)));
      const payment = await find(reference);
      if (!payment) return null;
      const status = sandboxStatus(payment, now);
      const query = new URLSearchParams({ reference, status, signature: await returnSignature(reference, status) });
      return {
        returnUrl: `${payment.returnUrl}?${query}`,
        now: status === 'PENDING' ? null : await notification(reference, status),
        later:
          status === 'PENDING' && payment.settlesAt
            ? { afterMs: Math.max(0, payment.settlesAt.getTime() - now.getTime()), ...(await notification(reference, 'PAID')) }
            : null,
      };
    },
  } satisfies PaymentProvider & Record<string, unknown>;
  return provider;
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
