import type { EntityManager } from '@mikro-orm/postgresql';
import { CampaignSettleMode, OrderProductStatus } from '../../../../domain/enums';
import { COUNTING_CHARGE_STATUSES, PAID_LINE_STATUSES, type CampaignTally } from '../../../../domain/campaign/campaign-rules';
import { intArray } from '../catalog/product-facts';

/*
 * The campaign counts in SQL, filtered by the very status lists of domain/campaign/campaign-rules.ts
 * (`lineStanding` is the same rule over one line, for the mocked store): one statement for any
 * number of campaigns, so a product list never pays a query per product.
 */

const PAID = `{${PAID_LINE_STATUSES.join(',')}}`;
const COUNTING = `{${COUNTING_CHARGE_STATUSES.join(',')}}`;

/** Per line: confirmed, pending (an issued, undeposited virtual account) or held (any other open READY line). */
const STANDING = `
  (op.status = any('${PAID}'::text[])
    or (c.settle_mode = '${CampaignSettleMode.CHARGE_AT_CLOSE}' and op.status = '${OrderProductStatus.READY}' and cc.status = any('${COUNTING}'::text[]))) as confirmed,
  (c.settle_mode = '${CampaignSettleMode.PAY_NOW}' and op.status = '${OrderProductStatus.READY}' and os.vbank_num is not null) as pending,
  (op.status = '${OrderProductStatus.READY}') as open`;

/** The campaign's lines (optionally one member's) with their standing. */
const LINES = (memberFilter: string) => `
  select c.id as campaign_id, op.product_option_detail_id as detail_id, o.user_id, op.count, ${STANDING}
  from campaign c
  join order_product op on op.product_id = c.product_id
  join "order" o on o.id = op.order_id
  left join order_specification os on os.order_id = o.id
  left join campaign_charge cc on cc.order_id = o.id
  where c.id = any(?::int[]) and op.status <> '${OrderProductStatus.CANCELLED}' ${memberFilter}`;

const SUMS = `
  coalesce(sum(count) filter (where confirmed), 0)::int as confirmed_units,
  coalesce(sum(count) filter (where pending and not confirmed), 0)::int as pending_units,
  coalesce(sum(count) filter (where open and not confirmed and not pending), 0)::int as held_units,
  count(distinct user_id) filter (where confirmed)::int as participants`;

interface TallyRow {
  campaign_id: number;
  confirmed_units: number;
  pending_units: number;
  held_units: number;
  participants: number;
}

export const EMPTY_TALLY: CampaignTally = { confirmedUnits: 0, pendingUnits: 0, heldUnits: 0, participants: 0 };

const tallyOf = (row: TallyRow): CampaignTally => ({
  confirmedUnits: row.confirmed_units,
  pendingUnits: row.pending_units,
  heldUnits: row.held_units,
  participants: row.participants,
});

/** Each campaign's tally; `userId` narrows it to one member's lines. */
export async function campaignTallies(em: EntityManager, campaignIds: readonly number[], userId?: number): Promise<Map<number, CampaignTally>> {
  if (campaignIds.length === 0) return new Map();
  const params: unknown[] = [intArray(campaignIds)];
  if (userId !== undefined) params.push(userId);
  const rows = await em.execute<TallyRow[]>(
    `select campaign_id, ${SUMS} from (${LINES(userId === undefined ? '' : 'and o.user_id = ?')}) lines group by campaign_id`,
    params,
  );
  return new Map(rows.map((row) => [row.campaign_id, tallyOf(row)]));
}

/** One campaign's tally per option combination (the option caps' counts). */
export async function optionTallies(em: EntityManager, campaignId: number): Promise<Map<number, CampaignTally>> {
  const rows = await em.execute<(TallyRow & { detail_id: number | null })[]>(
    `select campaign_id, detail_id, ${SUMS} from (${LINES('')}) lines where detail_id is not null group by campaign_id, detail_id`,
    [intArray([campaignId])],
  );
  return new Map(rows.map((row) => [row.detail_id!, tallyOf(row)]));
}
