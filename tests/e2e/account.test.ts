import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { t, type Lang } from '~/lib/i18n';
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
    const tr = t(lang);
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
      await page.getByRole('heading', { level: 1, name: tr('account:overview.welcome', { name: 'Camille' }) }).waitFor();
      const nav = page.getByRole('navigation', { name: tr('account:nav.label') });
      expect(await nav.getByRole('link').allInnerTexts()).toEqual([tr('account:nav.overview'), tr('account:nav.orders'), tr('account:nav.addresses'), tr('account:nav.profile')]);
      expect(await page.evaluate(() => localStorage.getItem('account-panel-transition'))).toBe('false');
    });

    it('edits the profile, the new e-mail address once confirmed from the outbox', async () => {
      await page.getByRole('link', { name: tr('account:overview.profileEdit') }).click();
      await page.waitForURL(url(`${prefix}/account/profil`));
      const form = await hydrated(page, 'profile-form');
      await form.locator('input[name=lastname]').fill('Moreau-Lambert');
      await form.locator('input[name=phone]').fill('06 12 34 56 78');
      await form.locator('input[name=birthdate]').fill('1985-09-21');
      await form.getByRole('button', { name: tr('account:profile.submit') }).click();
      await page.getByText(tr('account:profile.saved')).first().waitFor();

      await form.locator('input[name=email]').fill(newEmail);
      await form.locator('input[name=currentPassword]').fill(password);
      await form.getByRole('button', { name: tr('account:profile.submit') }).click();
      await page.getByText(tr('account:profile.emailPending', { email: newEmail })).waitFor();
      expect(await form.locator('input[name=email]').inputValue()).toBe(email);

      await page.goto(await mailedLink(newEmail, /http\S+\/account\/profil\?email=[\w-]+/));
      await page.getByText(tr('account:profile.emailChanged')).first().waitFor();
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
      await form.getByRole('button', { name: tr('account:password.submit') }).click();
      await form.getByText(tr('api:register.passwordTooShort', { min: 8 })).waitFor();
      await form.locator('input[name=password]').fill('tilleuls2027');
      await form.getByRole('button', { name: tr('account:password.submit') }).click();
      await page.getByText(tr('account:password.changed')).first().waitFor();
      password = 'tilleuls2027';

      await page.getByRole('button', { name: tr('account:nav.signOut') }).click();
      await page.waitForURL(url(prefix || '/'));
      await page.goto(url(`${prefix}/auth`));
      await signInOnAuthPage(page, email, 'vendanges2026', signIn);
      await page.getByText(wrongPassword).waitFor();
      await signInOnAuthPage(page, email, password, signIn);
      await page.getByRole('main').getByRole('link', { name: tr('account:title') }).click();
      await page.waitForURL(url(`${prefix}/account`));
    });

    it('subscribes to the newsletter and unsubscribes', async () => {
      const lists = (await (await fetch(url('/api/newsletter/lists'), { headers: { userLang: lang } })).json()).data as { name: string }[];
      let choices = await hydrated(page, 'newsletter-choices');
      await choices.getByLabel(lists[0].name).check();
      await choices.getByRole('button', { name: tr('account:newsletter.submit') }).click();
      await page.getByText(tr('account:newsletter.saved')).first().waitFor();

      await page.reload();
      choices = await hydrated(page, 'newsletter-choices');
      expect(await choices.getByLabel(lists[0].name).isChecked()).toBe(true);
      expect(await choices.getByLabel(lists[1].name).isChecked()).toBe(false);
      await choices.getByLabel(lists[0].name).uncheck();
      await choices.getByRole('button', { name: tr('account:newsletter.submit') }).click();
      await page.getByText(tr('account:newsletter.saved')).first().waitFor();

      await page.reload();
      choices = await hydrated(page, 'newsletter-choices');
      expect(await choices.getByLabel(lists[0].name).isChecked()).toBe(false);
    });

    it('resets a forgotten password from the e-mail in the outbox', async () => {
      await page.getByRole('button', { name: tr('account:nav.signOut') }).click();
      await page.waitForURL(url(prefix || '/'));
      await page.goto(url(`${prefix}/auth`));
      await page.getByRole('link', { name: tr('account:reset.forgotten') }).click();
      await page.waitForURL(url(`${prefix}/password/reset/ask`));
      const ask = await hydrated(page, 'reset-ask-form');
      await ask.locator('input[name=email]').fill(email);
      await ask.getByRole('button', { name: tr('account:reset.askSubmit') }).click();
      await page.getByText(tr('account:reset.asked', { email })).waitFor();

      // A token, not the "forgotten password" page that the mail of the last change links to.
      await page.goto(await mailedLink(email, /http\S+\/password\/reset\/[\w-]{20,}/));
      const reset = await hydrated(page, 'reset-form');
      await reset.locator('input[name=password]').fill('lesvendanges2028');
      await reset.getByRole('button', { name: tr('account:reset.submit') }).click();
      await page.getByText(tr('account:reset.done')).waitFor();
      password = 'lesvendanges2028';

      await page.getByRole('main').getByRole('link', { name: tr('account:reset.signIn') }).click();
      await page.waitForURL(url(`${prefix}/auth`));
      await signInOnAuthPage(page, email, password, signIn);
      await page.getByRole('main').getByRole('link', { name: tr('account:title') }).waitFor();
    });

    it('deletes the account, after which signing in fails', async () => {
      await page.goto(url(`${prefix}/account`));
      await hydrated(page, 'delete-account');
      await page.getByTestId('delete-account').click();
      const dialog = page.getByRole('dialog', { name: tr('account:deletion.dialogTitle') });
      await dialog.locator('input[name=password]').fill('pas-le-bon-1');
      await dialog.getByRole('button', { name: tr('account:deletion.confirm') }).click();
      await dialog.getByText(tr('account:errors.currentPasswordWrong')).waitFor();
      await dialog.locator('input[name=password]').fill(password);
      await dialog.getByRole('button', { name: tr('account:deletion.confirm') }).click();
      await page.getByRole('heading', { name: tr('account:deletion.doneTitle') }).waitFor();
      const farewell = lang === 'fr_FR' ? 'Votre compte a été supprimé' : 'Your account has been deleted';
      expect((await lastMailTo(email, { about: farewell })).subject).toContain(farewell);
      expect((await page.context().cookies()).some((cookie) => cookie.name === 'token')).toBe(false);

      await page.getByRole('dialog').getByRole('link', { name: tr('account:deletion.home') }).click();
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
      const tr = t(lang);
      const email = `lettre.${lang.toLowerCase()}.${Date.now()}@example.fr`;
      const page = await newPage(browser, viewport);
      await page.goto(url(prefix || '/'));
      await page.locator('footer').getByRole('link', { name: tr('footer.newsletterAction') }).click();
      await page.waitForURL(url(`${prefix}/newsletter`));
      const form = await hydrated(page, 'newsletter-signup');
      await form.locator('input[name=email]').fill(email);
      await form.getByRole('button', { name: tr('account:newsletterPage.submit') }).click();
      await form.getByText(tr('account:validation.listsRequired')).waitFor();
      await form.getByRole('checkbox').first().check();
      await form.getByRole('button', { name: tr('account:newsletterPage.submit') }).click();
      await page.getByText(tr('account:newsletter.checkMailbox', { email })).waitFor();

      const link = await mailedLink(email, /http\S+\/newsletter\?confirm=[\w-]+/);
      await page.goto(link);
      await page.getByText(tr('account:newsletter.confirmed')).waitFor();
      expect(page.url()).toBe(url(`${prefix}/newsletter`));
      await page.goto(link);
      await page.getByText(tr('account:errors.subscriptionInvalid')).waitFor();
      await page.close();
    });
  }
});
