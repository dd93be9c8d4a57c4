import { QueryClient } from '@tanstack/react-query';
import { Kind, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as documents from './__generated__/graphql';
import { forget, invalidate, queryGroups } from './invalidation';
import { operationName, queryKeyFor } from './operation-key';

const { MyPointsDocument, OrderListDocument, OrderWithSpecificationDocument, PointHistoryDocument } = documents;

/** Every query operation the frontend has a document for. */
const queryNames = new Set(
  Object.entries(documents)
    .filter(([name]) => name.endsWith('Document'))
    .map(([, document]) => document as DocumentNode)
    .filter((document) => document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === 'query'))
    .map(operationName),
);

describe('invalidation groups', () => {
  it('name only query operations that exist, so a renamed query cannot silently drop out of a group', () => {
    for (const [group, names] of Object.entries(queryGroups)) {
      for (const name of names) expect(queryNames.has(name), `${group}: ${name}`).toBe(true);
    }
  });

  it('hold the queries each change moves', () => {
    expect([...queryGroups.cart].sort()).toEqual(['CartCount', 'CartsCheckouted', 'MyCart']);
    expect([...queryGroups.points].sort()).toEqual(['MyPoints', 'PointHistory']);
    // ProductViewerState: an order changes the member's units in a group purchase (ADR 0075).
    expect([...queryGroups.placedOrder].sort()).toEqual(['CartCount', 'MyCart', 'OrderList', 'OrderProductCount', 'ProductDetail', 'ProductViewerState', 'UserDelivery']);
    expect([...queryGroups.payment]).toEqual(expect.arrayContaining(['MyCart', 'CartsCheckouted', 'OrderList', 'OrderWithSpecification', 'ProductList']));
    // The order detail screen asks OrderWithSpecification: a review changes its 리뷰 쓰기 button.
    expect([...queryGroups.review]).toEqual(expect.arrayContaining(['ReviewableOrderProducts', 'MyReviews', 'OrderWithSpecification', 'OrderList']));
    expect([...queryGroups.viewerIndependent].sort()).toEqual(['ShopIntegrations', 'University']);
    // A staff save of the shop's content repaints the header, footer, notice and banners.
    expect([...queryGroups.shopContent].sort()).toEqual(['Ads', 'University']);
    // Points are forgotten by their own group; a change that moves the balance names it separately.
    for (const group of [queryGroups.cart, queryGroups.placedOrder, queryGroups.payment]) expect(group.has('MyPoints')).toBe(false);
  });

  it('invalidate marks a group stale and leaves other answers alone', async () => {
    const client = new QueryClient();
    client.setQueryData(queryKeyFor(OrderListDocument, { startDate: null, page: 1 }), { me: null });
    client.setQueryData(queryKeyFor(MyPointsDocument, {}), { me: null });
    await invalidate(client, queryGroups.orderList);
    expect(client.getQueryState(queryKeyFor(OrderListDocument, { startDate: null, page: 1 }))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeyFor(MyPointsDocument, {}))?.isInvalidated).toBe(false);
  });

  it('invalidate with one key narrows to that answer, and refetch: false only marks it', async () => {
    const client = new QueryClient();
    client.setQueryData(queryKeyFor(OrderWithSpecificationDocument, { id: 1 }), { order: null });
    client.setQueryData(queryKeyFor(OrderWithSpecificationDocument, { id: 2 }), { order: null });
    await invalidate(client, queryKeyFor(OrderWithSpecificationDocument, { id: 1 }), { refetch: false });
    expect(client.getQueryState(queryKeyFor(OrderWithSpecificationDocument, { id: 1 }))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeyFor(OrderWithSpecificationDocument, { id: 2 }))?.isInvalidated).toBe(false);
  });

  it('forget drops the cached balance and history, so the old balance is never shown again, and leaves other answers alone', async () => {
    const client = new QueryClient();
    const balanceKey = queryKeyFor(MyPointsDocument, {});
    const historyKey = queryKeyFor(PointHistoryDocument, { data: { userId: 1, page: 1, status: null } });
    const ordersKey = queryKeyFor(OrderListDocument, { startDate: null, page: 1 });
    client.setQueryData(balanceKey, { me: { pointSummary: { balance: 3_000 } } });
    client.setQueryData(historyKey, { pointsByUserId: { items: [] } });
    client.setQueryData(ordersKey, { orders: [] });

    await forget(client, queryGroups.points);

    expect(client.getQueryData(balanceKey)).toBeUndefined();
    expect(client.getQueryState(balanceKey)?.status).toBe('pending');
    expect(client.getQueryData(historyKey)).toBeUndefined();
    expect(client.getQueryData(ordersKey)).toEqual({ orders: [] });
  });
});
