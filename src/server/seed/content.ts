import type { Database } from '../db/connection';
import {
  form,
  formField,
  formFieldTranslation,
  formTranslation,
  googleReview,
  page,
  pageTranslation,
  popup,
  popupTranslation,
} from '../db/schema';
import type { DemoDate } from './calendar';
import { escapeXml } from './art/svg';
import { contactForm, googleReviews, popups, type Localized, type Page, type ScenePicture } from './data';
import { storeSvg } from './media';
import { scenePicture } from './pictures';
import { langs, mapLocalized, pathIn, perLang } from './rows';

/** Stores a scene and returns it as a figure to open owner HTML with. */
async function figureOf(db: Database, picture: ScenePicture, filename: string): Promise<Localized> {
  const stored = await storeSvg(db, scenePicture(picture.scene), filename, picture.alt);
  const figure = (lang: keyof Localized) =>
    `<figure class="page-picture"><img src="${stored.url}" alt="${escapeXml(picture.alt[lang])}" loading="lazy"></figure>\n`;
  return { fr_FR: figure('fr_FR'), en_US: figure('en_US') };
}

async function seedPage(db: Database, siteId: number, entry: Page, parentId: number | null): Promise<void> {
  const isCmsPage = entry.type === 'HOME' || entry.type === 'CMS';
  const [row] = await db
    .insert(page)
    .values({
      siteId,
      parentId,
      menuIcon: entry.menuIcon,
      position: entry.order,
      isText: entry.content !== null,
      type: entry.type,
      showInMenu: entry.showInMenu,
      isFixedOnRight: entry.isFixedOnRight,
      useAbsoluteMenu: entry.useAbsoluteMenu,
      reload: entry.reload,
      isCmsPage,
      // Pages the shop renders itself (wine list, news…) name the route that does it.
      cmsRoute: isCmsPage ? null : entry.url.fr_FR,
      isCustomHeader: entry.isCustomHeader,
      isCustomFooter: entry.isCustomFooter,
      isEcommercePage: entry.isEcommercePage,
    })
    .returning({ id: page.id });
  let content = entry.content;
  if (content && entry.picture) {
    const figure = await figureOf(db, entry.picture, `page-${entry.key}`);
    content = mapLocalized(content, (html, lang) => figure[lang] + html);
  }
  await db.insert(pageTranslation).values(
    perLang({ title: entry.title, url: entry.url, menuTitle: entry.menuTitle, metaDescription: entry.metaDescription, content }, { pageId: row.id }),
  );
  for (const child of entry.children) await seedPage(db, siteId, child, row.id);
}

async function seedPopups(db: Database, date: DemoDate) {
  for (const [position, entry] of popups.entries()) {
    const picture = entry.picture ? await storeSvg(db, scenePicture(entry.picture.scene), `popup-${entry.key}`, entry.picture.alt) : null;
    const [row] = await db
      .insert(popup)
      .values({
        showOnEveryReload: entry.showOnEveryReload,
        // Let the visitor see the page before the announcement covers it.
        delaySeconds: 3,
        startsAt: date(entry.startsAt),
        endsAt: date(entry.endsAt),
        mediaId: picture?.id ?? null,
        position,
      })
      .returning({ id: popup.id });
    await db.insert(popupTranslation).values(
      langs.map((lang) => ({
        popupId: row.id,
        lang,
        title: entry.title[lang],
        content: entry.content[lang],
        buttonLabel: entry.link?.label[lang] ?? null,
        buttonLink: entry.link ? pathIn(lang, entry.link.url) : null,
      })),
    );
  }
}

/** The contact page's form. */
export async function seedContactForm(db: Database) {
  const [row] = await db.insert(form).values({}).returning({ id: form.id });
  await db.insert(formTranslation).values(
    perLang(
      { name: contactForm.title, description: contactForm.description, submitLabel: contactForm.submitLabel, successMessage: contactForm.successMessage },
      { formId: row.id },
    ),
  );
  for (const [position, field] of contactForm.fields.entries()) {
    const { required, ...rules } = field.rules;
    const [fieldRow] = await db
      .insert(formField)
      .values({
        formId: row.id,
        type: field.type,
        name: field.name,
        required,
        position,
        options: (field.options ?? []).map((option) => ({ key: option.value, label: option.label })),
        rules,
      })
      .returning({ id: formField.id });
    await db.insert(formFieldTranslation).values(perLang({ label: field.label, placeholder: field.placeholder }, { fieldId: fieldRow.id }));
  }
}

/** The menu and its pages. */
export async function seedPages(db: Database, siteId: number, menu: Page[]) {
  for (const entry of menu) await seedPage(db, siteId, entry, null);
}

/** The demo's popup and the reviews shown on the site. */
export async function seedContent(db: Database, date: DemoDate) {
  await seedPopups(db, date);
  await db.insert(googleReview).values(
    googleReviews.map((review) => ({
      author: review.author,
      rating: review.rating,
      text: review.text,
      lang: review.lang,
      publishedAt: date(review.publishedAt),
    })),
  );
}
