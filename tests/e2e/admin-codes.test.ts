import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { signInAsAdmin } from './admin';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, PHONE, launchBrowser, newPage, url } from './browser';
import { hydrated, productOf } from './cart-support';
import { CARDS, payWith, readyToPay } from './checkout-support';
import { newCustomer } from './customer';

// The owner creates a discount code limited to one use in the back office; the first customer's
// order takes it, the second customer is told it has been used up; the code's page then lists
// the order that used it.

const PERRIERES = 4; // Les Perrières, sold by six
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const code = `UNEFOIS${Date.now().toString(36).toUpperCase()}`;

async function applyCode(page: import('playwright-core').Page) {
  await page.goto(url('/cart/payment'));
  const box = page.getByTestId('payment-code');
  await box.getByRole('textbox').fill(code);
  await box.getByRole('button', { name: 'Appliquer' }).click();
  return box;
}

describe('a discount code limited to one use', () => {
  it('is created in the back office, taken by the first order and refused to the second customer', async () => {
    const owner = await newPage(browser, DESKTOP);
    await signInAsAdmin(owner.context());
    await owner.goto(url('/admin/codes'));
    await hydrated(owner, 'codes-admin');
    await owner.getByRole('button', { name: 'Nouveau code' }).click();
    const form = await hydrated(owner, 'code-form');
    await form.getByLabel('Code', { exact: true }).fill(code);
    await form.getByLabel('Montant en euros').check();
    await form.getByLabel('Montant (€)').fill('5');
    await form.getByLabel('Nombre total d’utilisations').fill('1');
    await expectNoAxeViolations(owner);
    await form.getByRole('button', { name: 'Créer le code' }).click();
    await form.getByText(`Le code ${code} est créé.`).waitFor();
    const row = owner.getByRole('row').filter({ hasText: code });
    expect((await row.innerText()).replace(/\s+/g, ' ')).toContain('0 / 1');

    const wine = await productOf(PERRIERES, 'fr_FR');
    const item = { declinationId: wine.declinations[0].id, quantity: 6 };
    const first = await readyToPay(browser, await newCustomer(`code-1-${Date.now()}@example.com`, 'vendanges2026', 'fr_FR'), 'fr_FR', DESKTOP, item);
    const box = await applyCode(first.page);
    await box.getByText(`Code ${code}`).first().waitFor();
    await payWith(first.page, 'fr_FR', CARDS.paid);
    await first.page.waitForURL(/\/order\/\d+\/result|\/cart\/(success|confirmation)|\/order/);
    await first.context.close();

    const second = await readyToPay(browser, await newCustomer(`code-2-${Date.now()}@example.com`, 'vendanges2026', 'fr_FR'), 'fr_FR', PHONE, item);
    const refused = await applyCode(second.page);
    await refused.getByRole('alert').getByText(`Le code ${code} a déjà été utilisé autant de fois que prévu.`).waitFor();
    await second.context.close();

    await owner.reload();
    await owner.getByRole('link', { name: code }).click();
    await owner.getByRole('heading', { name: 'Commandes qui l’ont utilisé' }).waitFor();
    expect(await owner.getByRole('region', { name: 'Commandes ayant utilisé ce code' }).getByRole('row').count()).toBe(2);
    await expectNoAxeViolations(owner);
    await owner.context().close();
  });

  it('says in English what is wrong with the form before sending it', async () => {
    const page = await newPage(browser, PHONE);
    await signInAsAdmin(page.context());
    await page.goto(url('/en_US/admin/codes'));
    await hydrated(page, 'codes-admin');
    await page.getByRole('button', { name: 'New code' }).click();
    const form = await hydrated(page, 'code-form');
    await form.getByLabel('Code', { exact: true }).fill('not valid!');
    await form.getByLabel('Percentage (%)').fill('120');
    await form.getByRole('button', { name: 'Create the code' }).click();
    await form.getByText('A code has 1 to 64 characters: letters without accents, digits, - or _.').waitFor();
    await form.getByText('A percentage goes from 0.01 to 100.').waitFor();
    expect(await form.getByLabel('Code', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await page.context().close();
  });
});
