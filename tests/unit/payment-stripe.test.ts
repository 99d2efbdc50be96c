import { describe, expect, it } from 'vitest';
import { sessionClosesAt, statusOfSession } from '~/server/payments/stripe';

// The Stripe adapter's pure rules: when its Checkout Session closes (never sooner than Stripe allows),
// and how a session's state reads in the shop's words.

describe('the Stripe session’s end', () => {
  const now = new Date('2026-03-14T10:00:00Z');

  it('is the end of the hold when that is far enough, else 31 minutes from now (Stripe takes no session under 30)', () => {
    expect(sessionClosesAt(new Date('2026-03-14T11:00:00Z'), now)).toEqual(new Date('2026-03-14T11:00:00Z'));
    // The hold (30 minutes from the order) ends a moment before 30 minutes from the session's creation.
    expect(sessionClosesAt(new Date('2026-03-14T10:29:58.500Z'), now)).toEqual(new Date('2026-03-14T10:31:00Z'));
  });

  it('falls on a whole second, as Stripe’s expires_at counts', () => {
    expect(sessionClosesAt(new Date('2026-03-14T11:00:00.200Z'), now)).toEqual(new Date('2026-03-14T11:00:01Z'));
  });
});

describe('a Checkout Session in the shop’s words', () => {
  it('paid once complete and paid, waiting while open or complete but unpaid, cancelled once expired', () => {
    expect(statusOfSession({ status: 'complete', payment_status: 'paid', payment_intent: 'pi_1' })).toEqual({ status: 'PAID', paymentId: 'pi_1' });
    expect(statusOfSession({ status: 'complete', payment_status: 'no_payment_required', payment_intent: null })).toEqual({ status: 'PAID', paymentId: null });
    expect(statusOfSession({ status: 'complete', payment_status: 'unpaid', payment_intent: 'pi_2' })).toEqual({ status: 'PENDING', paymentId: 'pi_2' });
    expect(statusOfSession({ status: 'open', payment_status: 'unpaid', payment_intent: null })).toEqual({ status: 'PENDING', paymentId: null });
    expect(statusOfSession({ status: 'expired', payment_status: 'unpaid', payment_intent: null })).toEqual({ status: 'CANCELLED', paymentId: null });
  });
});
