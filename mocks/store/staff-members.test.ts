// Member administration as the real staff-members services answer it (docs/decisions/0048,
// tests/api/staff-members.test.ts): search, point adjustments through the ledger, suspension.
import { beforeEach, describe, expect, it } from 'vitest';
import type { MockApi } from '../schema';
import { ADMIN_TOKEN, DEMO_TOKEN, dataOf, frozenApi, refusalOf, runner, type Run } from './testing';

let api: MockApi;
let staff: Run;
let demo: Run;
const DEMO_ID = 1;

interface Detail {
  authority: number;
  suspended: boolean;
  pointSummary: { balance: number };
  recentPoints: { status: string; value: number; typeName: string; reason: string | null }[];
}

beforeEach(() => {
  api = frozenApi('standard');
  staff = runner(api, undefined, ADMIN_TOKEN);
  demo = runner(api, undefined, DEMO_TOKEN);
});

describe('members in the mocked console', () => {
  it('finds the demo member by a phone typed with dashes and by e-mail', async () => {
    const member = api.db.member(DEMO_ID)!;
    const national = `0${member.tel!.slice(3)}`;
    const typed = `${national.slice(0, 3)}-${national.slice(3, 7)}-${national.slice(7)}`;
    for (const search of [typed, member.email.toUpperCase()]) {
      const { staffMembers } = dataOf<{ staffMembers: { items: { id: number }[] } }>(await staff('StaffMembers', { data: { search } }));
      expect(staffMembers.items.map((item) => item.id)).toEqual([DEMO_ID]);
    }
  });

  it('grants and takes points as ledger rows, refusing a take above the balance with nothing changed', async () => {
    const before = dataOf<{ staffMember: Detail }>(await staff('StaffMember', { id: DEMO_ID })).staffMember.pointSummary.balance;
    const granted = dataOf<{ staffAdjustPoints: Detail }>(await staff('StaffAdjustPoints', { data: { userId: DEMO_ID, amount: 1000, reason: '이벤트 당첨' } }));
    expect(granted.staffAdjustPoints.pointSummary.balance).toBe(before + 1000);
    expect(granted.staffAdjustPoints.recentPoints[0]).toMatchObject({ status: 'GAIN', value: 1000, typeName: '운영진 지급', reason: '이벤트 당첨' });
    const rows = api.db.state.points.length;
    const refused = refusalOf(await staff('StaffAdjustPoints', { data: { userId: DEMO_ID, amount: -(before + 1001), reason: '회수 시도' } }));
    expect(refused.code).toBe('INSUFFICIENT_POINTS');
    expect(api.db.state.points.length).toBe(rows);
    const taken = dataOf<{ staffAdjustPoints: Detail }>(await staff('StaffAdjustPoints', { data: { userId: DEMO_ID, amount: -500, reason: '중복 회수' } }));
    expect(taken.staffAdjustPoints.pointSummary.balance).toBe(before + 500);
  });

  it("suspends: the member's next request is ACCOUNT_SUSPENDED; restore ends the old session", async () => {
    dataOf(await staff('StaffSuspendMember', { userId: DEMO_ID, reason: '거래 사기 신고' }));
    expect(refusalOf(await demo('Me')).code).toBe('ACCOUNT_SUSPENDED');
    const restored = dataOf<{ staffRestoreMember: Detail }>(await staff('StaffRestoreMember', { userId: DEMO_ID }));
    expect(restored.staffRestoreMember).toMatchObject({ suspended: false, authority: 0 });
    expect(dataOf<{ me: null }>(await demo('Me')).me).toBeNull();
    expect(api.db.state.staffAudit.filter((row) => row.objectType === 'MEMBER').map((row) => [row.action, row.reason])).toEqual([
      ['member.suspend', '거래 사기 신고'],
      ['member.restore', null],
    ]);
  });

  it('refuses a shopper, and staff changing their own level', async () => {
    expect(refusalOf(await demo('StaffMembers', {})).code).toBe('FORBIDDEN');
    expect(refusalOf(await staff('StaffSetMemberLevel', { userId: 2, level: 0 })).code).toBe('FORBIDDEN');
    const changed = dataOf<{ staffSetMemberLevel: Detail }>(await staff('StaffSetMemberLevel', { userId: DEMO_ID, level: 1 }));
    expect(changed.staffSetMemberLevel.authority).toBe(1);
  });
});
