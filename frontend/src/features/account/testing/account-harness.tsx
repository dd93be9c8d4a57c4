// Renders the account area's screens (account, points, restock) against the stateful mocked API
// (MSW in Node) as the app runs them: a jotai store holding the scenario's session, a QueryClient
// without retries, a memory router and, for the address screen, a stand-in postcode script.
// Test files only.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, vi, type MockInstance } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { mockApi, scenarioHandlers } from '../../../../../mocks/handlers';
import { createMockServer } from '../../../../../mocks/node';
import type { ScenarioName } from '../../../../../mocks/scenarios/scenario';
import { initialSessionToken } from '../../../../../mocks/session';
import { appStore, authTokenAtom } from '../../../lib/session';
import { unavailablePostcode } from '../address/postcode-fakes';
import { PostcodeLoaderContext, type PostcodeLoader } from '../address/postcode-loader';

export { fakePostcode, HANBIT_ADDRESS, unavailablePostcode } from '../address/postcode-fakes';

export const server = createMockServer({ scenario: 'standard' });

/** The mocked API's state, e.g. to check that a refused request changed nothing. */
export const mockState = () => mockApi().db.state;

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

let nativeFetch: typeof fetch;
let consoleError: MockInstance<typeof console.error>;

/** Registers the MSW server, the fetch base and a check that nothing logged a console.error. */
export function withMockedAccount(scenario: ScenarioName = 'standard') {
  beforeAll(() => {
    server.listen({ onUnhandledFrame: 'error' });
    // The app posts to the relative '/api'; resolve it against the jsdom page as a browser would.
    nativeFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => nativeFetch(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  });
  beforeEach(() => {
    server.resetHandlers(...scenarioHandlers({ scenario, latency: 'none' }));
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    cleanup();
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
  scenario?: ScenarioName;
  /** Whose session the screen has: the scenario's viewer by default, null for a visitor. */
  signedIn?: boolean;
  postcode?: PostcodeLoader;
  /** Changes the scenario's fresh state before the screen asks for anything. */
  prepare?: (state: ReturnType<typeof mockState>) => void;
}

export function renderAccount(ui: ReactNode, { route, scenario = 'standard', signedIn = true, postcode = unavailablePostcode, prepare }: RenderOptions) {
  server.resetHandlers(...scenarioHandlers({ scenario, latency: 'none' }));
  prepare?.(mockState());
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
        <PostcodeLoaderContext.Provider value={postcode}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            {/* Leaving for another screen unmounts this one, as the app's routes do. */}
            <Switch>
              <Route path="/my/*?">{ui}</Route>
              <Route>
                <p>다른 화면</p>
              </Route>
            </Switch>
          </Router>
        </PostcodeLoaderContext.Provider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return { ...view, location, queryClient, store };
}
