// The session a mocked scenario starts with: dev mode and Storybook preset this token so that the
// app opens signed in as the scenario's viewer (or signed out when it has none).
import { loadScenario } from './scenarios';
import type { ScenarioName } from './scenarios/scenario';
import { sessionTokenFor } from './store/sessions';

const viewers = new Map<ScenarioName, number | null>();

/** The bearer token of the scenario's signed-in member, e.g. 'mock-session-1'; null for an anonymous visitor. */
export function initialSessionToken(name: ScenarioName): string | null {
  let viewerId = viewers.get(name);
  if (viewerId === undefined) {
    viewerId = loadScenario(name).viewerId;
    viewers.set(name, viewerId);
  }
  return viewerId === null ? null : sessionTokenFor(viewerId);
}
