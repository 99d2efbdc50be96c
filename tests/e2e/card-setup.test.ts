import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Lang } from '~/lib/i18n';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, launchBrowser, markPopupsSeen, PHONE, url } from './browser';
import { newCustomer, signIn } from './customer';
import { wordsIn } from './words';

// A card left without paying (a wine-club member's), on the sandbox: the account's "Add a card"
// button, the sandbox's card-setup page saying it is a demo, and back on the account told "Card
// saved"; the club's link (/account/cards/new?back=/club/…) lands back on the club's page, its
// path and query as they were; a visitor goes through sign-in first. French on a phone, English on
// a desktop.

/** Where a run leaves its screenshots (SCREENSHOT_DIR), to look at them; a temporary folder otherwise. */
const screenshots = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'shop-card-setup-screenshots');
const CLUB_PAGE = '/club/rejoindre?formule=decouverte&livraison=caveau';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await mkdir(screenshots, { recursive: true });
}, 60_000);
afterAll(() => browser?.close());

async function pageFor(lang: Lang, viewport: typeof PHONE) {
  const context = await browser.newContext({ viewport, locale: lang === 'fr_FR' ? 'fr-FR' : 'en-US' });
  await markPopupsSeen(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** On the sandbox's card-setup page: it says it is a demo and that nothing is charged; the card saved. */
async function saveOnSandbox(page: Page, lang: Lang, shot: string) {
  const say = wordsIn(lang);
  await page.waitForURL((address) => address.pathname.startsWith('/api/payment/sandbox/pay/sbx_'), { timeout: 20_000 });
  expect(await page.locator('main').innerText()).toContain(say('rien n’est débité', 'nothing is charged'));
  expect(await page.locator('main').innerText()).toContain(say('démonstration', 'Demonstration'));
  await page.screenshot({ path: join(screenshots, shot), fullPage: true });
  await page.getByRole('button', { name: say('Enregistrer la carte', 'Save the card') }).click();
}

describe('a card left without paying', () => {
  for (const [lang, viewport, device] of [['fr_FR', PHONE, 'phone'], ['en_US', DESKTOP, 'desktop']] as const) {
    it(`${lang} on a ${device}: from the account's button and from the club's link, back where the customer started`, async () => {
      const say = wordsIn(lang);
      const prefix = lang === 'en_US' ? '/en_US' : '';
      const tag = `${lang === 'fr_FR' ? 'fr' : 'en'}-${viewport.width}`;
      const who = await newCustomer(`setup-${tag}-${Date.now()}@example.com`, 'vendanges2026', lang, { baseUrl: inject('baseUrl'), dataDir: inject('dataDir') });
      const { context, page, errors } = await pageFor(lang, viewport);
      try {
        // A visitor following the club's link signs in first, and comes back to the same link.
        const link = `${prefix}/account/cards/new?back=${encodeURIComponent(CLUB_PAGE)}`;
        await page.goto(url(link));
        expect(new URL(page.url()).pathname).toBe(`${prefix}/auth`);
        expect(new URL(page.url()).searchParams.get('redirect')).toBe(link);
        await signIn(context, who, lang);

        // The account's "Add a card": the sandbox's page, then the account, told the card is saved.
        await page.goto(url(`${prefix}/account`));
        const cards = page.getByRole('region', { name: say('Mes cartes', 'My cards') });
        await cards.getByRole('link', { name: say('Ajouter une carte', 'Add a card') }).click();
        await saveOnSandbox(page, lang, `sandbox-setup-${tag}.png`);
        await page.waitForURL((address) => address.pathname === `${prefix}/account` && address.hash === '', { timeout: 20_000 });
        const toast = page.locator('.toast', { hasText: say('Carte enregistrée.', 'Card saved.') });
        await toast.waitFor();
        // The heading of the cards in sight, below the header, and the toast fully in (its animation done) for the screenshot.
        await expect.poll(() => cards.getByRole('heading', { name: say('Mes cartes', 'My cards') }).evaluate((heading) => heading.getBoundingClientRect().top >= (document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0))).toBe(true);
        await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
        await expect.poll(() => cards.getByTestId('kept-cards').innerText()).toContain('Visa •••• 4242');
        expect(await cards.innerText()).toContain(say('Carte par défaut', 'Default card'));
        await page.screenshot({ path: join(screenshots, `account-card-saved-${tag}.png`), fullPage: false });
        // Axe at the top of the page: scrolled to the cards, the account's menu lies half under the sticky header, which axe counts as a small target.
        await page.evaluate(() => window.scrollTo(0, 0));
        await expectNoAxeViolations(page);

        // The club's link: back on the club's page, its path and query exactly as the link gave them.
        await page.goto(url(link));
        await saveOnSandbox(page, lang, `sandbox-setup-club-${tag}.png`);
        await page.waitForURL((address) => `${address.pathname}${address.search}` === CLUB_PAGE, { timeout: 20_000 });
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }, 120_000);
  }

  it('a page to come back to that is not of this shop is refused, said on the page', async () => {
    const who = await newCustomer(`setup-evil-${Date.now()}@example.com`, 'vendanges2026', 'fr_FR', { baseUrl: inject('baseUrl'), dataDir: inject('dataDir') });
    const { context, page } = await pageFor('fr_FR', PHONE);
    try {
      await signIn(context, who, 'fr_FR');
      await page.goto(url(`/account/cards/new?back=${encodeURIComponent('https://evil.example/club')}`));
      await page.getByRole('alert').filter({ hasText: 'page de la boutique' }).waitFor();
      // Trying again would be refused again: the way out is the account.
      await page.getByRole('link', { name: 'Revenir à mon compte' }).waitFor();
      expect(await page.getByRole('button', { name: 'Continuer vers la page sécurisée' }).count()).toBe(0);
      await expectNoAxeViolations(page);
      expect(new URL(page.url()).host).toBe(new URL(inject('baseUrl')).host);
      await page.screenshot({ path: join(screenshots, 'setup-refused-fr-390.png'), fullPage: true });
    } finally {
      await context.close();
    }
  }, 60_000);
});
