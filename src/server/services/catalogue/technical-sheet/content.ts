import type { Declination, ProductDetail } from '~/lib/catalogue';
import { capacityInCentilitres, capacityLabel } from '~/lib/catalogue-format';
import { t as translator, type Lang } from '~/lib/i18n';
import { nutritionRows } from '~/lib/e-label';
import { stripHtml } from '~/lib/text';
import type { ShopDeps } from '../../../deps';
import { parameterMap } from '../../parameters';
import { productDetail } from '../detail';
import { downloadName } from '../files';
import { nutritionFor } from '../nutrition';
import type { CatalogueScope } from '../scope';
import { estateEmblem } from './emblem';
import { notFound } from '../../errors';

// What the technical sheet says, every text resolved in the reader's language; render.ts only draws it.

interface SheetEntry {
  /** A lead-in set in bold ('Nez'), or null for a plain paragraph. */
  label: string | null;
  text: string;
}

export interface SheetContent {
  lang: Lang;
  fileName: string;
  title: string;
  heading: string;
  estate: { name: string; address: string | null; contact: string; emblem: Uint8Array | null };
  name: string;
  /** 'Saumur · Vin blanc · Millésime 2022'. */
  subtitle: string;
  intro: string | null;
  /** `note` is a second, smaller line under the value. */
  facts: { label: string; value: string; note?: string }[];
  grapes: { title: string; items: { variety: string; percent: number | null }[] } | null;
  sections: { title: string; entries: SheetEntry[] }[];
  awards: { title: string; items: { text: string; medal: ProductDetail['awards'][number]['medal'] }[] } | null;
  nutrition: { title: string; caption: string; rows: { label: string; value: string; detail: boolean }[] } | null;
  ingredients: { title: string; text: string } | null;
  allergens: { title: string; text: string } | null;
  moderation: string | null;
  pageLabel: (page: number, pages: number) => string;
}

function decimal(value: number, lang: Lang, digits = 2): string {
  return new Intl.NumberFormat(lang === 'fr_FR' ? 'fr-FR' : 'en-US', { maximumFractionDigits: digits }).format(value);
}

function vintageText(product: ProductDetail, chosen: Declination | null, t: ReturnType<typeof translator>): string {
  const years = chosen ? (chosen.year === null ? [] : [chosen.year]) : product.years;
  if (years.length === 0) return t('catalogue-api:sheet.nonVintage');
  return `${t(years.length > 1 ? 'catalogue-api:sheet.vintages' : 'catalogue-api:sheet.vintage')} ${years.join(', ')}`;
}

function facts(product: ProductDetail, chosen: Declination | null, lang: Lang, t: ReturnType<typeof translator>): SheetContent['facts'] {
  const list: SheetContent['facts'] = [];
  const isWine = product.type === 'WINE';
  if (isWine) {
    const years = chosen ? (chosen.year === null ? [] : [chosen.year]) : product.years;
    list.push({
      label: t(years.length > 1 ? 'catalogue-api:sheet.vintages' : 'catalogue-api:sheet.vintage'),
      value: years.length ? years.join(', ') : t('catalogue-api:sheet.nonVintage'),
    });
  }
  const capacities = chosen
    ? [capacityLabel(chosen.capacity, chosen.capacityUnit, lang)]
    : [...product.capacities].sort((a, b) => capacityInCentilitres(a.capacity, a.capacityUnit) - capacityInCentilitres(b.capacity, b.capacityUnit)).map((c) => capacityLabel(c.capacity, c.capacityUnit, lang));
  if (capacities.filter(Boolean).length) list.push({ label: t('catalogue-api:sheet.capacity'), value: capacities.filter(Boolean).join(' · ') });
  if (product.alcoholDegree !== null) {
    list.push({ label: t('catalogue-api:sheet.alcohol'), value: t('catalogue-api:sheet.alcoholValue', { value: decimal(product.alcoholDegree, lang, 1) }) });
  }
  const serving = product.servingTemperature;
  if (serving.min !== null && serving.max !== null) {
    list.push({ label: t('catalogue-api:sheet.serving'), value: t('catalogue-api:sheet.servingValue', { min: serving.min, max: serving.max }) });
  }
  const ageing = product.ageingPotential;
  if (isWine && ageing.min !== null && ageing.max !== null) {
    const year = chosen?.year ?? (product.years.length === 1 ? product.years[0] : null);
    const span = t('catalogue-api:sheet.ageingValue', { min: ageing.min, max: ageing.max });
    list.push({
      label: t('catalogue-api:sheet.ageing'),
      value: span,
      ...(year === null ? {} : { note: t('catalogue-api:sheet.drinkBetween', { from: year + ageing.min, to: year + ageing.max }) }),
    });
  }
  return list;
}

function sections(product: ProductDetail, t: ReturnType<typeof translator>): SheetContent['sections'] {
  const paragraph = (text: string | null): SheetEntry[] => (text ? [{ label: null, text }] : []);
  const tasting: SheetEntry[] = (['eye', 'nose', 'mouth'] as const).flatMap((sense) =>
    product.tasting[sense] ? [{ label: t(`catalogue-api:sheet.${sense}`), text: product.tasting[sense]! }] : [],
  );
  const dishes = product.mealIcons.map((icon) => icon.label).join(' · ');
  const pairing: SheetEntry[] = [...(dishes ? [{ label: null, text: dishes }] : []), ...paragraph(product.foodPairing)];
  const all = [
    { title: t('catalogue-api:sheet.terroir'), entries: paragraph(product.terroir) },
    { title: t('catalogue-api:sheet.vinification'), entries: paragraph(product.vinification) },
    { title: t('catalogue-api:sheet.tasting'), entries: tasting },
    { title: t('catalogue-api:sheet.pairing'), entries: pairing },
  ];
  if (product.type !== 'WINE') {
    // A box or an accessory has no tasting notes: its description and characteristics tell it.
    all.unshift({ title: t('catalogue-api:sheet.description'), entries: paragraph(product.description ? stripHtml(product.description) : null) });
    all.push({ title: t('catalogue-api:sheet.features'), entries: product.features.map((f) => ({ label: f.label, text: f.value })) });
  }
  return all.filter((section) => section.entries.length > 0);
}

function nutrition(product: ProductDetail, chosen: Declination | null, lang: Lang, t: ReturnType<typeof translator>) {
  const year = chosen ? chosen.year : product.years.length === 1 ? product.years[0] : null;
  const table = nutritionFor(product.nutrition, { declinationId: chosen?.id ?? null, year });
  if (!table) return { table: null, content: null };
  return {
    table,
    content: {
      title: t('catalogue-api:sheet.nutrition'),
      caption: t('catalogue-api:sheet.per100ml'),
      // The same rounding as the wine page and the e-label (lib/e-label.ts).
      rows: nutritionRows(table, lang).map(({ key, value, isPartOf }) => ({ label: t(`catalogue-api:sheet.${key}`), value, detail: isPartOf })),
    },
  };
}

/** Everything the sheet of a product (or of one of its declinations) shows. */
export async function technicalSheetContent(
  deps: ShopDeps,
  siteId: number,
  scope: CatalogueScope,
  productId: number,
  declinationId: number | null,
): Promise<SheetContent> {
  const lang = scope.lang;
  const t = translator(lang);
  const product = await productDetail(scope, productId);
  const chosen = declinationId === null ? null : (product.declinations.find((d) => d.id === declinationId) ?? null);
  if (declinationId !== null && !chosen) throw notFound('catalogue-api:errors.declinationNotFound');
  const [parameters, emblem] = await Promise.all([parameterMap(deps.db, siteId, lang), estateEmblem(deps.db, siteId)]);
  const estateName = parameters.COMPANY_NAME ?? '';
  const website = deps.config.publicUrl.replace(/^https?:\/\//, '').replace(/\/$/, '');
  const kind = product.type === 'WINE' ? (product.colour ? t(`catalogue-api:sheet.colours.${product.colour}`) : null) : t(`catalogue-api:sheet.kinds.${product.type}`);
  const vintage = product.type === 'WINE' ? vintageText(product, chosen, t) : null;
  const { content: nutritionTable, table } = nutrition(product, chosen, lang, t);
  const year = chosen ? chosen.year : null;
  return {
    lang,
    fileName: downloadName([t('catalogue-api:files.technicalSheet'), product.name, year], 'pdf'),
    title: `${t('catalogue-api:sheet.title')} – ${product.name}${year ? ` ${year}` : ''}`,
    heading: t('catalogue-api:sheet.title'),
    estate: {
      name: estateName,
      address: parameters.HEAD_OFFICE ?? parameters.COMPANY_ADDRESS ?? null,
      contact: [parameters.COMPANY_PHONE, parameters.COMPANY_EMAIL, website].filter(Boolean).join('  ·  '),
      emblem,
    },
    name: product.name,
    subtitle: [product.appellation, kind, vintage].filter(Boolean).join('  ·  '),
    intro: product.shortDescription,
    facts: facts(product, chosen, lang, t),
    grapes: product.grapes.length ? { title: t('catalogue-api:sheet.grapes'), items: product.grapes } : null,
    sections: sections(product, t),
    awards: product.awards.length
      ? { title: t('catalogue-api:sheet.awards'), items: product.awards.map((a) => ({ text: a.name, medal: a.medal })) }
      : null,
    nutrition: nutritionTable,
    ingredients: table?.ingredients ? { title: t('catalogue-api:sheet.ingredients'), text: table.ingredients } : null,
    allergens: table?.allergens ? { title: t('catalogue-api:sheet.allergens'), text: table.allergens } : null,
    moderation: product.type === 'OTHER' ? null : t('catalogue-api:sheet.moderation'),
    pageLabel: (page, pages) => t('catalogue-api:sheet.page', { page, pages }),
  };
}
