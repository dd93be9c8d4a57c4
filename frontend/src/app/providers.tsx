import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { appStore } from '../lib/session';
import { createAppQueryClient } from './query-client';

interface AppProvidersProps {
  children: ReactNode;
  /** Tests and stories pass their own client to start from a known cache. */
  queryClient?: QueryClient;
  store?: typeof appStore;
}

export function AppProviders({ children, queryClient, store = appStore }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createAppQueryClient(store));
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </JotaiProvider>
  );
}
