import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/graphql-client';
import { toastAtom } from '../lib/toast';
import { createAppQueryClient } from './query-client';

function setup() {
  const store = createStore();
  const client = createAppQueryClient(store);
  return { store, client, toast: () => store.get(toastAtom)?.message };
}

const failing = (message: string) => () => Promise.reject(new ApiError(message, { code: 'NOT_FOUND' }));

describe('the app QueryClient', () => {
  it('neither retries nor refetches on window focus', () => {
    const { client } = setup();
    const defaults = client.getDefaultOptions();
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('toasts the message of a failed query flagged showError', async () => {
    const { client, toast } = setup();
    await client.fetchQuery({ queryKey: ['a'], queryFn: failing('상품을 찾을 수 없어요.'), meta: { showError: true } }).catch(() => {});
    expect(toast()).toBe('상품을 찾을 수 없어요.');
  });

  it('keeps quiet about a failed query that is not flagged', async () => {
    const { client, toast } = setup();
    await client.fetchQuery({ queryKey: ['b'], queryFn: failing('조용한 오류') }).catch(() => {});
    expect(toast()).toBeUndefined();
  });

  it('toasts a failed mutation unless it opts out', async () => {
    const { client, toast, store } = setup();
    const run = (meta?: { showError?: boolean }) =>
      client
        .getMutationCache()
        .build(client, { mutationFn: failing('재고가 부족해요.'), ...(meta ? { meta } : {}) })
        .execute(undefined)
        .catch(() => {});

    await run({ showError: false });
    expect(toast()).toBeUndefined();

    await run();
    expect(toast()).toBe('재고가 부족해요.');
    expect(store.get(toastAtom)?.id).toBeGreaterThan(0);
  });
});
