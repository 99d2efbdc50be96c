import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { giftCard } from '~/server/db/schema';
import { giftCodeHash, normalizeGiftCode } from '~/server/services/gift-cards/code';
import { adminCookie } from './admin-support';
import { startTestShop, type TestShop } from './harness';
import { startSmtpRelay, type SmtpRelay } from './smtp-relay';

// The estate gives a gift card or a visit voucher by hand: the code reaches the recipient through
// a real SMTP relay, in their language, and the owner sees it once; the shop keeps only its hash.

let relay: SmtpRelay;
let shop: TestShop;
let admin: string;
beforeAll(async () => {
  relay = await startSmtpRelay();
  relay.accept();
  shop = await startTestShop({ smtpUrl: relay.url });
  admin = await adminCookie(shop);
  await shop.startWorker({ mailPollMs: 10, holdSweepMs: 3_600_000 });
});
afterAll(async () => {
  await shop.close();
  await relay.close();
});

const inAYear = () => new Date(shop.clock.now.getTime() + 365 * 24 * 3600 * 1000).toISOString();
/** The message as the relay received it, its quoted-printable lines joined again. */
const delivered = async (to: string) => {
  const message = await vi.waitFor(() => relay.received.find((m) => m.to.includes(to)) ?? Promise.reject(new Error(`nothing for ${to} yet`)), { timeout: 10_000, interval: 20 });
  return message.raw.replace(/=\r?\n/g, '');
};

describe('a card issued by hand', () => {
  it('mails the code to the recipient in their language, shows it once and keeps only its hash', async () => {
    const issued = await shop.post(
      '/admin/gift-card',
      { kind: 'GIFT_CARD', value: 4000, recipientName: 'Ava Martin', recipientEmail: 'ava.martin@example.com', lang: 'en_US', expiresAt: inAYear() },
      { cookie: admin },
    );
    expect(issued.status).toBe(200);
    expect(issued.json.message).toBe('La carte est émise et envoyée à ava.martin@example.com.');
    const { card, code } = issued.json.data;
    const bare = normalizeGiftCode(code)!;
    expect(card).toMatchObject({ kind: 'GIFT_CARD', value: 4000, balance: 4000, ending: bare.slice(-4), orderId: null });

    const [row] = await shop.db.select().from(giftCard).where(eq(giftCard.id, card.id));
    expect(row!.codeHash).toBe(giftCodeHash(bare));
    expect(JSON.stringify(row)).not.toContain(bare);
    // Listed by its end only, never again in full.
    expect(JSON.stringify((await shop.get('/admin/gift-card', { cookie: admin })).json)).not.toContain(bare);

    const mail = await delivered('ava.martin@example.com');
    expect(mail).toMatch(/^Subject: A gift for you from /m);
    expect(mail).toContain('Hello Ava Martin, the estate is giving you this gift!');
    expect(mail).toContain(code);
    expect(mail).toMatch(/Content-Type: application\/pdf/);
  });

  it('issues a visit voucher for a named visit, in French', async () => {
    const issued = await shop.post(
      '/admin/gift-card',
      { kind: 'VISIT_VOUCHER', value: 2500, name: 'Visite et dégustation', recipientName: 'Léo Garnier', recipientEmail: 'leo.garnier@example.fr', lang: 'fr_FR', expiresAt: inAYear() },
      { cookie: admin },
    );
    expect(issued.status).toBe(200);
    expect(issued.json.data.card).toMatchObject({ kind: 'VISIT_VOUCHER', name: 'Visite et dégustation', value: 2500, balance: 0 });
    const mail = await delivered('leo.garnier@example.fr');
    expect(mail).toContain(issued.json.data.code);
  });

  it('refuses what cannot be a gift, in the owner’s language, and writes nothing', async () => {
    const before = await shop.db.$count(giftCard);
    const good = { kind: 'GIFT_CARD', value: 4000, recipientName: 'Ava', recipientEmail: 'ava@example.com', lang: 'fr_FR', expiresAt: inAYear() };
    const cases: [Record<string, unknown>, string][] = [
      [{ value: 0 }, 'La valeur va de 1 à 1\u00a0000\u00a0€.'],
      [{ recipientEmail: 'ava@' }, 'Saisissez l’adresse e-mail valide du bénéficiaire.'],
      [{ kind: 'VISIT_VOUCHER' }, 'Indiquez la visite que le bon offre (120 caractères au plus).'],
      [{ expiresAt: new Date(shop.clock.now.getTime() - 1000).toISOString() }, 'La date d’expiration doit être à venir.'],
      [{ recipientName: ' ' }, 'Indiquez le nom du bénéficiaire (120 caractères au plus).'],
    ];
    for (const [change, message] of cases) {
      const refused = await shop.post('/admin/gift-card', { ...good, ...change }, { cookie: admin });
      expect(refused, JSON.stringify(change)).toMatchObject({ status: 400, json: { message } });
    }
    expect((await shop.post('/admin/gift-card', { ...good, value: 0 }, { cookie: admin, lang: 'en_US' })).json.message).toBe('The value is from €1 to €1,000.');
    expect(await shop.db.$count(giftCard)).toBe(before);
  });
});
