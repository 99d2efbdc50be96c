import { createHmac } from 'node:crypto';
import type { Client } from 'onlinepayments-sdk-nodejs';
import { describe, expect, it } from 'vitest';
import { createCawlProvider, sessionMinutes, statusOfCheckout } from '~/server/payments/cawl';

// The CAWL adapter's checks, without Worldline: the RETURNMAC of the customer's return, the webhook
// signature (verified by the official SDK), and the reading of Worldline's statuses.

const settings = {
  merchantId: 'domaine',
  apiKey: 'key',
  apiSecret: 'secret',
  webhookKeyId: 'hook-key',
  webhookSecret: 'hook-secret',
  endpoint: 'payment.preprod.cawl-solutions.fr',
};

/** What the adapter asked of Worldline, for the tests to read. */
const sent: { checkouts: unknown[]; refunds: unknown[] } = { checkouts: [], refunds: [] };

/** Worldline's client as far as the adapter uses it, answering what Worldline would. */
const fakeClient = {
  hostedCheckout: {
    createHostedCheckout: async (_merchant: string, body: unknown) => {
      sent.checkouts.push(body);
      return { status: 200, isSuccess: true, body: { hostedCheckoutId: 'hc_1', RETURNMAC: 'mac-123', redirectUrl: 'https://pay.example/hc_1' } };
    },
    getHostedCheckout: async () => ({ status: 200, isSuccess: true, body: { status: 'PAYMENT_CREATED', createdPaymentOutput: { paymentStatusCategory: 'SUCCESSFUL', payment: { id: 'pay_1' } } } }),
  },
  payments: {
    refundPayment: async (_merchant: string, paymentId: string, body: unknown) => {
      sent.refunds.push({ paymentId, body });
      return { status: 201, isSuccess: true, body: { id: 'ref_1', status: 'REFUND_REQUESTED' } };
    },
  },
} as unknown as Client;

const provider = createCawlProvider(settings, fakeClient);

function webhook(secret: string, keyId = 'hook-key') {
  const body = JSON.stringify({
    apiVersion: 'v1',
    id: 'evt_1',
    type: 'payment.captured',
    payment: { id: 'pay_1', status: 'CAPTURED', statusOutput: { statusCategory: 'COMPLETED' }, hostedCheckoutSpecificOutput: { hostedCheckoutId: 'hc_1' } },
  });
  return { body, headers: { 'x-gcs-signature': createHmac('sha256', secret).update(body).digest('base64'), 'x-gcs-keyid': keyId } };
}

describe('the CAWL provider', () => {
  it('keeps the RETURNMAC of the checkout and accepts only the return that carries it', async () => {
    const checkout = await provider.createCheckout({ id: 1, number: '2026-000001', total: 20_690, lang: 'fr_FR', email: 'a@b.fr', returnUrl: 'https://shop/r', expiresAt: new Date(Date.now() + 30 * 60_000) });
    expect(checkout).toEqual({ reference: 'hc_1', redirectUrl: 'https://pay.example/hc_1', returnMac: 'mac-123' });
    const expected = { reference: 'hc_1', returnMac: 'mac-123' };
    expect(await provider.verifyReturn({ hostedCheckoutId: 'hc_1', RETURNMAC: 'mac-123' }, expected)).toBe('hc_1');
    expect(await provider.verifyReturn({ hostedCheckoutId: 'hc_1', RETURNMAC: 'mac-124' }, expected)).toBeNull();
    expect(await provider.verifyReturn({ hostedCheckoutId: 'hc_2', RETURNMAC: 'mac-123' }, expected)).toBeNull();
    expect(await provider.verifyReturn({ hostedCheckoutId: 'hc_1' }, expected)).toBeNull();
  });

  it('believes a webhook only with the right signature and key', async () => {
    const good = webhook('hook-secret');
    expect(await provider.verifyNotification(good.headers, good.body)).toEqual({ notificationId: 'evt_1', reference: 'hc_1', status: 'PAID', paymentId: 'pay_1' });
    const forged = webhook('wrong-secret');
    expect(await provider.verifyNotification(forged.headers, forged.body)).toBeNull();
    const otherKey = webhook('hook-secret', 'other-key');
    expect(await provider.verifyNotification(otherKey.headers, otherKey.body)).toBeNull();
    expect(await provider.verifyNotification(good.headers, good.body.replace('COMPLETED', 'UNSUCCESSFUL'))).toBeNull();
  });

  it("reads Worldline's checkout statuses", async () => {
    expect(await provider.fetchStatus('hc_1')).toEqual({ status: 'PAID', paymentId: 'pay_1' });
    expect(statusOfCheckout({ status: 'IN_PROGRESS' }).status).toBe('PENDING');
    expect(statusOfCheckout({ status: 'CANCELLED_BY_CONSUMER' }).status).toBe('CANCELLED');
    expect(statusOfCheckout({ status: 'PAYMENT_CREATED', createdPaymentOutput: { paymentStatusCategory: 'REJECTED' } }).status).toBe('FAILED');
    expect(statusOfCheckout({ status: 'PAYMENT_CREATED', createdPaymentOutput: { paymentStatusCategory: 'STATUS_UNKNOWN' } }).status).toBe('PENDING');
  });

  it('closes the hosted page before the stock hold ends', async () => {
    const now = new Date('2030-01-01T10:00:00Z');
    expect(sessionMinutes(new Date(now.getTime() + 30 * 60_000), now)).toBe(28);
    expect(sessionMinutes(new Date(now.getTime() + 60_000), now)).toBe(1);
    expect(sessionMinutes(new Date(now.getTime() + 5 * 24 * 3600_000), now)).toBe(1440);
    await provider.createCheckout({ id: 2, number: '2026-000002', total: 1_000, lang: 'en_US', email: 'a@b.fr', returnUrl: 'https://shop/r', expiresAt: new Date(Date.now() + 10 * 60_000) });
    const last = sent.checkouts.at(-1) as { hostedCheckoutSpecificInput: { sessionTimeout: number } };
    // Ten minutes of hold left (give or take the second the call took): the page closes two minutes earlier.
    expect([7, 8]).toContain(last.hostedCheckoutSpecificInput.sessionTimeout);
  });

  it('refunds the payment made on the hosted page, found from the checkout when not known', async () => {
    expect(await provider.refund({ reference: 'hc_1', paymentId: null, amount: 20_690, number: '2026-000001' })).toEqual({ reference: 'ref_1' });
    expect(sent.refunds.at(-1)).toEqual({ paymentId: 'pay_1', body: { amountOfMoney: { amount: 20_690, currencyCode: 'EUR' }, references: { merchantReference: '2026-000001' } } });
  });
});
