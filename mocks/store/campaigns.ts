// Group purchases (issue 17) as the mocked API keeps them (ADR 0063). The campaign rows live in the
// store, made on first use like the refunds desk; progress is counted by the domain rule over the
// product's order lines. Other students' lines ("the crowd") are kept on the campaign itself, not
// as orders: 130-odd invented orders would change every order desk, sales and today count the
// existing screens and tests read. The crowd counts, is listed and is settled like real lines.
import { campaignProgress, campaignStatusAt, lineStanding, takenUnits, type CampaignProgress, type CampaignTally } from '../../domain/campaign/campaign-rules';
import { checkCampaignJoin, checkCampaignSwap } from '../../domain/campaign/join-check';
import type { CampaignSettleMode, CampaignStatus } from '../../domain/enums';
import { campaignRefusalError } from '../../domain/errors/campaign-errors';
import type * as T from '../__generated__/types';
import { optionText } from '../scenarios/pricing';
import { chargeOf } from './billing';
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
  settleMode: CampaignSettleMode;
  /** As stored: OPEN until the close settles it; the clock's reading is campaignStatusAt's. */
  status: CampaignStatus;
  closedAt: string | null;
  optionCaps: { productOptionDetailId: number; maxUnits: number }[];
  crowd: StoreCrowdLine[];
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

interface CountedLine {
  userId: number;
  productOptionDetailId: number | null;
  count: number;
  standing: ReturnType<typeof lineStanding>;
}

/** Every line of the campaign's product (the crowd's and the store's orders') with its standing by the domain rule. */
function countedLines(db: MockDb, campaign: StoreCampaign): CountedLine[] {
  const crowd = campaign.crowd.map((line) => ({
    userId: line.userId,
    productOptionDetailId: line.productOptionDetailId,
    count: line.count,
    standing: lineStanding(campaign.settleMode, { status: line.status, chargeStatus: line.chargeStatus, vbankIssued: false }),
  }));
  const own = storeLinesOf(db, campaign.productId).map(({ order, line }) => ({
    userId: order.userId,
    productOptionDetailId: line.productOptionDetailId,
    count: line.count,
    // CHARGE_AT_CLOSE keys are registered through registerBillingKey (mocks/store/billing.ts, ADR 0064).
    standing: lineStanding(campaign.settleMode, {
      status: line.status,
      chargeStatus: chargeOf(db, order.id)?.status ?? null,
      vbankIssued: order.specification.payMethod === 'vbank' && order.specification.vbankNum !== null,
    }),
  }));
  return [...crowd, ...own];
}

function tallyOf(lines: readonly CountedLine[]): CampaignTally {
  const units = (standing: CountedLine['standing']) => lines.filter((line) => line.standing === standing).reduce((sum, line) => sum + line.count, 0);
  return {
    confirmedUnits: units('confirmed'),
    pendingUnits: units('pending'),
    heldUnits: units('held'),
    participants: new Set(lines.filter((line) => line.standing === 'confirmed').map((line) => line.userId)).size,
  };
}

export function progressOf(db: MockDb, campaign: StoreCampaign): CampaignProgress {
  return campaignProgress(campaign, tallyOf(countedLines(db, campaign)));
}

/** Refused refunds and charges waiting for a retry (the mocked provider refuses no refund, so only charges). */
export const retryCountOf = (campaign: StoreCampaign) => campaign.crowd.filter((line) => line.chargeStatus === 'RETRYING').length;

/** Units anyone took (confirmed, pending or held): what locks the settings and fills the cap. */
export function takenUnitsOf(db: MockDb, campaign: StoreCampaign): number {
  return takenUnits(tallyOf(countedLines(db, campaign)));
}

/** Where the campaign stands now: the stored settled status, else the clock and the sale window. */
export function statusOf(db: MockDb, campaign: StoreCampaign): CampaignStatus {
  return campaignStatusAt(campaign, db.now(), db.product(campaign.productId)?.saleStartedAt ?? null);
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

/**
 * The standard demo, as backend/src/db/seeders/seed-campaigns.ts seeds the real shop: 한빛 클래식 과잠
 * running PAY_NOW near its goal (132 of 150, D-3) and 2025 총학생회 과잠 CONFIRMED two weeks ago (48
 * of 40). Mock only: a CHARGE_AT_CLOSE campaign on the computer science jacket, and the closed one
 * settled by charges with two refused, so the console's retry list has something in it.
 */
function seedCampaigns(db: MockDb): StoreCampaign[] {
  const campaigns: StoreCampaign[] = [];
  const add = (row: Omit<StoreCampaign, 'id' | 'crowd'>, participants: number, crowdLine: Pick<StoreCrowdLine, 'status' | 'chargeStatus'>) => {
    if (!db.product(row.productId)) return;
    const campaign: StoreCampaign = { ...row, id: campaigns.length + 1, crowd: [] };
    const own = progressOf(db, campaign).participants;
    campaign.crowd = crowdOf(db, row.productId, Math.max(0, participants - own), campaigns.length * 1000, crowdLine);
    campaigns.push(campaign);
  };
  const at = (days: number) => db.fromNow(days * DAY);
  add(
    { productId: 5, minUnits: 150, maxUnits: 200, perMemberLimit: 2, closesAt: at(3), productionFreezeAt: at(3), settleMode: 'PAY_NOW', status: 'OPEN', closedAt: null, optionCaps: [] },
    132,
    { status: 'PAID', chargeStatus: null },
  );
  add(
    { productId: 2, minUnits: 80, maxUnits: null, perMemberLimit: 1, closesAt: at(6), productionFreezeAt: at(6), settleMode: 'CHARGE_AT_CLOSE', status: 'OPEN', closedAt: null, optionCaps: [] },
    57,
    { status: 'READY', chargeStatus: 'REGISTERED' },
  );
  add(
    { productId: 4, minUnits: 40, maxUnits: null, perMemberLimit: 1, closesAt: at(-14), productionFreezeAt: at(3), settleMode: 'CHARGE_AT_CLOSE', status: 'CONFIRMED', closedAt: at(-14), optionCaps: [] },
    48,
    { status: 'PREPARING', chargeStatus: 'PAID' },
  );
  const closed = campaigns.find((row) => row.status === 'CONFIRMED');
  if (closed) {
    // Two cards were refused at the close: they wait in the retry list (the console shows it filled).
    for (const line of closed.crowd.slice(-2)) Object.assign(line, { status: 'READY', chargeStatus: 'RETRYING' });
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
  const lines = countedLines(db, campaign);
  const progress = campaignProgress(campaign, tallyOf(lines));
  const confirmedOf = (detailId: number) =>
    lines.filter((line) => line.standing === 'confirmed' && line.productOptionDetailId === detailId).reduce((sum, line) => sum + line.count, 0);
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
    status: statusOf(db, campaign),
    closedAt: campaign.closedAt,
    optionCaps: campaign.optionCaps.map((cap) => ({ __typename: 'CampaignOptionCap', ...cap, confirmedUnits: confirmedOf(cap.productOptionDetailId) })),
    progress: { __typename: 'CampaignProgress', ...progress },
    myUnits: viewerId === null ? 0 : tallyOf(lines.filter((line) => line.userId === viewerId)).confirmedUnits,
  };
}

/**
 * placeOrder's join check (domain/campaign/join-check.ts) over every campaign product the order
 * asks for; caps and limits count confirmed, pending and open READY lines.
 */
/** Units a campaign's standing lines hold in one option combination (its cap's count). */
const unitsInOption = (lines: readonly { productOptionDetailId: number | null; count: number }[], productOptionDetailId: number) =>
  lines.filter((line) => line.productOptionDetailId === productOptionDetailId).reduce((sum, line) => sum + line.count, 0);

export function refuseUnjoinable(
  db: MockDb,
  memberId: number,
  asked: readonly { productId: number; productOptionDetailId: number | null; count: number }[],
): void {
  for (const productId of new Set(asked.map((line) => line.productId))) {
    const campaign = campaignOfProduct(db, productId);
    const product = db.product(productId);
    if (!campaign || !product) continue;
    const lines = countedLines(db, campaign).filter((line) => line.standing !== 'none');
    const refusal = checkCampaignJoin({
      campaign,
      productName: product.name,
      saleStartedAt: product.saleStartedAt,
      now: db.now(),
      takenUnits: takenUnits(tallyOf(lines)),
      memberUnits: lines.filter((line) => line.userId === memberId).reduce((sum, line) => sum + line.count, 0),
      lines: asked.filter((line) => line.productId === productId),
      optionCaps: campaign.optionCaps.map((cap) => {
        const detail = product.productOptionDetails.find((row) => row.id === cap.productOptionDetailId) ?? null;
        return {
          ...cap,
          label: optionText(detail),
          takenUnits: unitsInOption(lines, cap.productOptionDetailId),
        };
      }),
    });
    if (refusal) throw campaignRefusalError(refusal);
  }
}

/** A member's size swap on a campaign line: the new option's cap must have room (domain checkCampaignSwap). */
export function refuseSwapOverCap(db: MockDb, productId: number, productOptionDetailId: number, count: number): void {
  const campaign = campaignOfProduct(db, productId);
  const cap = campaign?.optionCaps.find((row) => row.productOptionDetailId === productOptionDetailId);
  const product = db.product(productId);
  if (!campaign || !cap || !product) return;
  const taken = unitsInOption(countedLines(db, campaign).filter((line) => line.standing !== 'none'), productOptionDetailId);
  const detail = product.productOptionDetails.find((row) => row.id === productOptionDetailId) ?? null;
  const refusal = checkCampaignSwap({ ...cap, label: optionText(detail), takenUnits: taken }, count);
  if (refusal) throw campaignRefusalError(refusal);
}
