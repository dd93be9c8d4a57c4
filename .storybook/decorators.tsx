// The providers every story renders inside, shared by Storybook (preview.tsx) and the jsdom story
// test: nothing here may import msw/browser, which jsdom cannot load.
import type { Decorator } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createAppQueryClient } from '../frontend/src/app/query-client';
import { applyThemeColor } from '../frontend/src/app/theme';
import { appStore, authTokenAtom } from '../frontend/src/lib/session';
import { university } from '../mocks/scenarios/standard/tenant';
import { isScenarioName, type ScenarioName } from '../mocks/scenarios/scenario';
import { initialSessionToken } from '../mocks/session';
import '../frontend/src/app/global.css';

export const DEFAULT_SCENARIO: ScenarioName = 'standard';

/** The scenario a story runs in: the toolbar's choice unless the story pins one (`parameters.scenario`). */
export function storyScenario(globals: Record<string, unknown>, parameters: Record<string, unknown>): ScenarioName {
  if (isScenarioName(parameters.scenario)) return parameters.scenario;
  return isScenarioName(globals.scenario) ? globals.scenario : DEFAULT_SCENARIO;
}

interface StoryProvidersProps {
  scenario: ScenarioName;
  /** The URL the story starts at, e.g. `/products?category=75` (`parameters.route`). */
  route: string;
  themeColor: string;
  children: ReactNode;
}

/**
 * A fresh jotai store and QueryClient per story (with the app's own defaults: no retry, error
 * toasts), signed in as the scenario's viewer, on an in-memory router.
 */
function StoryProviders({ scenario, route, themeColor, children }: StoryProvidersProps) {
  const [setup] = useState(() => {
    const token = initialSessionToken(scenario);
    const store = createStore();
    store.set(authTokenAtom, token);
    // The GraphQL client reads the token from the app's own store, outside React.
    appStore.set(authTokenAtom, token);
    return { store, queryClient: createAppQueryClient(store), location: memoryLocation({ path: route }) };
  });

  useEffect(() => {
    applyThemeColor(themeColor);
  }, [themeColor]);

  useEffect(() => () => setup.queryClient.clear(), [setup]);

  return (
    <JotaiProvider store={setup.store}>
      <QueryClientProvider client={setup.queryClient}>
        <Router hook={setup.location.hook} searchHook={setup.location.searchHook}>
          {children}
        </Router>
      </QueryClientProvider>
    </JotaiProvider>
  );
}

export const withAppProviders: Decorator = (Story, context) => {
  const scenario = storyScenario(context.globals, context.parameters);
  const route = typeof context.parameters.route === 'string' ? context.parameters.route : '/';
  const themeColor = typeof context.parameters.themeColor === 'string' ? context.parameters.themeColor : university.themeColor;
  return (
    // Keyed so that switching scenario or story starts from an empty cache and a new session.
    <StoryProviders key={`${context.id}:${scenario}`} scenario={scenario} route={route} themeColor={themeColor}>
      <Story />
    </StoryProviders>
  );
};

/** Annotations both Storybook and the story test apply; preview.tsx adds the browser-only parts. */
export const sharedAnnotations = {
  decorators: [withAppProviders],
  initialGlobals: { scenario: DEFAULT_SCENARIO },
  parameters: { layout: 'padded' },
};
