import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { DESKTOP, launchBrowser, markPopupsSeen, PHONE, url } from './browser';
import { lastMailTo } from './outbox';
import { adminCookie, setParameter } from './admin';

// Wine tourism, forms, contact, popups, cookie consent and analytics, in a real browser on the
// built site. The demo estate's popup is on from two days before it is seeded until five months
// after (src/server/seed/data/popups.ts, placed by src/server/seed/calendar.ts).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const ESTATE = 'contact@domaine-des-tilleuls.fr';

interface Visitor {
  viewport?: { width: number; height: number };
  locale?: string;
  /** A first-time visitor sees the owner's popup; the other tests mark it as seen. */
  firstTime?: boolean;
}

/** A fresh visitor: their own storage, so that no choice carries over from another test. */
async function visit(path: string, { viewport = DESKTOP, locale = 'fr-FR', firstTime = false }: Visitor = {}) {
  const context = await browser.newContext({ viewport, locale });
  if (!firstTime) await markPopupsSeen(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url(path), { waitUntil: 'networkidle' });
  return { context, page, errors };
}

describe('wine tourism', () => {
  it('lists the services in both languages, filters them by tag, and passes axe', async () => {
    const { context, page, errors } = await visit('/oenotourisme');
    expect(await page.locator('h1').innerText()).toBe('Œnotourisme');
    const titles = await page.locator('.service-card-title').allInnerTexts();
    expect(titles).toEqual(['Visite des caves et dégustation', 'Balade commentée dans les vignes', 'Atelier accords mets et vins', 'Dégustation privée des vieux millésimes']);
    expect(await page.locator('.service-card').first().innerText()).toMatch(/12,00\s€ par personne/);
    expect(await page.locator('.service-badge').innerText()).toBe('Réservé aux membres');
    await page.getByRole('navigation', { name: 'Filtrer les visites par thème' }).getByRole('link', { name: 'Balade' }).click();
    await page.waitForURL(url('/oenotourisme?tag=balade'));
    expect(await page.locator('.service-card-title').allInnerTexts()).toEqual(['Balade commentée dans les vignes']);
    expect(await page.locator('script[type="module"][src*="client"]').count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);

    await page.goto(url('/en_US/oenotourisme'), { waitUntil: 'networkidle' });
    expect(await page.locator('.service-card-title').first().innerText()).toBe('Cellar tour and tasting');
    await expectNoAxeViolations(page);
    await context.close();
  });

  for (const [lang, viewport, path, texts] of [
    ['French', DESKTOP, '/oenotourisme', { discover: 'Visite des caves et dégustation', seats: 'Nombre de personnes', name: 'Nom et prénom', email: 'Adresse e-mail', submit: 'Confirmer la réservation', done: "C’est réservé\u00a0!", subject: 'Votre réservation\u00a0: Visite des caves et dégustation le ' }],
    ['English', PHONE, '/en_US/oenotourisme', { discover: 'Cellar tour and tasting', seats: 'Number of people', name: 'Full name', email: 'E-mail address', submit: 'Confirm the booking', done: "You're booked!", subject: 'Your booking: Cellar tour and tasting on ' }],
  ] as const) {
    it(`books a tasting on an allowed date in ${lang} and gets the e-mail`, async () => {
      const email = `visite.${lang.toLowerCase()}.${Date.now()}@example.fr`;
      const { context, page, errors } = await visit(path, { viewport });
        await page.getByRole('link', { name: texts.discover }).click();
      await page.locator('[data-testid="booking-form"] .booking-day:not([disabled])').first().waitFor();
      const day = page.locator('.booking-day:not([disabled])').first();
      const dayLabel = (await day.getAttribute('aria-label'))!;
      await day.click();
      expect(await day.getAttribute('aria-pressed')).toBe('true');
      const slot = page.locator('.booking-slot:not([data-full])').first();
      const placesBefore = Number((await slot.locator('.booking-slot-places').innerText()).match(/\d+/)![0]);
      await slot.locator('input').check();
      await page.getByLabel(texts.seats).selectOption('3');
      await page.getByLabel(texts.name).fill('Inès Fabre');
      await page.getByLabel(texts.email).fill(email);
      await page.getByRole('button', { name: texts.submit }).click();
      await page.getByRole('heading', { name: texts.done }).waitFor();

      const mail = await lastMailTo(email);
      expect(mail.subject.startsWith(texts.subject)).toBe(true);
      expect(mail.text).toContain('36');
      const toEstate = await lastMailTo(ESTATE, { about: email });
      expect(toEstate.text).toContain(email);

      // The places left are read live: the same slot now has three places fewer.
      await page.reload({ waitUntil: 'networkidle' });
      await page.locator(`.booking-day[aria-label="${dayLabel}"]`).click();
      const after = Number((await page.locator('.booking-slot').first().locator('.booking-slot-places').innerText()).match(/\d+/)![0]);
      expect(after).toBe(placesBefore - 3);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('asks a visitor to sign in before booking the members-only tasting', async () => {
    const { context, page } = await visit('/oenotourisme');
    await page.getByRole('link', { name: 'Dégustation privée des vieux millésimes' }).click();
    const signIn = page.getByRole('link', { name: 'Se connecter pour réserver' });
    await signIn.waitFor();
    expect(await signIn.getAttribute('href')).toMatch(/^\/auth\?redirect=%2Foenotourisme%2Fdegustation-privee-vieux-millesimes%2F\d+$/);
    expect(await page.locator('[data-testid="booking-form"]').count()).toBe(0);
    await context.close();
  });
});

describe('the contact page', () => {
  it('shows each error beside its field, then sends the message right (French)', async () => {
    const email = `jeanne.${Date.now()}@example.fr`;
    const { context, page, errors } = await visit('/contact');
    const form = page.locator('form.dynamic-form');
    await form.getByLabel('Nom et prénom').fill('J');
    await form.getByLabel('Adresse e-mail').fill('jeanne@');
    await form.getByRole('button', { name: 'Envoyer' }).click();

    const nameField = form.getByLabel('Nom et prénom');
    await form.getByText('Écrivez au moins 2 caractères.').waitFor();
    expect(await nameField.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await nameField.getAttribute('aria-describedby'))!;
    expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe('Écrivez au moins 2 caractères.');
    expect(await form.getByLabel('Adresse e-mail').evaluate((input) => document.getElementById(input.getAttribute('aria-describedby')!)!.textContent)).toContain(
      'Saisissez une adresse e-mail valide',
    );
    expect(await form.getByLabel('Sujet').evaluate((input) => document.getElementById(input.getAttribute('aria-describedby')!)!.textContent)).toBe('Ce champ est obligatoire.');
    expect(await form.getByRole('alert').innerText()).toBe('Merci de corriger les champs signalés.');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    await expectNoAxeViolations(page);

    await nameField.fill('Jeanne Dupuis');
    await form.getByLabel('Adresse e-mail').fill(email);
    await form.getByLabel('Sujet').selectOption({ label: 'Une visite ou une dégustation' });
    await form.getByLabel('Votre message').fill('Bonjour, proposez-vous des visites en anglais le samedi\u00a0?');
    await form.getByRole('button', { name: 'Envoyer' }).click();
    await page.getByText('Merci, votre message est bien parti. Nous vous répondons très vite.').first().waitFor();

    const copy = await lastMailTo(email);
    expect(copy.subject).toBe('Nous avons bien reçu votre message – Domaine des Tilleuls');
    const toEstate = await lastMailTo(ESTATE, { about: email });
    expect(toEstate.subject).toBe('Message du site de Jeanne Dupuis');
    expect(toEstate.text).toContain('Une visite ou une dégustation');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends the contact form in English, with the address, hours, map link and reviews', async () => {
    const email = `mark.${Date.now()}@example.com`;
    const { context, page, errors } = await visit('/en_US/contact', { viewport: PHONE, locale: 'en-US' });
    expect(await page.locator('h1').innerText()).toBe('Contact and directions');
    const map = page.getByRole('link', { name: /See the location on OpenStreetMap/ });
    expect(await map.getAttribute('href')).toMatch(/^https:\/\/www\.openstreetmap\.org\/\?mlat=47\.\d+&mlon=-0\.\d+/);
    expect(await page.locator('.contact-hours').innerText()).toContain('Sunday');
    expect(await page.locator('.reviews-list li').count()).toBe(5);
    expect(await page.locator('iframe').count()).toBe(0);

    const form = page.locator('form.dynamic-form');
    await form.getByLabel('Full name').fill('Mark Taylor');
    await form.getByLabel('E-mail address').fill(email);
    await form.getByLabel('Subject').selectOption({ label: 'A group, a wedding, a seminar' });
    await form.getByLabel('Your message').fill('We are twelve friends visiting in May: can we book a private tour?');
    await form.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Thank you, your message has been sent. We will reply very soon.').first().waitFor();
    // On a phone the toast shows under the header that stays on screen: the logo and the cart remain in sight.
    const header = (await page.locator('.site-header').boundingBox())!;
    expect(header.y + header.height).toBeGreaterThan(0);
    expect((await page.locator('.toast').first().boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
    const copy = await lastMailTo(email);
    expect(copy.subject).toBe('We have received your message – Domaine des Tilleuls');
    expect(copy.text).toContain('twelve friends');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** Waits for the announcements' decision of the page (src/scripts/popup.ts, `data-popup-state`). */
const popupState = (page: Page, state: 'none' | 'waiting' | 'deferred' | 'shown') => page.locator(`[data-popups][data-popup-state="${state}"]`).waitFor({ state: 'attached' });

describe('popups', () => {
  it('shows the announcement once, in the page language, and not again on the next visit', async () => {
    const active = (await (await fetch(url('/api/popup?active=1'))).json()).data as unknown[];
    // The demo popup announces the spring open days; it must be on for these tests to mean anything.
    expect(active.length).toBeGreaterThan(0);
    const { context, page } = await visit('/en_US/our-story', { firstTime: true });
    const dialog = page.getByRole('dialog', { name: 'Open days on 17 and 18 April 2027' });
    await dialog.waitFor({ timeout: 8000 });
    expect(await dialog.innerText()).toContain('celebrate spring');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: /Close/ }).click();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('popups-opened') ?? '{}') as Record<string, number>);
    expect(Object.values(stored)).toHaveLength(1);

    await page.goto(url('/notre-histoire'), { waitUntil: 'networkidle' });
    // The page has decided: nothing to show, the announcement was seen.
    await popupState(page, 'none');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('waits for the next page when the visitor is already busy', async () => {
    const active = (await (await fetch(url('/api/popup?active=1'))).json()).data as unknown[];
    // The demo popup announces the spring open days; it must be on for these tests to mean anything.
    expect(active.length).toBeGreaterThan(0);
    const { context, page } = await visit('/notre-histoire', { firstTime: true });
    await popupState(page, 'waiting');
    await page.keyboard.press('Tab');
    await popupState(page, 'deferred');
    expect(await page.locator('dialog[open]').count()).toBe(0);
    await page.goto(url('/'), { waitUntil: 'networkidle' });
    await page.getByRole('dialog', { name: 'Portes ouvertes les 17 et 18 avril 2027' }).waitFor({ timeout: 8000 });
    await context.close();
  });

  it('never covers a task such as signing in', async () => {
    const active = (await (await fetch(url('/api/popup?active=1'))).json()).data as unknown[];
    // The demo popup announces the spring open days; it must be on for these tests to mean anything.
    expect(active.length).toBeGreaterThan(0);
    const { context, page } = await visit('/auth', { firstTime: true });
    await popupState(page, 'none');
    expect(await page.locator('dialog[open]').count()).toBe(0);
    await context.close();
  });
});

describe('cookie consent and analytics', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await adminCookie();
  });
  // The other browser tests expect a site without trackers.
  afterAll(async () => {
    await setParameter(admin, 'GOOGLE_ANALYTICS_ID', null);
  });

  /** Counts the requests to Google's tag, answered here: the browser tests stay offline. */
  async function watchAnalytics(context: BrowserContext): Promise<string[]> {
    const calls: string[] = [];
    await context.route(/googletagmanager\.com/, (route) => {
      calls.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    return calls;
  }

  it('asks nothing and loads nothing while no analytics id is configured', async () => {
    const { context, page } = await visit('/');
    expect(await page.locator('[data-consent-banner]').count()).toBe(0);
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Gestion des cookies' }).count()).toBe(0);
    await context.close();
  });

  it('loads no analytics when cookies are denied, loads it once accepted, and lets the visitor change their mind', async () => {
    await setParameter(admin, 'GOOGLE_ANALYTICS_ID', 'G-TILLEULS1');

    const denied = await visit('/notre-histoire');
    const deniedCalls = await watchAnalytics(denied.context);
    await denied.page.reload({ waitUntil: 'networkidle' });
    const banner = denied.page.getByRole('region', { name: 'Vos choix sur les cookies' });
    await banner.waitFor();
    const deny = banner.getByRole('button', { name: 'Tout refuser' });
    const accept = banner.getByRole('button', { name: 'Tout accepter' });
    // Refusing is as easy as accepting: same look, same size.
    const [denyBox, acceptBox] = [await deny.boundingBox(), await accept.boundingBox()];
    expect(Math.abs(denyBox!.height - acceptBox!.height)).toBeLessThan(1);
    expect(await deny.getAttribute('class')).toBe(await accept.getAttribute('class'));
    await expectNoAxeViolations(denied.page);
    await deny.click();
    await banner.waitFor({ state: 'hidden' });
    await denied.page.goto(url('/'), { waitUntil: 'networkidle' });
    await denied.page.goto(url('/notre-histoire'), { waitUntil: 'networkidle' });
    expect(deniedCalls).toEqual([]);
    expect(await denied.page.locator('script[src*="googletagmanager"]').count()).toBe(0);
    const choice = await denied.page.evaluate(() => JSON.parse(localStorage.getItem('cookie-consent')!));
    expect(choice).toMatchObject({ statistics: false, advertising: false });

    // Changing one's mind from the footer.
    await denied.page.getByRole('button', { name: 'Gestion des cookies' }).click();
    await banner.waitFor();
    await banner.getByRole('checkbox', { name: /Mesure d’audience/ }).check();
    await banner.getByRole('button', { name: 'Enregistrer mes choix' }).click();
    await denied.page.waitForFunction(() => document.querySelector('script[src*="googletagmanager"]') !== null);
    expect(deniedCalls).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TILLEULS1']);
    await denied.context.close();

    const accepted = await visit('/en_US/our-story', { viewport: PHONE, locale: 'en-US' });
    const acceptedCalls = await watchAnalytics(accepted.context);
    await accepted.page.reload({ waitUntil: 'networkidle' });
    const englishBanner = accepted.page.getByRole('region', { name: 'Your cookie choices' });
    await englishBanner.getByRole('button', { name: 'Accept all' }).click();
    await accepted.page.waitForFunction(() => document.querySelector('script[src*="googletagmanager"]') !== null);
    await accepted.page.goto(url('/en_US'), { waitUntil: 'networkidle' });
    // One call per page view: the tag once on each of the two pages.
    expect(acceptedCalls).toHaveLength(2);
    expect(await accepted.page.evaluate(() => (window as unknown as { dataLayer: unknown[][] }).dataLayer.filter((entry) => entry[0] === 'config').length)).toBe(1);
    await accepted.context.close();
  });

  it('asks again after 13 months', async () => {
    await setParameter(admin, 'GOOGLE_ANALYTICS_ID', 'G-TILLEULS1');
    const context = await browser.newContext({ viewport: DESKTOP });
    await markPopupsSeen(context);
    const old = new Date();
    old.setMonth(old.getMonth() - 13);
    old.setDate(old.getDate() - 1);
    await context.addInitScript((decidedAt) => {
      localStorage.setItem('cookie-consent', JSON.stringify({ statistics: true, advertising: true, decidedAt }));
    }, old.toISOString());
    const calls = await watchAnalytics(context);
    const page = await context.newPage();
    await page.goto(url('/notre-histoire'), { waitUntil: 'networkidle' });
    await page.getByRole('region', { name: 'Vos choix sur les cookies' }).waitFor();
    expect(calls).toEqual([]);
    await context.close();
  });

  it('never runs on the e-label pages', async () => {
    await setParameter(admin, 'GOOGLE_ANALYTICS_ID', 'G-TILLEULS1');
    const wines = (await (await fetch(url('/api/product?kind=WINE&nbItem=100'))).json()).data.products as { id: number }[];
    let label: string | null = null;
    for (const { id } of wines) {
      const detail = (await (await fetch(url(`/api/product/${id}`))).json()).data as { declinations: { year: number | null }[] };
      const year = detail.declinations.find((d) => d.year !== null)?.year;
      if (year) {
        label = `/e/${id}/${year}`;
        break;
      }
    }
    expect(label).not.toBeNull();
    const context = await browser.newContext({ viewport: PHONE });
    const calls = await watchAnalytics(context);
    const page = await context.newPage();
    const response = await page.goto(url(label!), { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    expect(await page.locator('#analytics-config, [data-consent-banner], [data-popups]').count()).toBe(0);
    expect(calls).toEqual([]);
    await context.close();
  });
});

describe('settings of the owner', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await adminCookie();
  });
  afterAll(async () => {
    await setParameter(admin, 'HIDE_CONTACT_PAGE', 'false');
    await setParameter(admin, 'SERVICE_PAGE_STYLE', 'CARDS');
  });

  it('hides the contact page and its menu entry with HIDE_CONTACT_PAGE', async () => {
    await setParameter(admin, 'HIDE_CONTACT_PAGE', 'true');
    const { context, page } = await visit('/');
    expect(await page.locator('header a[href="/contact"]').count()).toBe(0);
    const response = await page.goto(url('/en_US/contact'));
    expect(response?.status()).toBe(404);
    await setParameter(admin, 'HIDE_CONTACT_PAGE', 'false');
    expect((await page.goto(url('/contact')))?.status()).toBe(200);
    await context.close();
  });

  it('lists the services as rows with SERVICE_PAGE_STYLE=LIST', async () => {
    await setParameter(admin, 'SERVICE_PAGE_STYLE', 'LIST');
    const { context, page } = await visit('/oenotourisme');
    expect(await page.locator('ul[data-style]').getAttribute('data-style')).toBe('LIST');
    const [first, second] = await page.locator('.service-card').evaluateAll((cards) => cards.slice(0, 2).map((card) => card.getBoundingClientRect().top));
    expect(second).toBeGreaterThan(first);
    await context.close();
  });
});

describe('a script chunk that fails to load', () => {
  it('reloads the page once, not again within the minute', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    await markPopupsSeen(context);
    const page = await context.newPage();
    let loads = 0;
    page.on('load', () => loads++);
    // A deployment replaced the island's chunk: gone, even on Astro's own retry.
    await context.route(/\/_astro\/DynamicForm\.[\w-]+\.js(\?|$)/, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(url('/contact'), { waitUntil: 'networkidle' });
    await expect.poll(() => loads).toBe(2);
    await page.waitForLoadState('networkidle');
    expect(loads).toBe(2);
    const at = await page.evaluate(() => Number(sessionStorage.getItem('chunk-reload-at')));
    expect(Date.now() - at).toBeLessThan(60_000);
    await context.close();
  });
});
