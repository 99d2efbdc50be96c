import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { invoiceParts } from '~/lib/rules/credit-note';
import { vatBreakdown } from '~/lib/rules/vat';
import { invoiceRate, order, orderLine } from '~/server/db/schema';
import { chargesOf } from '~/server/services/orders/credit-note';
import { recordInvoiceFigures } from '~/server/services/orders/invoice-figures';
import { paidOrder } from './admin-support';
import { startTestShop, type TestShop } from './harness';

// An invoice's figures (src/server/services/orders/invoice-figures.ts), what the owner's reports
// and the VAT summary add up: written when the invoice is numbered, and filled in by the migration
// for the invoices issued before it, both equal to what the invoice itself computes (vatBreakdown,
// invoiceParts) to the cent, whatever its lines, rates, discount and shipping fee.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
}, 120_000);
afterAll(() => shop.close());

const MIGRATIONS = join(import.meta.dirname, '../../src/server/db/migrations');

/** The migration's statements that fill in the figures of the invoices already issued. */
async function migrationFill(): Promise<string[]> {
  const statements: string[] = [];
  for (const file of (await readdir(MIGRATIONS)).filter((name) => name.endsWith('.sql')).sort()) {
    const text = await readFile(join(MIGRATIONS, file), 'utf8');
    statements.push(...text.split('--> statement-breakpoint').filter((statement) => statement.includes('-- Invoice figures of the invoices already issued')));
  }
  return statements;
}

/** What the invoice of order `id` states, computed from its lines now: per rate, and per line. */
async function computed(id: number) {
  const [row] = await shop.db.select().from(order).where(eq(order.id, id));
  const lines = await shop.db.select().from(orderLine).where(eq(orderLine.orderId, id)).orderBy(asc(orderLine.id));
  const taxed = lines.map((line) => ({ id: line.id, vatRate: line.vatRate, total: line.total, shipped: !line.isDematerialized }));
  const parts = invoiceParts(taxed, chargesOf(row!));
  const shippingAt = (rate: number) => parts.filter((part) => part.rate === rate && part.key.startsWith('shipping:')).reduce((sum, part) => sum + part.amount, 0);
  return {
    rates: vatBreakdown(taxed, chargesOf(row!)).rates.map((rate) => ({ ...rate, shipping: shippingAt(rate.rate), paidAt: row!.paidAt })),
    lines: lines.map((line) => ({ id: line.id, amount: parts.find((part) => part.key === `line:${line.id}`)!.amount, at: row!.paidAt })),
  };
}

/** What is stored for order `id`. */
async function stored(id: number) {
  const rates = await shop.db.select().from(invoiceRate).where(eq(invoiceRate.orderId, id)).orderBy(asc(invoiceRate.rate));
  const lines = await shop.db.select().from(orderLine).where(eq(orderLine.orderId, id)).orderBy(asc(orderLine.id));
  return {
    rates: rates.map(({ rate, base, vat, total, shipping, paidAt }) => ({ rate, base, vat, total, shipping, paidAt })),
    lines: lines.map((line) => ({ id: line.id, amount: line.invoicedAmount, at: line.invoicedAt })),
  };
}

const RATES = [0, 210, 550, 1000, 2000];
// Equal and small amounts often: the cents left over go by the tie rules.
const invoice = fc.record({
  lines: fc.array(fc.record({ vatRate: fc.constantFrom(...RATES), total: fc.oneof(fc.constantFrom(0, 1, 333, 1000, 1001), fc.integer({ min: 0, max: 300_000 })), quantity: fc.integer({ min: 1, max: 24 }), shipped: fc.boolean() }), { minLength: 1, maxLength: 6 }),
  discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
  shipping: fc.integer({ min: 0, max: 5000 }),
  onShipping: fc.boolean(),
});

type Drawn = typeof invoice extends fc.Arbitrary<infer T> ? T : never;

let invoices = 0;
/** An invoiced order written straight into the database, its figures not written yet. */
async function invoicedOrder({ lines, discountShare, shipping, onShipping }: Drawn) {
  const goods = lines.reduce((sum, line) => sum + line.total, 0);
  const discountTotal = Math.floor((onShipping ? shipping : goods) * discountShare);
  const paidAt = new Date(shop.clock.now.getTime() - (++invoices % 400) * 86_400_000);
  // Only the name is read from a billing address here.
  const billing = { firstname: 'Camille', lastname: 'Moreau' } as never;
  const [row] = await shop.db
    .insert(order)
    .values({
      number: `FIG-${invoices}`,
      status: 'PAID',
      lang: 'fr_FR',
      deliveryType: 'DELIVERY',
      billingAddress: billing,
      email: `figures-${invoices}@example.fr`,
      discount: discountTotal ? { id: 1, code: 'CODE', type: 'EURO', amount: discountTotal, detailType: onShipping ? 'SHIPPING_FEES' : 'CART' } : null,
      productsTotal: goods,
      discountTotal,
      shippingFees: shipping,
      total: goods - discountTotal + shipping,
      paidAt,
      invoiceNumber: `F-FIG-${invoices}`,
      salesTermsAcceptedAt: paidAt,
    })
    .returning({ id: order.id });
  await shop.db.insert(orderLine).values(
    lines.map((line, i) => ({
      orderId: row!.id,
      productType: 'OTHER' as const,
      name: `Ligne ${i}`,
      unitPrice: Math.floor(line.total / line.quantity),
      quantity: line.quantity,
      total: line.total,
      vatRate: line.vatRate,
      isDematerialized: !line.shipped,
    })),
  );
  return row!.id;
}

describe('an invoice’s figures', () => {
  it('are written when it is paid, as the invoice states them', async () => {
    const paid = await paidOrder(shop);
    const figures = await stored(paid.order.id);
    expect(figures.rates.length).toBeGreaterThan(0);
    expect(figures).toEqual(await computed(paid.order.id));
  }, 60_000);

  it('equal, per rate and per line, what the invoice computes; the migration fills in the same for the invoices before it', async () => {
    const orders: number[] = [];
    await fc.assert(
      fc.asyncProperty(invoice, async (drawn) => {
        const id = await invoicedOrder(drawn);
        orders.push(id);
        await shop.db.transaction((tx) => recordInvoiceFigures(tx, id));
        const figures = await stored(id);
        expect(figures).toEqual(await computed(id));
        // They add up to what was paid.
        expect(figures.rates.reduce((sum, rate) => sum + rate.total, 0)).toBe(drawn.lines.reduce((sum, line) => sum + line.total, 0) - (await shop.db.select().from(order).where(eq(order.id, id)))[0]!.discountTotal + drawn.shipping);
      }),
      {
        numRuns: 80,
        // Ties on purpose: a cent of discount between two equal lines, and a cent of discount and
        // of fee between two rates of equal goods (the first line, the lowest rate gets it).
        examples: [
          [{ lines: [{ vatRate: 2000, total: 1000, quantity: 1, shipped: true }, { vatRate: 2000, total: 1000, quantity: 1, shipped: true }], discountShare: 0.0007, shipping: 0, onShipping: false }],
          [{ lines: [{ vatRate: 550, total: 1000, quantity: 1, shipped: true }, { vatRate: 2000, total: 1000, quantity: 1, shipped: true }], discountShare: 0.0007, shipping: 1, onShipping: false }],
        ],
      },
    );
    const written = await Promise.all(orders.map(stored));
    // The upgrade of a live shop: the figures gone, the migration's statements fill them in again.
    const fill = await migrationFill();
    expect(fill).toHaveLength(2);
    await shop.db.transaction(async (tx) => {
      await tx.delete(invoiceRate);
      await tx.update(orderLine).set({ invoicedAmount: null, invoicedAt: null });
      for (const statement of fill) await tx.execute(sql.raw(statement));
    });
    expect(await Promise.all(orders.map(stored))).toEqual(written);
  }, 120_000);

  it('follow the invoice’s day when the order’s payment instant changes', async () => {
    const id = await invoicedOrder({ lines: [{ vatRate: 2000, total: 1800, quantity: 1, shipped: true }, { vatRate: 550, total: 1001, quantity: 1, shipped: true }], discountShare: 0.1, shipping: 990, onShipping: false });
    await recordInvoiceFigures(shop.db, id);
    const earlier = new Date(shop.clock.now.getTime() - 500 * 86_400_000);
    await shop.db.update(order).set({ paidAt: earlier }).where(eq(order.id, id));
    const figures = await stored(id);
    expect(figures.rates.map((rate) => rate.paidAt)).toEqual([earlier, earlier]);
    expect(figures.lines.map((line) => line.at)).toEqual([earlier, earlier]);
    expect(figures).toEqual(await computed(id));
  });
});
