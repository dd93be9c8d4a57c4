import { MutationCache, QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { firstScreenStaleTime } from '../lib/first-screen';
import { ApiError, errorMessage } from '../lib/graphql-client';
import { appStore, authTokenAtom, isSuspension, ME_QUERY_KEY, memberOf, sessionUserIdAtom, type AppStore } from '../lib/session';
import type { MeQuery } from '../lib/__generated__/graphql';
import { invalidate, queryGroups } from '../lib/invalidation';
import { showToast } from '../lib/toast';

function isMeQuery(query: Pick<Query, 'queryKey'>): boolean {
  return query.queryKey[0] === ME_QUERY_KEY[0];
}

/**
 * Spec §8/§9: queries are not retried and do not refetch on window focus; a failed query flagged
 * `meta.showError` and every failed mutation (unless `meta.showError === false`) toasts its message.
 * The client also keeps the session honest: the member id atom follows the `Me` answer, and a
 * refusal that says the session is gone (suspended, or a token the server no longer knows) asks
 * `Me` again, whose answer the shell's session guard acts on.
 */
export function createAppQueryClient(store: AppStore = appStore): QueryClient {
  function recheckSession(error: unknown, fromMe: boolean): void {
    if (fromMe) return;
    const lostSession = error instanceof ApiError && error.code === 'UNAUTHENTICATED' && store.get(authTokenAtom) !== null;
    if (isSuspension(error) || lostSession) void client.invalidateQueries({ queryKey: ME_QUERY_KEY });
  }

  const queryCache = new QueryCache({
    onError: (error, query) => {
      if (query.meta?.showError === true) showToast(errorMessage(error), store);
      recheckSession(error, isMeQuery(query));
    },
  });
  const client = new QueryClient({
    queryCache,
    mutationCache: new MutationCache({
      // Any change may touch the cart (add, remove, order); the header's count is one cheap query.
      onSuccess: () => {
        if (store.get(authTokenAtom) !== null) void invalidate(client, queryGroups.cartBadge);
      },
      onError: (error, _variables, _onMutateResult, mutation) => {
        if (mutation.meta?.showError !== false) showToast(errorMessage(error), store);
        recheckSession(error, false);
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: firstScreenStaleTime },
      mutations: { retry: false },
    },
  });

  queryCache.subscribe((event) => {
    if (!isMeQuery(event.query)) return;
    if (event.type === 'removed') store.set(sessionUserIdAtom, null);
    if (event.type !== 'updated') return;
    if (event.action.type === 'success') {
      store.set(sessionUserIdAtom, memberOf(event.query.state.data as MeQuery | undefined)?.id ?? null);
    } else if (event.action.type === 'error' && isSuspension(event.action.error)) {
      store.set(sessionUserIdAtom, null);
    }
  });
  return client;
}
