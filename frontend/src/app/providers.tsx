import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { readFirstScreen, seedFirstScreen } from '../lib/first-screen';
import { appStore, authTokenAtom, isViewerIndependentQuery } from '../lib/session';
import { WishSlotContext, type RenderWishButton } from '../lib/wish-slot';
import { WishButton } from '../features/wishlist/wish-button';
import { createAppQueryClient } from './query-client';

/**
 * The app's client, holding the answers the first HTML came with (ADR 0072). A visitor takes them
 * all; with a stored session only the viewer-independent ones (the tenant), since what a member may
 * see can differ.
 */
function firstScreenClient(store: typeof appStore): QueryClient {
  const client = createAppQueryClient(store);
  const member = store.get(authTokenAtom) !== null;
  seedFirstScreen(client, readFirstScreen(), (queryKey) => !member || isViewerIndependentQuery({ queryKey }));
  return client;
}

const renderWishButton: RenderWishButton = (product) => <WishButton {...product} />;

interface AppProvidersProps {
  children: ReactNode;
  /** Tests and stories pass their own client to start from a known cache. */
  queryClient?: QueryClient;
  store?: typeof appStore;
}

export function AppProviders({ children, queryClient, store = appStore }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? firstScreenClient(store));
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={client}>
        <WishSlotContext.Provider value={renderWishButton}>{children}</WishSlotContext.Provider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
