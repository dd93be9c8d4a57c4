// The seam between the mock data (factories, scenarios) and the stateful mocked API (mocks/schema.ts).
// A scenario is the whole starting state of one mocked session. The catalogue stays in the plain
// shape the backend seeder also loads; member activity is GraphQL-shaped records the store owns.
// Change this file only by adding: the mocked API, the stories and the tests all read it.
import type * as T from '../__generated__/types';
import type { ScenarioMember, StandardCatalogue } from './standard/types';

export const SCENARIO_NAMES = ['standard', 'new-member', 'anonymous', 'sold-out', 'staff', 'staff-readonly'] as const;
export type ScenarioName = (typeof SCENARIO_NAMES)[number];

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && (SCENARIO_NAMES as readonly string[]).includes(value);
}

/** A cart line as stored; the API derives product, option detail, prices and problems from the catalogue. */
export interface MockCartRecord {
  id: number;
  userId: number;
  productId: number;
  /** Null for a product without option combinations. */
  productOptionDetailId: number | null;
  productOptionInput0: string | null;
  productOptionInput1: string | null;
  productOptionInput2: string | null;
  count: number;
  selected: boolean;
  createdAt: string;
  /** A 구매하기 line (docs/decisions/0057): only the checkout opened from the option sheet reads it. */
  direct?: boolean;
  /** A direct line put in by joining a class order (ADR 0065). */
  classOrderId?: number;
}

/** A point ledger row of one member. */
export type MockPointRecord = T.Point & {
  userId: number;
  /** Optional: the order a USED, RESERVED or purchase GAIN row belongs to. */
  orderId?: number | null;
  /** Optional: the line a purchase row (RESERVED, then GAIN) belongs to. */
  orderProductId?: number | null;
  /** Optional: the review a review-reward GAIN row was given for. */
  reviewId?: number | null;
};

/** A review as stored (any member's: product pages show other members' APPLIED reviews too). */
export type MockReviewRecord = T.Review & { userId: number };

/** An order with its lines, delivery and specification, GraphQL-shaped. */
export type MockOrderRecord = T.Order;

export type MockRestockRecord = T.ProductRestockNotification;

export type MockUserDeliveryRecord = T.UserDelivery;

export interface MockScenario {
  name: ScenarioName;
  /** One line for the Storybook toolbar and the README. */
  description: string;
  /** The instant the scenario was built for (sale windows, order dates are relative to it). */
  now: string;
  /** The shop: tenant, categories, delivery templates, products (sold-out counts in `sold-out`). */
  catalogue: StandardCatalogue;
  /** Accounts that can log in with e-mail and password. */
  members: ScenarioMember[];
  /** The member signed in when the session starts; null for an anonymous visitor. */
  viewerId: number | null;
  carts: MockCartRecord[];
  orders: MockOrderRecord[];
  points: MockPointRecord[];
  reviews: MockReviewRecord[];
  restockNotifications: MockRestockRecord[];
  userDeliveries: MockUserDeliveryRecord[];
}
