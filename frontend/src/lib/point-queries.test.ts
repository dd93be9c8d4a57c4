import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { forgetPoints } from './point-queries';

describe('forgetPoints', () => {
  it('drops the cached balance and history, so the old balance is never shown again, and leaves other answers alone', async () => {
    const client = new QueryClient();
    client.setQueryData(['MyPoints'], { me: { pointSummary: { balance: 3_000 } } });
    client.setQueryData(['PointHistory', { userId: 1, page: 1, status: null }], { pointsByUserId: { items: [] } });
    client.setQueryData(['OrderList'], { orders: [] });

    await forgetPoints(client);

    expect(client.getQueryData(['MyPoints'])).toBeUndefined();
    expect(client.getQueryState(['MyPoints'])?.status).toBe('pending');
    expect(client.getQueryData(['PointHistory', { userId: 1, page: 1, status: null }])).toBeUndefined();
    expect(client.getQueryData(['OrderList'])).toEqual({ orders: [] });
  });
});
