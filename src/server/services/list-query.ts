import { and, asc, desc, eq, gt, gte, ilike, inArray, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { MAX_INTEGER } from '~/lib/contracts/units';
import { invalid } from './errors';

/**
 * The numbers a request may carry, bounded by what their columns hold: every id and count is a
 * PostgreSQL `integer`, so 2^31 and above would overflow in the database and answer 500 instead of
 * the 400 a bad input deserves.
 */
export { MAX_INTEGER };

/** The last page a list serves: beyond it the offset means nothing to a shopper or the owner. */
export const MAX_PAGE = 10_000;
export const MAX_PAGE_SIZE = 100;

/**
 * The list-query conventions (docs/architecture.md#the-api): `nbItem` (default 10), `page` (default 1),
 * `orderBy`, and per-field filters written `lk:` (like), `df:` (different), `lt:`, `lte:`, `gt:`,
 * `gte:`, or a plain value for equality (a comma list where the field takes several values).
 * Empty filters are skipped. Each list declares its fields, so an unknown or malformed filter is a
 * clear 400 instead of a silent no-op.
 */
export type FilterOperator = 'eq' | 'in' | 'like' | 'df' | 'lt' | 'lte' | 'gt' | 'gte';
export type FieldType = 'text' | 'number' | 'boolean' | 'date';

export interface ListField {
  type: FieldType;
  /** The column (or SQL expression) the filter and sort apply to. */
  column: PgColumn | SQL;
  /** Equality accepts a comma-separated list of values. */
  list?: boolean;
  sortable?: boolean;
  filterable?: boolean;
}

export interface Filter {
  field: string;
  operator: FilterOperator;
  value: string | number | boolean | Date | (string | number | boolean | Date)[];
}

export interface ListQuery {
  page: number;
  nbItem: number;
  offset: number;
  orderBy: { field: string; direction: 'asc' | 'desc' }[];
  filters: Filter[];
}

export interface ListDefaults {
  nbItem?: number;
  orderBy?: string;
  /** Query keys that the route reads itself and the list must leave alone. */
  passthrough?: string[];
}

const PREFIXES: [string, FilterOperator][] = [
  ['lk:', 'like'],
  ['df:', 'df'],
  ['lte:', 'lte'],
  ['lt:', 'lt'],
  ['gte:', 'gte'],
  ['gt:', 'gt'],
];

export function parseListQuery(
  query: Record<string, string | undefined>,
  fields: Record<string, ListField>,
  defaults: ListDefaults = {},
): ListQuery {
  const nbItem = positiveInteger('nbItem', query.nbItem, defaults.nbItem ?? 10);
  if (nbItem > MAX_PAGE_SIZE) throw invalid('list.nbItemTooLarge', { max: MAX_PAGE_SIZE });
  const page = positiveInteger('page', query.page, 1);
  if (page > MAX_PAGE) throw invalid('list.pageTooLarge', { max: MAX_PAGE });
  const orderBy = parseOrderBy(query.orderBy || defaults.orderBy, fields);
  const reserved = new Set(['nbItem', 'page', 'orderBy', ...(defaults.passthrough ?? [])]);

  const filters: Filter[] = [];
  for (const [key, raw] of Object.entries(query)) {
    if (reserved.has(key) || raw === undefined || raw === '') continue;
    const field = fields[key];
    if (!field || field.filterable === false) throw invalid('list.unknownFilter', { field: key });
    filters.push(parseFilter(key, raw, field));
  }
  return { page, nbItem, offset: (page - 1) * nbItem, orderBy, filters };
}

function positiveInteger(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw invalid('list.positiveInteger', { field: name });
  return value;
}

function parseOrderBy(raw: string | undefined, fields: Record<string, ListField>): ListQuery['orderBy'] {
  if (!raw) return [];
  return raw.split(',').map((part) => {
    const descending = part.startsWith('-') || /:desc$/i.test(part);
    const field = part.replace(/^-/, '').replace(/:(asc|desc)$/i, '');
    if (!fields[field] || fields[field].sortable === false) throw invalid('list.unknownOrder', { field });
    return { field, direction: descending ? 'desc' : 'asc' };
  });
}

function parseFilter(field: string, raw: string, definition: ListField): Filter {
  const prefix = PREFIXES.find(([p]) => raw.startsWith(p));
  if (prefix) {
    const [p, operator] = prefix;
    if (operator === 'like' && definition.type !== 'text') throw invalid('list.likeOnText', { field });
    const text = raw.slice(p.length);
    return { field, operator, value: operator === 'like' ? text : coerce(field, text, definition.type) };
  }
  if (definition.list && raw.includes(',')) {
    const values = raw.split(',').filter((v) => v !== '').map((v) => coerce(field, v, definition.type));
    return { field, operator: 'in', value: values };
  }
  return { field, operator: 'eq', value: coerce(field, raw, definition.type) };
}

function coerce(field: string, raw: string, type: FieldType): string | number | boolean | Date {
  switch (type) {
    case 'text':
      return raw;
    case 'number': {
      // Every number a list filters on is an integer column: a fraction or 2^31 would fail in the database.
      const value = Number(raw);
      if (raw.trim() === '' || !Number.isInteger(value) || Math.abs(value) > MAX_INTEGER) throw invalid('list.invalidNumber', { field });
      return value;
    }
    case 'boolean':
      if (raw === 'true' || raw === '1') return true;
      if (raw === 'false' || raw === '0') return false;
      throw invalid('list.invalidBoolean', { field });
    case 'date': {
      const value = new Date(raw);
      if (Number.isNaN(value.getTime())) throw invalid('list.invalidDate', { field });
      return value;
    }
  }
}

/** Escapes the wildcards of a LIKE pattern so that a customer's `%` or `_` is matched literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column` holds `text`, case and accents aside ('heloise' finds 'Héloïse'): unaccent is loaded on PGlite and PostgreSQL. */
export const containsLoosely = (column: SQL | PgColumn, text: string): SQL => ilike(sql`unaccent(${column})`, sql`unaccent(${likePattern(text)})`);

export function whereOf(filters: Filter[], fields: Record<string, ListField>): SQL | undefined {
  const conditions = filters.map((filter) => {
    // Both kinds of column compare the same way; drizzle's overloads just name them apart.
    const column = fields[filter.field].column as PgColumn;
    const value = filter.value;
    switch (filter.operator) {
      case 'eq':
        return eq(column, value);
      case 'in':
        return inArray(column, value as unknown[]);
      case 'like':
        return containsLoosely(column, String(value));
      case 'df':
        return ne(column, value);
      case 'lt':
        return lt(column, value);
      case 'lte':
        return lte(column, value);
      case 'gt':
        return gt(column, value);
      case 'gte':
        return gte(column, value);
    }
  });
  return conditions.length ? and(...conditions) : undefined;
}

export function orderOf(query: ListQuery, fields: Record<string, ListField>): SQL[] {
  return query.orderBy.map(({ field, direction }) => (direction === 'desc' ? desc(fields[field].column) : asc(fields[field].column)));
}

/**
 * The number of rows of the whole list, read with its page (`extras: { total: listTotal }`), so
 * that a page costs one statement: the window counts every row the filters keep, before the limit.
 */
export const listTotal = sql<number>`(count(*) over ())::integer`.as('list_total');

/** The list's total from its page; a page past the end has no row to carry it, and counts apart. */
export async function totalOf(rows: { total: number }[], offset: number, count: () => Promise<number>): Promise<number> {
  if (rows.length) return rows[0].total;
  return offset === 0 ? 0 : count();
}
