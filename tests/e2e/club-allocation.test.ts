import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Lang } from '~/lib/i18n';
import { signInAsAdmin } from './admin';
import { expectNoAxeViolations } from './axe';
import { launchBrowser, markPopupsSeen, PHONE, url } from './browser';
import { signIn, type Customer } from './customer';
import { clubReadyCustomer, joinDiscovery } from './club-customer';
import type { Api } from './order-api';
import { lastMailTo } from './outbox';

// An allocation from its opening to the members' mails (docs/club.md, "Allocations"): in English
// on a desktop the owner opens one for the club's formulas; in French on a phone a member asks for
// bottles, "more if possible"; a second member asks through the API; the owner closes it now; each
// member finds in the outbox what they got, in their language.

const WIDE = { width: 1280, height: 900 };
/** Where a run leaves its screenshots (SCREENSHOT_DIR), to look at them; a temporary folder otherwise. */
const screenshots = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'shop-club-allocation-screenshots');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await mkdir(screenshots, { recursive: true });
});
afterAll(() => browser?.close());

/** A member of Découverte: a birth date, an address, a card kept from a first paid order, then joined through the API. */
async function aMember(lang: Lang, delivery: 'SHIPPING' | 'COLLECTION'): Promise<{ customer: Customer; api: Api }> {
  const ready = await clubReadyCustomer('allocation', lang, { firstname: 'Camille', lastname: lang === 'fr_FR' ? 'Moreau' : 'Miller', address: '12 rue des Tonneliers', postalCode: '49400', city: 'Saumur' });
  await joinDiscovery(ready, delivery);
  return ready;
}

describe('an allocation', () => {
  it('is opened by the owner (en_US, desktop), asked for by members (fr_FR, phone), closed now, and each member mailed', async () => {
    const title = `Clos rare ${Date.now()}`;
    // The French member's boxes are shipped (Découverte: 12 € a box), the English member collects them.
    const [french, english] = [await aMember('fr_FR', 'SHIPPING'), await aMember('en_US', 'COLLECTION')];

    // The owner opens it.
    const owner = await browser.newContext({ viewport: WIDE });
    await signInAsAdmin(owner);
    const admin = await owner.newPage();
    const errors: string[] = [];
    admin.on('pageerror', (error) => errors.push(error.message));
    admin.on('dialog', (dialog) => void dialog.accept());
    await admin.goto(url('/en_US/admin/club'));
    await admin.locator('astro-island:not([ssr])').last().waitFor({ state: 'attached' });
    const section = admin.getByRole('region', { name: 'Allocations' });
    const form = section.getByRole('form', { name: 'New allocation' });
    if (!(await form.isVisible())) await section.getByRole('button', { name: 'New allocation' }).click();
    // Les Perrières: its stock is not counted, so the allocation takes nothing another test counts on.
    const perrieres = await form.getByLabel('Wine').locator('option', { hasText: 'Perrières' }).first().getAttribute('value');
    await form.getByLabel('Wine').selectOption(perrieres!);
    await form.getByLabel('Title').fill(title);
    expect(await form.locator('[data-allocation-delivery-note]').innerText()).toContain('shipped at their plan’s club shipping rate, charged once with them');
    await form.getByLabel('Bottles to share out').fill('5');
    await form.getByLabel('Price of a bottle (€)').fill('45');
    await form.getByLabel('Minimum per member').fill('1');
    await form.getByLabel('Default').fill('2');
    await form.getByLabel('Maximum per member').fill('4');
    await form.getByLabel('How it is shared out').selectOption('SENIORITY');
    await form.getByRole('button', { name: 'Open the allocation' }).click();
    await expect.poll(() => section.getByRole('status').innerText()).toContain(`The “${title}” allocation is open.`);
    await expectNoAxeViolations(admin);
    await admin.screenshot({ path: join(screenshots, `allocation-admin-en-${WIDE.width}.png`), fullPage: true });

    // A French member asks on a phone, more if possible.
    const memberContext = await browser.newContext({ viewport: PHONE });
    await markPopupsSeen(memberContext);
    await signIn(memberContext, french.customer, 'fr_FR');
    const member = await memberContext.newPage();
    member.on('pageerror', (error) => errors.push(error.message));
    await member.goto(url('/account/club'));
    const offered = member.locator('[data-allocation]').filter({ has: member.getByRole('heading', { name: new RegExp(title) }) });
    await member.locator('astro-island:not([ssr])').last().waitFor({ state: 'attached' });
    expect(await offered.locator('[data-allocation-delivery]').innerText()).toMatch(/^Livraison\u00a0: 12,00\s€, prélevée une fois avec les bouteilles attribuées$/);
    await offered.getByLabel('Bouteilles demandées').fill('3');
    await offered.getByLabel('Plus si possible').check();
    await offered.getByRole('button', { name: 'Demander' }).click();
    await expect.poll(() => offered.locator('[data-allocation-request]').innerText()).toBe('Votre demande\u00a0: 3 bouteille(s)');
    expect(await member.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(member);
    await member.screenshot({ path: join(screenshots, `allocation-member-fr-${PHONE.width}.png`), fullPage: true });

    // The English member asks through the API; the allocation's id is the one the French member saw.
    const mine = await english.api.call<{ id: number; title: string }[]>('GET', '/user/club/allocation');
    const allocation = mine.data.find((one) => one.title === title)!;
    expect((await english.api.call('PUT', `/user/club/allocation/${allocation.id}`, { quantity: 2 })).status).toBe(200);

    // The owner closes it now: 3 + 2 asked of 5, the French member (senior) first.
    await admin.reload();
    await admin.locator('astro-island:not([ssr])').last().waitFor({ state: 'attached' });
    const row = section.getByRole('listitem').filter({ hasText: title });
    await row.getByRole('button', { name: 'Close now' }).click();
    await expect.poll(() => section.getByRole('status').innerText()).toContain(`The “${title}” allocation is closed`);
    const requests = section.getByRole('table', { name: new RegExp(title) });
    await expect.poll(() => requests.innerText()).toContain('Charged');

    const got = await lastMailTo(french.customer.email, { about: title });
    expect(got.subject).toContain(`Votre allocation «\u00a0${title}\u00a0»`);
    expect(got.text).toContain('3 bouteille(s)');
    expect(got.text).toMatch(/Livraison\W+12,00\s€/);
    expect(got.text).toMatch(/Prélevé\W+147,00\s€/);
    const theirs = await lastMailTo(english.customer.email, { about: title });
    expect(theirs.subject).toContain(`Your “${title}” allocation`);
    expect(theirs.text).toContain('2 bottle(s)');
    expect(theirs.text).toContain('Collected at the estate, free');
    expect(theirs.text).toMatch(/Charged\W+€90\.00/);

    // What the member now reads in their space, and the owner's view on a phone in French.
    await member.reload();
    await expect.poll(() => member.locator(`[data-allocation="${allocation.id}"] [data-allocation-outcome]`).innerText()).toBe('Attribuées et prélevées\u00a0: 3');
    const phoneOwner = await browser.newContext({ viewport: PHONE });
    await signInAsAdmin(phoneOwner);
    const adminFr = await phoneOwner.newPage();
    await adminFr.goto(url('/admin/club'));
    await adminFr.screenshot({ path: join(screenshots, `allocation-admin-fr-${PHONE.width}.png`), fullPage: true });
    const englishContext = await browser.newContext({ viewport: WIDE });
    await markPopupsSeen(englishContext);
    await signIn(englishContext, english.customer, 'en_US');
    const englishPage = await englishContext.newPage();
    await englishPage.goto(url('/en_US/account/club'));
    await expect.poll(() => englishPage.locator(`[data-allocation="${allocation.id}"] [data-allocation-outcome]`).innerText()).toBe('Allotted and charged: 2');
    await englishPage.screenshot({ path: join(screenshots, `allocation-member-en-${WIDE.width}.png`), fullPage: true });
    expect(errors).toEqual([]);
    await Promise.all([owner.close(), memberContext.close(), phoneOwner.close(), englishContext.close()]);
  });
});
