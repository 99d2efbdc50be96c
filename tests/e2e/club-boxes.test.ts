import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Lang } from '~/lib/i18n';
import { adminCookie, signInAsAdmin } from './admin';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, launchBrowser, markPopupsSeen, PHONE, signedInPage, url } from './browser';
import { sessionToken } from './customer';
import { clubReadyCustomer, joinDiscovery } from './club-customer';

// The club's boxes in the browser (docs/club.md#boxes, #shipments): in French on a phone a member
// changes the next box of the demo's announced shipment, skips it and pauses; in English on a
// desktop the owner prepares a shipment and announces it.


/** Where a run leaves its screenshots (SCREENSHOT_DIR), to look at them; a temporary folder otherwise. */
const screenshots = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'shop-club-boxes-screenshots');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await mkdir(screenshots, { recursive: true });
});
afterAll(() => browser?.close());

/** A customer who joined "Découverte", shipped to their address, with a card kept from a first paid order. */
async function member(lang: Lang) {
  const ready = await clubReadyCustomer('coffret', lang, { firstname: 'Louise', lastname: 'Caviste', address: '5 rue du Pressoir', postalCode: '37500', city: 'Chinon' });
  await joinDiscovery(ready, 'SHIPPING');
  return ready.customer;
}

const hydrated = (page: Page) => page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });

describe('the club’s boxes', () => {
  it('fr_FR on a phone: the member adds a bottle to the next box, skips it, and pauses', async () => {
    const customer = await member('fr_FR');
    const { page, errors } = await signedInPage(browser, await sessionToken(customer, 'fr_FR'), { viewport: PHONE, locale: 'fr-FR' });
    const context = page.context();
    try {
      await page.goto(url('/account/club'));
      await hydrated(page);
      const box = page.locator('[data-club-box]');
      await expect.poll(() => box.getAttribute('data-box-status')).toBe('PLANNED');
      expect(await box.innerText()).toContain('Hiver');
      // A new member: no shipment behind them yet, which the past shipments say (docs/club.md, "The member's space").
      expect(await page.locator('[data-club-past-empty]').innerText()).toBe('Aucun envoi pour l’instant.');
      await page.locator('[data-account-panel]').evaluate((panel) => Promise.all(panel.getAnimations().map((animation) => animation.finished)));
      await expectNoAxeViolations(page);

      // One more bottle of the first wine: the total follows at once, and the server keeps it.
      const before = await box.locator('[data-box-total]').innerText();
      const quantity = box.locator('[data-box-quantity]').first();
      const bottles = Number(await quantity.inputValue());
      await quantity.fill(String(bottles + 1));
      await expect.poll(() => box.locator('[data-box-total]').innerText()).not.toBe(before);
      const after = await box.locator('[data-box-total]').innerText();
      await box.getByRole('button', { name: 'Enregistrer le coffret' }).click();
      await expect.poll(() => page.getByText('Votre coffret est enregistré.').count()).toBeGreaterThan(0);
      await box.screenshot({ path: join(screenshots, 'club-box-fr-390.png') });
      await page.reload();
      await hydrated(page);
      expect(await box.locator('[data-box-quantity]').first().inputValue()).toBe(String(bottles + 1));
      expect(await box.locator('[data-box-total]').innerText()).toBe(after);

      // A curated wine cannot go below the estate's quantity: the form says why before sending.
      await box.locator('[data-box-quantity]').first().fill('0');
      await expect.poll(() => box.getByRole('alert').innerText()).toContain('Les vins choisis par le domaine restent dans le coffret');
      await box.getByRole('button', { name: 'Annuler mes changements' }).click();

      // Skipping it: the one skip of the year is used, and can be undone.
      expect(await box.locator('[data-box-skips]').innerText()).toBe('Vous pouvez encore sauter 1 envoi cette année.');
      await box.getByRole('button', { name: 'Sauter cet envoi' }).click();
      await expect.poll(() => box.getAttribute('data-box-status')).toBe('SKIPPED');
      expect(await box.locator('[data-box-skipped]').innerText()).toBe('Vous avez sauté cet envoi\u00a0: rien ne sera prélevé ni envoyé.');
      expect(await box.locator('[data-box-skips]').innerText()).toBe('Vous avez déjà sauté tous les envois permis cette année.');
      expect(await box.getByRole('button', { name: 'Recevoir finalement ce coffret' }).isVisible()).toBe(true);
      await expectNoAxeViolations(page);

      // And pausing the membership as long as allowed, past the shipment's charge day: the space says
      // it will not be sent and when the membership resumes, no price to be charged.
      const until = page.getByLabel('Reprendre le');
      await until.fill((await until.getAttribute('max'))!);
      await page.getByRole('button', { name: 'Mettre en pause' }).click();
      await expect.poll(() => page.locator('[data-club-status]').innerText()).toMatch(/^En pause jusqu’au \d{2}\/\d{2}\/\d{4}$/);
      expect(await page.locator('[data-club-next-paused]').innerText()).toMatch(/^Hiver.*\u00a0: vous ne recevrez pas cet envoi et rien ne sera prélevé, car votre adhésion est en pause\. Elle reprend le \d{2}\/\d{2}\/\d{4}\. Reprenez avant le \d{2}\/\d{2}\/\d{4} pour le recevoir\.$/);
      await page.locator('[data-club-space]').screenshot({ path: join(screenshots, 'club-space-fr-390-paused.png') });
      await box.screenshot({ path: join(screenshots, 'club-box-fr-390-skipped.png') });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('en_US on a desktop: the owner prepares a shipment and announces it', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    await markPopupsSeen(context);
    await signInAsAdmin(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(url('/en_US/admin/club'));
      const section = page.locator('[data-club-shipments]');
      await expect.poll(() => section.locator('[data-shipment]').count()).toBeGreaterThan(0);
      await section.getByRole('button', { name: 'New shipment' }).click();
      const form = section.locator('[data-shipment-form]');
      await form.getByLabel('Formula').selectOption({ label: 'Grand Cru' });
      await form.getByLabel('Title (shown to members)').fill('Grand Cru de printemps');
      const ahead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
      await form.getByLabel('Charge date').fill(ahead(40));
      await form.getByLabel('Deadline for changes').fill(ahead(37));
      // Twelve bottles: six each of the two wines with the most stock (announcing takes every box's
      // bottles from it, and other tests share this shop), at the member price worked out by the shop.
      const wines = (await (await fetch(url('/api/admin/club/wine'), { headers: { cookie: await adminCookie() } })).json()).data as { declinationId: number; stock: number | null }[];
      const roomiest = wines.sort((a, b) => (b.stock ?? Number.MAX_SAFE_INTEGER) - (a.stock ?? Number.MAX_SAFE_INTEGER)).slice(0, 2);
      for (const wine of roomiest) {
        await form.locator('[data-shipment-add-wine]').selectOption(String(wine.declinationId));
        await form.getByRole('button', { name: 'Add this wine' }).click();
      }
      for (const quantity of await form.getByLabel('Bottles per box').all()) await quantity.fill('6');
      await expectNoAxeViolations(page);
      await form.getByRole('button', { name: 'Create draft' }).click();
      const draft = section.locator('[data-shipment]').filter({ hasText: 'Grand Cru de printemps' });
      await expect.poll(() => draft.getAttribute('data-shipment-status')).toBe('DRAFT');
      await section.screenshot({ path: join(screenshots, 'club-shipments-en-1366.png') });

      await draft.getByRole('button', { name: 'Announce' }).click();
      await expect.poll(() => draft.getAttribute('data-shipment-status')).toBe('OPEN');
      expect(await draft.innerText()).toMatch(/Boxes: \d+ \(0 skipped\)/);
      await expect.poll(() => page.getByText(/The shipment “Grand Cru de printemps” has been announced: \d+ box(es)? prepared\./).count()).toBeGreaterThan(0);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
