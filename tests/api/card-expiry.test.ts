import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, gt, max } from 'drizzle-orm';
import { keptCard, mailOutbox, order } from '~/server/db/schema';
import { scheduleCharge } from '~/server/services/cards/charges';
import { warnExpiringCards, type DueChargeSource } from '~/server/services/cards/expiry';
import { declinationOf } from './cart-browser';
import { startTestShop, type TestShop } from './harness';
import { customerWithCart, franceId, homeDelivery, paySandbox, result, setStock } from './order-support';

// A month before a kept card expires, its customer is mailed once, in their language, when
// something is due to be charged on it; a card nothing is due on, or far from its end, is left alone.

let shop: TestShop;
let fr: number;
beforeAll(async () => {
  shop = await startTestShop();
  fr = await franceId(shop);
  await setStock(shop, (await declinationOf(shop, 'TIL-HEN-2020-75')).id, 10_000);
});
afterAll(() => shop?.close());

/** A customer who kept the sandbox's card that expires at the end of next month. */
async function cardKept(lang: 'fr_FR' | 'en_US' = 'fr_FR') {
  const { customer, cartId, email } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6, lang);
  const answer = await customer.post('/order', homeDelivery(cartId, fr, { keepCard: true }), { lang });
  const { order: placed, redirectUrl } = answer.json.data as { order: { id: number }; redirectUrl: string };
  await result(customer, placed.id, await paySandbox(shop, redirectUrl, '4000000000000069'));
  const [{ userId }] = await shop.db.select({ userId: order.userId }).from(order).where(eq(order.id, placed.id));
  const [card] = await shop.db.select().from(keptCard).where(eq(keptCard.userId, userId!));
  return { card, email };
}

const lastMailId = async () => (await shop.db.select({ id: max(mailOutbox.id) }).from(mailOutbox))[0].id ?? 0;
const mailsSince = async (id: number) => (await shop.db.select().from(mailOutbox).where(gt(mailOutbox.id, id)).orderBy(desc(mailOutbox.id))).map((m) => m.message);
/** The clock `days` before the card's end (the first instant of the month after its month). */
const daysBefore = (card: { expMonth: number; expYear: number }, days: number) => new Date(Date.UTC(card.expYear, card.expMonth, 1) - days * 86_400_000);
const warn = (at: Date, sources?: DueChargeSource[]) => warnExpiringCards({ db: shop.db, now: () => at, config: shop.deps.config }, 1, sources);

describe('cards that expire', () => {
  it('a card with a charge due: its customer is mailed once, a month before', async () => {
    const { card, email } = await cardKept();
    await scheduleCharge(shop.db, { keptCardId: card.id, amount: 14_900, label: 'Club des Tilleuls – caisse de printemps', dueAt: daysBefore(card, 5) });
    const before = await lastMailId();
    // Six weeks before: too early.
    expect(await warn(daysBefore(card, 45))).toBe(0);
    expect(await warn(daysBefore(card, 20))).toBeGreaterThanOrEqual(1);
    const mails = (await mailsSince(before)).filter((m) => m.to === email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain('Votre carte expire bientôt');
    expect(mails[0].text).toContain(`Visa •••• 0069`);
    expect(mails[0].text).toContain('Club des Tilleuls – caisse de printemps (149,00');
    expect(mails[0].text).toContain('http://shop.test/account');
    // Asked again (another hour, another process): no second mail.
    await warn(daysBefore(card, 10));
    expect((await mailsSince(before)).filter((m) => m.to === email)).toHaveLength(1);
  });

  it('nothing due: no mail, until something is (the wine club’s hook)', async () => {
    const { card, email } = await cardKept('en_US');
    const before = await lastMailId();
    await warn(daysBefore(card, 20));
    expect((await mailsSince(before)).filter((m) => m.to === email)).toEqual([]);
    const club: DueChargeSource = async (_db, cardId) => (cardId === card.id ? [{ amount: 9_900, label: 'Wine club – summer box', dueAt: null }] : []);
    await warn(daysBefore(card, 15), [club]);
    const [mail] = (await mailsSince(before)).filter((m) => m.to === email);
    expect(mail.subject).toContain('Your card expires soon');
    expect(mail.text).toContain('Wine club – summer box (€99.00)');
    expect(mail.text).toContain('http://shop.test/en_US/account');
  });

  it('an expired card is not warned about', async () => {
    const { card, email } = await cardKept();
    await scheduleCharge(shop.db, { keptCardId: card.id, amount: 5_000, label: 'Caisse', dueAt: null });
    const before = await lastMailId();
    await warn(daysBefore(card, -3));
    expect((await mailsSince(before)).filter((m) => m.to === email)).toEqual([]);
  });
});
