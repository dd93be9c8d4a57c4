// Points the mocked GraphQL API at a story's scenario and overrides. Shared by the browser worker
// (preview.tsx) and the node server of the story test, which both speak MSW's handler API.
import type { RequestHandler } from 'msw';
import { scenarioHandlers, type ScenarioHandlerOptions } from '../mocks/handlers';
import type { ScenarioName } from '../mocks/scenarios/scenario';

interface HandlerHost {
  resetHandlers: (...handlers: RequestHandler[]) => void;
  use: (...handlers: RequestHandler[]) => void;
}

/** `parameters.msw` as msw-storybook-addon accepts it: a list, or `{ handlers }` as a list or a record. */
export function storyHandlers(parameter: unknown): RequestHandler[] {
  if (Array.isArray(parameter)) return parameter as RequestHandler[];
  if (typeof parameter !== 'object' || parameter === null || !('handlers' in parameter)) return [];
  const { handlers } = parameter as { handlers?: unknown };
  if (Array.isArray(handlers)) return handlers as RequestHandler[];
  if (typeof handlers !== 'object' || handlers === null) return [];
  return Object.values(handlers as Record<string, RequestHandler | RequestHandler[]>).flat().filter(Boolean);
}

/**
 * Starts the story from the scenario's state (a mutation in the previous story must not leak)
 * and puts the story's own handlers in front of the scenario's. Storybook answers with a real
 * server's latency so loading states show; the test answers at once.
 */
export function applyMockApi(
  host: HandlerHost,
  scenario: ScenarioName,
  mswParameter: unknown,
  latency: ScenarioHandlerOptions['latency'] = 'none',
): void {
  host.resetHandlers(...scenarioHandlers({ scenario, latency }));
  const overrides = storyHandlers(mswParameter);
  if (overrides.length > 0) host.use(...overrides);
}
