// The service worker for `npm run dev:mock` and Storybook. The state lives in the page; dev mode
// saves it in sessionStorage after each change so that a reload keeps the cart and orders.
import { HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { PINNED_ANSWERS_KEY } from './pinned-answers';
import { DEFAULT_SCENARIO, mockedApiLink, resetMockApi, scenarioHandlers, type ScenarioHandlerOptions } from './handlers';
import { isScenarioName, SCENARIO_NAMES, type ScenarioName } from './scenarios/scenario';
import { initialSessionToken } from './session';
import type { StoreState } from './store/types';

/** Serves the current mocked API (the `standard` scenario until another is started). */
export const worker = setupWorker(...scenarioHandlers({ latency: 'real' }));

const STATE_KEY = 'campus-shop.mock-state';


function pinnedAnswers(storage: Storage | undefined) {
  try {
    const pinned = JSON.parse(storage?.getItem(PINNED_ANSWERS_KEY) ?? '{}') as Record<string, Record<string, unknown>>;
    return Object.entries(pinned).map(([operationName, data]) => mockedApiLink.query(operationName, () => HttpResponse.json({ data })));
  } catch {
    return [];
  }
}

function savedState(storage: Storage | undefined, scenario: ScenarioName): StoreState | undefined {
  try {
    const raw = storage?.getItem(STATE_KEY);
    const state = raw ? (JSON.parse(raw) as Partial<StoreState>) : undefined;
    // A state saved by an older mock lacks newer records: that scenario starts afresh instead.
    return state?.scenario === scenario && Array.isArray(state.restockMessages) && Array.isArray(state.messages) && Array.isArray(state.catalogue?.pickupPoints)
      ? (state as StoreState)
      : undefined;
  } catch {
    return undefined;
  }
}

export interface StartMockWorkerOptions extends Pick<ScenarioHandlerOptions, 'now' | 'latency'> {
  scenario?: ScenarioName;
  /** Where the state survives reloads (dev mode passes sessionStorage); none keeps it in memory. */
  storage?: Storage;
  /** Start the scenario afresh even when the storage holds a state of it. */
  fresh?: boolean;
  /** The worker script's address (default /mockServiceWorker.js). */
  workerUrl?: string;
}

export async function startMockWorker(options: StartMockWorkerOptions = {}): Promise<void> {
  const scenario = options.scenario ?? DEFAULT_SCENARIO;
  const { storage } = options;
  if (options.fresh) storage?.removeItem(STATE_KEY);
  resetMockApi(scenario, { now: options.now, state: savedState(storage, scenario) });
  worker.resetHandlers(
    ...scenarioHandlers({
      latency: options.latency ?? 'real',
      onChange: storage ? (api) => storage.setItem(STATE_KEY, JSON.stringify(api.db.state)) : undefined,
    }),
  );
  worker.use(...pinnedAnswers(storage));
  await worker.start({
    serviceWorker: { url: options.workerUrl ?? '/mockServiceWorker.js' },
    // Assets, Vite's own requests and /static pass through; only the API is mocked.
    onUnhandledFrame: 'bypass',
    quiet: true,
  });
}

const SCENARIO_KEY = 'campus-shop.mock-scenario';

export interface DevScenarioChoice {
  scenario: ScenarioName;
  /** True when this page starts the scenario (first page of the session, or ?scenario= asked for it). */
  fresh: boolean;
}

/**
 * `?scenario=new-member` switches (and is then kept for the session), else the session's earlier
 * choice, else VITE_MOCK_SCENARIO, else `standard`.
 */
export function chooseDevScenario(search: string, storage: Storage, envScenario: unknown): DevScenarioChoice {
  const asked = new URLSearchParams(search).get('scenario');
  if (asked !== null && !isScenarioName(asked)) {
    console.warn(`[mocked API] Unknown scenario '${asked}'; choose one of ${SCENARIO_NAMES.join(', ')}.`);
  }
  const stored = storage.getItem(SCENARIO_KEY);
  const fallback = isScenarioName(envScenario) ? envScenario : DEFAULT_SCENARIO;
  const choice: DevScenarioChoice = isScenarioName(asked)
    ? { scenario: asked, fresh: true }
    : isScenarioName(stored)
      ? { scenario: stored, fresh: false }
      : { scenario: fallback, fresh: true };
  storage.setItem(SCENARIO_KEY, choice.scenario);
  return choice;
}

export interface DevMocking extends DevScenarioChoice {
  /** The token to sign in with: a string or null (signed out) when the scenario starts now; undefined keeps the stored one. */
  sessionToken: string | null | undefined;
}

/**
 * `npm run dev:mock`: picks the scenario, starts the worker and says which session to preset.
 * `envLatency` 'none' (VITE_MOCK_LATENCY, set by the e2e mock server) answers at once instead of
 * after a phone network's 100–400 ms.
 */
export async function startDevMocking(envScenario: unknown, envLatency?: unknown): Promise<DevMocking> {
  const choice = chooseDevScenario(window.location.search, window.sessionStorage, envScenario);
  if (new URLSearchParams(window.location.search).has('scenario')) {
    // Without the parameter a reload continues the session instead of starting it over.
    const url = new URL(window.location.href);
    url.searchParams.delete('scenario');
    window.history.replaceState(window.history.state, '', url);
  }
  await startMockWorker({
    scenario: choice.scenario,
    now: new Date(),
    storage: window.sessionStorage,
    fresh: choice.fresh,
    latency: envLatency === 'none' ? 'none' : 'real',
  });
  return { ...choice, sessionToken: choice.fresh ? initialSessionToken(choice.scenario) : undefined };
}
