import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { giftCard } from '~/server/db/schema';
import { adminGiftCardSchema, giftCardPageSchema, issuedGiftCardSchema } from '~/lib/admin/codes';
import { adminCookie } from './admin-support';
import { startTestShop, type TestShop } from './harness';

// The estate's view of the gift cards it issued: found by the end of their code, never by the
// code itself; a card extended; a visit voucher's visit recorded, and only a voucher's.

let shop: TestShop;
let admin: string;
let cardId: number;
let voucherId: number;

beforeAll(async () => {
  shop = await startTestShop();
  admin = await adminCookie(shop);
  const expiresAt = new Date(shop.clock.now.getTime() + 365 * 24 * 3600 * 1000);
  const [card, voucher] = await shop.db
    .insert(giftCard)
    .values([
      { kind: 'GIFT_CARD', codeHash: 'hash-card', codeEnd: 'K7QZ', name: 'Carte cadeau 50 €', value: 5000, balance: 3200, unit: 1, expiresAt },
      { kind: 'VISIT_VOUCHER', codeHash: 'hash-voucher', codeEnd: 'V2XM', name: 'Visite et dégustation', value: 2500, balance: 0, unit: 1, expiresAt },
    ])
    .returning({ id: giftCard.id });
  cardId = card!.id;
  voucherId = voucher!.id;
});
afterAll(() => shop.close());

describe('the gift cards in the back office', () => {
  it('lists them with what is left, found by the end of their code', async () => {
    const all = await shop.get('/admin/gift-card', { cookie: admin });
    expect(all.status).toBe(200);
    expect(all.json.data.items.map((item: { ending: string }) => item.ending)).toEqual(expect.arrayContaining(['K7QZ', 'V2XM']));
    const found = await shop.get('/admin/gift-card?ending=7qz', { cookie: admin });
    expect(found.json.data.items).toEqual([expect.objectContaining({ id: cardId, ending: 'K7QZ', value: 5000, balance: 3200, uses: [] })]);
    expect(JSON.stringify(found.json)).not.toContain('hash-card');
    expect((await shop.get('/admin/gift-card?ending=%25', { cookie: admin })).status).toBe(400);
  });

  it('extends a card and records a voucher’s visit, and refuses what does not fit', async () => {
    const extended = await shop.put(`/admin/gift-card/${cardId}`, { expiresAt: '2091-06-30T00:00:00+02:00' }, { cookie: admin });
    expect([extended.status, extended.json.data.expiresAt]).toEqual([200, '2091-06-29T22:00:00.000Z']);

    const visited = await shop.put(`/admin/gift-card/${voucherId}`, { used: true }, { cookie: admin });
    expect(visited.json.data.usedAt).toBe(shop.clock.now.toISOString());
    const undone = await shop.put(`/admin/gift-card/${voucherId}`, { used: false }, { cookie: admin });
    expect(undone.json.data.usedAt).toBeNull();

    const notVoucher = await shop.put(`/admin/gift-card/${cardId}`, { used: true }, { cookie: admin });
    expect([notVoucher.status, notVoucher.json.message]).toEqual([400, 'Seul un bon de visite peut être marqué comme utilisé.']);
    expect((await shop.put(`/admin/gift-card/${cardId}`, {}, { cookie: admin })).status).toBe(400);
    expect((await shop.put(`/admin/gift-card/${cardId}`, { expiresAt: 'demain' }, { cookie: admin })).status).toBe(400);
    expect((await shop.put('/admin/gift-card/999999', { used: true }, { cookie: admin })).status).toBe(404);
    const [row] = await shop.db.select().from(giftCard).where(eq(giftCard.id, cardId));
    expect(row!.usedAt).toBeNull();
  });
});

describe('the gift cards contract (src/lib/admin/codes.ts)', () => {
  // Parsing strips what the contract does not name: an answer equal to its parse has no field the
  // islands' types do not know, and every field they know, of the type they expect.
  it('describes exactly what the gift card calls answer', async () => {
    const expiresAt = new Date(shop.clock.now.getTime() + 365 * 24 * 3600 * 1000).toISOString();
    const issue = { kind: 'VISIT_VOUCHER', value: 3000, name: 'Visite des caves', recipientName: 'Léa Petit', recipientEmail: 'lea.petit@example.fr', lang: 'fr_FR', expiresAt };
    const issued = (await shop.post('/admin/gift-card', issue, { cookie: admin })).json.data;
    const changed = (await shop.put(`/admin/gift-card/${issued.card.id}`, { used: true }, { cookie: admin })).json.data;
    const list = (await shop.get('/admin/gift-card?nbItem=100', { cookie: admin })).json.data;

    expect(changed.usedAt).not.toBeNull();
    expect(list.items.length).toBeGreaterThanOrEqual(3);
    expect(issuedGiftCardSchema.parse(issued)).toEqual(issued);
    expect(adminGiftCardSchema.parse(changed)).toEqual(changed);
    expect(giftCardPageSchema.parse(list)).toEqual(list);
    expect(adminGiftCardSchema.safeParse({ ...changed, kind: 'COUPON' }).success).toBe(false);
  });
});
