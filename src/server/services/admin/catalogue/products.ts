import { and, asc, count, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
import {
  catalogueLangs,
  PRODUCTS_PER_PAGE,
  type AdminProduct,
  type AdminProductPage,
  type CatalogueLang,
  type ProductChanges,
  type ProductCreate,
  type ProductListFilters,
  type ProductText,
} from '~/lib/admin/catalogue';
import { productPath } from '~/lib/catalogue';
import { slugify } from '~/lib/content/slug';
import type { Lang } from '~/lib/i18n';
import type { Database } from '../../../db/connection';
import { declination, product, productMedia, productTranslation } from '../../../db/schema';
import type { ShopDeps } from '../../../deps';
import { containsLoosely } from '../../list-query';
import { inLang } from '../../translations';
import { declinationForEditor, presentDeclination, type Transaction } from './declinations';
import { presentPicture } from './pictures';
import { productTags } from './tags';
import { invalid, notFound } from '../../errors';

// The owner's products: the list (search, published or not, by type), a new product, and the
// product's own words in both languages and its publication. Every save drops the cached pages
// that show the product, in the same transaction.

/** GET /admin/product: newest first, the name in the owner's language (French when missing). */
export async function listAdminProducts(db: Database, lang: Lang, query: ProductListFilters): Promise<AdminProductPage> {
  const conditions: SQL[] = [];
  if (query.search) {
    const tr = db.select({ one: sql`1` }).from(productTranslation).where(
      and(
        eq(productTranslation.productId, product.id),
        containsLoosely(productTranslation.name, query.search),
      ),
    );
    const sold = db
      .select({ one: sql`1` })
      .from(declination)
      .where(and(eq(declination.productId, product.id), containsLoosely(declination.reference, query.search)));
    // A product is found by its name in either language, its reference or one of its declinations'.
    conditions.push(sql`(${exists(tr)} or ${containsLoosely(product.reference, query.search)} or ${exists(sold)})`);
  }
  if (query.published) conditions.push(eq(product.isValid, query.published === 'yes'));
  if (query.type) conditions.push(eq(product.type, query.type));
  const where = and(...conditions);

  const [{ total }] = await db.select({ total: count() }).from(product).where(where);
  const pageCount = Math.max(1, Math.ceil(total / PRODUCTS_PER_PAGE));
  const rows = await db.query.product.findMany({
    where,
    columns: { id: true, type: true, reference: true, isValid: true },
    with: {
      translations: { columns: { lang: true, name: true } },
      declinations: { columns: { price: true, fixedPrice: true, quantity: true, tracksStock: true } },
    },
    orderBy: [desc(product.id)],
    limit: PRODUCTS_PER_PAGE,
    offset: (query.page - 1) * PRODUCTS_PER_PAGE,
  });
  return {
    products: rows.map((row) => {
      const counted = row.declinations.filter((d) => d.tracksStock && d.quantity !== null);
      return {
        id: row.id,
        type: row.type,
        reference: row.reference,
        name: inLang(row.translations, lang)?.name ?? '',
        isValid: row.isValid,
        declinationCount: row.declinations.length,
        priceFrom: row.declinations.length ? Math.min(...row.declinations.map((d) => d.fixedPrice ?? d.price)) : null,
        stock: counted.length ? counted.reduce((sum, d) => sum + (d.quantity ?? 0), 0) : null,
      };
    }),
    total,
    page: query.page,
    pageCount,
  };
}

/** The product as the editor shows it: its words in both languages, its declinations and pictures. */
export async function adminProduct(db: Database, id: number): Promise<AdminProduct> {
  const row = await db.query.product.findFirst({
    where: eq(product.id, id),
    with: {
      translations: true,
      declinations: { ...declinationForEditor, orderBy: [asc(declination.position), asc(declination.id)] },
      gallery: { with: { media: { with: { translations: true } } }, orderBy: [asc(productMedia.position), asc(productMedia.mediaId)] },
    },
  });
  if (!row) throw notFound('admin-catalogue:errors.productNotFound');
  const textIn = (lang: CatalogueLang): ProductText | null => {
    const text = row.translations.find((tr) => tr.lang === lang);
    return text ? { name: text.name, shortDescription: text.shortDescription, description: text.description } : null;
  };
  const french = textIn('fr_FR') ?? { name: textIn('en_US')?.name ?? '', shortDescription: null, description: null };
  const slug = row.translations.find((tr) => tr.lang === 'fr_FR')?.slug ?? String(row.id);
  return {
    id: row.id,
    type: row.type,
    reference: row.reference,
    isValid: row.isValid,
    texts: { fr_FR: french, en_US: textIn('en_US') },
    declinations: row.declinations.map(presentDeclination),
    pictures: row.gallery.map((entry) => presentPicture(entry.media)),
    path: productPath({ type: row.type, slug, id: row.id }),
  };
}

/** Empty fields are kept as no text; a new text's slug comes from its name. */
const translationOf = (productId: number, lang: CatalogueLang, text: ProductText) => ({
  productId,
  lang,
  name: text.name,
  slug: slugify(text.name) || String(productId),
  shortDescription: text.shortDescription || null,
  description: text.description || null,
});

async function saveTexts(tx: Transaction, productId: number, texts: NonNullable<ProductChanges['texts']>) {
  for (const lang of catalogueLangs) {
    const text = texts[lang];
    if (!text) {
      await tx.delete(productTranslation).where(and(eq(productTranslation.productId, productId), eq(productTranslation.lang, lang)));
      continue;
    }
    const values = translationOf(productId, lang, text);
    // A product keeps its address when renamed: links and search engines know it by its slug.
    const { slug: _kept, ...changed } = values;
    await tx
      .insert(productTranslation)
      .values(values)
      .onConflictDoUpdate({ target: [productTranslation.productId, productTranslation.lang], set: changed });
  }
}

async function checkReferenceFree(tx: Transaction, reference: string | null | undefined, ownId: number) {
  if (!reference) return;
  const [taken] = await tx.select({ id: product.id }).from(product).where(eq(product.reference, reference));
  if (taken && taken.id !== ownId) throw invalid('admin-catalogue:errors.referenceTaken', { reference });
}

/** POST /admin/product: a new product, unpublished until it has what it needs, named in French. */
export async function createProduct(deps: ShopDeps, fields: ProductCreate): Promise<AdminProduct> {
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx.insert(product).values({ type: fields.type, isValid: false }).returning({ id: product.id });
    await tx.insert(productTranslation).values(translationOf(row.id, 'fr_FR', { name: fields.name, shortDescription: null, description: null }));
    return row.id;
  });
  return adminProduct(deps.db, id);
}

/**
 * PUT /admin/product/{id}: its type, reference, words, publication. A product is published only
 * with a declination on sale: the shop would not show it otherwise, and the owner would wonder why.
 */
export async function updateProduct(deps: ShopDeps, id: number, changes: ProductChanges): Promise<AdminProduct> {
  await deps.db.transaction(async (tx) => {
    const [current] = await tx.select({ id: product.id }).from(product).where(eq(product.id, id)).for('update');
    if (!current) throw notFound('admin-catalogue:errors.productNotFound');
    if (changes.isValid) {
      const [onSale] = await tx
        .select({ id: declination.id })
        .from(declination)
        .where(and(eq(declination.productId, id), eq(declination.isValid, true)))
        .limit(1);
      if (!onSale) throw invalid('admin-catalogue:errors.publishWithoutDeclination');
    }
    const reference = changes.reference === undefined ? undefined : changes.reference || null;
    await checkReferenceFree(tx, reference, id);
    const columns = {
      ...(changes.type ? { type: changes.type } : {}),
      ...(reference !== undefined ? { reference } : {}),
      ...(changes.isValid !== undefined ? { isValid: changes.isValid } : {}),
    };
    if (Object.keys(columns).length > 0) await tx.update(product).set(columns).where(eq(product.id, id));
    if (changes.texts) await saveTexts(tx, id, changes.texts);
    await deps.pageCache.invalidate(tx, productTags(id));
  });
  return adminProduct(deps.db, id);
}
