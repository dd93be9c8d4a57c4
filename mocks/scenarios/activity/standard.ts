// The demo member's whole activity over a catalogue: cart, orders, reviews (theirs and other
// members'), points, restock subscriptions and saved address. `standard`, `anonymous` and
// `sold-out` all build it, over their own catalogue and viewer.
import type * as T from '../../__generated__/types';
import { toProduct } from '../graphql-shapes';
import type { MockRestockRecord, MockScenario, MockUserDeliveryRecord } from '../scenario';
import { demoMember } from '../standard';
import type { StandardCatalogue } from '../standard/types';
import { standardCarts } from './carts';
import { StandardIds } from './ids';
import { ago, productOf, type Ago } from './lookup';
import { buildOrderFromSpec, type BuiltLine } from './order-build';
import { standardOrderSpecs } from './orders';
import { standardPoints } from './points';
import { attachReviews, buildReview } from './reviews';
import { demoReviewSpecs, otherReviewSpecs, type ReviewSpec } from './reviews-data';

/** The part of a scenario that is the members' history. */
export type MemberActivity = Pick<
  MockScenario,
  'carts' | 'orders' | 'points' | 'reviews' | 'restockNotifications' | 'userDeliveries'
>;

export interface RestockSpec {
  id: number;
  /** The subscriber; the demo member when not given. */
  userId?: number;
  productId: number;
  asked: Ago;
}

/** The sold-out products of the standard catalogue the demo member waits for. */
export const standardRestockSpecs: RestockSpec[] = [
  { id: StandardIds.restock.paddingVest, productId: 9, asked: { days: 10 } },
  { id: StandardIds.restock.pastelHalfzip, productId: 23, asked: { days: 4, hours: 5 } },
  { id: StandardIds.restock.tumbler, productId: 32, asked: { days: 1, hours: 2 } },
];

export interface ActivityOptions {
  /** Who views the embedded products (their restock flags and authority); null for anonymous. */
  viewerId: number | null;
  restocks?: RestockSpec[];
  /** Reviews beyond the standard ones (the staff scenarios' waiting queue). */
  extraReviews?: ReviewSpec[];
}

export function buildDemoActivity(catalogue: StandardCatalogue, now: Date, options: ActivityOptions): MemberActivity {
  const member = demoMember;
  const restocks = options.restocks ?? standardRestockSpecs;
  const reviewSpecs = [...demoReviewSpecs, ...otherReviewSpecs, ...(options.extraReviews ?? [])];
  const viewerRestocks = new Set(
    restocks.filter((spec) => (spec.userId ?? member.id) === options.viewerId).map((spec) => spec.productId),
  );
  const viewer = catalogue.members.find((row) => row.id === options.viewerId);
  const shapes = new Map<number, T.Product>();
  // Each embedding gets its own copy so that the mocked API can change one without the others.
  const product = (productId: number): T.Product => {
    let shape = shapes.get(productId);
    if (!shape) {
      shape = toProduct(catalogue, productOf(catalogue, productId), {
        now,
        authority: viewer?.authority ?? 0,
        restockProductIds: viewerRestocks,
        reviews: reviewSpecs,
      });
      shapes.set(productId, shape);
    }
    return structuredClone(shape);
  };

  const built = standardOrderSpecs(now).map((spec) => buildOrderFromSpec({ catalogue, now, buyer: member, product }, spec));
  const orders = built.map((entry) => entry.order);
  const builtLines = new Map<number, BuiltLine>(built.flatMap((entry) => entry.lines).map((entry) => [entry.line.id, entry]));
  const lines = new Map([...builtLines].map(([id, entry]) => [id, entry.line]));
  const reviews = reviewSpecs.map((spec) => buildReview({ catalogue, now, product, lines }, spec));
  attachReviews(orders, reviews);

  const points = standardPoints({
    catalogue,
    now,
    userId: member.id,
    lines: builtLines,
    orders: new Map(orders.map((order) => [order.id, order])),
    reviews: new Map(reviews.map((review) => [review.id, review])),
  });

  const restockNotifications: MockRestockRecord[] = restocks.map((spec) => ({
    __typename: 'ProductRestockNotification',
    id: spec.id,
    userId: spec.userId ?? member.id,
    productId: spec.productId,
    optionId: null,
    option: null,
    product: product(spec.productId),
    createdAt: ago(now, spec.asked),
  }));

  const userDeliveries: MockUserDeliveryRecord[] = member.userDelivery
    ? [{ __typename: 'UserDelivery', id: StandardIds.userDelivery.demo, userId: member.id, ...member.userDelivery }]
    : [];

  return {
    carts: standardCarts(catalogue, now, member.id),
    orders,
    points,
    reviews,
    restockNotifications,
    userDeliveries,
  };
}
