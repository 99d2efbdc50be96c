import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { formatPrice } from '~/lib/catalogue-format';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, launchBrowser, markPopupsSeen, PHONE, url } from './browser';
import { CARDS, oneLine, payWith } from './checkout-support';
import { newCustomer, signIn } from './customer';
import { lastMailTo } from './outbox';

// A gift membership bought on a phone, in French (docs/club.md, "Gift memberships"): « Offrir 3
// expéditions » on /club, the recipient's name, address and a message, the gift in the cart,
// ordered without delivery and paid on the sandbox's page; the recipient's mail brings the code
// and the link to join with it. In English on a desktop, a visitor is told to sign in first.

const CODE = /\b[2-9A-HJ-NP-Z]{4}(?:-[2-9A-HJ-NP-Z]{4}){3}\b/;
const GIFT_PRICE = 26_700; // Découverte: 3 shipments offered for 267 € (src/server/seed/club.ts)

/** Where a run leaves its screenshots (SCREENSHOT_DIR), to look at them; a temporary folder otherwise. */
const screenshots = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'shop-club-gift-screenshots');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await mkdir(screenshots, { recursive: true });
});
afterAll(() => browser?.close());

describe('a gift membership of the club', () => {
  it('fr_FR on a phone: is given from /club, paid with the sandbox, and mailed to its recipient', async () => {
    const buyer = await newCustomer(`cadeau-club-${Date.now()}@example.com`, 'vendanges2026', 'fr_FR');
    const recipient = `louise-${Date.now()}@example.com`;
    const price = formatPrice(GIFT_PRICE, 'fr_FR');
    const context = await browser.newContext({ viewport: PHONE, locale: 'fr-FR' });
    await markPopupsSeen(context);
    await signIn(context, buyer, 'fr_FR');
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(url('/club'));
      const card = page.locator('[data-club-formula]').filter({ has: page.getByRole('heading', { name: 'Découverte', exact: true }) });
      const gift = card.locator('[data-club-gift]');
      await gift.getByText(`Offrir 3 expéditions — ${price}`, { exact: true }).click();
      await card.locator('astro-island:not([ssr])').waitFor({ state: 'attached' });
      const form = gift.locator('[data-club-gift-form]');
      await form.getByLabel('Son nom').fill('Louise Martin');
      await form.getByLabel('Son adresse e-mail').fill(recipient);
      await form.getByLabel('Votre message (facultatif)').fill('Bon anniversaire, Louise !');
      // A wrong address is refused by the server, in French.
      await form.getByLabel('Son adresse e-mail').fill('louise@');
      await form.getByRole('button', { name: 'Ajouter au panier' }).click();
      await form.getByRole('alert').getByText('Indiquez une adresse e-mail valide pour la personne à qui vous l’offrez.').waitFor();
      await form.getByLabel('Son adresse e-mail').fill(recipient);
      await form.getByRole('button', { name: 'Ajouter au panier' }).click();
      await form.getByRole('status').getByText('L’adhésion offerte est dans votre panier.').waitFor();
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

      await form.getByRole('link', { name: 'Voir le panier' }).click();
      await page.waitForURL(/\/cart$/);
      const line = page.locator('[data-club-gift-line]');
      await line.waitFor();
      expect(oneLine(await line.innerText())).toContain('Adhésion offerte – Découverte, 3 expéditions');
      expect(oneLine(await line.innerText())).toContain(`Pour Louise Martin (${recipient})`);
      expect(oneLine(await line.innerText())).toContain(oneLine(price));

      // Nothing to ship: the address step asks for the billing address, then the payment.
      await page.goto(url('/cart/address'));
      const address = page.getByTestId('checkout-address');
      await address.waitFor();
      await page.locator('#billing-address').fill('12 rue des Tonneliers');
      await page.locator('#billing-postalCode').fill('49400');
      await page.locator('#billing-city').fill('Saumur');
      await address.getByRole('button', { name: 'Continuer vers le paiement' }).click();
      await page.waitForURL(/\/cart\/payment$/);
      await page.getByTestId('payment-form').getByRole('button', { name: `Payer ${price}` }).waitFor();
      await payWith(page, 'fr_FR', CARDS.paid);
      await page.waitForURL(/\/order\/success\?order=\d+$/);

      const mail = await lastMailTo(recipient, { about: 'Découverte' });
      expect(mail.subject).toMatch(/^Une adhésion au club vous est offerte – /);
      expect(mail.text).toContain('Bon anniversaire, Louise !');
      const code = CODE.exec(mail.text)![0];
      expect(mail.text).toMatch(new RegExp(`/club/adherer/\\d+\\?cadeau=${code}`));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('en_US on a desktop: a visitor is told to sign in, with the way back to the club', async () => {
    const context = await browser.newContext({ viewport: { ...DESKTOP, width: 1280 } });
    await markPopupsSeen(context);
    const page = await context.newPage();
    try {
      await page.goto(url('/en_US/club'));
      // Side by side, only Discovery offers a gift and the descriptions differ: the "Join" buttons stand level.
      const joins = page.locator('[data-club-join]');
      const tops = async () => Promise.all((await joins.all()).map(async (join) => Math.round((await join.boundingBox())!.y)));
      expect(await joins.count()).toBe(2);
      expect(new Set(await tops()).size).toBe(1);
      await page.locator('main').screenshot({ path: join(screenshots, 'club-en-1280.png') });
      const grandCru = page.locator('[data-club-formula]').filter({ hasNot: page.locator('[data-club-gift]') });
      const neighbour = (await grandCru.boundingBox())!.height;
      const gift = page.locator('[data-club-gift]').first();
      await gift.getByText(`Give 3 shipments — ${formatPrice(GIFT_PRICE, 'en_US')}`, { exact: true }).click();
      await page.locator('[data-club-formula] astro-island:not([ssr])').first().waitFor({ state: 'attached' });
      // The open form lets its card grow alone: its neighbour keeps its height.
      expect((await grandCru.boundingBox())!.height).toBeLessThanOrEqual(neighbour);
      await gift.getByLabel('Their name').fill('Paul Smith');
      await gift.getByLabel('Their e-mail address').fill('paul@example.com');
      expect(await gift.getByLabel('Language of their e-mail').inputValue()).toBe('en_US');
      await gift.getByRole('button', { name: 'Add to cart' }).click();
      await gift.getByRole('alert').getByText('Sign in to give a club membership.').waitFor();
      const signIn = gift.getByRole('link', { name: 'Sign in to give a membership' });
      expect(await signIn.getAttribute('href')).toBe(`/en_US/auth?redirect=${encodeURIComponent('/en_US/club')}`);
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });
});
