// The review queue's and restock board's shapes (ADR 0053), for stories and tests that override one answer.
import type * as T from '../__generated__/types';
import { buildProduct, buildSoldOutProduct } from './catalog';
import { daysBefore } from './clock';
import { buildReview } from './review';
import { int, nextId, withOverrides } from './random';

export function buildStaffReviewCounts(overrides?: Partial<T.StaffReviewCounts>): T.StaffReviewCounts {
  return withOverrides({ __typename: 'StaffReviewCounts', ready: 3, applied: 12, reject: 1 }, overrides);
}

export function buildStaffReviewLine(overrides?: Partial<T.StaffReviewLine>): T.StaffReviewLine {
  return withOverrides({ __typename: 'StaffReviewLine', orderProductId: nextId('orderProduct'), orderId: nextId('order'), status: 'COMPLETED' }, overrides);
}

export function buildStaffReviewPage(overrides?: Partial<T.StaffReviewPage>): T.StaffReviewPage {
  const items = overrides?.items ?? Array.from({ length: 3 }, () => buildReview({ status: 'READY', staffLine: buildStaffReviewLine() }));
  return withOverrides(
    { __typename: 'StaffReviewPage', items, total: items.length, counts: buildStaffReviewCounts({ ready: items.length }) },
    overrides,
  );
}

export function buildStaffRestockDemand(overrides?: Partial<T.StaffRestockDemand>): T.StaffRestockDemand {
  const oldest = daysBefore(int(2, 20));
  return withOverrides(
    { __typename: 'StaffRestockDemand', product: buildSoldOutProduct(), waiting: int(1, 9), oldestRequestedAt: oldest, newestRequestedAt: oldest },
    overrides,
  );
}

export function buildStaffRestockDemandPage(overrides?: Partial<T.StaffRestockDemandPage>): T.StaffRestockDemandPage {
  const items = overrides?.items ?? Array.from({ length: 3 }, () => buildStaffRestockDemand());
  return withOverrides(
    { __typename: 'StaffRestockDemandPage', items, total: items.length, waitingMembers: items.reduce((sum, row) => sum + row.waiting, 0) },
    overrides,
  );
}

export function buildStaffRaiseStockResult(overrides?: Partial<T.StaffRaiseStockResult>): T.StaffRaiseStockResult {
  return withOverrides({ __typename: 'StaffRaiseStockResult', product: buildProduct({ count: 10 }), before: 0, after: 10, notified: 3 }, overrides);
}
