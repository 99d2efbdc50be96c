import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { expectNoAxeViolations } from './axe';
import { adminCookie } from './admin';
import { DESKTOP, launchBrowser, markPopupsSeen, PHONE, url } from './browser';

// The owner's content in the back office, in a real browser on the built site: a news item with
// its picture, written in both languages, on the news pages at once; an event added, a visitor
// registering on its page, and the owner seeing the registration arrive.

let browser: Browser;
let owner: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  owner = await ownerContext();
});
afterAll(async () => {
  // What the tests wrote goes, so that the other browser tests find the demo estate as seeded.
  const cookie = await adminCookie();
  const statuses = [];
  for (const path of written.reverse()) statuses.push((await fetch(url(`/api${path}`), { method: 'DELETE', headers: { cookie, origin: new URL(url('/')).origin } })).status);
  await browser?.close();
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
});

/** The API paths of what the tests created, deleted once they are done. */
const written: string[] = [];
/** Remembers the item an editor has just created, by the id its address now ends with. */
function created(page: Page, apiPath: string) {
  written.push(`${apiPath}/${new URL(page.url()).pathname.split('/').pop()}`);
}

/** A browser signed in as the estate's administrator. */
async function ownerContext(viewport = DESKTOP): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, locale: 'fr-FR' });
  const cookies = (await adminCookie()).split('; ').map((pair) => {
    const [name, ...value] = pair.split('=');
    return { name, value: value.join('='), url: url('/') };
  });
  await context.addCookies(cookies);
  return context;
}

async function visitor(): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, locale: 'fr-FR' });
  await markPopupsSeen(context);
  return context.newPage();
}

/** Opens `path` and waits until the island has drawn what it loaded. */
async function open(context: BrowserContext, path: string, ready: (page: Page) => Promise<unknown>) {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url(path), { waitUntil: 'networkidle' });
  await ready(page);
  return { page, errors };
}

/** Reloads `path` until `text` shows, for at most two seconds: the owner's change must be live at once, not after a rebuild. */
async function showsSoon(page: Page, path: string, text: string): Promise<void> {
  const deadline = Date.now() + 2_000;
  for (;;) {
    await page.goto(url(path), { waitUntil: 'domcontentloaded' });
    if (await page.getByText(text, { exact: true }).count()) return;
    if (Date.now() > deadline) throw new Error(`${text} never showed on ${path}`);
  }
}

/** Types into the rich-text editor labelled `label` of one language's texts. */
async function write(page: Page, language: string, label: string, text: string) {
  await page.getByRole('group', { name: language }).getByRole('textbox', { name: label, exact: true }).click();
  await page.keyboard.type(text);
}

const picture = () => sharp({ create: { width: 640, height: 420, channels: 3, background: '#7a2331' } }).png().toBuffer();

describe('news in the back office', () => {
  it('creates a news item with a picture, shown on the news pages at once, in both languages', async () => {
    const title = `Les vendanges commencent ${Date.now()}`;
    const english = title.replace('Les vendanges commencent', 'The harvest begins');
    // The news page is cached before the owner writes: the save must drop it.
    const reader = await visitor();
    await reader.goto(url('/actualites'), { waitUntil: 'domcontentloaded' });
    expect(await reader.getByText(title).count()).toBe(0);

    const { page, errors } = await open(owner, '/admin/content/news/new', (p) => p.getByRole('button', { name: 'Enregistrer' }).waitFor());
    await expectNoAxeViolations(page);
    const french = page.getByRole('group', { name: 'Français' });
    await french.getByLabel('Titre', { exact: true }).fill(title);
    await french.getByLabel('Chapeau').fill('Les premières grappes de chenin.');
    await write(page, 'Français', 'Texte', 'Ce matin, toute l’équipe était dans les rangs.');
    const englishTexts = page.getByRole('group', { name: 'Anglais' });
    await englishTexts.getByLabel('Titre', { exact: true }).fill(english);
    await page.getByLabel('Choisir une image').setInputFiles({ name: 'vendanges.png', mimeType: 'image/png', buffer: await picture() });
    await page.getByRole('img', { name: title }).waitFor();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByRole('status').getByText('L’actualité est créée.').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/admin\/content\/news\/\d+$/);
    created(page, '/admin/news');
    // Once it exists the page is the item's, as a reload of its address would show it.
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Modifier l’actualité');
    expect(await page.title()).toMatch(/^Modifier l’actualité \| /);
    expect(errors).toEqual([]);

    await showsSoon(reader, '/actualites', title);
    const card = reader.locator('main article, main li').filter({ hasText: title }).first();
    expect(await card.locator('img').count()).toBe(1);
    await showsSoon(reader, '/en_US/actualites', english);
    await reader.getByText(english, { exact: true }).click();
    await reader.waitForURL(/\/en_US\/news\/the-harvest-begins-\d+\/\d+$/);
    expect(await reader.locator('main h1').innerText()).toBe(english);

    // The owner finds it in the list, which passes axe too.
    const list = await open(owner, '/admin/content/news', (p) => p.getByRole('link', { name: title }).waitFor());
    await expectNoAxeViolations(list.page);
  });

  it('puts a picture inside a news item’s text, described, and the news page shows it', async () => {
    const title = `La cave en images ${Date.now()}`;
    const description = 'Les barriques alignées dans la cave de tuffeau';
    const { page, errors } = await open(owner, '/admin/content/news/new', (p) => p.getByRole('button', { name: 'Enregistrer' }).waitFor());
    const french = page.getByRole('group', { name: 'Français' });
    await french.getByLabel('Titre', { exact: true }).fill(title);
    await write(page, 'Français', 'Texte', 'Voici la cave.');
    await french.getByRole('toolbar', { name: 'Mise en forme' }).getByRole('button', { name: 'Photo' }).click();
    const panel = french.getByRole('group', { name: 'Ajouter une photo dans le texte' });
    await panel.getByRole('button', { name: 'Insérer la photo' }).click();
    await panel.getByRole('alert').getByText('Décrivez la photo avant de l’insérer.').waitFor();
    await panel.getByLabel('Description de la photo').fill(description);
    await panel.getByLabel('Fichier').setInputFiles({ name: 'cave.png', mimeType: 'image/png', buffer: await picture() });
    await panel.getByRole('button', { name: 'Insérer la photo' }).click();
    const inText = french.getByRole('textbox', { name: 'Texte', exact: true }).getByRole('img', { name: description });
    await inText.waitFor();
    expect(await inText.getAttribute('src')).toMatch(/^\/api\/media\/\d+\//);
    expect(await french.getByRole('textbox', { name: 'Texte', exact: true }).innerText()).toContain('Voici la cave.');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByRole('status').getByText('L’actualité est créée.').waitFor();
    created(page, '/admin/news');
    expect(errors).toEqual([]);

    // The visitor's news page shows it, under the page's policy, with its description.
    const reader = await visitor();
    const violations: string[] = [];
    reader.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
    });
    await showsSoon(reader, '/actualites', title);
    await reader.getByText(title, { exact: true }).click();
    await reader.waitForURL(/\/news\/la-cave-en-images-\d+\/\d+$/);
    await reader.locator('main .cms-content').getByText('Voici la cave.').waitFor();
    const shown = reader.locator('main .cms-content').getByRole('img', { name: description });
    await shown.scrollIntoViewIfNeeded();
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(violations).toEqual([]);
    await reader.context().close();
  });

  it('says what is wrong without saving: no title', async () => {
    const { page } = await open(owner, '/admin/content/news/new', (p) => p.getByRole('button', { name: 'Enregistrer' }).waitFor());
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    const title = page.getByRole('group', { name: 'Français' }).getByLabel('Titre', { exact: true });
    await page.getByText('Le titre est obligatoire (200 caractères au plus).').waitFor();
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/admin/content/news/new');
  });

  it('shows the back office in English under /en_US', async () => {
    const { page } = await open(owner, '/en_US/admin/content/news', (p) => p.getByRole('link', { name: 'New news item' }).waitFor());
    expect(await page.locator('main h1').innerText()).toBe('News');
    await expectNoAxeViolations(page);
  });
});

describe('events in the back office', () => {
  it('adds an event, and the owner sees a visitor’s registration arrive', async () => {
    const title = `Dîner au chai ${Date.now()}`;
    const year = new Date().getFullYear() + 1;
    const { page } = await open(owner, '/admin/content/events/new', (p) => p.getByRole('button', { name: 'Enregistrer' }).waitFor());
    await page.getByRole('group', { name: 'Français' }).getByLabel('Titre', { exact: true }).fill(title);
    await write(page, 'Français', 'Description', 'Cinq plats, cinq vins.');
    await page.getByLabel('Début').fill(`${year}-05-20T19:00`);
    await page.getByLabel('Fin').fill(`${year}-05-20T23:00`);
    await page.getByLabel('Lieu').fill('Le chai');
    await page.getByLabel('Prix par place (€)').fill('45');
    await page.getByLabel('Nombre de places').fill('20');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByRole('status').getByText('L’événement est créé.').waitFor();
    created(page, '/admin/event');
    await page.getByText('Personne ne s’est encore inscrit.').waitFor();
    await expectNoAxeViolations(page);
    const eventPath = await page.getByRole('link', { name: 'Français' }).getAttribute('href');
    expect(eventPath).toMatch(/^\/evenements\/diner-au-chai-\d+\/\d+$/);

    const guest = await visitor();
    await guest.goto(url(eventPath!), { waitUntil: 'networkidle' });
    const form = guest.locator('form[data-event-registration]');
    await form.getByLabel('Nom', { exact: true }).fill('Camille Martin');
    await form.getByLabel('E-mail').fill('camille.martin@example.fr');
    await form.getByLabel('Nombre de places').fill('2');
    await form.getByRole('button', { name: 'Je m’inscris' }).click();
    await guest.getByRole('status').filter({ hasText: 'confirmée pour 2 places' }).waitFor();

    await page.reload({ waitUntil: 'networkidle' });
    const registrations = page.getByRole('region', { name: 'Inscriptions' }).getByRole('table');
    await registrations.getByRole('cell', { name: 'Camille Martin' }).waitFor();
    expect(await registrations.getByRole('cell', { name: 'camille.martin@example.fr' }).count()).toBe(1);
    await page.getByText('2 places réservées sur 20').first().waitFor();
    const csv = await page.getByRole('link', { name: 'Exporter en CSV' }).getAttribute('href');
    const download = await page.context().request.get(url(csv!));
    expect(download.status()).toBe(200);
    expect(await download.text()).toContain('Camille Martin;camille.martin@example.fr;;2;fr_FR;');

    const list = await open(owner, '/admin/content/events', (p) => p.getByRole('link', { name: title }).waitFor());
    expect(await list.page.getByRole('row').filter({ hasText: title }).innerText()).toContain('2 places réservées sur 20');
    await expectNoAxeViolations(list.page);
  });
});

describe('pages and forms in the back office', () => {
  it('adds a text page to the menu, on every page at once', async () => {
    const stamp = Date.now();
    const { page } = await open(owner, '/admin/content/pages', (p) => p.getByRole('link', { name: 'Nouvelle page' }).waitFor());
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Nouvelle page' }).click();
    await page.getByRole('button', { name: 'Enregistrer' }).waitFor();
    const french = page.getByRole('group', { name: 'Français' });
    await french.getByLabel('Titre', { exact: true }).fill(`Notre cave ${stamp}`);
    await french.getByLabel('Titre dans le menu').fill(`La cave ${stamp}`);
    await french.getByLabel('Adresse').fill(`notre-cave-${stamp}`);
    await write(page, 'Français', 'Texte', 'Creusée dans le tuffeau.');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByRole('status').getByText('La page est créée.').waitFor();
    created(page, '/admin/page');
    await expectNoAxeViolations(page);

    // A page under another opens with its parent chosen, so that saving it leaves it in place.
    const story = await open(owner, '/admin/content/pages', (p) => p.getByRole('link', { name: 'Notre histoire' }).waitFor());
    await story.page.getByRole('link', { name: 'Notre histoire' }).click();
    await story.page.getByRole('button', { name: 'Enregistrer' }).waitFor();
    expect(await story.page.getByLabel('Rangée sous').locator('option:checked').innerText()).toBe('Domaine des Tilleuls, vignerons à Saumur-Champigny');

    const reader = await visitor();
    await showsSoon(reader, `/notre-cave-${stamp}`, `Notre cave ${stamp}`);
    await reader.goto(url('/'), { waitUntil: 'domcontentloaded' });
    expect(await reader.locator(`header nav a[href="/notre-cave-${stamp}"]`).count()).toBeGreaterThan(0);
  });

  it('shows the answers a visitor sent through the contact form, with their CSV', async () => {
    const forms = (await (await fetch(url('/api/admin/form'), { headers: { cookie: await adminCookie() } })).json()).data.forms as { id: number; name: string }[];
    const contact = forms.find((form) => form.name === 'Écrivez-nous')!;
    const sent = await fetch(url(`/api/forms/${contact.id}/submit`), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ values: { name: 'Hugo Martin', email: 'hugo.martin@example.fr', subject: 'visit', message: 'Pouvons-nous venir samedi matin ?' } }),
    });
    expect(sent.status).toBe(200);
    const { page } = await open(owner, '/admin/content/forms', (p) => p.getByRole('link', { name: 'Écrivez-nous', exact: true }).waitFor());
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Écrivez-nous', exact: true }).click();
    await page.getByRole('cell', { name: 'hugo.martin@example.fr' }).waitFor();
    expect(await page.getByRole('row').filter({ hasText: 'hugo.martin@example.fr' }).innerText()).toContain('Une visite ou une dégustation');
    await expectNoAxeViolations(page);
    const csv = await page.getByRole('link', { name: 'Exporter en CSV' }).getAttribute('href');
    const download = await page.context().request.get(url(csv!));
    expect(await download.text()).toContain(';fr_FR;Hugo Martin;hugo.martin@example.fr;Une visite ou une dégustation;Pouvons-nous venir samedi matin ?');
  });
});

describe('the blog and the popups in the back office', () => {
  it('writes a blog post in a new folder, on the blog at once', async () => {
    const stamp = Date.now();
    const folders = await open(owner, '/admin/content/blog/folders/new', (p) => p.getByRole('button', { name: 'Enregistrer' }).waitFor());
    await folders.page.getByRole('group', { name: 'Français' }).getByLabel('Nom', { exact: true }).fill(`À la cave ${stamp}`);
    await folders.page.getByRole('button', { name: 'Enregistrer' }).click();
    await folders.page.getByRole('status').getByText('Le dossier est enregistré.').waitFor();
    created(folders.page, '/admin/blog/folder');

    const { page } = await open(owner, '/admin/content/blog', (p) => p.getByRole('link', { name: `À la cave ${stamp}` }).waitFor());
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Nouvel article' }).click();
    await page.getByRole('button', { name: 'Enregistrer' }).waitFor();
    await page.getByRole('group', { name: 'Français' }).getByLabel('Titre', { exact: true }).fill(`Soutirer le vin ${stamp}`);
    await write(page, 'Français', 'Texte', 'Le vin passe d’une cuve à l’autre.');
    await page.getByLabel('Dossier').selectOption({ label: `À la cave ${stamp}` });
    await page.getByLabel('Auteur').fill('Claire Moreau');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByRole('status').getByText('L’article est enregistré.').waitFor();
    created(page, '/admin/blog/post');
    await expectNoAxeViolations(page);
    const postPath = await page.getByRole('link', { name: 'Français' }).getAttribute('href');

    const reader = await visitor();
    await showsSoon(reader, postPath!, `Soutirer le vin ${stamp}`);
  });

  it('opens a popup, on for visitors at once', async () => {
    const stamp = Date.now();
    const { page } = await open(owner, '/admin/content/popups/new', (p) => p.getByRole('button', { name: 'Enregistrer' }).waitFor());
    await page.getByRole('group', { name: 'Français' }).getByLabel('Titre', { exact: true }).fill(`Fermeture d’hiver ${stamp}`);
    await write(page, 'Français', 'Texte', 'Le caveau ferme du 24 au 31 décembre.');
    await page.getByRole('group', { name: 'Français' }).getByLabel('Lien du bouton').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Le lien doit commencer par https:// ou par /.').waitFor();
    await page.getByRole('group', { name: 'Français' }).getByLabel('Lien du bouton').fill('/contact');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByRole('status').getByText('La fenêtre d’annonce est enregistrée.').waitFor();
    created(page, '/admin/popup');
    await expectNoAxeViolations(page);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const active = (await (await fetch(url('/api/popup?active=1'))).json()).data as { id: number }[];
    expect(active.map((popup) => popup.id)).toContain(id);
    const list = await open(owner, '/admin/content/popups', (p) => p.getByRole('link', { name: `Fermeture d’hiver ${stamp}` }).waitFor());
    await expectNoAxeViolations(list.page);
  });
});

describe('albums in the back office', () => {
  it('makes an album of photos and a video, in the owner’s order, in the gallery at once', async () => {
    const stamp = Date.now();
    const { page } = await open(owner, '/admin/content/albums/new', (p) => p.getByRole('button', { name: 'Enregistrer' }).waitFor());
    await page.getByRole('group', { name: 'Français' }).getByLabel('Titre', { exact: true }).fill(`Vendanges ${stamp}`);
    const photo = await picture();
    await page.getByLabel('Ajouter des photos').setInputFiles([
      { name: 'grappes.png', mimeType: 'image/png', buffer: photo },
      { name: 'pressoir.png', mimeType: 'image/png', buffer: photo },
    ]);
    await page.getByRole('img', { name: 'photo 2' }).waitFor();
    await page.getByLabel('Ajouter une vidéo').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await page.getByLabel('Légende en français (photo 2)').fill('Le pressoir');
    await page.getByRole('button', { name: 'Monter la photo 2' }).click();
    await page.getByLabel('Couverture de l’album (photo 2)').check();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByRole('status').getByText('L’album est enregistré.').waitFor();
    created(page, '/admin/album');
    await expectNoAxeViolations(page);
    const albumPath = await page.getByRole('link', { name: 'Français' }).getAttribute('href');

    const reader = await visitor();
    await showsSoon(reader, albumPath!, `Vendanges ${stamp}`);
    expect(await reader.getByText('Le pressoir').count()).toBeGreaterThan(0);
    const list = await open(owner, '/admin/content/albums', (p) => p.getByRole('link', { name: `Vendanges ${stamp}` }).waitFor());
    expect(await list.page.getByRole('row').filter({ hasText: `Vendanges ${stamp}` }).innerText()).toContain('2 photo(s), 1 vidéo(s)');
    await expectNoAxeViolations(list.page);
  });
});

describe('wine tourism in the back office', () => {
  it('shows a visitor’s booking under its service, and cancels it', async () => {
    const cookie = await adminCookie();
    const { services } = (await (await fetch(url('/api/admin/service'), { headers: { cookie } })).json()).data as { services: { id: number; title: string }[] };
    const tour = services.find((service) => service.title === 'Visite des caves et dégustation')!;
    const { calendarId } = (await (await fetch(url(`/api/admin/service/${tour.id}`), { headers: { cookie } })).json()).data as { calendarId: number };
    // The first day with a slot in the coming months, as the booking calendar offers it.
    let day: { date: string; slots: { slotId: number }[] } | undefined;
    for (let ahead = 1; !day && ahead < 6; ahead++) {
      const month = new Date();
      month.setMonth(month.getMonth() + ahead, 1);
      const dates = (await (await fetch(url(`/api/calendar/${calendarId}/date/allowed/${month.getMonth() + 1}/${month.getFullYear()}?service=${tour.id}`))).json()).data.dates;
      day = dates.find((candidate: { slots: unknown[] }) => candidate.slots.length > 0);
    }
    const booked = await fetch(url(`/api/service/${tour.id}/booking`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.90' },
      body: JSON.stringify({ date: day!.date, slotId: day!.slots[0].slotId, seats: 2, name: 'Inès Fabre', email: 'ines.fabre@example.fr' }),
    });
    expect(booked.status).toBe(200);

    const { page } = await open(owner, `/admin/content/tourism/${tour.id}`, (p) => p.getByRole('cell', { name: 'ines.fabre@example.fr' }).first().waitFor());
    await expectNoAxeViolations(page);
    const row = page.getByRole('row').filter({ hasText: 'ines.fabre@example.fr' }).first();
    await row.getByRole('button', { name: 'Annuler' }).click();
    await row.getByRole('button', { name: 'Confirmer' }).click();
    await page.getByRole('status').getByText('La réservation est annulée.').waitFor();
    await row.getByText('Annulée').waitFor();
    const list = await open(owner, '/admin/content/tourism', (p) => p.getByRole('link', { name: 'Visite des caves et dégustation' }).waitFor());
    await expectNoAxeViolations(list.page);
  });
});
