import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ProductList } from '~/lib/catalogue';
import { declination, product, productSearch } from '../../db/schema';
import { parseListQuery, MAX_PAGE_SIZE, type Filter, type ListQuery } from '../list-query';
import { productFacets, type FacetRow } from './facets';
import { filterCondition, hasDeclination, matchesNumber, productListFields, searchText } from './list-filters';
import { withOffers } from './offers';
import type { CatalogueScope } from './scope';
import { searchTerms } from './search';
import { productSummaries } from './summaries';

/** A product of the requested kind, with what the list filters, sorts and counts it by. */
interface Candidate extends FacetRow {
  id: number;
  type: string;
  position: number;
  name: string;
  matches: boolean;
  rank: number | null;
  priceFrom: number;
  newestYear: number | null;
}

/** The product's name in the reader's language, else in French, for sorting by name. */
function nameIn(lang: string): SQL<string> {
  const tr = sql.identifier('tr');
  return sql<string>`(select ${tr}.name from product_translation ${tr} where ${tr}.product_id = ${product.id}
    order by (${tr}.lang = ${lang}) desc, (${tr}.lang = 'fr_FR') desc limit 1)`;
}

/**
 * The valid products of the requested kind that have a valid declination: each with whether it
 * passes the other SQL filters, and its relevance when searching. The kind's whole catalogue is
 * read because the facets describe it.
 */
async function kindCatalogue(scope: CatalogueScope, list: ListQuery) {
  const kindFilters = list.filters.filter((f) => f.field === 'kind');
  const searched = list.filters.find((f) => f.field === 'search');
  const others = list.filters.filter((f) => f.field !== 'kind' && f.field !== 'search' && f.field !== 'price');
  const search = searched ? searchTerms(searchText(searched)) : null;
  const conditions = and(search?.matches, ...others.map((f) => filterCondition(scope.db, f)));
  return scope.db
    .select({
      id: product.id,
      type: product.type,
      position: product.position,
      colour: product.colour,
      appellation: product.appellation,
      tags: product.tags,
      name: nameIn(scope.lang),
      matches: conditions ? sql<boolean>`coalesce(${conditions}, false)` : sql<boolean>`true`,
      rank: search ? search.rank : sql<null>`null`,
    })
    .from(product)
    .leftJoin(productSearch, eq(productSearch.productId, product.id))
    .where(and(eq(product.isValid, true), hasDeclination(scope.db), ...kindFilters.map((f) => filterCondition(scope.db, f))));
}

/** The lowest price a customer pays today, and the vintages, of each product. */
async function productFigures(scope: CatalogueScope, ids: number[]) {
  const rows = ids.length
    ? await scope.db
        .select({
          id: declination.id,
          productId: declination.productId,
          year: declination.year,
          price: declination.price,
          fixedPrice: declination.fixedPrice,
          quantity: declination.quantity,
          tracksStock: declination.tracksStock,
        })
        .from(declination)
        .where(and(inArray(declination.productId, ids), eq(declination.isValid, true)))
    : [];
  const figures = new Map<number, { priceFrom: number; years: number[] }>();
  for (const row of await withOffers(scope, rows)) {
    const current = figures.get(row.productId) ?? { priceFrom: row.offer.finalPrice, years: [] };
    current.priceFrom = Math.min(current.priceFrom, row.offer.finalPrice);
    if (row.year !== null && !current.years.includes(row.year)) current.years.push(row.year);
    figures.set(row.productId, current);
  }
  return figures;
}

type Compare = (a: Candidate, b: Candidate) => number;

/** Sorting keys; a product without vintage goes after the others whichever the direction. */
function comparators(lang: string): Record<string, Compare> {
  const collator = new Intl.Collator(lang.slice(0, 2), { sensitivity: 'base', numeric: true });
  return {
    price: (a, b) => a.priceFrom - b.priceFrom,
    name: (a, b) => collator.compare(a.name, b.name),
    year: (a, b) => (a.newestYear ?? 0) - (b.newestYear ?? 0),
    rank: (a, b) => (a.rank ?? 0) - (b.rank ?? 0),
    position: (a, b) => a.position - b.position,
    id: (a, b) => a.id - b.id,
    colour: (a, b) => collator.compare(a.colour ?? '', b.colour ?? ''),
    appellation: (a, b) => collator.compare(a.appellation ?? '', b.appellation ?? ''),
    kind: (a, b) => a.type.localeCompare(b.type),
  };
}

function sortCandidates(candidates: Candidate[], list: ListQuery, searching: boolean, lang: string) {
  const by = comparators(lang);
  const order: ListQuery['orderBy'] = list.orderBy.length
    ? list.orderBy
    : [searching ? { field: 'rank', direction: 'desc' } : { field: 'price', direction: 'asc' }];
  candidates.sort((a, b) => {
    for (const { field, direction } of order) {
      if (field === 'year' && (a.newestYear === null) !== (b.newestYear === null)) return a.newestYear === null ? 1 : -1;
      const difference = by[field](a, b);
      if (difference !== 0) return direction === 'desc' ? -difference : difference;
    }
    return a.position - b.position || a.id - b.id;
  });
}

const OPERATOR = /^(lk|df|lte?|gte?):/;
const PAGING = new Set(['nbItem', 'page', 'orderBy']);

/**
 * A filter given several times: plain values make one list (colour=RED&colour=WHITE is
 * colour=RED,WHITE, as a form of checkboxes sends it), values with an operator all apply
 * (price=gte:1500&price=lte:3000 is a range).
 */
function parseRepeated(query: Record<string, string[]>): ListQuery {
  const main: Record<string, string> = {};
  const more: [string, string][] = [];
  for (const [key, values] of Object.entries(query)) {
    if (PAGING.has(key)) {
      main[key] = values[0];
      continue;
    }
    const plain = values.filter((value) => !OPERATOR.test(value));
    const operators = values.filter((value) => OPERATOR.test(value));
    main[key] = plain.length ? plain.filter((value) => value !== '').join(',') : (operators.shift() ?? '');
    more.push(...operators.map((value): [string, string] => [key, value]));
  }
  const list = parseListQuery(main, productListFields, { nbItem: MAX_PAGE_SIZE });
  for (const [key, value] of more) list.filters.push(...parseListQuery({ [key]: value }, productListFields).filters);
  return list;
}

/**
 * GET /product: a page of valid products with a valid declination (100 a page at most, by price
 * unless told otherwise, by relevance when searching), their total and the facets of the kind.
 */
export async function listProducts(scope: CatalogueScope, query: Record<string, string[]>): Promise<ProductList> {
  const list = parseRepeated(query);
  const priceFilters: Filter[] = list.filters.filter((f) => f.field === 'price');
  const rows = await kindCatalogue(scope, list);
  const figures = await productFigures(
    scope,
    rows.map((row) => row.id),
  );
  const catalogue: Candidate[] = rows.map((row) => {
    const figure = figures.get(row.id)!;
    return { ...row, priceFrom: figure.priceFrom, years: figure.years, newestYear: figure.years.length ? Math.max(...figure.years) : null };
  });
  const candidates = catalogue.filter((row) => row.matches && priceFilters.every((f) => matchesNumber(f, row.priceFrom)));
  sortCandidates(candidates, list, list.filters.some((f) => f.field === 'search'), scope.lang);
  const page = candidates.slice(list.offset, list.offset + list.nbItem);
  const ranks = new Map(page.filter((c) => c.rank !== null).map((c) => [c.id, Math.round(c.rank! * 10_000) / 10_000]));
  return {
    products: await productSummaries(
      scope,
      page.map((c) => c.id),
      ranks,
    ),
    total: candidates.length,
    facets: productFacets(catalogue, scope.lang),
  };
}
