import { describe, expect, it } from 'vitest';
import { campaignRefusalError } from '../errors/campaign-errors';
import {
  campaignProgress,
  campaignStatusAt,
  decideCampaignOutcome,
  freeCancellation,
  lineStanding,
  settlementPlan,
  type CampaignRow,
} from './campaign-rules';
import { campaignDDay, campaignProgressText } from './campaign-text';
import { checkCampaignJoin, checkCampaignSwap, type JoinCheckInput } from './join-check';

const now = new Date('2026-11-27T03:00:00Z'); // 12:00 in Seoul
const row: CampaignRow = {
  minUnits: 150,
  maxUnits: 200,
  perMemberLimit: 2,
  closesAt: new Date('2026-11-30T14:59:59Z'), // 11/30 23:59:59 Seoul
  settleMode: 'PAY_NOW',
  status: 'OPEN',
};

describe('campaignStatusAt', () => {
  it('reads OPEN before the deadline, CLOSING once it passed, and the stored outcome after the close', () => {
    expect(campaignStatusAt(row, now)).toBe('OPEN');
    expect(campaignStatusAt(row, new Date('2026-11-30T14:59:59Z'))).toBe('CLOSING');
    expect(campaignStatusAt({ ...row, status: 'CONFIRMED' }, now)).toBe('CONFIRMED');
    expect(campaignStatusAt({ ...row, status: 'FAILED' }, now)).toBe('FAILED');
  });
  it('is SCHEDULED before the product sale window starts', () => {
    expect(campaignStatusAt(row, now, '2026-11-28T00:00:00Z')).toBe('SCHEDULED');
    expect(campaignStatusAt(row, now, '2026-11-26T00:00:00Z')).toBe('OPEN');
  });
});

describe('lineStanding', () => {
  it('counts paid PAY_NOW lines, keeps unpaid virtual accounts apart, and holds open unpaid orders', () => {
    expect(lineStanding('PAY_NOW', { status: 'PAID', chargeStatus: null, vbankIssued: false })).toBe('confirmed');
    expect(lineStanding('PAY_NOW', { status: 'COMPLETED', chargeStatus: null, vbankIssued: false })).toBe('confirmed');
    expect(lineStanding('PAY_NOW', { status: 'READY', chargeStatus: null, vbankIssued: true })).toBe('pending');
    expect(lineStanding('PAY_NOW', { status: 'READY', chargeStatus: null, vbankIssued: false })).toBe('held');
    expect(lineStanding('PAY_NOW', { status: 'CANCELLED', chargeStatus: null, vbankIssued: false })).toBe('none');
  });
  it('counts a CHARGE_AT_CLOSE line once its order registered a key, not before and not once cancelled', () => {
    expect(lineStanding('CHARGE_AT_CLOSE', { status: 'READY', chargeStatus: 'REGISTERED', vbankIssued: false })).toBe('confirmed');
    expect(lineStanding('CHARGE_AT_CLOSE', { status: 'READY', chargeStatus: 'RETRYING', vbankIssued: false })).toBe('confirmed');
    expect(lineStanding('CHARGE_AT_CLOSE', { status: 'READY', chargeStatus: null, vbankIssued: false })).toBe('held');
    expect(lineStanding('CHARGE_AT_CLOSE', { status: 'READY', chargeStatus: 'CANCELLED', vbankIssued: false })).toBe('held');
    expect(lineStanding('CHARGE_AT_CLOSE', { status: 'PAID', chargeStatus: 'PAID', vbankIssued: false })).toBe('confirmed');
  });
});

describe('campaignProgress', () => {
  it('reaches the goal on confirmed units only and counts the cap over everything taken', () => {
    const progress = campaignProgress(row, { confirmedUnits: 132, pendingUnits: 10, heldUnits: 5, participants: 120 });
    expect(progress).toEqual({ confirmedUnits: 132, participants: 120, pendingUnits: 10, goalReached: false, remainingUnits: 53 });
    expect(campaignProgress(row, { confirmedUnits: 150, pendingUnits: 0, heldUnits: 60, participants: 150 })).toMatchObject({
      goalReached: true,
      remainingUnits: 0,
    });
    expect(campaignProgress({ ...row, maxUnits: null }, { confirmedUnits: 1, pendingUnits: 0, heldUnits: 0, participants: 1 }).remainingUnits).toBeNull();
  });
});

describe('checkCampaignJoin', () => {
  const base: JoinCheckInput = {
    campaign: row,
    productName: '2026 과잠',
    now,
    takenUnits: 100,
    memberUnits: 0,
    lines: [{ productOptionDetailId: 7, count: 1 }],
    optionCaps: [{ productOptionDetailId: 7, label: 'XL / 네이비', maxUnits: 30, takenUnits: 10 }],
  };
  it('lets an order join an open campaign within every limit', () => {
    expect(checkCampaignJoin(base)).toBeNull();
  });
  it('refuses after the deadline and before the sale starts', () => {
    expect(checkCampaignJoin({ ...base, now: new Date('2026-12-01T00:00:00Z') })?.reason).toBe('CAMPAIGN_CLOSED');
    expect(checkCampaignJoin({ ...base, campaign: { ...row, status: 'CLOSING' } })?.reason).toBe('CAMPAIGN_CLOSED');
    expect(checkCampaignJoin({ ...base, saleStartedAt: '2026-11-28T00:00:00Z' })?.reason).toBe('CAMPAIGN_NOT_OPEN');
  });
  it('refuses beyond the per-member limit, the cap and an option cap, saying how many are left', () => {
    const limit = checkCampaignJoin({ ...base, memberUnits: 2 });
    expect(limit?.reason).toBe('CAMPAIGN_MEMBER_LIMIT');
    expect(limit?.message).toContain('2개까지');
    const full = checkCampaignJoin({ ...base, takenUnits: 199, lines: [{ productOptionDetailId: 7, count: 2 }] });
    expect(full?.reason).toBe('CAMPAIGN_FULL');
    expect(full?.message).toContain('1개만');
    const option = checkCampaignJoin({ ...base, optionCaps: [{ ...base.optionCaps[0]!, takenUnits: 30 }] });
    expect(option?.reason).toBe('CAMPAIGN_OPTION_FULL');
    expect(option?.message).toContain('XL / 네이비');
    // Another option's cap does not refuse this one.
    expect(checkCampaignJoin({ ...base, lines: [{ productOptionDetailId: 8, count: 1 }], optionCaps: [{ ...base.optionCaps[0]!, takenUnits: 30 }] })).toBeNull();
  });
  it('becomes a GraphQL error with the shop code, the stable reason and the field', () => {
    const error = campaignRefusalError(checkCampaignJoin({ ...base, memberUnits: 2 })!);
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'CAMPAIGN_MEMBER_LIMIT', field: 'count' });
    expect(campaignRefusalError({ reason: 'CAMPAIGN_CLOSED', message: 'x' }).extensions.code).toBe('NOT_PURCHASABLE');
  });
});

describe('checkCampaignSwap', () => {
  const cap = { productOptionDetailId: 7, label: 'XL / 네이비', maxUnits: 30, takenUnits: 29 };
  it('lets a line swap into an option with room for its count, or one without a cap', () => {
    expect(checkCampaignSwap(cap, 1)).toBeNull();
    expect(checkCampaignSwap(null, 5)).toBeNull();
  });
  it('refuses a swap into a full option, naming it and what is left', () => {
    const refusal = checkCampaignSwap(cap, 2);
    expect(refusal?.reason).toBe('CAMPAIGN_OPTION_FULL');
    expect(refusal?.message).toContain('XL / 네이비');
    expect(refusal?.message).toContain('1개만');
  });
});

describe('settling', () => {
  it('confirms on the goal, fails below it, and follows staff when they decided', () => {
    expect(decideCampaignOutcome({ minUnits: 150, confirmedUnits: 150 })).toBe('CONFIRMED');
    expect(decideCampaignOutcome({ minUnits: 150, confirmedUnits: 149 })).toBe('FAILED');
    expect(decideCampaignOutcome({ minUnits: 150, confirmedUnits: 10, staffOutcome: 'CONFIRMED' })).toBe('CONFIRMED');
    expect(decideCampaignOutcome({ minUnits: 1, confirmedUnits: 10, staffOutcome: 'FAILED' })).toBe('FAILED');
  });
  it('refunds only a failed PAY_NOW campaign, charges only CHARGE_AT_CLOSE and starts production only on success', () => {
    expect(settlementPlan('PAY_NOW', 'FAILED')).toMatchObject({ refundPaidLines: true, sendCharges: false, sendProductionSheet: false });
    expect(settlementPlan('PAY_NOW', 'CONFIRMED')).toMatchObject({ refundPaidLines: false, sendCharges: false, sendProductionSheet: true });
    expect(settlementPlan('CHARGE_AT_CLOSE', 'FAILED')).toMatchObject({ refundPaidLines: false, sendCharges: true, sendProductionSheet: false });
    expect(settlementPlan('CHARGE_AT_CLOSE', 'CONFIRMED')).toMatchObject({ refundPaidLines: false, sendCharges: true, sendProductionSheet: true });
  });
  it('cancels free of charge only until the deadline', () => {
    expect(freeCancellation(row, now)).toBe(true);
    expect(freeCancellation(row, new Date('2026-12-01T00:00:00Z'))).toBe(false);
    expect(freeCancellation({ ...row, status: 'CONFIRMED' }, now)).toBe(false);
  });
});

describe('what students read', () => {
  it('counts D-days on the Seoul calendar', () => {
    expect(campaignDDay(row.closesAt, now)).toBe('D-3');
    // 23:30 UTC on the 29th is already the 30th in Seoul: the deadline's own day.
    expect(campaignDDay(row.closesAt, new Date('2026-11-29T23:30:00Z'))).toBe('D-DAY');
    expect(campaignDDay(row.closesAt, new Date('2026-11-29T14:00:00Z'))).toBe('D-1');
  });
  it('shows participants, the goal and the D-day, or the outcome', () => {
    expect(campaignProgressText({ campaign: row, participants: 132, goalReached: false, now })).toBe('132명 참여 · 목표 150 · D-3');
    expect(campaignProgressText({ campaign: row, participants: 151, goalReached: true, now })).toBe('공동구매 확정 · 151명 참여 · D-3');
    expect(campaignProgressText({ campaign: { ...row, status: 'CONFIRMED' }, participants: 151, goalReached: true, now })).toBe('공동구매 확정');
    expect(campaignProgressText({ campaign: { ...row, status: 'FAILED' }, participants: 3, goalReached: false, now })).toBe('공동구매 무산');
    expect(campaignProgressText({ campaign: row, participants: 0, goalReached: false, now, saleStartedAt: '2026-11-28T00:00:00Z' })).toBe('공동구매 예정 · 목표 150');
  });
});
