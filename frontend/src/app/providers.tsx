import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { appStore } from '../lib/session';
import { WishSlotContext, type RenderWishButton } from '../lib/wish-slot';
import { WishButton } from '../features/wishlist/wish-button';
import { createAppQueryClient } from './query-client';

const renderWishButton: RenderWishButton = (product) => <WishButton {...product} />;

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
      <QueryClientProvider client={client}>
        <WishSlotContext.Provider value={renderWishButton}>{children}</WishSlotContext.Provider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
