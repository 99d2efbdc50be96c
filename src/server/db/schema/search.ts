import { relations, sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { product } from './catalogue';

// The search index of the catalogue. Its rows are written by the database itself (triggers on
// product, product_translation and product_grape, see migration 0005_product-search-triggers), so
// that every way of changing a product keeps the search up to date; the shop only reads it.

/** PostgreSQL's full-text document type; read as text, never written by the shop. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => product.id, { onDelete: 'cascade' }),
    /**
     * Both languages' texts, accents removed, weighted: A the name, B the appellation, grape
     * varieties and colour, C the short description, D the long texts (description, tasting,
     * pairing, vinification, terroir). `french` stems the French text, `english` the English one.
     */
    french: tsvector('french').notNull(),
    english: tsvector('english').notNull(),
    /** Names, appellation, grapes and colour words, lower case without accents: partial words and typos. */
    keywords: text('keywords').notNull(),
    keywordsVector: tsvector('keywords_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, keywords)`),
  },
  (t) => [
    index('product_search_french_idx').using('gin', t.french),
    index('product_search_english_idx').using('gin', t.english),
    index('product_search_keywords_idx').using('gin', t.keywordsVector),
    index('product_search_keywords_trgm_idx').using('gin', t.keywords.op('gin_trgm_ops')),
  ],
);

export const productSearchRelations = relations(productSearch, ({ one }) => ({
  product: one(product, { fields: [productSearch.productId], references: [product.id] }),
}));
