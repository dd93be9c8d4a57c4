import type { EntityManager } from '@mikro-orm/postgresql';
import { campaignCancelRefusal, takenUnits } from '../../../../domain/campaign/campaign-rules';
import { invalidState } from '../../../../domain/errors/errors';
import { checkCampaignJoin, checkCampaignSwap } from '../../../../domain/campaign/join-check';
import type { CampaignStatus } from '../../../../domain/enums';
import { campaignRefusalError } from '../../../../domain/errors/campaign-errors';
import { intArray } from '../catalog/product-facts';
import { lockCampaign } from './campaign-close';
import { campaignTallies, EMPTY_TALLY, optionTallies } from './campaign-tally';

/*
 * Joining a campaign is placing an order on its product (docs/decisions/0062-campaign-core.md).
 * In placeOrder's transaction, before its rows are written, each campaign of the order's products
 * is locked (`FOR UPDATE`, in id order so two orders never deadlock) and the domain's join check
 * runs on the counts read under that lock. The close job takes the same lock, so an order either
 * commits before the close counts or meets a CLOSING campaign and is refused.
 */

export interface JoiningLine {
  productId: number;
  productName: string;
  productOptionDetailId: number | null;
  /** The option's text for a refusal, for example "L / 네이비". */
  optionText: string;
  saleStartedAt: Date | null;
  count: number;
}

interface CapRow {
  detail_id: number;
  max_units: number;
}

/**
 * A campaign's option caps with the units its standing lines take in each, read under its lock;
 * `productOptionDetailId` narrows it to the one cap a swap moves into.
 */
async function capsWithTakenUnits(em: EntityManager, campaignId: number, productOptionDetailId?: number): Promise<(CapRow & { taken: number })[]> {
  const caps = await em.execute<CapRow[]>(
    `select product_option_detail_id as detail_id, max_units from campaign_option_cap where campaign_id = ?${productOptionDetailId === undefined ? '' : ' and product_option_detail_id = ?'}`,
    productOptionDetailId === undefined ? [campaignId] : [campaignId, productOptionDetailId],
  );
  if (caps.length === 0) return [];
  const byOption = await optionTallies(em, campaignId);
  return caps.map((cap) => ({ ...cap, taken: takenUnits(byOption.get(cap.detail_id) ?? EMPTY_TALLY) }));
}

export async function enforceCampaignJoin(em: EntityManager, { userId, lines, now }: { userId: number; lines: readonly JoiningLine[]; now?: Date }): Promise<void> {
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const campaigns = await em.execute<{ id: number; product_id: number }[]>(
    'select id, product_id from campaign where product_id = any(?::int[]) order by id',
    [intArray(productIds)],
  );
  for (const { id, product_id: productId } of campaigns) {
    const row = await lockCampaign(em, { id });
    if (!row) continue;
    const mine = lines.filter((line) => line.productId === productId);
    const all = (await campaignTallies(em, [id])).get(id) ?? EMPTY_TALLY;
    const member = (await campaignTallies(em, [id], userId)).get(id) ?? EMPTY_TALLY;
    const caps = await capsWithTakenUnits(em, id);
    const refusal = checkCampaignJoin({
      campaign: {
        status: row.status as CampaignStatus,
        closesAt: row.closes_at,
        maxUnits: row.max_units,
        perMemberLimit: row.per_member_limit,
      },
      productName: mine[0]!.productName,
      saleStartedAt: mine[0]!.saleStartedAt,
      // Read after the lock: a request that waited on it judges the deadline by the clock it wakes to.
      now: now ?? new Date(),
      takenUnits: takenUnits(all),
      memberUnits: takenUnits(member),
      lines: mine.map((line) => ({ productOptionDetailId: line.productOptionDetailId, count: line.count })),
      optionCaps: caps.map((cap) => ({
        productOptionDetailId: cap.detail_id,
        label: mine.find((line) => line.productOptionDetailId === cap.detail_id)?.optionText ?? '',
        maxUnits: cap.max_units,
        takenUnits: cap.taken,
      })),
    });
    if (refusal) throw campaignRefusalError(refusal);
  }
}

/**
 * A member's size swap on a campaign product (docs/product-rules.md, group purchases): under the
 * campaign's lock, as placeOrder joins, the new option's cap must have room for the line's count.
 */
export async function enforceCampaignSwap(
  em: EntityManager,
  swap: { productId: number; productOptionDetailId: number; optionText: string; count: number },
): Promise<void> {
  const row = await lockCampaign(em, { productId: swap.productId });
  if (!row) return;
  const [cap] = await capsWithTakenUnits(em, row.id, swap.productOptionDetailId);
  if (!cap) return;
  const refusal = checkCampaignSwap(
    { productOptionDetailId: cap.detail_id, label: swap.optionText, maxUnits: cap.max_units, takenUnits: cap.taken },
    swap.count,
  );
  if (refusal) throw campaignRefusalError(refusal);
}

/** Refuses a member's cancel of a line whose campaign is settling (domain/campaign/campaign-rules.ts). */
export async function refuseCampaignCancel(em: EntityManager, productId: number, now: Date): Promise<void> {
  const [row] = await em.execute<{ status: CampaignStatus; closes_at: Date }[]>('select status, closes_at from campaign where product_id = ?', [productId]);
  const refusal = row ? campaignCancelRefusal({ status: row.status, closesAt: row.closes_at }, now) : null;
  if (refusal) throw invalidState(refusal);
}
