// Test support for the shell's own tests: the app's providers on an in-memory router, a fresh
// jotai store and QueryClient, and the mocked API answering the real GraphQL client in jsdom.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { server } from '../../../../mocks/node';
import { scenarioHandlers } from '../../../../mocks/handlers';
import type { ScenarioName } from '../../../../mocks/scenarios/scenario';
import { initialSessionToken } from '../../../../mocks/session';
import { appStore, authTokenAtom, type AppStore } from '../../lib/session';
import { createAppQueryClient } from '../query-client';

export interface AppHarness {
  store: AppStore;
  queryClient: QueryClient;
  location: ReturnType<typeof memoryLocation>;
  wrapper: (props: { children: ReactNode }) => ReactNode;
}

/** Providers for one test, signed in as the scenario's viewer unless `token` says otherwise. */
export function appHarness({ scenario = 'standard', path = '/', token }: { scenario?: ScenarioName; path?: string; token?: string | null } = {}): AppHarness {
  server.resetHandlers(...scenarioHandlers({ scenario, latency: 'none' }));
  const store = createStore();
  const start = token === undefined ? initialSessionToken(scenario) : token;
  store.set(authTokenAtom, start);
  // The GraphQL client reads the app store outside React, as in the app.
  appStore.set(authTokenAtom, start);
  const queryClient = createAppQueryClient(store);
  const location = memoryLocation({ path, record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {children}
        </Router>
      </QueryClientProvider>
    </JotaiProvider>
  );
  return { store, queryClient, location, wrapper };
}

let nativeFetch: typeof fetch | undefined;

/** Starts the mocked API; the app posts to the relative '/api', which Node's fetch resolves against the page. */
export function startMockedApi(): void {
  server.listen({ onUnhandledFrame: 'error' });
  nativeFetch = globalThis.fetch;
  const original = nativeFetch;
  globalThis.fetch = (input, init) => original(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
}

export function stopMockedApi(): void {
  if (nativeFetch) globalThis.fetch = nativeFetch;
  server.close();
}
