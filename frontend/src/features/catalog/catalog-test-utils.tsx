// Renders a catalogue screen against the stateful mocked API (MSW in Node), the way the app runs
// it: a jotai store with the scenario's session, a QueryClient without retries, a memory router
// and the catalogue clock pinned to the scenario's instant. Test files only.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, vi, type MockInstance } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { scenarioHandlers, mockApi } from '../../../../mocks/handlers';
import { createMockServer } from '../../../../mocks/node';
import { MOCK_NOW } from '../../../../mocks/scenarios';
import type { ScenarioName } from '../../../../mocks/scenarios/scenario';
import { initialSessionToken } from '../../../../mocks/session';
import { subscribeAnalytics, type AnalyticsEvent } from '../../lib/analytics/track';
import { appStore, authTokenAtom } from '../../lib/session';
import { CatalogClockContext } from './clock';

export const server = createMockServer({ scenario: 'standard' });

/** The mocked API's state, e.g. to check that a refused request changed nothing. */
export const mockState = () => mockApi().db.state;

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

let nativeFetch: typeof fetch;
let consoleError: MockInstance<typeof console.error>;
export const events: AnalyticsEvent[] = [];
let unsubscribe: () => void = () => {};

/** Registers the MSW server, the fetch base, a fake analytics listener and a console.error check. */
export function withMockedCatalogue(scenario: ScenarioName = 'standard') {
  beforeAll(() => {
    server.listen({ onUnhandledFrame: 'error' });
    // The app posts to the relative '/api'; resolve it against the jsdom page as a browser would.
    nativeFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => nativeFetch(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
    // Data arrives asynchronously as in the app; the assertions wait for what it renders.
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  });
  beforeEach(() => {
    server.resetHandlers(...scenarioHandlers({ scenario, latency: 'none' }));
    events.length = 0;
    unsubscribe = subscribeAnalytics((event) => events.push(event));
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    cleanup();
    unsubscribe();
    const errors = consoleError.mock.calls.map((args) => args.map(String).join(' '));
    consoleError.mockRestore();
    if (errors.length > 0) throw new Error(`console.error during the test:\n${errors.join('\n')}`);
  });
  afterAll(() => {
    globalThis.fetch = nativeFetch;
    server.close();
  });
}

interface RenderOptions {
  route: string;
  /** Whose session the screen has: the scenario's viewer by default, null for a visitor. */
  scenario?: ScenarioName;
  signedIn?: boolean;
}

export function renderCatalogue(ui: ReactNode, { route, scenario = 'standard', signedIn = true }: RenderOptions) {
  const token = signedIn ? initialSessionToken(scenario) : null;
  const store = createStore();
  store.set(authTokenAtom, token);
  // The GraphQL client reads the token from the app's store, outside React.
  appStore.set(authTokenAtom, token);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const location = memoryLocation({ path: route, record: true });
  const view = render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <CatalogClockContext.Provider value={() => MOCK_NOW}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            {ui}
          </Router>
        </CatalogClockContext.Provider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return { ...view, location, queryClient };
}

export function eventsNamed(name: string): AnalyticsEvent[] {
  return events.filter((event) => event.name === name);
}
