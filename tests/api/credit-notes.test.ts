import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { creditNote, payment } from '~/server/db/schema';
import { vatBreakdown } from '~/lib/rules/vat';
import { adminCookie, moveTo, paidOrder } from './admin-support';
import { declinationOf } from './cart-browser';
import { signedIn } from './catalogue-fixtures';
import { startTestShop, type TestShop } from './harness';
import { setStock } from './order-support';
import { pdfText } from './pdf-text';

// Credit notes: every refund of an invoiced order issues one in the refund's own transaction, in
// its own unbroken series, naming the invoice it corrects and the VAT it gives back per rate.

let shop: TestShop;
let admin: string;
const providers = () => shop.deps.payments;
let original: ReturnType<typeof providers>;
beforeAll(async () => {
  shop = await startTestShop();
  await setStock(shop, (await declinationOf(shop, 'TIL-HEN-2020-75')).id, 1000);
  admin = await adminCookie(shop);
  original = shop.deps.payments;
});
afterEach(() => {
  shop.deps.payments = original;
});
afterAll(() => shop.close());

const refund = (orderId: number, body: unknown) => shop.post(`/admin/orders/${orderId}/refunds`, body, { cookie: admin });
const notesOf = (orderId: number) => shop.db.select().from(creditNote).where(eq(creditNote.orderId, orderId)).orderBy(asc(creditNote.id));
const serial = (number: string) => Number(number.slice(6));
const textOf = (data: unknown) => pdfText(Buffer.from(data as Uint8Array)).join('\n');

describe('a refund of an invoiced order', () => {
  it('issues a credit note for a part, then one for the rest: together they give back the invoice’s VAT to the cent', async () => {
    const { customer, order } = await paidOrder(shop);
    const detail = (await customer.get(`/order/${order.id}`)).json.data;
    const total = detail.totals.total as number;

    expect((await refund(order.id, { amount: 1000, note: 'Bouteille cassée' })).status).toBe(200);
    const [part] = await notesOf(order.id);
    const year = part.issuedAt.getUTCFullYear();
    expect(part).toMatchObject({ amount: 1000, invoiceNumber: expect.stringMatching(/^F\d{4}-\d{6}$/), note: 'Bouteille cassée' });
    expect(part.number).toMatch(new RegExp(`^A(${year}|${year + 1})-\\d{6}$`));
    expect(part.rates).toEqual([{ rate: 2000, base: 833, vat: 167, total: 1000 }]);

    expect((await refund(order.id, { amount: total - 1000 })).status).toBe(200);
    const notes = await notesOf(order.id);
    expect(notes.map((n) => n.amount)).toEqual([1000, total - 1000]);
    expect(serial(notes[1].number)).toBe(serial(notes[0].number) + 1);
    // Both together give back the invoice whole: its amount and its VAT per rate.
    const vat = notes.flatMap((n) => n.rates).reduce((sum, r) => sum + r.vat, 0);
    expect(vat).toBe(vatBreakdown([{ vatRate: 2000, total: detail.totals.products, shipped: true }], { discount: detail.totals.discount, shipping: detail.totals.shippingFees }).vat);

    // The customer's order lists them, and each is a PDF naming the invoice it corrects, in either language.
    const listed = (await customer.get(`/order/${order.id}`)).json.data.creditNotes;
    expect(listed).toEqual(notes.map((n) => ({ id: n.id, number: n.number, amount: n.amount, issuedAt: n.issuedAt.toISOString() })));
    const fr = await customer.get(`/order/${order.id}/credit-note/${notes[0].id}?lang=fr_FR`);
    expect(fr.status).toBe(200);
    const frText = textOf(fr.json.data);
    expect(frText).toContain('AVOIR');
    expect(frText).toContain(notes[0].number);
    expect(frText).toContain(notes[0].invoiceNumber);
    expect(frText).toContain('Motif');
    const en = textOf((await customer.get(`/order/${order.id}/credit-note/${notes[1].id}?lang=en_US`)).json.data);
    expect(en).toContain('CREDIT NOTE');
    expect(en).toContain(`Credit note against invoice ${notes[1].invoiceNumber}`);
    // The back office prints it too.
    expect((await shop.app.request(`/api/order/${order.id}/credit-note/${notes[0].id}?print=1`, { headers: { cookie: admin } })).status).toBe(200);
  });

  it('shows a credit note to its customer and the estate only, and only under its own order', async () => {
    const first = await paidOrder(shop);
    const second = await paidOrder(shop);
    await refund(first.order.id, { amount: 500 });
    const [note] = await notesOf(first.order.id);
    expect((await second.customer.get(`/order/${first.order.id}/credit-note/${note.id}`)).status).toBe(404);
    expect((await second.customer.get(`/order/${second.order.id}/credit-note/${note.id}`)).status).toBe(404);
    const stranger = await signedIn(shop, 'CUSTOMER', 'avoir-curieux@example.fr');
    expect((await shop.app.request(`/api/order/${first.order.id}/credit-note/${note.id}`, { headers: { cookie: stranger } })).status).toBe(404);
    expect((await shop.app.request(`/api/order/${first.order.id}/credit-note/${note.id}`)).status).toBe(401);
  });

  it('gives back a return’s bottles first: its refund is on their line, not on the delivery', async () => {
    const { customer, order } = await paidOrder(shop);
    await moveTo(shop, admin, order.id, 'PREPARING', 'SHIPPED', 'DELIVERED');
    const line = order.lines[0];
    const asked = await customer.post(`/order/${order.id}/back-products`, { reason: 'Rétractation', products: [{ idOrderLine: line.id, quantity: 2 }] });
    expect(asked.status).toBe(200);
    const returnId = asked.json.data.id as number;
    for (const step of ['accept', 'received']) expect((await shop.post(`/admin/returns/${returnId}/${step}`, {}, { cookie: admin })).status).toBe(200);
    const [{ total: lineTotal }] = (await customer.get(`/order/${order.id}`)).json.data.lines;
    const value = Math.round((lineTotal * 2) / line.quantity);
    expect((await refund(order.id, { amount: value, returnId })).status).toBe(200);
    const [note] = await notesOf(order.id);
    expect(note).toMatchObject({ returnId, amount: value, parts: [{ key: `line:${line.id}`, rate: 2000, amount: value }] });
  });

  it('numbers two refunds decided at once one after the other, without a gap', async () => {
    const { order } = await paidOrder(shop);
    const answers = await Promise.all([refund(order.id, { amount: 700 }), refund(order.id, { amount: 900 })]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const numbers = (await notesOf(order.id)).map((n) => serial(n.number)).sort((a, b) => a - b);
    expect(numbers).toHaveLength(2);
    expect(numbers[1]).toBe(numbers[0] + 1);
  });

  it('writes no credit note, and takes no number, for a refund refused or undone', async () => {
    const { order } = await paidOrder(shop);
    const before = await shop.db.select({ n: sql<number>`count(*)::int` }).from(creditNote);
    // Refused: beyond what was paid.
    expect((await refund(order.id, { amount: 10_000_000 })).status).toBe(400);
    // Undone: the transaction fails after the credit note was written (a trigger stands for any failure).
    await shop.db.execute(sql`create function refuse_credit_note() returns trigger language plpgsql as $$ begin if new.amount = 777 then raise exception 'refused for the test'; end if; return new; end $$`);
    await shop.db.execute(sql`create trigger refuse_credit_note after insert on credit_note for each row execute function refuse_credit_note()`);
    try {
      expect((await refund(order.id, { amount: 777 })).status).toBe(500);
    } finally {
      await shop.db.execute(sql`drop trigger refuse_credit_note on credit_note`);
      await shop.db.execute(sql`drop function refuse_credit_note()`);
    }
    expect(await shop.db.select({ n: sql<number>`count(*)::int` }).from(creditNote)).toEqual(before);
    const [paid] = await shop.db.select().from(payment).where(eq(payment.orderId, order.id));
    expect(paid.refundAskedAmount).toBe(0);
    expect((await refund(order.id, { amount: 300 })).status).toBe(200);
  });

  it('keeps the credit note of a refund the provider has not paid yet: the decision stands, the worker pays it later', async () => {
    const { order } = await paidOrder(shop);
    const refusing = { ...original.sandbox, refund: async () => Promise.reject(new Error('provider down')) };
    shop.deps.payments = { ...original, named: (name) => (name === 'sandbox' ? refusing : original.named(name)) };
    expect((await refund(order.id, { amount: 2500 })).status).toBe(200);
    expect((await notesOf(order.id)).map((n) => n.amount)).toEqual([2500]);
  });

  it('numbers every credit note of the shop in one series without a gap', async () => {
    const all = await shop.db.select({ number: creditNote.number }).from(creditNote);
    const byYear = Map.groupBy(all, (n) => n.number.slice(1, 5));
    for (const numbers of byYear.values()) {
      const serials = numbers.map((n) => serial(n.number)).sort((a, b) => a - b);
      expect(serials).toEqual(serials.map((_, index) => index + 1));
    }
  });
});
