import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProductPage } from '~/lib/admin/catalogue';
import type { Declination, ProductDetail, ProductList } from '~/lib/catalogue';
import { formatPrice } from '~/lib/catalogue-format';
import { adminCookie } from './admin';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, launchBrowser, newPage, url } from './browser';

// The owner runs the catalogue from the back office, and the shop shows each change to the next
// visitor at once: no rebuild, no restart (the pages are dropped from the route cache on save).

let browser: Browser;
let cookie: string;
let wine: ProductDetail;
let target: Declination;

async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<{ status: number; data: T }> {
  const response = await fetch(url(`/api${path}`), {
    method: init.method ?? 'GET',
    headers: { cookie, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, data: ((await response.json()) as { data: T }).data };
}

/** What a visitor gets at `path`: its status and its HTML. */
async function visit(path: string) {
  const response = await fetch(url(path), { redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}

/** A browser page of the owner, signed in, in French. */
async function ownerPage(viewport = DESKTOP): Promise<Page> {
  const page = await newPage(browser, viewport);
  const pairs = cookie.split('; ').map((pair) => pair.split('=') as [string, string]);
  await page.context().addCookies(pairs.map(([name, value]) => ({ name, value, url: url('/') })));
  return page;
}

beforeAll(async () => {
  cookie = await adminCookie();
  browser = await launchBrowser();
  const list = (await api<ProductList>('/product?kind=WINE&nbItem=100')).data;
  // A declination sold at its plain catalogue price, so its page shows exactly that price.
  for (const summary of list.products) {
    const detail = (await api<ProductDetail>(`/product/${summary.id}`)).data;
    const plain = detail.declinations.find((d) => d.discount === null && d.fixedPrice === null && d.reference);
    if (plain) {
      wine = detail;
      target = plain;
      break;
    }
  }
  if (!target) throw new Error('no wine declination sells at its plain catalogue price');
});

afterAll(async () => {
  // The other browser tests of this run read the demo prices.
  if (target) await api(`/admin/declination/${target.id}`, { method: 'PUT', body: { price: target.price } });
  await browser?.close();
});

describe('the catalogue in the back office', () => {
  it('changes a wine’s price, and its page shows the new price at once', async () => {
    const wishPath = `${wine.path}/detail/${target.id}`;
    const newPrice = target.price + 170;
    // A first visit puts the page in the route cache.
    const before = (await visit(wishPath)).html;
    expect(before).toContain(formatPrice(target.price, 'fr_FR'));
    expect(before).not.toContain(formatPrice(newPrice, 'fr_FR'));

    const page = await ownerPage();
    await page.goto(url('/admin/catalogue'), { waitUntil: 'networkidle' });
    await page.getByLabel('Rechercher').fill(wine.name);
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.getByRole('link', { name: wine.name, exact: true }).click();
    await page.waitForURL(/\/admin\/catalogue\/\d+$/);
    await expectNoAxeViolations(page);

    const form = page.getByRole('form', { name: new RegExp(target.reference!) });
    await form.getByLabel('Prix TTC (€)').fill((newPrice / 100).toFixed(2).replace('.', ','));
    await form.getByRole('button', { name: 'Enregistrer la déclinaison' }).click();
    await form.getByText(`la boutique affiche déjà ${formatPrice(newPrice, 'fr_FR')}`).waitFor();

    // Other wines and declinations on the page may cost the old price: the new one is what shows the change.
    expect((await visit(wishPath)).html).toContain(formatPrice(newPrice, 'fr_FR'));
    await page.context().close();
  });

  it('refuses a negative price beside the field, and saves nothing', async () => {
    const priceNow = async () => (await api<ProductDetail>(`/product/${wine.id}`)).data.declinations.find((d) => d.id === target.id)?.price;
    const before = await priceNow();
    const page = await ownerPage();
    await page.goto(url(`/admin/catalogue/${wine.id}`), { waitUntil: 'networkidle' });
    const form = page.getByRole('form', { name: new RegExp(target.reference!) });
    const price = form.getByLabel('Prix TTC (€)');
    await price.fill('-3');
    await form.getByRole('button', { name: 'Enregistrer la déclinaison' }).click();
    await form.getByText('Le prix doit être un montant positif ou nul').waitFor();
    expect(await price.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);
    expect(await priceNow()).toBe(before);
    await page.context().close();
  });

  it('creates a product guided through its first declination and its publication, gives it a picture, then takes it off the shop', async () => {
    const name = `Cuvée des essais ${Date.now()}`;
    const page = await ownerPage();
    await page.goto(url('/admin/catalogue'), { waitUntil: 'networkidle' });
    await expectNoAxeViolations(page);
    await page.getByLabel('Nom (en français)').fill(name);
    await page.getByRole('button', { name: 'Créer le produit' }).click();
    await page.waitForURL(/\/admin\/catalogue\/\d+\?created$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    // The editor's buttons are drawn by the server first: a click before hydration would be lost.
    await expect.poll(() => page.locator('astro-island[ssr]').count()).toBe(0);

    // The steps it needs to be sold, with the state of each; the new declination's form is open,
    // its first field focused, and the rest of the details wait folded.
    const guide = page.getByTestId('product-guide');
    await guide.getByText(`« ${name} » est créé, hors ligne : ajoutez-lui une déclinaison puis publiez-le.`).waitFor();
    expect(await guide.locator('li').allInnerTexts()).toEqual([expect.stringMatching(/^1\s+Ajouter une déclinaison\s+À faire$/), expect.stringMatching(/^2\s+Publier\s+À faire$/)]);
    const form = page.getByRole('form', { name: 'Nouvelle déclinaison' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('declination-new-year');
    expect(await page.getByLabel('Ajouter une photo').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: /^Enregistrer/ }).filter({ visible: true }).count()).toBeLessThanOrEqual(2);
    await expectNoAxeViolations(page);

    await form.getByLabel('Millésime').fill('2024');
    await form.getByLabel('Prix TTC (€)').fill('19,90');
    // A stock typed is counted: "Suivre le stock" ticks itself, and unticked, the form says so.
    const tracks = form.getByLabel('Suivre le stock');
    expect(await tracks.isChecked()).toBe(false);
    await form.getByLabel('Stock', { exact: true }).fill('24');
    expect(await tracks.isChecked()).toBe(true);
    await tracks.uncheck();
    await form.getByText('Ce stock ne sera pas décompté').waitFor();
    await tracks.check();
    expect(await form.getByText('Ce stock ne sera pas décompté').count()).toBe(0);
    await form.getByRole('button', { name: 'Créer la déclinaison' }).click();
    await page.getByText('Déclinaison ajoutée.').first().waitFor();
    await guide.getByTestId('guide-declination-state').getByText('Fait').waitFor();
    expect(await guide.getByTestId('guide-publish-state').innerText()).toBe('À faire');
    const created = (await api<{ declinations: { quantity: number | null; tracksStock: boolean }[] }>(`/admin/product/${id}`)).data.declinations;
    expect(created).toEqual([expect.objectContaining({ quantity: 24, tracksStock: true })]);

    await page.getByText('Fiche, photos et autres détails').click();
    const bottle = await sharp({ create: { width: 300, height: 600, channels: 3, background: '#5c1824' } }).png().toBuffer();
    await page.getByLabel('Ajouter une photo').setInputFiles({ name: 'bouteille.png', mimeType: 'image/png', buffer: bottle });
    await page.getByText('Photo ajoutée.').waitFor();
    await page.getByLabel('Texte alternatif en français').fill('La bouteille de la cuvée des essais');
    await page.getByRole('button', { name: 'Enregistrer les textes' }).click();
    await page.getByText('Textes de la photo enregistrés.').waitFor();

    await guide.getByRole('button', { name: 'Publier', exact: true }).click();
    const shopLink = page.getByRole('link', { name: 'Voir dans la boutique' });
    await shopLink.waitFor();
    // Both steps done: the guide is gone.
    await guide.waitFor({ state: 'detached' });
    const path = new URL((await shopLink.getAttribute('href'))!, url('/')).pathname;
    const shown = await visit(path);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain(name);
    expect(shown.html).toContain(formatPrice(1990, 'fr_FR'));
    expect(shown.html).toContain('alt="La bouteille de la cuvée des essais"');

    await page.goto(url('/admin/catalogue'), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: `Retirer de la vente « ${name} »` }).click();
    await page.getByText(`« ${name} » n’est plus en ligne.`).waitFor();
    expect((await visit(path)).status).toBe(404);
    expect((await api<ProductDetail>(`/product/${id}`)).status).toBe(404);
    await page.context().close();
  });

  it('shows a product’s variations and customizations without an accessibility fault, on a phone too', async () => {
    const page = await ownerPage({ width: 390, height: 844 });
    for (const name of ['Carte cadeau', 'Caisse en bois gravée à votre message']) {
      const found = (await api<AdminProductPage>(`/admin/product?search=${encodeURIComponent(name)}`)).data.products[0];
      await page.goto(url(`/admin/catalogue/${found.id}`), { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Variations' }).waitFor();
      await page.getByRole('heading', { name: 'Personnalisations' }).waitFor();
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    await page.context().close();
  });

  it('speaks English under /en_US', async () => {
    const page = await ownerPage();
    await page.goto(url('/en_US/admin/catalogue'), { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Products' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: wine.name }).first().click();
    await page.waitForURL(/\/en_US\/admin\/catalogue\/\d+$/);
    await page.getByRole('heading', { name: 'Variants' }).waitFor();
    await page.getByRole('heading', { name: 'E-label: ingredients and nutrition facts' }).waitFor();
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});
