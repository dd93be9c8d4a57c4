// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api';
import { call, login, refusal, signUp, sql, TRUSTED_PROXY_ENV, type CreatedMember } from '../support/accounts';

let api: TestApi;
let adminToken: string;

const HISTORY = `query ($data: PointsByUserIdInput!) {
  pointsByUserId(data: $data) { total items { id status value createdAt expiredAt pointType { id content } } }
}`;
const SUMMARY = '{ me { id point pointSummary { balance reserved expiringSoon } } }';

interface HistoryData {
  pointsByUserId: {
    total: number;
    items: { id: number; status: string; value: number; createdAt: string; expiredAt: string | null; pointType: { id: number; content: string } }[];
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Writes one ledger row directly (orders and reviews that earn and spend come in later issues). */
async function ledgerRow(
  userId: number,
  row: { status: string; value: number; remaining?: number | null; expiredAt?: Date | null; createdAt?: Date; code?: string },
): Promise<void> {
  await sql(
    api,
    `insert into point (user_id, status, value, remaining, expired_at, point_type_id, created_at)
     values (?, ?, ?, ?, ?, (select id from point_type where code = ?), ?)`,
    [
      userId,
      row.status,
      row.value,
      row.remaining ?? null,
      row.expiredAt ?? null,
      row.code ?? (row.status === 'USED' ? 'USE' : row.status === 'RESERVED' ? 'PURCHASE' : 'SIGNUP'),
      row.createdAt ?? new Date(),
    ],
  );
}

beforeAll(async () => {
  api = await startTestApi({ env: TRUSTED_PROXY_ENV });
  adminToken = (await login(api, 'admin@hanbit.ac.kr', 'admin1234!')).data!.login.token;
});

afterAll(async () => {
  await api?.close();
});

describe('point balance and summary', () => {
  it('counts GAIN - USED - EXPIRED as the balance, RESERVED as to be earned, and GAIN expiring within 30 days', async () => {
    const member = await signUp(api);
    const now = Date.now();
    await ledgerRow(member.id, { status: 'GAIN', value: 300, remaining: 300, expiredAt: new Date(now + 10 * DAY_MS), code: 'REVIEW_TEXT' });
    await ledgerRow(member.id, { status: 'GAIN', value: 500, remaining: 200, expiredAt: new Date(now + 29 * DAY_MS), code: 'REVIEW_PHOTO' });
    await ledgerRow(member.id, { status: 'USED', value: 300 });
    await ledgerRow(member.id, { status: 'EXPIRED', value: 100, code: 'EXPIRE' });
    await ledgerRow(member.id, { status: 'RESERVED', value: 450 });
    const result = await call<{ me: { point: number; pointSummary: Record<string, number> } }>(api, SUMMARY, undefined, {
      token: member.token,
    });
    expect(result.errors).toBeUndefined();
    // 1,000 sign-up + 300 + 500 - 300 - 100
    expect(result.data!.me.point).toBe(1400);
    expect(result.data!.me.pointSummary).toEqual({ balance: 1400, reserved: 450, expiringSoon: 500 });
  });

  it('stops counting a GAIN rest once it is past expiry, before the daily job books it', async () => {
    const member = await signUp(api);
    const now = Date.now();
    await ledgerRow(member.id, { status: 'GAIN', value: 500, remaining: 200, expiredAt: new Date(now - DAY_MS), code: 'REVIEW_PHOTO' });
    await ledgerRow(member.id, { status: 'USED', value: 300 });
    const result = await call<{ me: { point: number; pointSummary: Record<string, number> } }>(api, SUMMARY, undefined, {
      token: member.token,
    });
    // 1,000 sign-up + 500 - 300 spent - the 200 left that expired yesterday
    expect(result.data!.me.pointSummary).toEqual({ balance: 1000, reserved: 0, expiringSoon: 0 });
    expect(result.data!.me.point).toBe(1000);
  });

  it('shows the seeded demo balance', async () => {
    const demo = (await login(api, 'demo@hanbit.ac.kr', 'demo1234!')).data!.login.token;
    const result = await call<{ me: { point: number; pointSummary: Record<string, number> } }>(api, SUMMARY, undefined, { token: demo });
    expect(result.data!.me.pointSummary).toEqual({ balance: 1000, reserved: 0, expiringSoon: 0 });
  });
});

describe('pointsByUserId', () => {
  let member: CreatedMember;

  beforeAll(async () => {
    member = await signUp(api);
    const start = Date.now() - 30 * DAY_MS;
    for (let i = 0; i < 22; i += 1) {
      await ledgerRow(member.id, {
        status: i % 2 === 0 ? 'GAIN' : 'USED',
        value: 10 + i,
        remaining: i % 2 === 0 ? 10 + i : null,
        expiredAt: i % 2 === 0 ? new Date(start + 365 * DAY_MS) : null,
        createdAt: new Date(start + i * DAY_MS),
      });
    }
  });

  it('pages the viewer ledger 10 rows at a time, newest first, with the total', async () => {
    const first = await call<HistoryData>(api, HISTORY, { data: { userId: member.id } }, { token: member.token });
    expect(first.errors).toBeUndefined();
    const page = first.data!.pointsByUserId;
    expect(page.total).toBe(23);
    expect(page.items).toHaveLength(10);
    // The sign-up row was written last (now); then the seeded rows from newest to oldest.
    expect(page.items[0]).toMatchObject({ status: 'GAIN', value: 1000, pointType: { content: '회원가입' } });
    expect(page.items.slice(1).map((row) => row.value)).toEqual([31, 30, 29, 28, 27, 26, 25, 24, 23]);
    const times = page.items.map((row) => new Date(row.createdAt).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const third = await call<HistoryData>(api, HISTORY, { data: { userId: member.id, page: 3 } }, { token: member.token });
    expect(third.data!.pointsByUserId.items.map((row) => row.value)).toEqual([12, 11, 10]);
    const beyond = await call<HistoryData>(api, HISTORY, { data: { userId: member.id, page: 9 } }, { token: member.token });
    expect(beyond.data!.pointsByUserId).toEqual({ total: 23, items: [] });
  });

  it('filters by status', async () => {
    const used = await call<HistoryData>(api, HISTORY, { data: { userId: member.id, status: 'USED' } }, { token: member.token });
    expect(used.data!.pointsByUserId.total).toBe(11);
    expect(new Set(used.data!.pointsByUserId.items.map((row) => row.status))).toEqual(new Set(['USED']));
    expect(used.data!.pointsByUserId.items.every((row) => row.expiredAt === null)).toBe(true);
  });

  it('refuses a page below 1 as BAD_USER_INPUT', async () => {
    const result = await call(api, HISTORY, { data: { userId: member.id, page: 0 } }, { token: member.token });
    expect(refusal(result, 'BAD_USER_INPUT').extensions?.field).toBe('page');
  });

  it("refuses another member's ledger with FORBIDDEN and shows nothing of it", async () => {
    const other = await signUp(api);
    const result = await call<HistoryData>(api, HISTORY, { data: { userId: member.id } }, { token: other.token });
    refusal(result, 'FORBIDDEN');
    expect(result.data?.pointsByUserId ?? null).toBeNull();
  });

  it("lets staff read a member's ledger", async () => {
    const result = await call<HistoryData>(api, HISTORY, { data: { userId: member.id } }, { token: adminToken });
    expect(result.data!.pointsByUserId.total).toBe(23);
  });

  it('asks an anonymous caller to log in', async () => {
    refusal(await call(api, HISTORY, { data: { userId: member.id } }), 'UNAUTHENTICATED');
  });
});
