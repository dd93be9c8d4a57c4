// Every scenario is the demo tenant's shop with the demo member's history; a scenario names only
// what makes it different (who is signed in, the stock, extra restock subscriptions).
import { buildDemoActivity, type RestockSpec } from './activity/standard';
import type { ReviewSpec } from './activity/reviews-data';
import { scenarioMembers } from './members';
import type { MockScenario, ScenarioName } from './scenario';
import { buildStandardCatalogue, type StandardCatalogue } from './standard';

export interface DemoShopOptions {
  /** The member signed in when the session starts; null for an anonymous visitor. */
  viewerId: number | null;
  /** Default: the standard catalogue at `now`. */
  catalogue?: StandardCatalogue;
  /** Default: the demo member's standard restock subscriptions. */
  restocks?: RestockSpec[];
  /** Reviews beyond the standard ones. */
  extraReviews?: ReviewSpec[];
}

export function demoShopScenario(name: ScenarioName, description: string, now: Date, options: DemoShopOptions): MockScenario {
  const catalogue = options.catalogue ?? buildStandardCatalogue(now);
  return {
    name,
    description,
    now: now.toISOString(),
    catalogue,
    members: scenarioMembers[name],
    viewerId: options.viewerId,
    ...buildDemoActivity(catalogue, now, { viewerId: options.viewerId, restocks: options.restocks, extraReviews: options.extraReviews }),
  };
}
