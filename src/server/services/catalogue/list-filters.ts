import { and, arrayOverlaps, eq, exists, not, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { declination, product, productTranslation, productTypes, wineColours } from '../../db/schema';
import { whereOf, type Filter, type ListField } from '../list-query';
import { translatedText } from '../translations';
import { invalid } from '../errors';

// The filters of GET /product (the list conventions of docs/architecture.md#the-api, and what a wine buyer
// filters on), written with the list-query operators.

const numberInSql = (column: ListField['column']): ListField => ({ type: 'number', column, list: true });

/** Every filter and sort key of the product list; price and rank are computed, not columns. */
export const productListFields: Record<string, ListField> = {
  id: { type: 'number', column: product.id, list: true },
  kind: { type: 'text', column: product.type, list: true },
  name: { type: 'text', column: translatedText(productTranslation, productTranslation.productId, productTranslation.name, product.id) },
  search: { type: 'text', column: sql`null`, sortable: false },
  tags: { type: 'text', column: product.tags, list: true, sortable: false },
  colour: { type: 'text', column: product.colour, list: true },
  appellation: { type: 'text', column: product.appellation, list: true },
  year: numberInSql(declination.year),
  price: numberInSql(sql`null`),
  position: { type: 'number', column: product.position, filterable: false },
  rank: { type: 'number', column: sql`null`, filterable: false },
};

const allowedValues: Record<string, readonly string[]> = { kind: productTypes, colour: wineColours };

function refuseOperator(filter: Filter): never {
  throw invalid('catalogue-api:list.operator', { field: filter.field });
}

function valuesOf(filter: Filter): unknown[] {
  return Array.isArray(filter.value) ? filter.value : [filter.value];
}

/** kind=WINE,BOX and colour=RED: only the values the catalogue knows, compared as they are. */
function checkEnumeration(filter: Filter, allowed: readonly string[]) {
  if (filter.operator !== 'eq' && filter.operator !== 'in' && filter.operator !== 'df') refuseOperator(filter);
  for (const value of valuesOf(filter)) {
    if (!allowed.includes(String(value))) {
      throw invalid('catalogue-api:list.value', { field: filter.field, value: String(value), allowed: allowed.join(', ') });
    }
  }
}

/** The product has at least one valid declination matching `condition`. */
export function hasDeclination(db: Database, condition?: SQL) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(declination)
      .where(and(eq(declination.productId, product.id), eq(declination.isValid, true), condition)),
  );
}

/**
 * The SQL condition of one filter. `search` and `price` are not here: the search ranks as it
 * filters (search.ts), and the price is the lowest final price, computed by the pricing rule.
 */
export function filterCondition(db: Database, filter: Filter): SQL | undefined {
  const allowed = allowedValues[filter.field];
  if (allowed) checkEnumeration(filter, allowed);
  switch (filter.field) {
    case 'tags': {
      const values = valuesOf(filter).map(String);
      if (filter.operator === 'eq' || filter.operator === 'in') return arrayOverlaps(product.tags, values);
      if (filter.operator === 'df') return not(arrayOverlaps(product.tags, values));
      return refuseOperator(filter);
    }
    case 'year':
      // A product "is" of every vintage it still sells.
      return hasDeclination(db, whereOf([filter], { year: productListFields.year }));
    case 'name':
      if (filter.operator !== 'like') refuseOperator(filter);
      return whereOf([filter], productListFields);
    default:
      return whereOf([filter], productListFields);
  }
}

/** The text searched for: `search=cote` and `search=lk:cote` (a like filter) are the same. */
export function searchText(filter: Filter): string {
  if (filter.operator !== 'eq' && filter.operator !== 'like') refuseOperator(filter);
  return String(filter.value).trim().slice(0, 200);
}

/** price=gte:1000, price=lt:2000, price=1290,2150…: the same operators, on a figure computed per product. */
export function matchesNumber(filter: Filter, figure: number): boolean {
  const values = valuesOf(filter).map(Number);
  switch (filter.operator) {
    case 'eq':
    case 'in':
      return values.includes(figure);
    case 'df':
      return !values.includes(figure);
    case 'lt':
      return figure < values[0];
    case 'lte':
      return figure <= values[0];
    case 'gt':
      return figure > values[0];
    case 'gte':
      return figure >= values[0];
    case 'like':
      return refuseOperator(filter);
  }
}
