// The state of a product list (the wine list, the search page), kept in the page's URL so that
// every view has an address and works without script. Changes follow docs/architecture.md#the-browser: page and
// nbItem replace their value; any other filter replaces only its inner value, keeping its operator.
import { filter, type ListQuery } from './api';

export type FilterOperator = 'equal' | 'like' | 'gte' | 'lte';

export interface ListFilter {
  operator: FilterOperator;
  /** One value for like, gte and lte; any number for equal (a list). */
  values: string[];
}

/** The filters a product list takes: name, kind, search and tags, and what a wine buyer filters on. */
export const FILTER_OPERATORS = {
  name: 'like',
  search: 'like',
  kind: 'equal',
  tags: 'equal',
  colour: 'equal',
  appellation: 'equal',
  year: 'equal',
  /** A budget ceiling, in euros (the API takes one bound per field). */
  priceMax: 'lte',
} as const satisfies Record<string, FilterOperator>;

export type FilterKey = keyof typeof FILTER_OPERATORS;
export const FILTER_KEYS = Object.keys(FILTER_OPERATORS) as FilterKey[];

export interface ProductListState {
  page: number;
  nbItem: number;
  orderBy: string;
  filters: Partial<Record<FilterKey, ListFilter>>;
}

export type ListChanges = Partial<{ page: number; nbItem: number; orderBy: string } & Record<FilterKey, string | string[] | null>>;

/** What a list shows when its URL says nothing: the page's own defaults. */
export interface ListDefaults {
  nbItem: number;
  orderBy: string;
  orders: readonly string[];
  filters?: Partial<Record<FilterKey, string[]>>;
}

/** Product lists show 100 products a page (docs/architecture.md#look-and-display). */
export const PRODUCT_PAGE_SIZE = 100;
const MAX_TEXT = 100;

/** Operators of a price bound: one amount in euros, up to two decimals. */
const BOUNDS: readonly FilterOperator[] = ['gte', 'lte'];

/** Values a list filter can take; anything else in a URL is dropped rather than sent to the API. */
const VALID_VALUES: Partial<Record<FilterKey, RegExp>> = {
  kind: /^(WINE|BOX|OTHER)$/,
  colour: /^(RED|WHITE|ROSE|SPARKLING|SWEET)$/,
  year: /^\d{4}$/,
  tags: /^[\w-]{1,60}$/,
};

function positiveInteger(raw: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = Number(raw);
  return raw !== null && Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
}

/** The values of a key in a query string: repeated keys (checkboxes) and comma lists alike. */
function valuesOf(params: URLSearchParams, key: FilterKey): string[] {
  const operator = FILTER_OPERATORS[key];
  const raw = params.getAll(key).map((value) => value.trim()).filter(Boolean);
  if (operator === 'like') return raw.slice(0, 1).map((text) => text.slice(0, MAX_TEXT));
  if (BOUNDS.includes(operator)) return raw.slice(0, 1).filter((value) => /^\d+([.,]\d{1,2})?$/.test(value)).map((value) => value.replace(',', '.'));
  const valid = VALID_VALUES[key];
  const values = raw.flatMap((value) => value.split(',')).map((value) => value.trim().slice(0, MAX_TEXT));
  return [...new Set(values.filter((value) => value !== '' && (!valid || valid.test(value))))];
}

function withValues(key: FilterKey, values: string[]): ListFilter | undefined {
  return values.length > 0 ? { operator: FILTER_OPERATORS[key], values } : undefined;
}

/** The list state a URL's query string describes; what it leaves out takes the page's defaults. */
export function parseListState(params: URLSearchParams, defaults: ListDefaults): ProductListState {
  const filters: ProductListState['filters'] = {};
  for (const key of FILTER_KEYS) {
    const values = params.has(key) ? valuesOf(params, key) : (defaults.filters?.[key] ?? []);
    const listFilter = withValues(key, values);
    if (listFilter) filters[key] = listFilter;
  }
  const orderBy = params.get('orderBy') ?? '';
  return {
    page: positiveInteger(params.get('page'), 1),
    nbItem: positiveInteger(params.get('nbItem'), defaults.nbItem, PRODUCT_PAGE_SIZE),
    orderBy: defaults.orders.includes(orderBy) ? orderBy : defaults.orderBy,
    filters,
  };
}

/**
 * The state after `changes`, key by key (docs/architecture.md#the-browser): page and nbItem replace their value;
 * another filter replaces only its values and keeps its operator; null or [] removes it. A change
 * of anything but the page goes back to the first page, where the new selection starts.
 */
export function changeFilters(state: ProductListState, changes: ListChanges): ProductListState {
  const next: ProductListState = { ...state, filters: { ...state.filters } };
  for (const [key, change] of Object.entries(changes) as [keyof ListChanges, ListChanges[keyof ListChanges]][]) {
    if (key === 'page' || key === 'nbItem') next[key] = change as number;
    else if (key === 'orderBy') next.orderBy = change as string;
    else {
      const values = change === null || change === undefined ? [] : (Array.isArray(change) ? change : [change]).map(String);
      const current = next.filters[key];
      if (values.length === 0) delete next.filters[key];
      else next.filters[key] = { operator: current?.operator ?? FILTER_OPERATORS[key], values };
    }
  }
  if (!('page' in changes)) next.page = 1;
  return next;
}

/** The state with one value of a list filter taken out (the cross of an active-filter chip). */
export function withoutValue(state: ProductListState, key: FilterKey, value: string): ProductListState {
  return changeFilters(state, { [key]: (state.filters[key]?.values ?? []).filter((v) => v !== value) });
}

/** The values of a filter, or [] when it is not set. */
export function filterValues(state: ProductListState, key: FilterKey): string[] {
  return state.filters[key]?.values ?? [];
}

/** The filters that differ from the page's defaults: what the visitor chose and can take back. */
export function chosenFilters(state: ProductListState, defaults: ListDefaults): [FilterKey, string[]][] {
  return FILTER_KEYS.flatMap((key) => {
    const values = filterValues(state, key);
    const fallback = defaults.filters?.[key] ?? [];
    const same = values.length === fallback.length && values.every((v) => fallback.includes(v));
    return values.length > 0 && !same ? [[key, values] as [FilterKey, string[]]] : [];
  });
}

/**
 * The address of a list state: `pathname` with only what differs from the defaults in its query,
 * list filters as repeated keys (as a GET form with checkboxes sends them).
 */
export function listHref(pathname: string, state: ProductListState, defaults: ListDefaults): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const values = filterValues(state, key);
    const fallback = defaults.filters?.[key] ?? [];
    const same = values.length === fallback.length && values.every((v) => fallback.includes(v));
    if (same) continue;
    // An emptied default (every kind unticked) is written out, or the default would come back.
    if (values.length === 0) params.append(key, '');
    for (const value of values) params.append(key, value);
  }
  if (state.orderBy !== defaults.orderBy) params.set('orderBy', state.orderBy);
  if (state.nbItem !== defaults.nbItem) params.set('nbItem', String(state.nbItem));
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Round budgets a wine buyer thinks in, in euros. */
const BUDGET_LADDER = [10, 15, 20, 25, 30, 40, 50, 75, 100, 150, 200, 300, 500];

/**
 * The budget ceilings worth offering for prices between `min` and `max` cents: round amounts
 * strictly inside the range, at most `count`, spread over it.
 */
export function budgetCeilings(range: { min: number; max: number }, count = 4): number[] {
  const inside = BUDGET_LADDER.filter((euros) => euros * 100 > range.min && euros * 100 < range.max);
  if (inside.length <= count) return inside;
  return Array.from({ length: count }, (_, index) => inside[Math.round((index * (inside.length - 1)) / (count - 1))]!);
}

/** Euros typed in a price field, as cents. */
export function eurosToCents(euros: string): number {
  return Math.round(Number(euros) * 100);
}

/** The order of a searched list by relevance: the API's own order, so no orderBy is sent. */
export const RELEVANCE = 'relevance';

/** The GET /product query of a list state, with the list operators of docs/architecture.md#the-api. */
export function productListQuery(state: ProductListState): ListQuery {
  const query: ListQuery = { page: state.page, nbItem: state.nbItem };
  if (state.orderBy !== RELEVANCE) query.orderBy = state.orderBy;
  for (const [key, listFilter] of Object.entries(state.filters) as [FilterKey, ListFilter][]) {
    const [first = ''] = listFilter.values;
    // The budget is a bound on the API's price field, in cents.
    const field = key === 'priceMax' ? 'price' : key;
    switch (listFilter.operator) {
      case 'like':
        query[field] = filter.like(first);
        break;
      case 'gte':
        query[field] = filter.greaterOrEqual(eurosToCents(first));
        break;
      case 'lte':
        query[field] = filter.lessOrEqual(eurosToCents(first));
        break;
      default:
        query[field] = filter.oneOf(listFilter.values);
    }
  }
  return query;
}
