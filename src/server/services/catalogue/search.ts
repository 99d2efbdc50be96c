import { or, sql, type SQL } from 'drizzle-orm';
import { productSearch } from '../../db/schema';

// Full-text search over the catalogue's search index (schema/search.ts, kept by the database).
// Three nets, from the finest: PostgreSQL full text with French and English stemming, accents
// ignored ('cote' finds 'Les Côtes du Clos', 'oysters' the wines served with oysters); word
// prefixes of the names, appellations and grapes ('tuff' finds 'Tuffeaux'); and trigram
// similarity for a letter typed wrong ('tilleuil').

/** 'Côtes du Cl' → 'cotes:* & du:* & cl:*'... without the words too short to narrow anything. */
export function prefixQuery(text: string): string | null {
  const words = text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 3);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}

export interface SearchTerms {
  /** True for the products the text finds. */
  matches: SQL;
  /**
   * Relevance: full-text rank (weighted: a name counts more than an appellation or grape, which
   * counts more than a description), then a little for a word prefix or a near spelling, so that
   * these never outrank a true full-text match.
   */
  rank: SQL<number>;
}

export function searchTerms(text: string): SearchTerms {
  const french = sql`websearch_to_tsquery('french', unaccent(${text}::text))`;
  const english = sql`websearch_to_tsquery('english', unaccent(${text}::text))`;
  const typed = sql`lower(unaccent(${text}::text))`;
  const prefix = prefixQuery(text);
  const prefixes = prefix === null ? null : sql`to_tsquery('simple', ${prefix}::text)`;
  const matches = or(
    sql`${productSearch.french} @@ ${french}`,
    sql`${productSearch.english} @@ ${english}`,
    prefixes ? sql`${productSearch.keywordsVector} @@ ${prefixes}` : undefined,
    sql`${typed} <% ${productSearch.keywords}`,
  )!;
  const prefixRank = prefixes === null ? sql`0` : sql`ts_rank(${productSearch.keywordsVector}, ${prefixes})`;
  const rank = sql<number>`(greatest(ts_rank(${productSearch.french}, ${french}), ts_rank(${productSearch.english}, ${english}))
    + 0.1 * ${prefixRank} + 0.01 * word_similarity(${typed}, ${productSearch.keywords}))::float8`;
  return { matches, rank };
}
