import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { parseListQuery, type ListField } from '~/server/services/list-query';
import { ShopError } from '~/server/services/errors';

const fields: Record<string, ListField> = {
  title: { type: 'text', column: sql`title` },
  price: { type: 'number', column: sql`price` },
  promoted: { type: 'boolean', column: sql`promoted` },
  publishedAt: { type: 'date', column: sql`published_at` },
  kind: { type: 'text', column: sql`kind`, list: true },
};

function errorOf(run: () => unknown): ShopError {
  try {
    run();
  } catch (error) {
    if (error instanceof ShopError) return error;
    throw error;
  }
  throw new Error('expected a ShopError');
}

describe('list queries', () => {
  it('pages by 10 from page 1 unless told otherwise', () => {
    expect(parseListQuery({}, fields)).toMatchObject({ page: 1, nbItem: 10, offset: 0, filters: [], orderBy: [] });
    expect(parseListQuery({ page: '3', nbItem: '24' }, fields)).toMatchObject({ page: 3, nbItem: 24, offset: 48 });
    expect(parseListQuery({}, fields, { nbItem: 12 }).nbItem).toBe(12);
  });

  it('reads every operator', () => {
    const query = parseListQuery(
      { title: 'lk:Saumur', price: 'gte:1000', kind: 'df:BOX', publishedAt: 'lt:2026-01-01' },
      fields,
    );
    expect(query.filters).toEqual([
      { field: 'title', operator: 'like', value: 'Saumur' },
      { field: 'price', operator: 'gte', value: 1000 },
      { field: 'kind', operator: 'df', value: 'BOX' },
      { field: 'publishedAt', operator: 'lt', value: new Date('2026-01-01') },
    ]);
    const rest = parseListQuery({ price: 'lte:5', promoted: 'true' }, fields).filters;
    expect(rest).toEqual([
      { field: 'price', operator: 'lte', value: 5 },
      { field: 'promoted', operator: 'eq', value: true },
    ]);
    expect(parseListQuery({ price: 'gt:5' }, fields).filters[0].operator).toBe('gt');
    expect(parseListQuery({ price: 'lt:5' }, fields).filters[0].operator).toBe('lt');
  });

  it('takes a comma list as "one of" where the field allows it', () => {
    expect(parseListQuery({ kind: 'WINE,BOX' }, fields).filters).toEqual([{ field: 'kind', operator: 'in', value: ['WINE', 'BOX'] }]);
    expect(parseListQuery({ title: 'a,b' }, fields).filters).toEqual([{ field: 'title', operator: 'eq', value: 'a,b' }]);
  });

  it('skips empty filters', () => {
    expect(parseListQuery({ title: '', price: undefined }, fields).filters).toEqual([]);
  });

  it('sorts ascending, or descending with - or :desc', () => {
    expect(parseListQuery({ orderBy: 'price' }, fields).orderBy).toEqual([{ field: 'price', direction: 'asc' }]);
    expect(parseListQuery({ orderBy: '-price,title:desc' }, fields).orderBy).toEqual([
      { field: 'price', direction: 'desc' },
      { field: 'title', direction: 'desc' },
    ]);
    expect(parseListQuery({}, fields, { orderBy: '-publishedAt' }).orderBy).toEqual([{ field: 'publishedAt', direction: 'desc' }]);
  });

  it('refuses what it cannot honour, with the key of a clear message', () => {
    expect(errorOf(() => parseListQuery({ nbItem: '0' }, fields))).toMatchObject({ refusal: 'invalid', key: 'list.positiveInteger' });
    expect(errorOf(() => parseListQuery({ page: 'deux' }, fields))).toMatchObject({ key: 'list.positiveInteger' });
    expect(errorOf(() => parseListQuery({ nbItem: '101' }, fields))).toMatchObject({ key: 'list.nbItemTooLarge' });
    expect(errorOf(() => parseListQuery({ colour: 'RED' }, fields))).toMatchObject({ key: 'list.unknownFilter', params: { field: 'colour' } });
    expect(errorOf(() => parseListQuery({ price: 'gte:cher' }, fields))).toMatchObject({ key: 'list.invalidNumber' });
    expect(errorOf(() => parseListQuery({ price: 'lk:10' }, fields))).toMatchObject({ key: 'list.likeOnText' });
    expect(errorOf(() => parseListQuery({ promoted: 'oui' }, fields))).toMatchObject({ key: 'list.invalidBoolean' });
    expect(errorOf(() => parseListQuery({ publishedAt: 'hier' }, fields))).toMatchObject({ key: 'list.invalidDate' });
    expect(errorOf(() => parseListQuery({ orderBy: 'colour' }, fields))).toMatchObject({ key: 'list.unknownOrder' });
  });

  it('leaves the keys a route reads itself', () => {
    expect(parseListQuery({ promoted: 'true', search: 'x' }, fields, { passthrough: ['search'] }).filters).toHaveLength(1);
  });
});
