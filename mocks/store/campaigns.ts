// Group purchases (issue 17) as the mocked API keeps them (ADR 0063). The campaign rows live in the
// store, made on first use like the refunds desk; progress is counted by the domain rule over the
// product's order lines. Other students' lines ("the crowd") are kept on the campaign itself, not
// as orders: 130-odd invented orders would change every order desk, sales and today count the
// existing screens and tests read. The crowd counts, is listed and is settled like real lines.
import {
  campaignProgress,
  joinRefusal,
  type CampaignStatusValue,
  type ProgressLine,
  type ProgressView,
  type SettleModeValue,
} from '../../domain/campaign-seam/seam';
import { invalidState } from '../../domain/errors/errors';
import type * as T from '../__generated__/types';
import { optionText } from '../scenarios/pricing';
import type { MockDb } from './db';
import type { StoreOrder, StoreOrderLine } from './types';

/** Another student's part in a campaign, kept on the campaign (see the header). */
export interface StoreCrowdLine {
  orderProductId: number;
  orderId: number;
  userId: number;
  name: string;
  productOptionDetailId: number | null;
  optionText: string | null;
  inputs: string[];
  count: number;
  status: T.OrderProductStatus;
  chargeStatus: T.CampaignChargeStatus | null;
  createdAt: string;
}

export interface StoreCampaign {
  id: number;
  productId: number;
  minUnits: number;
  maxUnits: number | null;
  perMemberLimit: number | null;
  closesAt: string;
  productionFreezeAt: string;
  settleMode: SettleModeValue;
  status: CampaignStatusValue;
  closedAt: string | null;
  optionCaps: { productOptionDetailId: number; maxUnits: number }[];
  crowd: StoreCrowdLine[];
  /** Refunds and charges the provider refused, waiting for a retry. */
  retryCount: number;
  productionSheets: Omit<T.ProductionSheetSummary, '__typename'>[];
}

const DAY = 24 * 60 * 60 * 1000;
const SURNAMES = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오', '서', '신', '권'];
const GIVEN = ['민준', '서연', '도윤', '지우', '하준', '서윤', '시우', '하은', '주원', '지민', '예준', '수아', '유진', '채원', '지호', '다은', '현우'];
const CROWD_BASE_ID = 900_000;

/** A stable invented name per index: the same crowd every run, without touching the seeded faker. */
const crowdName = (index: number) => `${SURNAMES[index % SURNAMES.length]}${GIVEN[Math.floor(index / SURNAMES.length) % GIVEN.length]}`;

function storeLinesOf(db: MockDb, productId: number): { order: StoreOrder; line: StoreOrderLine }[] {
  return db.state.orders.flatMap((order) => order.lines.filter((line) => line.productId === productId).map((line) => ({ order, line })));
}

const PAID_OR_LATER: ReadonlySet<T.OrderProductStatus> = new Set(['PAID', 'PREPARING', 'DELIVERING', 'COMPLETED']);

function progressLines(db: MockDb, campaign: StoreCampaign): ProgressLine[] {
  const own = storeLinesOf(db, campaign.productId).map(({ order, line }) => ({
    userId: order.userId,
    count: line.count,
    // CHARGE_AT_CLOSE keys are registered through H3's registerBillingKey; the mock holds none for store orders.
    confirmed: campaign.settleMode === 'PAY_NOW' && PAID_OR_LATER.has(line.status),
    pending: line.status === 'READY' && order.specification.payMethod === 'vbank' && order.specification.vbankNum !== null,
  }));
  const crowd = campaign.crowd.map((line) => ({
    userId: line.userId,
    count: line.count,
    confirmed:
      campaign.settleMode === 'PAY_NOW'
        ? PAID_OR_LATER.has(line.status)
        : line.status !== 'CANCELLED' && (line.chargeStatus === 'REGISTERED' || line.chargeStatus === 'PAID' || line.chargeStatus === 'RETRYING'),
    pending: false,
  }));
  return [...crowd, ...own];
}

export function progressOf(db: MockDb, campaign: StoreCampaign): ProgressView {
  return campaignProgress(progressLines(db, campaign), campaign);
}

function crowdOf(db: MockDb, productId: number, size: number, startIndex: number, line: Pick<StoreCrowdLine, 'status' | 'chargeStatus'>) {
  const product = db.product(productId);
  const details = product?.productOptionDetails.filter((detail) => detail.count > 0) ?? [];
  return Array.from({ length: size }, (_, i): StoreCrowdLine => {
    const detail = details.length > 0 ? details[i % details.length]! : null;
    const index = startIndex + i;
    return {
      orderProductId: CROWD_BASE_ID + index,
      orderId: CROWD_BASE_ID + index,
      userId: CROWD_BASE_ID + index,
      name: crowdName(index),
      productOptionDetailId: detail?.id ?? null,
      optionText: detail ? optionText(detail) : null,
      inputs: [String.fromCharCode(65 + (index % 26), 65 + ((index * 7) % 26)), String(20 + (index % 7))],
      count: 1,
      createdAt: db.fromNow(-(size - i) * 3_600_000),
      ...line,
    };
  });
}

/** The standard demo: a PAY_NOW 과잠 near its goal (132 of 150, D-3), a CHARGE_AT_CLOSE one and a CONFIRMED closed one. */
function seedCampaigns(db: MockDb): StoreCampaign[] {
  const campaigns: StoreCampaign[] = [];
  const add = (row: Omit<StoreCampaign, 'id' | 'crowd' | 'retryCount' | 'productionSheets'>, participants: number, crowdLine: Pick<StoreCrowdLine, 'status' | 'chargeStatus'>) => {
    if (!db.product(row.productId)) return;
    const campaign: StoreCampaign = { ...row, id: campaigns.length + 1, crowd: [], retryCount: 0, productionSheets: [] };
    const own = progressOf(db, campaign).participants;
    campaign.crowd = crowdOf(db, row.productId, Math.max(0, participants - own), campaigns.length * 1000, crowdLine);
    campaigns.push(campaign);
  };
  const at = (days: number) => db.fromNow(days * DAY);
  add(
    { productId: 1, minUnits: 150, maxUnits: 200, perMemberLimit: 2, closesAt: at(3), productionFreezeAt: at(5), settleMode: 'PAY_NOW', status: 'OPEN', closedAt: null, optionCaps: [] },
    132,
    { status: 'PAID', chargeStatus: null },
  );
  add(
    { productId: 2, minUnits: 80, maxUnits: null, perMemberLimit: 1, closesAt: at(6), productionFreezeAt: at(6), settleMode: 'CHARGE_AT_CLOSE', status: 'OPEN', closedAt: null, optionCaps: [] },
    57,
    { status: 'READY', chargeStatus: 'REGISTERED' },
  );
  add(
    { productId: 4, minUnits: 100, maxUnits: null, perMemberLimit: null, closesAt: at(-30), productionFreezeAt: at(-28), settleMode: 'PAY_NOW', status: 'CONFIRMED', closedAt: at(-30), optionCaps: [] },
    118,
    { status: 'PREPARING', chargeStatus: null },
  );
  const closed = campaigns.find((row) => row.status === 'CONFIRMED');
  if (closed) {
    closed.productionSheets.push({ id: 1, version: 1, trigger: 'CLOSE', totalUnits: progressOf(db, closed).confirmedUnits, createdBy: null, createdAt: closed.closedAt! });
  }
  return campaigns;
}

export function campaignsOf(db: MockDb): StoreCampaign[] {
  if (db.state.campaigns) return db.state.campaigns;
  // Every scenario shares the demo catalogue, so every one starts with the same three campaigns.
  const campaigns = seedCampaigns(db);
  db.state.campaigns = campaigns;
  return campaigns;
}

export function campaignOfProduct(db: MockDb, productId: number): StoreCampaign | null {
  return campaignsOf(db).find((row) => row.productId === productId) ?? null;
}

/** The GraphQL shape of a campaign; `viewerId` fills `myUnits`. */
export function campaignShape(db: MockDb, campaign: StoreCampaign, viewerId: number | null): T.Campaign {
  const progress = progressOf(db, campaign);
  const lines = storeLinesOf(db, campaign.productId);
  const confirmedOf = (detailId: number) =>
    [...campaign.crowd.filter((line) => line.status !== 'CANCELLED'), ...lines.map(({ line }) => line).filter((line) => PAID_OR_LATER.has(line.status))]
      .filter((line) => line.productOptionDetailId === detailId)
      .reduce((sum, line) => sum + line.count, 0);
  return {
    __typename: 'Campaign',
    id: campaign.id,
    productId: campaign.productId,
    minUnits: campaign.minUnits,
    maxUnits: campaign.maxUnits,
    perMemberLimit: campaign.perMemberLimit,
    closesAt: campaign.closesAt,
    productionFreezeAt: campaign.productionFreezeAt,
    settleMode: campaign.settleMode,
    status: campaign.status,
    closedAt: campaign.closedAt,
    optionCaps: campaign.optionCaps.map((cap) => ({ __typename: 'CampaignOptionCap', ...cap, confirmedUnits: confirmedOf(cap.productOptionDetailId) })),
    progress: { __typename: 'CampaignProgress', ...progress },
    myUnits:
      viewerId === null
        ? 0
        : lines.filter(({ order, line }) => order.userId === viewerId && PAID_OR_LATER.has(line.status)).reduce((sum, { line }) => sum + line.count, 0),
  };
}

/**
 * placeOrder's join check: every line on a campaign's product must pass the domain rule. Caps and
 * the per-member limit count confirmed, pending and open READY lines (docs/product-rules.md#group-purchases).
 */
export function refuseUnjoinable(db: MockDb, memberId: number, lines: readonly { productId: number; count: number }[]): void {
  for (const { productId, count } of lines) {
    const campaign = campaignOfProduct(db, productId);
    if (!campaign) continue;
    const open = storeLinesOf(db, productId).filter(({ line }) => line.status !== 'CANCELLED');
    const crowdUnits = campaign.crowd.filter((line) => line.status !== 'CANCELLED').reduce((sum, line) => sum + line.count, 0);
    const units = crowdUnits + open.reduce((sum, { line }) => sum + line.count, 0);
    const memberUnits = open.filter(({ order }) => order.userId === memberId).reduce((sum, { line }) => sum + line.count, 0);
    const refusal = joinRefusal(campaign, { units, memberUnits }, count, db.now());
    if (refusal) throw invalidState(refusal);
  }
}
