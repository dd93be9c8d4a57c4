// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY } from '../../domain/enums';
import { refusal, sql } from '../support/accounts';
import { startTestApi, type TestApi } from '../support/api';
import { createMember, createProduct, createReview, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';
import { createSecondUniversity } from '../support/tenants';

const MEMBERS = operationDocument('StaffMembers');
const MEMBER = operationDocument('StaffMember');
const ADJUST = operationDocument('StaffAdjustPoints');
const SUSPEND = operationDocument('StaffSuspendMember');
const RESTORE = operationDocument('StaffRestoreMember');
const SET_LEVEL = operationDocument('StaffSetMemberLevel');
const ME = operationDocument('Me');

interface Detail {
  id: number;
  authority: number;
  suspended: boolean;
  levelBeforeSuspension: number | null;
  suspendReason: string | null;
  pointSummary: { balance: number };
  recentPoints: { status: string; value: number; typeName: string; reason: string | null }[];
  recentOrders: { id: number; lines: { productName: string; status: string }[] }[];
  recentReviews: { productName: string; rating: number }[];
  orderCount: number;
  reviewCount: number;
}

let api: TestApi;
let admin: TestMember;
let viewer: TestMember;
let shopper: TestMember;
let foreign: TestMember;

beforeAll(async () => {
  api = await startTestApi();
  const em = api.orm.em.fork();
  const second = await createSecondUniversity(em);
  admin = await createMember(em, { authority: AUTHORITY.ADMIN, name: '박운영' });
  viewer = await createMember(em, { authority: AUTHORITY.ADMINHIDDEN, name: '최열람' });
  shopper = await createMember(em, { name: '정쇼핑' });
  foreign = await createMember(em, { name: '정쇼핑', universityId: second.id });
});

afterAll(async () => {
  await api?.close();
});

const as = (member: TestMember | null) => (member ? { token: member.token } : {});

async function detail(id: number, by: TestMember = viewer): Promise<Detail> {
  const result = await api.gql<{ staffMember: Detail }>(MEMBER, { id }, as(by));
  expect(result.errors).toBeUndefined();
  return result.data!.staffMember;
}

async function auditOf(userId: number) {
  return sql<{ action: string; before: unknown; after: unknown; reason: string | null; staff_user_id: number }>(
    api,
    "select action, before, after, reason, staff_user_id from staff_audit where object_type = 'MEMBER' and object_id = ? order by id",
    [userId],
  );
}

async function ledgerCount(userId: number): Promise<number> {
  const [row] = await sql<{ count: string }>(api, 'select count(*) as count from point where user_id = ?', [userId]);
  return Number(row!.count);
}

describe('staffMembers and staffMember', () => {
  it('finds members by name, e-mail and a phone typed with dashes, only of this university', async () => {
    const em = api.orm.em.fork();
    const target = await createMember(em, { name: '한검색' });
    await sql(api, 'update "user" set tel = ? where id = ?', ['+821055512345', target.user.id]);
    const search = async (text: string) => {
      const result = await api.gql<{ staffMembers: { total: number; items: { id: number }[] } }>(MEMBERS, { data: { search: text } }, as(viewer));
      expect(result.errors).toBeUndefined();
      return result.data!.staffMembers.items.map((item) => item.id);
    };
    expect(await search('한검색')).toEqual([target.user.id]);
    expect(await search(target.user.email.toUpperCase())).toEqual([target.user.id]);
    expect(await search('010-5551-2345')).toEqual([target.user.id]);
    expect(await search('5551-23')).toEqual([target.user.id]);
    const named = await search('정쇼핑');
    expect(named).toContain(shopper.user.id);
    expect(named).not.toContain(foreign.user.id);
  });

  it('filters by standing and pages on the server', async () => {
    const suspended = await createMember(api.orm.em.fork(), { authority: -1 });
    const result = await api.gql<{ staffMembers: { total: number; items: { id: number; suspended: boolean }[] } }>(
      MEMBERS,
      { data: { authority: 'SUSPENDED' } },
      as(viewer),
    );
    expect(result.data!.staffMembers.items.map((item) => item.id)).toContain(suspended.user.id);
    expect(result.data!.staffMembers.items.every((item) => item.suspended)).toBe(true);
    const all = await api.gql<{ staffMembers: { total: number; items: unknown[] } }>(MEMBERS, { data: { page: 1 } }, as(viewer));
    expect(all.data!.staffMembers.items.length).toBeLessThanOrEqual(20);
    expect(all.data!.staffMembers.total).toBeGreaterThan(all.data!.staffMembers.items.length - 1);
    refusal(await api.gql(MEMBERS, { data: { authority: 'NOPE' } }, as(viewer)), 'BAD_USER_INPUT');
  });

  it("shows a member's recent orders with lines, and reviews, to ADMINHIDDEN", async () => {
    const em = api.orm.em.fork();
    const buyer = await createMember(em, { name: '주문자' });
    const product = await createProduct(em, { name: '한빛 과잠 2026' });
    await createReview(em, buyer.user, product, { rating: 4 });
    const member = await detail(buyer.user.id);
    expect(member.orderCount).toBe(1);
    expect(member.recentOrders[0]!.lines[0]).toMatchObject({ productName: '한빛 과잠 2026', status: 'COMPLETED' });
    expect(member.reviewCount).toBe(1);
    expect(member.recentReviews[0]).toMatchObject({ productName: '한빛 과잠 2026', rating: 4 });
  });

  it('refuses a NORMAL member and anonymous callers, and answers NOT_FOUND for another university', async () => {
    refusal(await api.gql(MEMBERS, {}, as(shopper)), 'FORBIDDEN');
    refusal(await api.gql(MEMBERS, {}), 'UNAUTHENTICATED');
    refusal(await api.gql(MEMBER, { id: shopper.user.id }, as(shopper)), 'FORBIDDEN');
    const missing = refusal(await api.gql(MEMBER, { id: 2_000_000_000 }, as(viewer)), 'NOT_FOUND');
    const theirs = refusal(await api.gql(MEMBER, { id: foreign.user.id }, as(viewer)), 'NOT_FOUND');
    expect(theirs.message).toBe(missing.message);
  });
});

describe('staffAdjustPoints', () => {
  it('grants and takes through ledger rows with the reason, and the balance follows', async () => {
    const member = await createMember(api.orm.em.fork());
    const granted = await api.gql<{ staffAdjustPoints: Detail }>(ADJUST, { data: { userId: member.user.id, amount: 1000, reason: '이벤트 당첨' } }, as(admin));
    expect(granted.errors).toBeUndefined();
    expect(granted.data!.staffAdjustPoints.pointSummary.balance).toBe(1000);
    expect(granted.data!.staffAdjustPoints.recentPoints[0]).toMatchObject({ status: 'GAIN', value: 1000, typeName: '운영진 지급', reason: '이벤트 당첨' });

    const taken = await api.gql<{ staffAdjustPoints: Detail }>(ADJUST, { data: { userId: member.user.id, amount: -300, reason: '중복 지급 회수' } }, as(admin));
    expect(taken.errors).toBeUndefined();
    expect(taken.data!.staffAdjustPoints.pointSummary.balance).toBe(700);
    expect(taken.data!.staffAdjustPoints.recentPoints[0]).toMatchObject({ status: 'USED', value: 300, typeName: '운영진 회수', reason: '중복 지급 회수' });
    // The take consumed the grant's rest, so a later spend cannot take the same points again.
    const [rest] = await sql<{ remaining: number }>(api, "select remaining from point where user_id = ? and status = 'GAIN'", [member.user.id]);
    expect(rest!.remaining).toBe(700);
    expect(await ledgerCount(member.user.id)).toBe(2);
    const audit = await auditOf(member.user.id);
    expect(audit).toEqual([
      { action: 'member.points.grant', before: { pointBalance: 0 }, after: { pointBalance: 1000 }, reason: '이벤트 당첨', staff_user_id: admin.user.id },
      { action: 'member.points.take', before: { pointBalance: 1000 }, after: { pointBalance: 700 }, reason: '중복 지급 회수', staff_user_id: admin.user.id },
    ]);
    // Staff see the e-mail and phone on screen; the audit never keeps them.
    expect(JSON.stringify(audit)).not.toContain(member.user.email);
  });

  it('refuses taking more than the balance, saying it, and changes nothing', async () => {
    const member = await createMember(api.orm.em.fork());
    await api.gql(ADJUST, { data: { userId: member.user.id, amount: 500, reason: '보상 지급' } }, as(admin));
    const error = refusal(await api.gql(ADJUST, { data: { userId: member.user.id, amount: -501, reason: '회수 시도' } }, as(admin)), 'INSUFFICIENT_POINTS');
    expect(error.message).toContain('500P');
    expect(error.extensions).toMatchObject({ field: 'amount' });
    expect(await ledgerCount(member.user.id)).toBe(1);
    expect((await detail(member.user.id)).pointSummary.balance).toBe(500);
    expect((await auditOf(member.user.id)).map((row) => row.action)).toEqual(['member.points.grant']);
  });

  it('refuses bad input, ADMINHIDDEN, a NORMAL member and another university, writing no row', async () => {
    const member = await createMember(api.orm.em.fork());
    const data = (overrides: Record<string, unknown>) => ({ data: { userId: member.user.id, amount: 100, reason: '이벤트 지급', ...overrides } });
    expect(refusal(await api.gql(ADJUST, data({ amount: 0 }), as(admin)), 'BAD_USER_INPUT').extensions).toMatchObject({ field: 'amount' });
    expect(refusal(await api.gql(ADJUST, data({ reason: ' ' }), as(admin)), 'BAD_USER_INPUT').extensions).toMatchObject({ field: 'reason' });
    refusal(await api.gql(ADJUST, data({}), as(viewer)), 'FORBIDDEN');
    refusal(await api.gql(ADJUST, data({}), as(shopper)), 'FORBIDDEN');
    refusal(await api.gql(ADJUST, data({ userId: foreign.user.id }), as(admin)), 'NOT_FOUND');
    expect(await ledgerCount(member.user.id)).toBe(0);
    expect(await ledgerCount(foreign.user.id)).toBe(0);
    expect(await auditOf(member.user.id)).toEqual([]);
  });
});

describe('suspension', () => {
  it("ends the member's sessions at once: their next request is ACCOUNT_SUSPENDED; restore returns the level", async () => {
    const member = await createMember(api.orm.em.fork(), { authority: AUTHORITY.HIDDEN });
    expect((await api.gql<{ me: { id: number } }>(ME, {}, as(member))).data!.me.id).toBe(member.user.id);

    const suspended = await api.gql<{ staffSuspendMember: Detail }>(SUSPEND, { userId: member.user.id, reason: '거래 사기 신고' }, as(admin));
    expect(suspended.errors).toBeUndefined();
    expect(suspended.data!.staffSuspendMember).toMatchObject({ suspended: true, levelBeforeSuspension: AUTHORITY.HIDDEN, suspendReason: '거래 사기 신고' });
    refusal(await api.gql(ME, {}, as(member)), 'ACCOUNT_SUSPENDED');
    const live = await sql<{ count: string }>(api, 'select count(*) as count from auth_session where user_id = ? and revoked_at is null', [member.user.id]);
    expect(Number(live[0]!.count)).toBe(0);
    refusal(await api.gql(SUSPEND, { userId: member.user.id, reason: '두 번째 정지' }, as(admin)), 'INVALID_STATE');

    const restored = await api.gql<{ staffRestoreMember: Detail }>(RESTORE, { userId: member.user.id }, as(admin));
    expect(restored.errors).toBeUndefined();
    expect(restored.data!.staffRestoreMember).toMatchObject({ suspended: false, authority: AUTHORITY.HIDDEN, levelBeforeSuspension: null });
    // The old token stays ended: the member signs in again.
    const after = await api.gql<{ me: null }>(ME, {}, as(member));
    expect(after.errors).toBeUndefined();
    expect(after.data!.me).toBeNull();
    refusal(await api.gql(RESTORE, { userId: member.user.id }, as(admin)), 'INVALID_STATE');
    expect((await auditOf(member.user.id)).map(({ action, before, after, reason }) => ({ action, before, after, reason }))).toEqual([
      { action: 'member.suspend', before: { authority: AUTHORITY.HIDDEN }, after: { authority: -1 }, reason: '거래 사기 신고' },
      { action: 'member.restore', before: { authority: -1 }, after: { authority: AUTHORITY.HIDDEN }, reason: null },
    ]);
  });

  it('refuses suspending oneself, staff, by ADMINHIDDEN, another university, and without a reason', async () => {
    refusal(await api.gql(SUSPEND, { userId: admin.user.id, reason: '테스트 정지' }, as(admin)), 'FORBIDDEN');
    refusal(await api.gql(SUSPEND, { userId: viewer.user.id, reason: '테스트 정지' }, as(admin)), 'INVALID_STATE');
    refusal(await api.gql(SUSPEND, { userId: shopper.user.id, reason: '테스트 정지' }, as(viewer)), 'FORBIDDEN');
    refusal(await api.gql(SUSPEND, { userId: foreign.user.id, reason: '테스트 정지' }, as(admin)), 'NOT_FOUND');
    refusal(await api.gql(SUSPEND, { userId: shopper.user.id, reason: '' }, as(admin)), 'BAD_USER_INPUT');
    refusal(await api.gql(RESTORE, { userId: foreign.user.id }, as(admin)), 'NOT_FOUND');
    expect((await detail(shopper.user.id)).suspended).toBe(false);
    const [theirs] = await sql<{ authority: number }>(api, 'select authority from "user" where id = ?', [foreign.user.id]);
    expect(theirs!.authority).toBe(AUTHORITY.NORMAL);
  });
});

describe('staffSetMemberLevel', () => {
  it('sets 0-3 on another member; the new level applies to their next request', async () => {
    const member = await createMember(api.orm.em.fork());
    const result = await api.gql<{ staffSetMemberLevel: Detail }>(SET_LEVEL, { userId: member.user.id, level: AUTHORITY.ADMINHIDDEN }, as(admin));
    expect(result.errors).toBeUndefined();
    expect(result.data!.staffSetMemberLevel.authority).toBe(AUTHORITY.ADMINHIDDEN);
    expect((await auditOf(member.user.id)).map((row) => [row.action, row.before, row.after])).toEqual([
      ['member.level', { authority: AUTHORITY.NORMAL }, { authority: AUTHORITY.ADMINHIDDEN }],
    ]);
    // Levels are read per request: the member's open session may read the console at once.
    const now = await api.gql<{ staffMembers: { total: number } }>(MEMBERS, {}, as(member));
    expect(now.errors).toBeUndefined();
  });

  it('refuses one’s own level, ADMINHIDDEN, levels outside 0-3 and another university', async () => {
    const member = await createMember(api.orm.em.fork());
    refusal(await api.gql(SET_LEVEL, { userId: admin.user.id, level: AUTHORITY.NORMAL }, as(admin)), 'FORBIDDEN');
    refusal(await api.gql(SET_LEVEL, { userId: member.user.id, level: AUTHORITY.ADMIN }, as(viewer)), 'FORBIDDEN');
    expect(refusal(await api.gql(SET_LEVEL, { userId: member.user.id, level: 4 }, as(admin)), 'BAD_USER_INPUT').extensions).toMatchObject({ field: 'level' });
    refusal(await api.gql(SET_LEVEL, { userId: member.user.id, level: -1 }, as(admin)), 'BAD_USER_INPUT');
    refusal(await api.gql(SET_LEVEL, { userId: foreign.user.id, level: AUTHORITY.ADMIN }, as(admin)), 'NOT_FOUND');
    expect((await detail(member.user.id)).authority).toBe(AUTHORITY.NORMAL);
    expect((await detail(admin.user.id)).authority).toBe(AUTHORITY.ADMIN);
  });
});
