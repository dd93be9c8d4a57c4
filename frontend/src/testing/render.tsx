// Renders a screen the way the app runs it: the app's providers (its QueryClient and a fresh jotai
// store holding the session), a memory router, and the shop clock pinned to the instant the
// mocked catalogue was built around. Test files only.
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { currentScenario } from '../../../mocks/handlers';
import { MOCK_NOW } from '../../../mocks/scenarios';
import type { ScenarioName } from '../../../mocks/scenarios/scenario';
import { initialSessionToken } from '../../../mocks/session';
import { AppProviders } from '../app/providers';
import { createAppQueryClient } from '../app/query-client';
import { ShopClockContext } from '../lib/clock';
import type { FeatureRoute } from '../lib/feature-route';
import { appStore, authTokenAtom, type AppStore } from '../lib/session';
import { Elsewhere, FeatureRoutes } from './feature-routes';
import { mockState, resetMockedApi } from './mocked-api';

const mockNow = () => MOCK_NOW;

export interface AppRenderOptions {
  /** The address the router starts at. */
  route?: string;
  /** Starts this scenario afresh first, unless the mocked API already serves it. */
  scenario?: ScenarioName;
  /**
   * Whose session the screen starts with: by default the scenario's viewer (nobody in
   * `anonymous`); `true` the demo member where the scenario has no viewer; `false` nobody.
   */
  signedIn?: boolean;
  /** A token of the test's own (e.g. one the server never issued); wins over `signedIn`. */
  token?: string | null;
  /** Changes the scenario's fresh state before the screen asks for anything. */
  prepare?: (state: ReturnType<typeof mockState>) => void;
  /**
   * A wouter pattern: the screen shows only there, and any other address shows a placeholder page
   * with that address (test id `elsewhere`), as leaving for another screen unmounts it in the app.
   */
  at?: string;
}

export interface AppHarness {
  store: AppStore;
  queryClient: QueryClient;
  location: ReturnType<typeof memoryLocation>;
  wrapper: (props: { children: ReactNode }) => ReactNode;
}

function sessionToken(scenario: ScenarioName, signedIn: boolean | undefined): string | null {
  if (signedIn === false) return null;
  const viewer = initialSessionToken(scenario);
  return signedIn ? (viewer ?? initialSessionToken('standard')) : viewer;
}

/** The providers for one test (also a `wrapper` for renderHook). */
export function appHarness({ route = '/', scenario, signedIn, token: ownToken, prepare, at }: AppRenderOptions = {}): AppHarness {
  if (scenario !== undefined && scenario !== currentScenario()) resetMockedApi(scenario);
  prepare?.(mockState());
  const token = ownToken !== undefined ? ownToken : sessionToken(scenario ?? currentScenario(), signedIn);
  const store = createStore();
  store.set(authTokenAtom, token);
  // The GraphQL client reads the app store outside React, as in the app.
  appStore.set(authTokenAtom, token);
  const queryClient = createAppQueryClient(store);
  const location = memoryLocation({ path: route, record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders store={store} queryClient={queryClient}>
      <ShopClockContext.Provider value={mockNow}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {at === undefined ? (
            children
          ) : (
            <Switch>
              <Route path={at}>{children}</Route>
              <Route component={Elsewhere} />
            </Switch>
          )}
        </Router>
      </ShopClockContext.Provider>
    </AppProviders>
  );
  return { store, queryClient, location, wrapper };
}

/** Renders `ui` inside the app's providers; returns the render result with the harness. */
export function renderWithApp(ui: ReactNode, options: AppRenderOptions = {}) {
  const harness = appHarness(options);
  const view = render(ui, { wrapper: harness.wrapper });
  return { ...view, ...harness };
}

/** Renders the screens of `routes` at `options.route`, e.g. every auth screen on its real path. */
export function renderRoutes(routes: readonly FeatureRoute[], options: AppRenderOptions = {}) {
  return renderWithApp(<FeatureRoutes routes={routes} />, options);
}
