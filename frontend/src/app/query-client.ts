import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { errorMessage } from '../lib/graphql-client';
import { appStore } from '../lib/session';
import { showToast } from '../lib/toast';

/**
 * Spec §8/§9: queries are not retried and do not refetch on window focus; a failed query flagged
 * `meta.showError` and every failed mutation (unless `meta.showError === false`) toasts its message.
 */
export function createAppQueryClient(store = appStore): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.showError === true) showToast(errorMessage(error), store);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _onMutateResult, mutation) => {
        if (mutation.meta?.showError !== false) showToast(errorMessage(error), store);
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
