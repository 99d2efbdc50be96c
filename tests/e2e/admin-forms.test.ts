import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { adminCookie, signInAsAdmin } from './admin';
import { DESKTOP, launchBrowser, markPopupsSeen, PHONE, url } from './browser';
import { lastMailTo } from './outbox';

// The owner builds a form in the back office, in a real browser on the built site: a required
// field added to the contact form shows on the contact page at once, and a visitor who leaves it
// empty is refused until it is filled.

const ESTATE = 'contact@domaine-des-tilleuls.fr';
let browser: Browser;
let cookie: string;
let contact: { id: number; texts: unknown; isPublished: boolean; fields: Record<string, unknown>[] };

const api = (path: string, init: RequestInit = {}) =>
  fetch(url(`/api${path}`), { ...init, headers: { cookie, 'content-type': 'application/json', origin: new URL(url('/')).origin, ...init.headers } });

beforeAll(async () => {
  browser = await launchBrowser();
  cookie = await adminCookie();
  const forms = (await (await api('/admin/form')).json()).data.forms as { id: number; name: string }[];
  const id = forms.find((form) => form.name === 'Écrivez-nous')!.id;
  contact = (await (await api(`/admin/form/${id}`)).json()).data;
});
afterAll(async () => {
  // The contact form goes back as it was seeded, for the other browser tests.
  const { id, texts, isPublished, fields } = contact;
  const restored = await api(`/admin/form/${id}`, {
    method: 'PUT',
    body: JSON.stringify({ texts, isPublished, fields: fields.map(({ id: fieldId, type, name, required, texts: labels, options, rules }) => ({ id: fieldId, type, name, required, texts: labels, options, rules })) }),
  });
  await browser?.close();
  expect(restored.status).toBe(200);
});

describe('the form builder', () => {
  it('adds a required field to the contact form; a visitor sees it and is refused without it', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'fr-FR' });
    await signInAsAdmin(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url('/admin/content/forms'), { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Modifier le formulaire Écrivez-nous' }).click();
    await page.getByRole('heading', { name: 'Champ 4 : Votre message' }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Ajouter un champ' }).click();
    const added = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Champ 5/ }) });
    await added.getByLabel('Libellé (Français)').fill('Société');
    await added.getByLabel('Libellé (Anglais)').focus();
    // The key follows the French label.
    expect(await added.getByLabel('Nom technique').inputValue()).toBe('societe');
    await added.getByLabel('Libellé (Anglais)').fill('Company');
    await added.getByLabel('Obligatoire').check();
    await added.getByLabel('Longueur maximale').fill('80');
    // Moved up above the message, with the keyboard.
    await added.getByRole('button', { name: 'Monter le champ 5' }).press('Enter');
    await page.getByRole('heading', { name: 'Champ 4 : Société' }).waitFor();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Le formulaire est enregistré\u00a0: le site le montre déjà.').waitFor();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();

    const visitor = await browser.newContext({ viewport: PHONE, locale: 'fr-FR' });
    await markPopupsSeen(visitor);
    const contactPage = await visitor.newPage();
    await contactPage.goto(url('/contact'), { waitUntil: 'networkidle' });
    const form = contactPage.locator('form.dynamic-form');
    const email = `societe.${Date.now()}@example.fr`;
    await form.getByLabel('Nom et prénom').fill('Claire Vidal');
    await form.getByLabel('Adresse e-mail').fill(email);
    await form.getByLabel('Sujet').selectOption({ label: 'Une commande' });
    await form.getByLabel('Votre message').fill('Bonjour, je voudrais commander pour notre comité d’entreprise.');
    await form.getByRole('button', { name: 'Envoyer' }).click();
    const company = form.getByLabel('Société');
    await form.getByText('Ce champ est obligatoire.').waitFor();
    expect(await company.getAttribute('aria-invalid')).toBe('true');

    await company.fill('Vidal & fils');
    await form.getByRole('button', { name: 'Envoyer' }).click();
    await contactPage.getByText('Merci, votre message est bien parti. Nous vous répondons très vite.').first().waitFor();
    expect((await lastMailTo(ESTATE, { about: email })).text).toContain('Vidal & fils');
    await visitor.close();
  });
});
