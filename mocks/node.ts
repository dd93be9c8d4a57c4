// The mocked API for vitest: `server.listen()` in a test file (or setup), then the app's real
// fetch calls to */api are answered by the scenario's stateful mock.
import { setupServer } from 'msw/node';
import { scenarioHandlers, type ScenarioHandlerOptions } from './handlers';

export function createMockServer(options: ScenarioHandlerOptions = {}) {
  return setupServer(...scenarioHandlers({ latency: 'none', ...options }));
}

export const server = setupServer(...scenarioHandlers({ latency: 'none' }));
