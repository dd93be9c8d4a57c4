import { CampaignStatus } from '../enums';
import {
  campaignClosedMessage,
  campaignFullMessage,
  campaignMemberLimitMessage,
  campaignNotOpenMessage,
  campaignOptionFullMessage,
  type CampaignRefusal,
} from '../errors/campaign-errors';
import { campaignStatusAt, type CampaignRow } from './campaign-rules';

/*
 * Whether an order may join a group purchase, decided under the campaign row's lock (the backend)
 * or in the mocked store: the deadline and status, the cap, each option cap, the member's limit.
 * Units already taken count confirmed + pending + open unpaid lines (domain/campaign/campaign-rules.ts).
 */

export interface JoinOptionCap {
  productOptionDetailId: number;
  /** The option's text for the sentence, for example "L / 네이비". */
  label: string;
  maxUnits: number;
  /** Units of this option already taken. */
  takenUnits: number;
}

export interface JoinCheckInput {
  campaign: Pick<CampaignRow, 'status' | 'closesAt' | 'maxUnits' | 'perMemberLimit'>;
  productName: string;
  saleStartedAt?: Date | string | null;
  now: Date;
  /** Units of this product taken by everyone so far. */
  takenUnits: number;
  /** Units of this product the member holds so far (not cancelled). */
  memberUnits: number;
  /** What the order asks for, per option combination (null detail: a product without options). */
  lines: readonly { productOptionDetailId: number | null; count: number }[];
  optionCaps: readonly JoinOptionCap[];
}

/** Null when the order may join; otherwise the first refusal, checked in a fixed order. */
export function checkCampaignJoin(input: JoinCheckInput): CampaignRefusal | null {
  const status = campaignStatusAt(input.campaign, input.now, input.saleStartedAt);
  if (status === CampaignStatus.SCHEDULED) {
    return { reason: 'CAMPAIGN_NOT_OPEN', message: campaignNotOpenMessage(input.productName) };
  }
  if (status !== CampaignStatus.OPEN) {
    return { reason: 'CAMPAIGN_CLOSED', message: campaignClosedMessage(input.productName) };
  }
  const asked = input.lines.reduce((sum, line) => sum + line.count, 0);
  const { perMemberLimit, maxUnits } = input.campaign;
  if (perMemberLimit !== null && input.memberUnits + asked > perMemberLimit) {
    return {
      reason: 'CAMPAIGN_MEMBER_LIMIT',
      message: campaignMemberLimitMessage(input.productName, perMemberLimit, input.memberUnits),
    };
  }
  if (maxUnits !== null && input.takenUnits + asked > maxUnits) {
    return {
      reason: 'CAMPAIGN_FULL',
      message: campaignFullMessage(input.productName, Math.max(0, maxUnits - input.takenUnits)),
    };
  }
  for (const cap of input.optionCaps) {
    const askedOfOption = input.lines
      .filter((line) => line.productOptionDetailId === cap.productOptionDetailId)
      .reduce((sum, line) => sum + line.count, 0);
    const refusal = optionCapRefusal(cap, askedOfOption);
    if (refusal) return refusal;
  }
  return null;
}

function optionCapRefusal(cap: JoinOptionCap, asked: number): CampaignRefusal | null {
  if (asked <= 0 || cap.takenUnits + asked <= cap.maxUnits) return null;
  return { reason: 'CAMPAIGN_OPTION_FULL', message: campaignOptionFullMessage(cap.label, Math.max(0, cap.maxUnits - cap.takenUnits)) };
}

/**
 * A member swapping a campaign line to another option (a size swap, free until the production
 * freeze): the campaign's total and the member's units stay the same, so only the new option's cap
 * can refuse it, before and after the close alike (the factory's capacity per size does not move).
 * `cap` is null when the new option has none.
 */
export function checkCampaignSwap(cap: JoinOptionCap | null, count: number): CampaignRefusal | null {
  return cap ? optionCapRefusal(cap, count) : null;
}
