import { describe, expect, it } from 'vitest';
import {
  budgetCeilings,
  changeFilters,
  chosenFilters,
  listHref,
  parseListState,
  productListQuery,
  RELEVANCE,
  withoutValue,
  type ListDefaults,
} from '~/lib/catalogue-filters';

const wines: ListDefaults = { nbItem: 100, orderBy: 'price', orders: ['price', '-price', 'name'], filters: { kind: ['WINE'] } };
const parse = (query: string, defaults = wines) => parseListState(new URLSearchParams(query), defaults);

describe('parseListState', () => {
  it('takes the page’s defaults for what the URL leaves out', () => {
    expect(parse('')).toEqual({ page: 1, nbItem: 100, orderBy: 'price', filters: { kind: { operator: 'equal', values: ['WINE'] } } });
  });

  it('reads repeated keys and comma lists alike, once each', () => {
    const state = parse('colour=RED&colour=WHITE&tags=bio,garde&tags=bio');
    expect(state.filters.colour).toEqual({ operator: 'equal', values: ['RED', 'WHITE'] });
    expect(state.filters.tags?.values).toEqual(['bio', 'garde']);
  });

  it('gives each filter its operator: like for text, lte for the budget', () => {
    const state = parse('search=c%C3%B4te&priceMax=25,50');
    expect(state.filters.search).toEqual({ operator: 'like', values: ['côte'] });
    expect(state.filters.priceMax).toEqual({ operator: 'lte', values: ['25.50'] });
  });

  it('ignores what makes no sense: bad numbers, unknown orders, empty fields', () => {
    const state = parse('page=-2&nbItem=5000&orderBy=drop&priceMax=abc&colour=&search=');
    expect(state.page).toBe(1);
    expect(state.nbItem).toBe(100);
    expect(state.orderBy).toBe('price');
    expect(state.filters.priceMax).toBeUndefined();
    expect(state.filters.colour).toBeUndefined();
    expect(state.filters.search).toBeUndefined();
  });

  it('drops values a filter cannot take, so the API is never asked nonsense', () => {
    const state = parse('colour=RED&colour=PURPLE&year=2023&year=vingt&kind=WINE,CAR&tags=bio&tags=%3Cscript%3E');
    expect(state.filters.colour?.values).toEqual(['RED']);
    expect(state.filters.year?.values).toEqual(['2023']);
    expect(state.filters.kind?.values).toEqual(['WINE']);
    expect(state.filters.tags?.values).toEqual(['bio']);
  });

  it('lets an empty key clear a default filter', () => {
    expect(parse('kind=').filters.kind).toBeUndefined();
  });
});

describe('changeFilters, key by key', () => {
  const state = parse('colour=RED&page=3&nbItem=20');

  it('replaces page and nbItem', () => {
    expect(changeFilters(state, { page: 4 })).toMatchObject({ page: 4, nbItem: 20 });
    expect(changeFilters(state, { nbItem: 50 })).toMatchObject({ nbItem: 50 });
  });

  it('replaces only the inner value of another filter and keeps its operator and the others', () => {
    const custom = { ...state, filters: { ...state.filters, name: { operator: 'equal' as const, values: ['Clos'] } } };
    const next = changeFilters(custom, { name: 'Henri', colour: ['WHITE', 'ROSE'] });
    expect(next.filters.name).toEqual({ operator: 'equal', values: ['Henri'] });
    expect(next.filters.colour).toEqual({ operator: 'equal', values: ['WHITE', 'ROSE'] });
    expect(next.filters.kind).toEqual(state.filters.kind);
  });

  it('goes back to the first page when the selection changes', () => {
    expect(changeFilters(state, { colour: 'WHITE' }).page).toBe(1);
    expect(changeFilters(state, { orderBy: 'name' }).page).toBe(1);
  });

  it('removes a filter given null or nothing, and one value of a list', () => {
    expect(changeFilters(state, { colour: null }).filters.colour).toBeUndefined();
    expect(withoutValue(parse('colour=RED&colour=WHITE'), 'colour', 'RED').filters.colour?.values).toEqual(['WHITE']);
  });

  it('does not change the state it was given', () => {
    changeFilters(state, { colour: 'WHITE', page: 2 });
    expect(state.filters.colour?.values).toEqual(['RED']);
    expect(state.page).toBe(3);
  });
});

describe('listHref', () => {
  it('writes only what differs from the defaults', () => {
    expect(listHref('/nos-vins', parse(''), wines)).toBe('/nos-vins');
    expect(listHref('/nos-vins', parse('colour=RED&colour=WHITE&orderBy=name&page=2'), wines)).toBe(
      '/nos-vins?colour=RED&colour=WHITE&orderBy=name&page=2',
    );
  });

  it('round-trips through parseListState', () => {
    const state = parse('colour=ROSE&year=2023&priceMax=20&kind=WINE,BOX&nbItem=24');
    const href = listHref('/nos-vins', state, wines);
    expect(parse(href.split('?')[1]!)).toEqual(state);
  });

  it('keeps an emptied default, so that it does not come back', () => {
    const all = changeFilters(parse(''), { kind: null });
    expect(listHref('/nos-vins', all, wines)).toBe('/nos-vins?kind=');
    expect(parse('kind=').filters.kind).toBeUndefined();
  });

  it('lists the chosen filters, not the defaults', () => {
    expect(chosenFilters(parse('colour=RED'), wines)).toEqual([['colour', ['RED']]]);
    expect(chosenFilters(parse('kind=BOX'), wines)).toEqual([['kind', ['BOX']]]);
  });
});

describe('budgetCeilings', () => {
  it('offers round budgets inside the price range, spread over it', () => {
    expect(budgetCeilings({ min: 990, max: 7200 })).toEqual([10, 20, 30, 50]);
    expect(budgetCeilings({ min: 990, max: 2400 })).toEqual([10, 15, 20]);
    expect(budgetCeilings({ min: 1500, max: 1500 })).toEqual([]);
  });
});

describe('productListQuery', () => {
  it('speaks the list operators of the API', () => {
    const query = productListQuery(parse('search=cote&colour=RED&colour=WHITE&priceMax=25.5&orderBy=name'));
    expect(query).toEqual({
      page: 1,
      nbItem: 100,
      orderBy: 'name',
      kind: 'WINE',
      search: 'lk:cote',
      colour: 'RED,WHITE',
      price: 'lte:2550',
    });
  });

  it('leaves the order to the API when the list is ordered by relevance', () => {
    const search: ListDefaults = { nbItem: 100, orderBy: RELEVANCE, orders: [RELEVANCE, 'price'] };
    expect(productListQuery(parse('search=chenin', search))).toEqual({ page: 1, nbItem: 100, search: 'lk:chenin' });
  });
});
