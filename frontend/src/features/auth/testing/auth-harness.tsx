// Renders the auth screens on their real routes against the stateful mocked API (MSW in Node):
// a jotai store with the scenario's session, a QueryClient without retries and a memory router
// whose other pages show their address, so a test sees where a screen sent the member. Test files only.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, vi, type MockInstance } from 'vitest';
import { Route, Router, Switch, useLocation, useSearch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { mockApi, scenarioHandlers } from '../../../../../mocks/handlers';
import { createMockServer } from '../../../../../mocks/node';
import type { ScenarioName } from '../../../../../mocks/scenarios/scenario';
import { initialSessionToken } from '../../../../../mocks/session';
import { subscribeAnalytics, type AnalyticsEvent } from '../../../lib/analytics/track';
import { appStore, authTokenAtom } from '../../../lib/session';
import { authRoutes } from '../auth-routes';

export const server = createMockServer({ scenario: 'anonymous' });

/** The mocked API's state, to check what a request changed (or that a refusal changed nothing). */
export const mockState = () => mockApi().db.state;

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

export const events: AnalyticsEvent[] = [];

/** MSW, the fetch base, a fake analytics listener, a clean sessionStorage and a console.error check. */
export function withMockedAuthApi(scenario: ScenarioName = 'anonymous') {
  let nativeFetch: typeof fetch;
  let consoleError: MockInstance<typeof console.error>;
  let unsubscribe: () => void = () => {};
  beforeAll(() => {
    server.listen({ onUnhandledFrame: 'error' });
    nativeFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => nativeFetch(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  });
  beforeEach(() => {
    server.resetHandlers(...scenarioHandlers({ scenario, latency: 'none' }));
    window.sessionStorage.clear();
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

function Elsewhere() {
  const [path] = useLocation();
  const search = useSearch();
  return <p data-testid="elsewhere">{search ? `${path}?${search}` : path}</p>;
}

interface RenderOptions {
  /** Whose session the screen starts with: nobody by default, else the scenario's viewer. */
  signedIn?: boolean;
  scenario?: ScenarioName;
}

/** Every auth route as the app registers it, and any other address as a placeholder page. */
export function renderAuthRoute(route: string, options: RenderOptions = {}) {
  return renderWithProviders(
    <Switch>
      {authRoutes.map(({ path, component }) => (
        <Route key={path} path={path} component={component} />
      ))}
      <Route component={Elsewhere} />
    </Switch>,
    route,
    options,
  );
}

export function renderWithProviders(ui: ReactNode, route: string, { signedIn = false, scenario = 'standard' }: RenderOptions = {}) {
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
        <Router hook={location.hook} searchHook={location.searchHook}>
          {ui}
        </Router>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return { ...view, location, store, queryClient };
}

export function eventsNamed(name: string): AnalyticsEvent[] {
  return events.filter((event) => event.name === name);
}
