import { describe, expect, it } from 'vitest';
import { listHref, NO_FILTERS, parseListFilters, toProductsInput } from './list-filters';

describe('list filters in the URL', () => {
  it('reads every filter from the query string and writes the same address back', () => {
    const filters = parseListFilters('category=75&sub=76&group=90&available=1');
    expect(filters).toEqual({ categoryId: 75, subCategoryId: 76, groupCategoryId: 90, onlyAvailable: true });
    expect(listHref(filters)).toBe('/products?category=75&sub=76&group=90&available=1');
    expect(toProductsInput(filters)).toEqual({ categoryId: 75, subCategoryId: 76, groupCategoryId: 90, onlyAvailable: true });
  });

  it('ignores malformed values and a sub category without its main category', () => {
    expect(parseListFilters('category=abc&sub=76&group=-3&available=yes')).toEqual(NO_FILTERS);
    expect(parseListFilters('category=0')).toEqual(NO_FILTERS);
  });

  it('leaves the address bare and the request empty without filters', () => {
    expect(listHref(NO_FILTERS)).toBe('/products');
    expect(toProductsInput(NO_FILTERS)).toEqual({});
  });
});

describe('search, sort and price in the URL', () => {
  it('carries q, sort and the price range both ways', () => {
    const filters = parseListFilters('q=%EA%B3%BC%EC%9E%A0&sort=PRICE_ASC&min=10000&max=50000');
    expect(filters).toMatchObject({ q: '과잠', sort: 'PRICE_ASC', minPrice: 10000, maxPrice: 50000 });
    expect(toProductsInput(filters)).toEqual({ q: '과잠', sort: 'PRICE_ASC', minPrice: 10000, maxPrice: 50000 });
    expect(parseListFilters(new URL(`http://x${listHref(filters)}`).search)).toEqual(filters);
  });

  it('ignores an unknown sort, the default sort and a blank query', () => {
    expect(parseListFilters('sort=CHEAPEST&q=%20%20')).toEqual(NO_FILTERS);
    expect(parseListFilters('sort=NEWEST')).toEqual(NO_FILTERS);
  });
});
