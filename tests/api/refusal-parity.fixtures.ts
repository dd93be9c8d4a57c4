// What every refusal-parity case file shares: the case shape and the standard catalogue's ids,
// kept apart from the case tables so that each table file can import them without a cycle.
import type { ErrorCode } from '../../domain/errors/errors';
import { detailOf, productOf } from '../../mocks/scenarios/activity/lookup';
import { buildStandardCatalogue } from '../../mocks/scenarios/standard';

export type Actor = 'anonymous' | 'demo' | 'admin';

/** Rows the test creates on each target before the cases run (ids differ between targets). */
export interface Fixtures {
  /** A line in the admin's cart: another member's cart line for the demo member. */
  adminCartId: number;
  /** The admin's unpaid card order and its line: another member's order for the demo member. */
  adminOrderId: number;
  adminOrderMUid: string;
  adminOrderProductId: number;
  /** The demo member's unpaid card order (READY) and its line. */
  demoOrderId: number;
  demoOrderMUid: string;
  demoOrderProductId: number;
}

export interface RefusalCase {
  /** The Mutation field the case refuses. */
  mutation: string;
  title: string;
  as: Actor;
  query: string;
  variables?: (fixtures: Fixtures) => Record<string, unknown>;
  code: ErrorCode;
}

export const catalogue = buildStandardCatalogue();
/** A purchasable product with options in the standard catalogue, and one of its combinations. */
export const PRODUCT_ID = 24;
export const DETAIL_ID = detailOf(productOf(catalogue, PRODUCT_ID), ['블랙', 'M']).id;
/** An id no row of either target has. */
export const MISSING = 987_654;
