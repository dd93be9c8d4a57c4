import { wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { campaignProgress, campaignStatusAt, type CampaignProgress, type CampaignTally } from '../../../../domain/campaign/campaign-rules';
import type { CampaignStatus } from '../../../../domain/enums';
import { createBatchLoader, perRequest, type BatchLoader } from '../../graphql/per-request';
import type { CampaignOptionCap as CampaignOptionCapGql } from '../../graphql/__generated__/resolvers-types';
import { readCatalogue } from '../catalog/catalogue-cache';
import { intArray } from '../catalog/product-facts';
import { ProductionSheet } from '../production/production-sheet.entity';
import { summaryOf } from '../production/production-sheet-shape';
import { Campaign } from './campaign.entity';
import { CampaignOptionCap } from './campaign-option-cap.entity';
import { campaignTallies, EMPTY_TALLY, optionTallies } from './campaign-tally';

/*
 * The campaign's read side for students and staff: every field a list asks of many campaigns goes
 * through a per-request batch (one query per field for the whole page, never one per product).
 */

/** The parent of StaffCampaign: the campaign with the counts staff read beside it. */
export interface StaffCampaignParent {
  campaign: Campaign;
  productName: string;
  retryCount: number;
  /** The product's production sheet versions (ADR 0066), newest first. */
  productionSheets: ReturnType<typeof summaryOf>[];
}

interface Loaders {
  byProduct: BatchLoader<number, Campaign | null>;
  tally: BatchLoader<number, CampaignTally>;
  mine: BatchLoader<number, CampaignTally>;
  caps: BatchLoader<number, CampaignOptionCap[]>;
}

const loaders = perRequest<Loaders>();

/** The products that have a campaign, through the catalogue cache (staffSaveCampaign clears it). */
async function campaignProductIds(em: EntityManager): Promise<ReadonlySet<number>> {
  const ids = await readCatalogue(em, 'campaign-product-ids', async () =>
    (await em.getConnection().execute<{ product_id: number }[]>('select product_id from campaign')).map((row) => row.product_id),
  );
  return new Set(ids);
}

function loadersOf(em: EntityManager, viewerId: number | null): Loaders {
  return loaders(em, () => ({
    byProduct: createBatchLoader(
      async (productIds) => {
        // Most products are no group purchase: which ones are is a catalogue read (shared by
        // every visitor for a second), so a product page asks for no campaign row it has not got.
        const withCampaign = await campaignProductIds(em);
        const wanted = productIds.filter((id) => withCampaign.has(id));
        if (wanted.length === 0) return new Map<number, Campaign>();
        const rows = await em.find(Campaign, { product: { $in: wanted } });
        return new Map(rows.map((row) => [row.product.id, row]));
      },
      () => null,
    ),
    tally: createBatchLoader((ids) => campaignTallies(em, ids), () => EMPTY_TALLY),
    mine: createBatchLoader(
      (ids) => (viewerId === null ? Promise.resolve(new Map<number, CampaignTally>()) : campaignTallies(em, ids, viewerId)),
      () => EMPTY_TALLY,
    ),
    caps: createBatchLoader(
      async (ids) => {
        const rows = await em.find(CampaignOptionCap, { campaign: { $in: ids } }, { orderBy: { id: 'asc' } });
        const byCampaign = new Map<number, CampaignOptionCap[]>();
        for (const row of rows) byCampaign.set(row.campaign.id, [...(byCampaign.get(row.campaign.id) ?? []), row]);
        return byCampaign;
      },
      () => [],
    ),
  }));
}

export const campaignOfProduct = (em: EntityManager, productId: number, viewerId: number | null) =>
  loadersOf(em, viewerId).byProduct.load(productId);

export async function progressOf(em: EntityManager, campaign: Campaign, viewerId: number | null): Promise<CampaignProgress> {
  const tally = await loadersOf(em, viewerId).tally.load(campaign.id);
  return campaignProgress({ minUnits: campaign.minUnits, maxUnits: campaign.maxUnits ?? null }, tally);
}

export async function myUnitsOf(em: EntityManager, campaign: Campaign, viewerId: number | null): Promise<number> {
  if (viewerId === null) return 0;
  return (await loadersOf(em, viewerId).mine.load(campaign.id)).confirmedUnits;
}

/** Caps with their confirmed counts; the per-option tally is read only when the campaign has caps. */
export async function optionCapsOf(em: EntityManager, campaign: Campaign, viewerId: number | null): Promise<CampaignOptionCapGql[]> {
  const caps = await loadersOf(em, viewerId).caps.load(campaign.id);
  if (caps.length === 0) return [];
  const tallies = await optionTallies(em, campaign.id);
  return caps.map((cap) => ({
    productOptionDetailId: cap.productOptionDetail.id,
    maxUnits: cap.maxUnits,
    confirmedUnits: tallies.get(cap.productOptionDetail.id)?.confirmedUnits ?? 0,
  }));
}

/** The status a reader sees: the stored one, or OPEN/SCHEDULED/CLOSING from the clock (domain). */
export function statusOf(campaign: Campaign, now: Date = new Date()): CampaignStatus {
  const product = campaign.product;
  const saleStartedAt = wrap(product).isInitialized() ? product.saleStartedAt : null;
  return campaignStatusAt(campaign, now, saleStartedAt);
}

/** Refunds and charges of these campaigns the provider refused, waiting in a retry list. */
export async function retryCounts(em: EntityManager, campaignIds: readonly number[]): Promise<Map<number, number>> {
  if (campaignIds.length === 0) return new Map();
  const rows = await em.execute<{ id: number; retries: number }[]>(
    `select c.id,
       (select count(*) from refund r join order_product op on op.id = r.order_product_id
         where op.product_id = c.product_id and r.status = 'FAILED')::int
       + (select count(*) from campaign_charge cc where cc.campaign_id = c.id and cc.status = 'RETRYING')::int as retries
     from campaign c where c.id = any(?::int[])`,
    [intArray(campaignIds)],
  );
  return new Map(rows.map((row) => [row.id, row.retries]));
}

export async function staffCampaignParents(em: EntityManager, campaigns: readonly Campaign[]): Promise<StaffCampaignParent[]> {
  await em.populate(campaigns as Campaign[], ['product']);
  const retries = await retryCounts(em, campaigns.map((campaign) => campaign.id));
  const sheets = await em.find(
    ProductionSheet,
    { product: { $in: campaigns.map((campaign) => campaign.product.id) } },
    { orderBy: { version: 'desc' }, populate: ['createdBy'] },
  );
  return campaigns.map((campaign) => ({
    campaign,
    productName: campaign.product.name,
    retryCount: retries.get(campaign.id) ?? 0,
    productionSheets: sheets.filter((sheet) => sheet.product.id === campaign.product.id).map(summaryOf),
  }));
}

export async function readStaffParent(em: EntityManager, campaign: Campaign): Promise<StaffCampaignParent> {
  const [parent] = await staffCampaignParents(em, [campaign]);
  return parent!;
}
