import { CampaignChargeStatus, CampaignSettleMode, CampaignStatus, OrderProductStatus } from '../enums';

/*
 * A group purchase's rules over plain values (docs/decisions/0062-campaign-core.md): where it
 * stands, which lines count toward the goal and the caps, and how it settles. The backend, the
 * mocked API and the screens all call these, so every side counts and decides alike.
 */

/** The stored campaign as the rules read it: Dates in the backend, ISO strings on the screens. */
export interface CampaignRow {
  minUnits: number;
  maxUnits: number | null;
  perMemberLimit: number | null;
  closesAt: Date | string;
  settleMode: CampaignSettleMode;
  status: CampaignStatus;
}

/** Statuses only the close job writes; SCHEDULED/OPEN are read from the clock as well. */
const SETTLED_OR_SETTLING: readonly CampaignStatus[] = [CampaignStatus.CLOSING, CampaignStatus.CONFIRMED, CampaignStatus.FAILED];

/**
 * Where a campaign stands now: a stored CLOSING/CONFIRMED/FAILED wins; otherwise the product's
 * sale window (not started -> SCHEDULED) and the deadline (passed -> CLOSING, the close job is
 * due) decide, so a student never sees OPEN on a campaign that no longer takes orders.
 */
export function campaignStatusAt(
  row: Pick<CampaignRow, 'status' | 'closesAt'>,
  now: Date,
  saleStartedAt?: Date | string | null,
): CampaignStatus {
  if (SETTLED_OR_SETTLING.includes(row.status)) return row.status;
  if (now.getTime() >= new Date(row.closesAt).getTime()) return CampaignStatus.CLOSING;
  if (saleStartedAt && now.getTime() < new Date(saleStartedAt).getTime()) return CampaignStatus.SCHEDULED;
  return CampaignStatus.OPEN;
}

/**
 * Which lines count (docs/product-rules.md#group-purchases): the backend's SQL filters with these
 * very lists, the mocked API classifies with `lineStanding`. A paid line counts in both modes (a
 * CHARGE_AT_CLOSE line becomes PAID when charged at the close).
 */
export const PAID_LINE_STATUSES: readonly OrderProductStatus[] = [
  OrderProductStatus.PAID,
  OrderProductStatus.PREPARING,
  OrderProductStatus.DELIVERING,
  OrderProductStatus.COMPLETED,
];
/** A CHARGE_AT_CLOSE line counts while its order's charge is one of these. */
export const COUNTING_CHARGE_STATUSES: readonly CampaignChargeStatus[] = [
  CampaignChargeStatus.REGISTERED,
  CampaignChargeStatus.PAID,
  CampaignChargeStatus.RETRYING,
];

/**
 * - `confirmed`: counts toward the goal;
 * - `pending`: a virtual account not deposited yet (shown apart);
 * - `held`: an open unpaid order, counted against caps and limits only;
 * - `none`: cancelled.
 */
export type LineStanding = 'confirmed' | 'pending' | 'held' | 'none';

export interface CampaignLineFacts {
  status: OrderProductStatus;
  /** The order's charge status (CHARGE_AT_CLOSE), null when it has none. */
  chargeStatus: CampaignChargeStatus | null;
  /** The order has an issued, undeposited virtual account. */
  vbankIssued: boolean;
}

export function lineStanding(settleMode: CampaignSettleMode, line: CampaignLineFacts): LineStanding {
  if (PAID_LINE_STATUSES.includes(line.status)) return 'confirmed';
  if (line.status !== OrderProductStatus.READY) return 'none';
  if (settleMode === CampaignSettleMode.CHARGE_AT_CLOSE) {
    return line.chargeStatus && COUNTING_CHARGE_STATUSES.includes(line.chargeStatus) ? 'confirmed' : 'held';
  }
  return line.vbankIssued ? 'pending' : 'held';
}

/** Units and members per standing, as the backend's one query (or the mocked store) sums them. */
export interface CampaignTally {
  confirmedUnits: number;
  pendingUnits: number;
  heldUnits: number;
  /** Members with at least one confirmed unit. */
  participants: number;
}

export interface CampaignProgress {
  confirmedUnits: number;
  participants: number;
  pendingUnits: number;
  goalReached: boolean;
  remainingUnits: number | null;
}

/** Everything counted against a cap: nobody over-orders by leaving orders unpaid. */
export const takenUnits = (tally: Pick<CampaignTally, 'confirmedUnits' | 'pendingUnits' | 'heldUnits'>) =>
  tally.confirmedUnits + tally.pendingUnits + tally.heldUnits;

export function campaignProgress(row: Pick<CampaignRow, 'minUnits' | 'maxUnits'>, tally: CampaignTally): CampaignProgress {
  return {
    confirmedUnits: tally.confirmedUnits,
    participants: tally.participants,
    pendingUnits: tally.pendingUnits,
    goalReached: tally.confirmedUnits >= row.minUnits,
    remainingUnits: row.maxUnits === null ? null : Math.max(0, row.maxUnits - takenUnits(tally)),
  };
}

export type CampaignOutcome = typeof CampaignStatus.CONFIRMED | typeof CampaignStatus.FAILED;

/**
 * The close's outcome: staff's early decision when there is one, else the goal against the
 * confirmed units counted under the close lock.
 */
export function decideCampaignOutcome(input: {
  minUnits: number;
  confirmedUnits: number;
  staffOutcome?: CampaignOutcome | null;
}): CampaignOutcome {
  if (input.staffOutcome) return input.staffOutcome;
  return input.confirmedUnits >= input.minUnits ? CampaignStatus.CONFIRMED : CampaignStatus.FAILED;
}

export interface SettlementPlan {
  /** PAY_NOW FAILED: refund every paid line in full and cancel it. */
  refundPaidLines: boolean;
  /** Unpaid (READY) orders of the product are released: nobody pays into a settled campaign. */
  releaseUnpaidOrders: boolean;
  /** CHARGE_AT_CLOSE: the `campaign-charges` queue charges (or cancels) every key. */
  sendCharges: boolean;
  /** CONFIRMED: the `production-sheet` queue makes the first sheet. */
  sendProductionSheet: boolean;
}

export function settlementPlan(settleMode: CampaignSettleMode, outcome: CampaignOutcome): SettlementPlan {
  const payNow = settleMode === CampaignSettleMode.PAY_NOW;
  const failed = outcome === CampaignStatus.FAILED;
  return {
    refundPaidLines: payNow && failed,
    // PAY_NOW: an unpaid order can no longer join; CHARGE_AT_CLOSE READY lines without a key likewise.
    releaseUnpaidOrders: true,
    sendCharges: !payNow,
    sendProductionSheet: !failed,
  };
}

/** Whether a member may still cancel a campaign line free of charge (full refund incl. delivery). */
export function freeCancellation(row: Pick<CampaignRow, 'status' | 'closesAt'>, now: Date): boolean {
  const status = campaignStatusAt(row, now);
  return status === CampaignStatus.OPEN || status === CampaignStatus.SCHEDULED;
}

export const CAMPAIGN_SETTLING_CANCEL_MESSAGE =
  '공동구매가 마감되어 결과를 정산하고 있어요. 정산이 끝난 뒤 주문 내역에서 다시 확인해 주세요.';

/**
 * A member's cancel of a campaign line: free until the deadline (the usual cancel, refunding the
 * line and its delivery group's fee), refused while the close settles (its count is fixed), and the
 * usual rules once CONFIRMED. Null when the cancel may go on.
 */
export function campaignCancelRefusal(row: Pick<CampaignRow, 'status' | 'closesAt'>, now: Date): string | null {
  return campaignStatusAt(row, now) === CampaignStatus.CLOSING ? CAMPAIGN_SETTLING_CANCEL_MESSAGE : null;
}
