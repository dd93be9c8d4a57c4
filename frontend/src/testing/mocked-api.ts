// Component tests run the app's real GraphQL client against the stateful mocked API (MSW in
// Node), the same one Storybook and the mock e2e project use. `withMockedApi` registers the
// per-file and per-test setup; tests read the API's state to check what a request changed.
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi, type MockInstance } from 'vitest';
import { mockApi, scenarioHandlers } from '../../../mocks/handlers';
import { server } from '../../../mocks/node';
import type { ScenarioName } from '../../../mocks/scenarios/scenario';
import { subscribeAnalytics, type AnalyticsEvent } from '../lib/analytics/track';

export { server };

/** The mocked API's state, e.g. to check that a refused request changed nothing. */
export const mockState = () => mockApi().db.state;

/** Starts `scenario` afresh: its data, and no operation overrides from before. */
export function resetMockedApi(scenario: ScenarioName): void {
  server.resetHandlers(...scenarioHandlers({ scenario, latency: 'none' }));
}

/**
 * The app posts to the relative '/api'; Node's fetch needs an absolute address, so resolve it
 * against the jsdom page, as a browser would, before MSW sees it. Returns the undo.
 */
export function resolveFetchAgainstPage(): () => void {
  const nativeFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => nativeFetch(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  return () => {
    globalThis.fetch = nativeFetch;
  };
}

/** What the screens reported through `trackEvent` during the current test. */
export const analyticsEvents: AnalyticsEvent[] = [];

export function eventsNamed(name: string): AnalyticsEvent[] {
  return analyticsEvents.filter((event) => event.name === name);
}

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/**
 * For a test file: the mocked API listening (any request it does not know fails the test), each
 * test starting from `scenario`'s fresh state with an empty sessionStorage and a fake analytics
 * listener, and failing if anything logged a console.error (React's key, act and a11y warnings).
 */
export function withMockedApi(scenario: ScenarioName = 'standard'): void {
  let restoreFetch: () => void = () => {};
  let unsubscribe: () => void = () => {};
  let consoleError: MockInstance<typeof console.error> | undefined;

  beforeAll(() => {
    server.listen({ onUnhandledFrame: 'error' });
    restoreFetch = resolveFetchAgainstPage();
    // Data arrives asynchronously as in the app; the assertions wait for what it renders.
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  });
  beforeEach(() => {
    resetMockedApi(scenario);
    window.sessionStorage.clear();
    analyticsEvents.length = 0;
    unsubscribe = subscribeAnalytics((event) => analyticsEvents.push(event));
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    cleanup();
    unsubscribe();
    const errors = consoleError?.mock.calls.map((args) => args.map(String).join(' ')) ?? [];
    consoleError?.mockRestore();
    if (errors.length > 0) throw new Error(`console.error during the test:\n${errors.join('\n')}`);
  });
  afterAll(() => {
    restoreFetch();
    server.close();
  });
}
