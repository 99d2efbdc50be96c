import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { adminCookie } from './admin';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, launchBrowser, newPage, PHONE, url } from './browser';
import { newCustomer } from './customer';
import { lastMailTo } from './outbox';

// The owner's people, as the owner goes about it: a customer found by their address, opened, their
// data exported and their account erased (they can no longer sign in); an administrator invited,
// who follows the mailed link, chooses a password and gets into the back office.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A page signed in as the shop's administrator (a SUPER_ADMIN). */
async function adminPage(viewport = DESKTOP): Promise<Page> {
  const page = await newPage(browser, viewport);
  const cookies = (await adminCookie()).split('; ').map((pair) => {
    const [name, ...value] = pair.split('=');
    return { name: name!, value: value.join('='), url: inject('baseUrl') };
  });
  await page.context().addCookies(cookies);
  page.on('pageerror', (error) => {
    throw error;
  });
  return page;
}

/** Counts the API calls of a page to a path, to see that a list is read once, not in a loop. */
function callsTo(page: Page, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api${path}`) count++;
  });
  return () => count;
}

/** Waits until the page's back-office island has woken up. */
async function hydrated(page: Page) {
  await expect.poll(() => page.locator('astro-island[ssr]').count()).toBe(0);
}

async function signInFails(email: string, password: string): Promise<boolean> {
  const response = await fetch(url('/api/login'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  return response.status !== 200;
}

describe('a customer, in French on a desktop', () => {
  const stamp = Date.now();
  const email = `rgpd.${stamp}@example.fr`;
  const password = 'vendanges2026';
  let page: Page;

  beforeAll(async () => {
    await newCustomer(email, password, 'fr_FR');
    page = await adminPage(DESKTOP);
  });
  afterAll(() => page?.context().close());

  it('is found by their e-mail and opened', async () => {
    const listCalls = callsTo(page, '/admin/customers');
    const newsletterCalls = callsTo(page, '/admin/newsletter/lists');
    await page.goto(url('/admin/customers'));
    await page.getByRole('heading', { level: 1, name: 'Clients' }).waitFor();
    await hydrated(page);
    await page.getByLabel('Rechercher un client').fill(email);
    await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
    await page.getByText('1 client', { exact: true }).waitFor();
    const table = page.getByRole('table', { name: 'Clients' });
    expect(await table.getByRole('row').count()).toBe(2);
    await expect.poll(() => table.getByRole('cell', { name: email }).count()).toBe(1);
    expect(page.url()).toContain(`search=${encodeURIComponent(email)}`);
    await expectNoAxeViolations(page);
    // The first page, then the search: nothing more, however long the owner looks.
    expect(listCalls()).toBe(2);
    expect(newsletterCalls()).toBe(1);

    await table.getByRole('link', { name: 'Camille Moreau' }).click();
    await page.getByRole('heading', { level: 1, name: 'Client\u00a0: Camille Moreau' }).waitFor();
    await hydrated(page);
    await page.getByRole('heading', { name: 'Commandes' }).waitFor();
    await page.getByText('Aucune commande.').waitFor();
    await expectNoAxeViolations(page);
  });

  it('has their data exported as a JSON file', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exporter ses données (JSON)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^customer-\d+-\d{4}-\d\d-\d\d\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(data.account).toMatchObject({ email, firstname: 'Camille', lastname: 'Moreau' });
    expect(JSON.stringify(data)).not.toMatch(/passwordHash/);
    await page.getByText('Les données du client sont téléchargées.').waitFor();
  });

  it('has their account erased, after which they cannot sign in', async () => {
    expect(await signInFails(email, password)).toBe(false);
    await page.getByRole('button', { name: 'Effacer le compte' }).click();
    await page.getByText('Effacer définitivement ce compte\u00a0?').waitFor();
    await page.getByRole('button', { name: 'Confirmer' }).click();
    await page.getByText('Le compte est effacé\u00a0; ses commandes sont gardées, anonymisées.').waitFor();
    expect(await signInFails(email, password)).toBe(true);
    expect((await lastMailTo(email, { about: 'Votre compte a été supprimé' })).subject).toContain('Votre compte a été supprimé');

    await page.getByRole('link', { name: 'Tous les clients' }).click();
    await hydrated(page);
    await page.getByLabel('Rechercher un client').fill(email);
    await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
    await page.getByText('Aucun client ne correspond à cette recherche.').waitFor();
  });

  it('hands the newsletter subscribers over as a spreadsheet Excel reads', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Télécharger les abonnés (CSV)' }).click()]);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8').slice(1).split('\r\n')[0]).toBe('E-mail;Prénom;Nom;Liste;Langue;Abonné depuis le');
  });
});

describe('an administrator invited, in English on a phone', () => {
  const invited = `gerant.${Date.now()}@example.com`;
  let page: Page;

  beforeAll(async () => {
    page = await adminPage(PHONE);
  });
  afterAll(() => page?.context().close());

  it('is invited by the super administrator', async () => {
    const listCalls = callsTo(page, '/admin/admins');
    await page.goto(url('/en_US/admin/admins'));
    await page.getByRole('heading', { level: 1, name: 'Administrators' }).waitFor();
    await hydrated(page);
    await page.getByRole('heading', { name: 'Invite an administrator' }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByLabel('Email', { exact: true }).fill('not an address');
    await page.getByRole('button', { name: 'Send the invitation' }).click();
    await page.getByText('Enter a valid email address.').waitFor();

    await page.getByLabel('Email', { exact: true }).fill(invited);
    await page.getByLabel('Email language').selectOption({ label: 'English' });
    await page.getByRole('button', { name: 'Send the invitation' }).click();
    await page.getByText(`Invitation sent to ${invited}.`).waitFor();
    const row = page.getByRole('row').filter({ hasText: invited });
    await row.getByText('Invitation sent, no password chosen yet').waitFor();
    await expectNoAxeViolations(page);
    // Read at first, then again after the invitation (GET and POST share the path: 3 calls).
    expect(listCalls()).toBe(3);
  });

  it('follows the mailed link, chooses a password, signs in and opens the back office', async () => {
    const mail = await lastMailTo(invited, { about: 'Choose your administrator password' });
    const link = mail.text.match(/http\S+\/en_US\/password\/reset\/[\w-]{20,}/)?.[0];
    expect(link).toBeTruthy();

    const newcomer = await newPage(browser, PHONE);
    await newcomer.goto(link!);
    const reset = newcomer.getByTestId('reset-form');
    await expect.poll(() => newcomer.locator('astro-island[ssr]', { has: reset }).count()).toBe(0);
    await reset.locator('input[name=password]').fill('Chenin-Blanc-2026');
    await reset.getByRole('button', { name: 'Save my new password' }).click();
    await newcomer.getByText('Your password has been changed. Sign in with the new one.').waitFor();

    await newcomer.goto(url(`/en_US/auth?redirect=${encodeURIComponent('/en_US/admin')}`));
    const login = newcomer.getByTestId('login-form');
    await expect.poll(() => newcomer.locator('astro-island[ssr]', { has: login }).count()).toBe(0);
    await login.locator('input[name=email]').fill(invited);
    await login.locator('input[name=password]').fill('Chenin-Blanc-2026');
    await login.getByRole('button', { name: 'Sign in' }).click();
    await newcomer.waitForURL(url('/en_US/admin'));
    await newcomer.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    // An ADMIN sees the administrators but may change nothing.
    await newcomer.goto(url('/en_US/admin/admins'));
    await newcomer.getByText('Only a super administrator can invite, change or remove an administrator.').waitFor();
    expect(await newcomer.getByRole('button', { name: 'Send the invitation' }).count()).toBe(0);
    await newcomer.context().close();
  });
});
