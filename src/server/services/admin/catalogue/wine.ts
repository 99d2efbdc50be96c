import { and, asc, eq } from 'drizzle-orm';
import { catalogueLangs, type CatalogueLang } from '~/lib/admin/catalogue';
import { wineNotes, type AdminWine, type WineNotes, type WineSheet } from '~/lib/admin/catalogue-wine';
import type { Lang } from '~/lib/i18n';
import type { Database } from '../../../db/connection';
import { componentConf, product, productGrape, productTranslation } from '../../../db/schema';
import type { ShopDeps } from '../../../deps';
import type { Transaction } from './declinations';
import { saveList } from './details';
import { invalid, notFound } from '../../errors';

// A wine's sheet in the back office: colour, appellation, grapes and their shares, alcohol,
// serving temperature, keeping, tags, and the winemaker's notes in both languages. Saved whole in
// one transaction that refreshes the pages showing the product (saveList).

type TagLabel = string | Partial<Record<Lang, string>>;

/** The tags the shop knows (the 'product-tags' settings the wine list filters on), labelled in `lang`. */
async function tagChoices(db: Database | Transaction, lang: Lang) {
  const [row] = await db.select({ conf: componentConf.conf }).from(componentConf).where(eq(componentConf.slug, 'product-tags'));
  const tags = ((row?.conf as { tags?: { key: string; label: TagLabel }[] } | undefined)?.tags ?? []).filter((tag) => typeof tag?.key === 'string');
  return tags.map((tag) => ({ key: tag.key, label: typeof tag.label === 'string' ? tag.label : (tag.label?.[lang] ?? tag.label?.fr_FR ?? tag.key) }));
}

const noNotes = Object.fromEntries(wineNotes.map((note) => [note, null])) as WineNotes;

/** GET /admin/product/{id}/wine. */
export async function wineSheet(db: Database, lang: Lang, productId: number): Promise<AdminWine> {
  const row = await db.query.product.findFirst({
    where: eq(product.id, productId),
    with: { translations: true, grapes: { orderBy: [asc(productGrape.position), asc(productGrape.id)] } },
  });
  if (!row) throw notFound('admin-catalogue:errors.productNotFound');
  const notesIn = (lang: CatalogueLang): WineNotes => {
    const text = row.translations.find((tr) => tr.lang === lang);
    return text ? (Object.fromEntries(wineNotes.map((note) => [note, text[note]])) as WineNotes) : noNotes;
  };
  return {
    sheet: {
      colour: row.colour,
      appellation: row.appellation,
      alcoholDegree: row.alcoholDegree,
      servingTemperature: { min: row.servingTemperatureMin, max: row.servingTemperatureMax },
      ageingPotential: { min: row.ageingPotentialMin, max: row.ageingPotentialMax },
      tags: row.tags,
      grapes: row.grapes.map((grape) => ({ variety: grape.variety, percent: grape.percent })),
      notes: { fr_FR: notesIn('fr_FR'), en_US: notesIn('en_US') },
    },
    tagChoices: await tagChoices(db, lang),
    hasEnglish: row.translations.some((tr) => tr.lang === 'en_US'),
  };
}

const emptyAsNull = (notes: WineNotes) => Object.fromEntries(wineNotes.map((note) => [note, notes[note] || null])) as WineNotes;

/** PUT /admin/product/{id}/wine: the sheet, replaced whole. */
export async function saveWineSheet(deps: ShopDeps, productId: number, sheet: WineSheet) {
  await saveList(deps, productId, async (tx) => {
    const known = new Set((await tagChoices(tx, 'fr_FR')).map((tag) => tag.key));
    const unknown = sheet.tags.find((tag) => !known.has(tag));
    if (unknown !== undefined) throw invalid('admin-wine:errors.unknownTag', { tag: unknown });
    const texts = await tx.select({ lang: productTranslation.lang }).from(productTranslation).where(eq(productTranslation.productId, productId));
    const english = emptyAsNull(sheet.notes.en_US);
    // English notes need the English words they sit under: without an English name the page is French.
    if (!texts.some((text) => text.lang === 'en_US') && wineNotes.some((note) => english[note] !== null)) throw invalid('admin-wine:errors.englishWithoutName');

    await tx
      .update(product)
      .set({
        colour: sheet.colour,
        appellation: sheet.appellation || null,
        alcoholDegree: sheet.alcoholDegree,
        servingTemperatureMin: sheet.servingTemperature.min,
        servingTemperatureMax: sheet.servingTemperature.max,
        ageingPotentialMin: sheet.ageingPotential.min,
        ageingPotentialMax: sheet.ageingPotential.max,
        tags: [...new Set(sheet.tags)],
      })
      .where(eq(product.id, productId));
    for (const lang of catalogueLangs) {
      if (!texts.some((text) => text.lang === lang)) continue;
      await tx
        .update(productTranslation)
        .set(emptyAsNull(sheet.notes[lang]))
        .where(and(eq(productTranslation.productId, productId), eq(productTranslation.lang, lang)));
    }
    await tx.delete(productGrape).where(eq(productGrape.productId, productId));
    if (sheet.grapes.length) await tx.insert(productGrape).values(sheet.grapes.map((grape, position) => ({ productId, variety: grape.variety, percent: grape.percent, position })));
  });
}
