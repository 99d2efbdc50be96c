import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Lang } from '~/lib/i18n';
import { wordsIn } from './words';
import { DESKTOP, launchBrowser, newPage, PHONE, url } from './browser';
import { newCustomer } from './customer';
import { lastMailTo } from './outbox';

// A customer's whole life in the account area, once in each language: signed in through /auth and
// back, the profile edited (the new e-mail confirmed from the outbox), the password changed, the
// newsletter lists joined and left, the forgotten password reset from the e-mail, and the account
// deleted, after which the sign-in fails.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const LANGS = [
  { lang: 'fr_FR' as Lang, prefix: '', viewport: DESKTOP, signIn: 'Me connecter', wrongPassword: 'E-mail ou mot de passe incorrect.' },
  { lang: 'en_US' as Lang, prefix: '/en_US', viewport: PHONE, signIn: 'Sign in', wrongPassword: 'Incorrect e-mail or password.' },
];

/** Waits until the island holding `testId` runs (islands below the fold wake up when scrolled to). */
async function hydrated(page: Page, testId: string) {
  const island = page.locator('astro-island', { has: page.getByTestId(testId) }).last();
  await island.scrollIntoViewIfNeeded();
  // A loaded machine may take longer than expect.poll's one second to hydrate an island.
  await expect.poll(() => island.getAttribute('ssr'), { timeout: 10_000 }).toBeNull();
  return page.getByTestId(testId);
}

/** The link of the last e-mail sent to `to` that matches `pattern`, waiting for a newer one than `after`. */
async function mailedLink(to: string, pattern: RegExp, after?: string): Promise<string> {
  const newLink = async () => {
    const link = (await lastMailTo(to)).text.match(pattern)?.[0];
    return link !== after && link;
  };
  return vi.waitUntil(newLink, { timeout: 10_000, interval: 200, message: `no new link matching ${pattern} mailed to ${to}` });
}

async function signInOnAuthPage(page: Page, email: string, password: string, button: string) {
  const login = await hydrated(page, 'login-form');
  await login.locator('input[name=email]').fill(email);
  await login.locator('input[name=password]').fill(password);
  await login.getByRole('button', { name: button }).click();
}

for (const { lang, prefix, viewport, signIn, wrongPassword } of LANGS) {
  describe(`the customer area (${lang})`, () => {
    const say = wordsIn(lang);
    const stamp = Date.now();
    let email = `compte.${lang.toLowerCase()}.${stamp}@example.fr`;
    const newEmail = `nouveau.${lang.toLowerCase()}.${stamp}@example.fr`;
    let password = 'vendanges2026';
    let page: Page;
    const errors: string[] = [];

    beforeAll(async () => {
      await newCustomer(email, password, lang);
      page = await newPage(browser, viewport);
      page.on('pageerror', (error) => errors.push(error.message));
    });
    afterAll(() => page?.close());

    it('sends a visitor to sign in, then back to the account', async () => {
      const response = await page.goto(url(`${prefix}/account`));
      expect(response?.status()).toBe(200);
      expect(page.url()).toBe(url(`${prefix}/auth?redirect=${encodeURIComponent(`${prefix}/account`)}`));
      await signInOnAuthPage(page, email, password, signIn);
      await page.waitForURL(url(`${prefix}/account`));
      await page.getByRole('heading', { level: 1, name: say('Bonjour Camille !', 'Hello Camille!') }).waitFor();
      const nav = page.getByRole('navigation', { name: say('Mon espace client', 'My customer area') });
      expect(await nav.getByRole('link').allInnerTexts()).toEqual([say('Tableau de bord', 'Dashboard'), say('Mes commandes', 'My orders'), say('Mes adresses', 'My addresses'), say('Mon club', 'My club'), say('Mes informations', 'My details')]);
      expect(await page.evaluate(() => localStorage.getItem('account-panel-transition'))).toBe('false');
    });

    it('edits the profile, the new e-mail address once confirmed from the outbox', async () => {
      await page.getByRole('link', { name: say('Modifier mes informations', 'Edit my details') }).click();
      await page.waitForURL(url(`${prefix}/account/profil`));
      const form = await hydrated(page, 'profile-form');
      await form.locator('input[name=lastname]').fill('Moreau-Lambert');
      await form.locator('input[name=phone]').fill('06 12 34 56 78');
      await form.locator('input[name=birthdate]').fill('1985-09-21');
      await form.getByRole('button', { name: say('Enregistrer mes informations', 'Save my details') }).click();
      await page.getByText(say('Vos informations sont enregistrées.', 'Your details are saved.')).first().waitFor();

      await form.locator('input[name=email]').fill(newEmail);
      await form.locator('input[name=currentPassword]').fill(password);
      await form.getByRole('button', { name: say('Enregistrer mes informations', 'Save my details') }).click();
      await page.getByText(say(`Pour confirmer votre nouvelle adresse, cliquez sur le lien que nous venons d’envoyer à ${newEmail}. D’ici là, votre compte garde son adresse actuelle.`, `To confirm your new address, click the link we have just sent to ${newEmail}. Until then, your account keeps its current address.`)).waitFor();
      expect(await form.locator('input[name=email]').inputValue()).toBe(email);

      await page.goto(await mailedLink(newEmail, /http\S+\/account\/profil\?email=[\w-]+/));
      await page.getByText(say('Votre nouvelle adresse e-mail est confirmée.', 'Your new e-mail address is confirmed.')).first().waitFor();
      await expect.poll(() => page.getByTestId('profile-form').locator('input[name=email]').inputValue()).toBe(newEmail);
      expect(page.url()).toBe(url(`${prefix}/account/profil`));
      email = newEmail;

      await page.goto(url(`${prefix}/account`));
      const details = await page.locator('.account-details').innerText();
      expect(details).toContain('Camille Moreau-Lambert');
      expect(details).toContain('06 12 34 56 78');
      expect(details).toContain('21/09/1985');
      expect(details).toContain(newEmail);
    });

    it('changes the password and signs in with the new one', async () => {
      await page.goto(url(`${prefix}/account/profil`));
      const form = await hydrated(page, 'password-form');
      await form.locator('input[name=currentPassword]').fill(password);
      await form.locator('input[name=password]').fill('court');
      await form.getByRole('button', { name: say('Changer mon mot de passe', 'Change my password') }).click();
      await form.getByText(say('Le mot de passe doit contenir au moins 8 caractères.', 'The password must be at least 8 characters long.')).waitFor();
      await form.locator('input[name=password]').fill('tilleuls2027');
      await form.getByRole('button', { name: say('Changer mon mot de passe', 'Change my password') }).click();
      await page.getByText(say('Votre mot de passe est modifié. Vos autres sessions ont été fermées.', 'Your password has been changed. Your other sessions have been closed.')).first().waitFor();
      password = 'tilleuls2027';

      await page.getByRole('button', { name: say('Me déconnecter', 'Sign out') }).click();
      await page.waitForURL(url(prefix || '/'));
      await page.goto(url(`${prefix}/auth`));
      await signInOnAuthPage(page, email, 'vendanges2026', signIn);
      await page.getByText(wrongPassword).waitFor();
      await signInOnAuthPage(page, email, password, signIn);
      await page.getByRole('main').getByRole('link', { name: say('Mon compte', 'My account') }).click();
      await page.waitForURL(url(`${prefix}/account`));
    });

    it('subscribes to the newsletter and unsubscribes', async () => {
      const lists = (await (await fetch(url('/api/newsletter/lists'), { headers: { userLang: lang } })).json()).data as { name: string }[];
      let choices = await hydrated(page, 'newsletter-choices');
      await choices.getByLabel(lists[0].name).check();
      await choices.getByRole('button', { name: say('Enregistrer mes choix', 'Save my choices') }).click();
      await page.getByText(say('Vos choix sont enregistrés.', 'Your choices are saved.')).first().waitFor();

      await page.reload();
      choices = await hydrated(page, 'newsletter-choices');
      expect(await choices.getByLabel(lists[0].name).isChecked()).toBe(true);
      expect(await choices.getByLabel(lists[1].name).isChecked()).toBe(false);
      await choices.getByLabel(lists[0].name).uncheck();
      await choices.getByRole('button', { name: say('Enregistrer mes choix', 'Save my choices') }).click();
      await page.getByText(say('Vos choix sont enregistrés.', 'Your choices are saved.')).first().waitFor();

      await page.reload();
      choices = await hydrated(page, 'newsletter-choices');
      expect(await choices.getByLabel(lists[0].name).isChecked()).toBe(false);
    });

    it('resets a forgotten password from the e-mail in the outbox', async () => {
      await page.getByRole('button', { name: say('Me déconnecter', 'Sign out') }).click();
      await page.waitForURL(url(prefix || '/'));
      await page.goto(url(`${prefix}/auth`));
      await page.getByRole('link', { name: say('Mot de passe oublié ?', 'Forgotten your password?') }).click();
      await page.waitForURL(url(`${prefix}/password/reset/ask`));
      const ask = await hydrated(page, 'reset-ask-form');
      await ask.locator('input[name=email]').fill(email);
      await ask.getByRole('button', { name: say('Recevoir le lien', 'Send me the link') }).click();
      await page.getByText(say(`Si un compte existe à l’adresse ${email}, un e-mail vient de lui être envoyé avec un lien pour choisir un nouveau mot de passe. Ce lien est valable une heure.`, `If there is an account for ${email}, an e-mail has just been sent to it with a link to choose a new password. The link is valid for one hour.`)).waitFor();

      // A token, not the "forgotten password" page that the mail of the last change links to.
      await page.goto(await mailedLink(email, /http\S+\/password\/reset\/[\w-]{20,}/));
      const reset = await hydrated(page, 'reset-form');
      await reset.locator('input[name=password]').fill('lesvendanges2028');
      await reset.getByRole('button', { name: say('Enregistrer mon nouveau mot de passe', 'Save my new password') }).click();
      await page.getByText(say('Votre mot de passe est modifié. Connectez-vous avec le nouveau.', 'Your password has been changed. Sign in with the new one.')).waitFor();
      password = 'lesvendanges2028';

      await page.getByRole('main').getByRole('link', { name: say('Me connecter', 'Sign in') }).click();
      await page.waitForURL(url(`${prefix}/auth`));
      await signInOnAuthPage(page, email, password, signIn);
      await page.getByRole('main').getByRole('link', { name: say('Mon compte', 'My account') }).waitFor();
    });

    it('deletes the account, after which signing in fails', async () => {
      await page.goto(url(`${prefix}/account`));
      await hydrated(page, 'delete-account');
      await page.getByTestId('delete-account').click();
      const dialog = page.getByRole('dialog', { name: say('Supprimer votre compte ?', 'Delete your account?') });
      await dialog.locator('input[name=password]').fill('pas-le-bon-1');
      await dialog.getByRole('button', { name: say('Supprimer définitivement', 'Delete for good') }).click();
      await dialog.getByText(say('Le mot de passe actuel est incorrect.', 'The current password is incorrect.')).waitFor();
      await dialog.locator('input[name=password]').fill(password);
      await dialog.getByRole('button', { name: say('Supprimer définitivement', 'Delete for good') }).click();
      await page.getByRole('heading', { name: say('Votre compte est supprimé', 'Your account has been deleted') }).waitFor();
      const farewell = lang === 'fr_FR' ? 'Votre compte a été supprimé' : 'Your account has been deleted';
      expect((await lastMailTo(email, { about: farewell })).subject).toContain(farewell);
      expect((await page.context().cookies()).some((cookie) => cookie.name === 'token')).toBe(false);

      await page.getByRole('dialog').getByRole('link', { name: say('Retour à l’accueil', 'Back to the home page') }).click();
      await page.waitForURL(url(prefix || '/'));
      await page.goto(url(`${prefix}/auth`));
      await signInOnAuthPage(page, email, password, signIn);
      await page.getByText(wrongPassword).waitFor();
      await page.goto(url(`${prefix}/account`));
      expect(page.url()).toContain(`${prefix}/auth?redirect=`);
      expect(errors).toEqual([]);
    });
  });
}

describe('the newsletter sign-up', () => {
  for (const { lang, prefix, viewport } of LANGS) {
    it(`is reached from the footer and confirmed from the e-mail (${lang})`, async () => {
      const say = wordsIn(lang);
      const email = `lettre.${lang.toLowerCase()}.${Date.now()}@example.fr`;
      const page = await newPage(browser, viewport);
      await page.goto(url(prefix || '/'));
      await page.locator('footer').getByRole('link', { name: say('S’inscrire', 'Sign up') }).click();
      await page.waitForURL(url(`${prefix}/newsletter`));
      const form = await hydrated(page, 'newsletter-signup');
      await form.locator('input[name=email]').fill(email);
      await form.getByRole('button', { name: say('M’inscrire', 'Sign me up') }).click();
      await form.getByText(say('Choisissez au moins une liste.', 'Choose at least one list.')).waitFor();
      await form.getByRole('checkbox').first().check();
      await form.getByRole('button', { name: say('M’inscrire', 'Sign me up') }).click();
      await page.getByText(say(`Merci ! Pour confirmer votre inscription, cliquez sur le lien que nous venons d’envoyer à ${email}.`, `Thank you! To confirm your subscription, click the link we have just sent to ${email}.`)).waitFor();

      const link = await mailedLink(email, /http\S+\/newsletter\?confirm=[\w-]+/);
      await page.goto(link);
      await page.getByText(say('Votre inscription est confirmée. À bientôt dans votre boîte de réception !', 'Your subscription is confirmed. See you soon in your inbox!')).waitFor();
      expect(page.url()).toBe(url(`${prefix}/newsletter`));
      await page.goto(link);
      await page.getByText(say('Ce lien de confirmation n’est plus valide : il a déjà servi ou a expiré (il est valable 7 jours). Vous pouvez vous inscrire de nouveau.', 'This confirmation link is no longer valid: it has already been used or has expired (it is valid for 7 days). You can sign up again.')).waitFor();
      await page.close();
    });
  }
});
