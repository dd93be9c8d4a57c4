import { hashKey, QueryObserver, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_ELEMENT_ID, firstScreenQueries, TENANT_QUERY, type FirstScreenAnswer } from '../../../domain/catalog/first-screen';
import { productDetailQueryOptions } from '../features/catalog/product-detail/use-product-detail';
import { parseListFilters } from '../features/catalog/product-list/list-filters';
import { productCategoriesQueryOptions } from '../features/catalog/product-list/use-product-categories';
import { productListQueryOptions } from '../features/catalog/product-list/use-product-list';
import { adsQueryOptions, promotedRowQueryOptions } from '../features/home/use-home';
import { FIRST_SCREEN_FRESH_MS, firstScreenKey, readFirstScreen, seedFirstScreen } from '../lib/first-screen';
import { authTokenAtom } from '../lib/session';
import { tenantQueryOptions } from '../lib/tenant';
import { AppProviders } from './providers';
import { createAppQueryClient } from './query-client';

const answer = (query: Omit<FirstScreenAnswer, 'data'>, data: unknown = { stand: 'in' }): FirstScreenAnswer => ({ ...query, data });

afterEach(() => {
  document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.remove();
  vi.useRealTimers();
});

describe('the first screen’s answers (ADR 0072)', () => {
  it('use the very keys the screens ask with, so a seeded screen does not ask again', () => {
    const keys = (queries: FirstScreenAnswer[]) => queries.map((query) => hashKey(firstScreenKey(query)));
    const plan = (pathname: string, ids: number[] = []) => [TENANT_QUERY, ...firstScreenQueries(pathname, '', ids)].map((q) => answer(q));
    const own = (...options: { queryKey: QueryKey }[]) => options.map((option) => hashKey(option.queryKey));

    expect(keys(plan('/products'))).toEqual(
      own(tenantQueryOptions(), productCategoriesQueryOptions(false), productCategoriesQueryOptions(true), productListQueryOptions(parseListFilters(''))),
    );
    expect(keys(plan('/', [4, 9]))).toEqual(own(tenantQueryOptions(), adsQueryOptions(), promotedRowQueryOptions(4)));
    expect(keys(plan('/products/31'))).toEqual(own(tenantQueryOptions(), productDetailQueryOptions(31)));
  });

  it('read nothing from a page without the block or with a broken one', () => {
    expect(readFirstScreen()).toEqual([]);
    const block = Object.assign(document.createElement('script'), { type: 'application/json', id: FIRST_SCREEN_ELEMENT_ID, textContent: '[{"operation":' });
    document.body.append(block);
    expect(readFirstScreen()).toEqual([]);
    block.textContent = JSON.stringify([answer(TENANT_QUERY), { operation: 'Ads' }]);
    expect(readFirstScreen()).toEqual([answer(TENANT_QUERY)]);
  });

  it('seed the list’s first page as an infinite query’s page, fresh for a while and then stale', () => {
    vi.useFakeTimers();
    const client = createAppQueryClient(createStore());
    const list = answer(firstScreenQueries('/products', '', [])[2]!, { products: { items: [] } });
    seedFirstScreen(client, [list], () => true);
    const options = productListQueryOptions(parseListFilters(''));
    expect(client.getQueryData(options.queryKey)).toEqual({ pages: [{ products: { items: [] } }], pageParams: [null] });

    const isStale = () => new QueryObserver(client, { queryKey: options.queryKey }).getCurrentResult().isStale;
    expect(isStale()).toBe(false);
    vi.advanceTimersByTime(FIRST_SCREEN_FRESH_MS + 1);
    expect(isStale()).toBe(true);
  });

  it('count an answer fetched later as stale at once, as before', () => {
    vi.useFakeTimers();
    const client = createAppQueryClient(createStore());
    const key = ['ProductDetail', { id: 3 }];
    seedFirstScreen(client, [answer({ operation: 'ProductDetail', variables: { id: 3 } })], () => true);
    vi.advanceTimersByTime(1);
    client.setQueryData(key, { product: null });
    expect(new QueryObserver(client, { queryKey: key }).getCurrentResult().isStale).toBe(true);
  });
});

function cachedKeys(store: ReturnType<typeof createStore>): string[] {
  let client: QueryClient | undefined;
  function Probe() {
    client = useQueryClient();
    return null;
  }
  render(
    <AppProviders store={store}>
      <Probe />
    </AppProviders>,
  );
  return client!.getQueryCache().getAll().map((query) => query.queryKey[0] as string);
}

describe('the app’s client', () => {
  const page = [answer(TENANT_QUERY), ...firstScreenQueries('/products', '', []).map((query) => answer(query))];

  it('starts with every answer the page came with for a visitor', () => {
    document.body.append(Object.assign(document.createElement('script'), { type: 'application/json', id: FIRST_SCREEN_ELEMENT_ID, textContent: JSON.stringify(page) }));
    expect(cachedKeys(createStore()).sort()).toEqual(['ProductCategories', 'ProductCategories', 'ProductList', 'University']);
  });

  it('takes only the viewer-independent tenant when a session is stored: a member may see other products', () => {
    document.body.append(Object.assign(document.createElement('script'), { type: 'application/json', id: FIRST_SCREEN_ELEMENT_ID, textContent: JSON.stringify(page) }));
    const store = createStore();
    store.set(authTokenAtom, 'member-token');
    expect(cachedKeys(store)).toEqual(['University']);
  });
});
