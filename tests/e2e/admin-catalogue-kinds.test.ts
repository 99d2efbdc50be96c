import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminKinds } from '~/lib/admin/catalogue-kinds';
import type { AdminWine } from '~/lib/admin/catalogue-wine';
import type { AdminProductDetails } from '~/lib/admin/catalogue-details';
import type { ProductDetail, ProductList } from '~/lib/catalogue';
import { adminCookie } from './admin';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, launchBrowser, newPage, url } from './browser';

// The owner fills a wine's sheet and creates a new food pairing in the back office, and the
// wine's page shows both to the next visitor at once.

let browser: Browser;
let cookie: string;
let wine: ProductDetail;
let sheetBefore: AdminWine['sheet'];
let pairingsBefore: number[];

async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<{ status: number; data: T }> {
  const response = await fetch(url(`/api${path}`), {
    method: init.method ?? 'GET',
    // The shop refuses a change without a body that comes from another site: this one is its own.
    headers: { cookie, origin: new URL(url('/')).origin, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, data: ((await response.json()) as { data: T }).data };
}

async function ownerPage(): Promise<Page> {
  const page = await newPage(browser, DESKTOP);
  const pairs = cookie.split('; ').map((pair) => pair.split('=') as [string, string]);
  await page.context().addCookies(pairs.map(([name, value]) => ({ name, value, url: url('/') })));
  return page;
}

const pageHtml = async (path: string) => (await fetch(url(path))).text();

beforeAll(async () => {
  cookie = await adminCookie();
  browser = await launchBrowser();
  const [first] = (await api<ProductList>('/product?kind=WINE&nbItem=1')).data.products;
  wine = (await api<ProductDetail>(`/product/${first!.id}`)).data;
  sheetBefore = (await api<AdminWine>(`/admin/product/${wine.id}/wine`)).data.sheet;
  pairingsBefore = (await api<AdminProductDetails>(`/admin/product/${wine.id}/details`)).data.mealIconIds;
});

afterAll(async () => {
  // The other browser tests of this run read the demo wine as it was.
  if (sheetBefore) {
    await api(`/admin/product/${wine.id}/wine`, { method: 'PUT', body: sheetBefore });
    await api(`/admin/product/${wine.id}/meal-pairings`, { method: 'PUT', body: { mealIconIds: pairingsBefore } });
    const { meals } = (await api<AdminKinds>('/admin/catalogue/kinds')).data;
    for (const meal of meals.filter((m) => m.label.fr_FR === 'Tartes aux pommes')) await api(`/admin/meal-icon/${meal.id}`, { method: 'DELETE' });
  }
  await browser?.close();
});

describe('a wine’s sheet and a new food pairing', () => {
  it('shows on the wine’s page at once', async () => {
    // A first visit puts the page in the route cache.
    const before = await pageHtml(wine.path);
    expect(before).not.toContain('Saumur Puy-Notre-Dame');
    expect(before).not.toContain('Tartes aux pommes');

    const page = await ownerPage();
    await page.goto(url('/admin/catalogue'), { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Accords mets-vins, caractéristiques et variations' }).click();
    await page.waitForURL(/\/admin\/catalogue\/kinds$/);
    await page.getByRole('heading', { name: 'Nouveau plat' }).waitFor();
    await expectNoAxeViolations(page);
    const newDish = page.getByRole('form', { name: 'Nouveau plat' });
    await newDish.getByLabel('Nom en français').fill('Tartes aux pommes');
    await newDish.getByLabel('Nom en anglais').fill('Apple tarts');
    await newDish.getByRole('button', { name: 'Créer le plat' }).click();
    await newDish.getByText('Plat «\u00a0Tartes aux pommes\u00a0» créé.').waitFor();
    await page.getByRole('form', { name: 'Tartes aux pommes' }).waitFor();

    await page.goto(url(`/admin/catalogue/${wine.id}`), { waitUntil: 'networkidle' });
    const sheet = page.locator('section', { has: page.getByRole('heading', { name: 'Fiche technique et dégustation' }) });
    await sheet.getByLabel('Appellation').fill('Saumur Puy-Notre-Dame');
    const alcohol = sheet.getByLabel('Degré d’alcool (% vol.)');
    await alcohol.fill('40');
    await sheet.getByRole('button', { name: 'Enregistrer la fiche' }).click();
    await sheet.getByText('Le degré d’alcool est un nombre de 0 à 25').waitFor();
    expect(await alcohol.getAttribute('aria-invalid')).toBe('true');
    await alcohol.fill('13,5');
    await sheet.getByRole('button', { name: 'Enregistrer la fiche' }).click();
    await sheet.getByText('Fiche enregistrée, la page du produit est à jour.').waitFor();

    const pairings = page.getByRole('group', { name: 'Accords mets et vins' });
    await pairings.getByLabel('Tartes aux pommes').check();
    await page.getByRole('button', { name: 'Enregistrer les accords' }).click();
    await page.getByText('Accords enregistrés').waitFor();
    await expectNoAxeViolations(page);
    await page.context().close();

    const after = await pageHtml(wine.path);
    expect(after).toContain('Saumur Puy-Notre-Dame');
    expect(after).toContain('13,5\u00a0% vol.');
    expect(after).toContain('Tartes aux pommes');
    expect(await pageHtml(`/en_US/wines/${wine.slugs.en_US}/${wine.id}`)).toContain('Apple tarts');
  });
});
