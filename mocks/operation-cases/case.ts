// What one case of mocks/operations.test.ts is: the variables an operation runs with, built from
// the scenario's viewer and earlier steps, and who runs it.
import { detailOf, productOf } from '../scenarios/activity/lookup';
import { loadScenario, type ScenarioName } from '../scenarios';
import type { Run } from '../store/testing';

export interface Context {
  scenario: ScenarioName;
  run: Run;
  viewerId: number | null;
  viewerPassword: string;
  mUid: (orderId: number) => string;
}

/** Where an operation needs an earlier step (a code sent, a token issued), the step's output feeds its variables. */
export type Case = {
  variables?: (context: Context) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Staff operations run as the co-op admin in every scenario. */
  asAdmin?: boolean;
};

/** The standard scenario's catalogue, for ids and versions the cases name. */
export const catalogue = loadScenario('standard').catalogue;

/** The standard catalogue's option combination of a product by its values, e.g. ['블랙', 'M']. */
export const detailId = (productId: number, values: string[]) => detailOf(productOf(catalogue, productId), values).id;
