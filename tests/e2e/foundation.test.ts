import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, openPage, PHONE, url } from './browser';
import { lastMailTo } from './outbox';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('home page', () => {
  for (const [name, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    it(`shows the estate in French and English on a ${name}`, async () => {
      const fr = await openPage(browser, '/', viewport);
      expect(fr.status).toBe(200);
      expect(await fr.page.getAttribute('html', 'lang')).toBe('fr');
      await expect(fr.page.locator('h1').innerText()).resolves.toContain('Domaine des Tilleuls');
      expect(await fr.page.locator('main').innerText()).toContain('Quatre générations');
      expect(await fr.page.locator('link[rel=alternate][hreflang=en-US]').getAttribute('href')).toMatch(/\/en_US$/);
      expect(await fr.page.locator('link[rel=canonical]').getAttribute('href')).toBe(url('/'));
      expect(await fr.page.locator('body').innerText()).toContain('L’abus d’alcool est dangereux pour la santé');
      expect(fr.errors).toEqual([]);

      const en = await openPage(browser, '/en_US', viewport);
      expect(en.status).toBe(200);
      expect(await en.page.getAttribute('html', 'lang')).toBe('en');
      expect(await en.page.locator('main').innerText()).toContain('Four generations');
      expect(await en.page.locator('body').innerText()).toMatch(/Alcohol abuse is dangerous for (your )?health/);
      expect(en.errors).toEqual([]);
      await fr.page.close();
      await en.page.close();
    });
  }

  it('switches language from the language menu and stays on the same page', async () => {
    const { page } = await openPage(browser, '/notre-histoire');
    await page.getByRole('button', { name: /Langue|Language/ }).first().click();
    await page.locator('#language-menu a[hreflang=en-US]').click();
    await page.waitForURL(url('/en_US/our-story'));
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.locator('h1').innerText()).toBe('Our story');
    expect(await page.locator('link[rel=alternate][hreflang=fr-FR]').getAttribute('href')).toBe(url('/notre-histoire'));
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'locale')).toMatchObject({ value: 'en_US', sameSite: 'Lax' });
    await page.close();
  });

  it('opens the mobile menu on a phone', async () => {
    const { page } = await openPage(browser, '/', PHONE);
    await page.locator('button[aria-controls="mobile-menu"]').click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Le domaine' }).waitFor();
    await drawer.getByRole('button', { name: /Le domaine/ }).click();
    await drawer.getByRole('link', { name: 'Notre histoire' }).click();
    await page.waitForURL(url('/notre-histoire'));
    await page.close();
  });
});

it('logs a visit that came with ?from= and shows the page without it', async () => {
  const { page, status } = await openPage(browser, '/notre-histoire?from=etiquette-qr');
  expect(status).toBe(200);
  expect(page.url()).toBe(url('/notre-histoire'));
  await page.close();
});

describe('sign-up, sign-out and sign-in', () => {
  const email = `camille.${Date.now()}@example.fr`;
  const password = 'vendanges2026';

  it('signs up, confirms the e-mail, signs out and signs back in', async () => {
    const { page, errors } = await openPage(browser, '/auth');
    const form = page.getByTestId('register-form');
    await form.getByLabel('Prénom').fill('Camille');
    await form.getByLabel('Nom', { exact: true }).fill('Moreau');
    await form.getByLabel('Adresse e-mail').fill(email);
    await form.getByLabel('Mot de passe', { exact: true }).fill('court');
    await form.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(form.getByText('Le mot de passe doit contenir au moins 8 caractères.').isVisible()).resolves.toBe(true);
    await expect(form.getByText("Vous devez accepter les conditions générales d’utilisation pour créer un compte.").isVisible()).resolves.toBe(true);

    await form.getByLabel('Mot de passe', { exact: true }).fill(password);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.getByText('Vérifiez votre boîte de réception').waitFor();

    const mail = await lastMailTo(email);
    expect(mail.subject).toContain('Activez votre compte');
    const link = mail.text.match(/https?:\/\/\S+confirm=\S+/)![0];
    await page.goto(link);
    await page.getByRole('heading', { name: /^Bonjour Camille/ }).waitFor();
    expect(page.url()).toBe(url('/auth'));

    await page.getByRole('button', { name: 'Me déconnecter' }).click();
    await page.getByRole('heading', { name: /^Déjà client/ }).waitFor();

    const login = page.getByTestId('login-form');
    await login.getByLabel('Adresse e-mail').fill(email);
    await login.getByLabel('Mot de passe', { exact: true }).fill('mauvais-mot-2');
    await login.getByRole('button', { name: 'Me connecter' }).click();
    await login.getByText('E-mail ou mot de passe incorrect.').waitFor();
    await login.getByLabel('Mot de passe', { exact: true }).fill(password);
    await login.getByRole('button', { name: 'Me connecter' }).click();
    await page.getByRole('heading', { name: /^Bonjour Camille/ }).waitFor();

    const session = (await page.context().cookies()).find((c) => c.name === 'token');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('token=');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('speaks English on the English sign-in page', async () => {
    const { page } = await openPage(browser, '/en_US/auth', PHONE);
    const login = page.getByTestId('login-form');
    await login.getByLabel('E-mail address').fill('nobody@example.com');
    await login.getByLabel('Password', { exact: true }).fill('whatever123');
    await login.getByRole('button', { name: 'Sign in' }).click();
    await login.getByText('Incorrect e-mail or password.').waitFor();
    await page.close();
  });
});

describe('legal pages', () => {
  const pages = ['/legal-notice', '/sale-terms', '/use-terms', '/privacy-policy', '/cookie-policy'];

  it('show the five texts in both languages, company fields filled from the parameters', async () => {
    const parameters = (await (await fetch(url('/api/parameter'))).json()).data as { type: string; value: string }[];
    const value = (type: string) => parameters.find((p) => p.type === type)!.value;
    for (const prefix of ['', '/en_US']) {
      for (const path of pages) {
        const response = await fetch(url(prefix + path));
        const html = await response.text();
        expect({ path: prefix + path, status: response.status }).toEqual({ path: prefix + path, status: 200 });
        // The legal text itself: the frame's scripts carry templates of their own.
        expect(html.slice(html.indexOf('<main'), html.indexOf('</main>'))).not.toContain('{{');
        expect(html).toContain(`<html lang="${prefix ? 'en' : 'fr'}"`);
      }
    }
    const notice = await (await fetch(url('/legal-notice'))).text();
    expect(notice).toContain(value('RCS_NUMBER'));
    expect(notice).toContain(value('LEGAL_AGENT'));
    const terms = await (await fetch(url('/en_US/sale-terms'))).text();
    expect(terms).toContain(`€${value('FREE_SHIPPING_PRICE')}`);
    expect(terms).toContain('href="/en_US/use-terms"');
  });

  it('are reached from the footer', async () => {
    const { page } = await openPage(browser, '/en_US', PHONE);
    await page.locator('footer').getByRole('link', { name: 'Legal notice' }).click();
    await page.waitForURL(url('/en_US/legal-notice'));
    expect(await page.locator('h1').innerText()).toBe('Legal notice');
    await page.close();
  });
});

describe('pages that do not exist', () => {
  it('answers 404 with a way home, in the language of the address', async () => {
    const fr = await openPage(browser, '/cette-page-n-existe-pas');
    expect(fr.status).toBe(404);
    expect(await fr.page.locator('main').innerText()).toContain('Cette page est introuvable.');
    const en = await openPage(browser, '/en_US/no/such/page', PHONE);
    expect(en.status).toBe(404);
    expect(await en.page.locator('main').innerText()).toContain('This page could not be found.');
    await en.page.getByRole('link', { name: 'Back to the home page' }).click();
    await en.page.waitForURL(url('/en_US'));
    await fr.page.close();
    await en.page.close();
  });
});
