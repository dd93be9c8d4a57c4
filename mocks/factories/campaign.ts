// Group purchases (공동구매, ADR 0062): a campaign with its goal, cap and live progress, its option
// caps, and what staff see of it (participants by name only, the production sheets made so far).
import { campaignProgress } from '../../domain/campaign/campaign-rules';
import type * as T from '../__generated__/types';
import { daysAfter, daysBefore } from './clock';
import { koreanName } from './korean';
import { buildProductionSheetSummary } from './production';
import { int, nextId, pick, withOverrides } from './random';

const PRODUCT_NAMES = ['2026 컴퓨터공학과 과잠', '2026 경영학과 과잠', '한빛 클래식 과잠', '공과대학 후드집업'] as const;
const OPTION_TEXTS = ['S / 네이비', 'M / 네이비', 'L / 네이비', 'XL / 네이비', 'M / 블랙', 'L / 블랙'] as const;
const INITIALS = ['KHB', 'LSY', 'PJH', 'CYN', 'JMJ'] as const;

/** Confirmed units and members that agree: at most `cap` units, at most one member per unit. */
function tally(maxUnits: number | null, confirmed?: number) {
  const confirmedUnits = confirmed ?? int(0, maxUnits ?? 60);
  const pendingUnits = Math.min(int(0, 5), maxUnits === null ? 5 : Math.max(0, maxUnits - confirmedUnits));
  const participants = confirmedUnits === 0 ? 0 : int(Math.ceil(confirmedUnits / 2), confirmedUnits);
  return { confirmedUnits, pendingUnits, heldUnits: 0, participants };
}

/** Progress toward a 30-unit goal under an 80-unit cap unless given; goalReached and remainingUnits follow. */
export function buildCampaignProgress(overrides?: Partial<T.CampaignProgress>): T.CampaignProgress {
  const counted = tally(80, overrides?.confirmedUnits);
  return withOverrides({ __typename: 'CampaignProgress', ...campaignProgress({ minUnits: 30, maxUnits: 80 }, counted) }, overrides);
}

export function buildCampaignOptionCap(overrides?: Partial<T.CampaignOptionCap>): T.CampaignOptionCap {
  const maxUnits = overrides?.maxUnits ?? pick([10, 15, 20, 30]);
  return withOverrides(
    {
      __typename: 'CampaignOptionCap',
      productOptionDetailId: nextId('ProductOptionDetail'),
      maxUnits,
      confirmedUnits: int(0, maxUnits),
    },
    overrides,
  );
}

/** Caps on two combinations (or none) whose confirmed units fit within the campaign's confirmed units. */
function optionCapsWithin(confirmedUnits: number): T.CampaignOptionCap[] {
  if (pick([false, true])) return [];
  const first = int(0, Math.min(20, confirmedUnits));
  const second = int(0, Math.min(20, confirmedUnits - first));
  return [first, second].map((units) => buildCampaignOptionCap({ maxUnits: 20, confirmedUnits: units }));
}

/** An OPEN campaign closing within two weeks, with progress that agrees with its goal and cap. */
export function buildCampaign(overrides?: Partial<T.Campaign>): T.Campaign {
  const minUnits = overrides?.minUnits ?? pick([20, 30, 50]);
  const maxUnits = overrides && 'maxUnits' in overrides && overrides.maxUnits !== undefined ? overrides.maxUnits : pick([null, minUnits * 2, minUnits * 3]);
  const closesAt = overrides?.closesAt ?? daysBefore(-int(3, 14));
  const status = overrides?.status ?? 'OPEN';
  const progress = overrides?.progress ?? { __typename: 'CampaignProgress' as const, ...campaignProgress({ minUnits, maxUnits }, tally(maxUnits)) };
  const settled = status === 'CONFIRMED' || status === 'FAILED';
  return withOverrides(
    {
      __typename: 'Campaign',
      id: nextId('Campaign'),
      productId: nextId('Product'),
      minUnits,
      maxUnits,
      perMemberLimit: pick([null, 2, 3]),
      closesAt,
      productionFreezeAt: daysAfter(closesAt, pick([0, 3, 7])),
      settleMode: pick(['PAY_NOW', 'CHARGE_AT_CLOSE'] as const),
      status,
      closedAt: settled ? closesAt : null,
      optionCaps: optionCapsWithin(progress.confirmedUnits),
      progress,
      myUnits: 0,
    },
    overrides,
  );
}

export function buildCampaignParticipant(overrides?: Partial<T.CampaignParticipant>): T.CampaignParticipant {
  const chargeStatus = overrides?.chargeStatus !== undefined ? overrides.chargeStatus : pick([null, 'REGISTERED', 'PAID'] as const);
  return withOverrides(
    {
      __typename: 'CampaignParticipant',
      orderProductId: nextId('OrderProduct'),
      orderId: nextId('Order'),
      name: pick(['김한빛', koreanName()]),
      optionText: pick(OPTION_TEXTS),
      inputs: [pick(INITIALS), `2026${String(int(1000, 9999))}`],
      count: int(1, 2),
      // A registered key has charged nothing yet: the line waits READY until the close.
      status: chargeStatus === 'REGISTERED' ? 'READY' : 'PAID',
      chargeStatus,
    },
    overrides,
  );
}

export function buildCampaignParticipantPage(overrides?: Partial<T.CampaignParticipantPage>): T.CampaignParticipantPage {
  const items = overrides?.items ?? Array.from({ length: int(1, 4) }, () => buildCampaignParticipant());
  return withOverrides({ __typename: 'CampaignParticipantPage', items, total: items.length }, overrides);
}

/** A campaign as staff run it; a settled one has its production sheet. */
export function buildStaffCampaign(overrides?: Partial<T.StaffCampaign>): T.StaffCampaign {
  const campaign = overrides?.campaign ?? buildCampaign();
  const confirmed = campaign.status === 'CONFIRMED';
  return withOverrides(
    {
      __typename: 'StaffCampaign',
      campaign,
      productName: pick(PRODUCT_NAMES),
      retryCount: campaign.settleMode === 'CHARGE_AT_CLOSE' && confirmed ? int(0, 2) : 0,
      productionSheets: confirmed ? [buildProductionSheetSummary({ totalUnits: campaign.progress.confirmedUnits })] : [],
    },
    overrides,
  );
}

export function buildStaffCampaignPage(overrides?: Partial<T.StaffCampaignPage>): T.StaffCampaignPage {
  const items = overrides?.items ?? Array.from({ length: 3 }, () => buildStaffCampaign());
  return withOverrides({ __typename: 'StaffCampaignPage', items, total: items.length }, overrides);
}
