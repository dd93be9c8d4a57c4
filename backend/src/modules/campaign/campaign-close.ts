import type { EntityManager } from '@mikro-orm/postgresql';
import { decideCampaignOutcome, type CampaignOutcome } from '../../../../domain/campaign/campaign-rules';
import { CampaignStatus } from '../../../../domain/enums';
import { campaignTallies, EMPTY_TALLY } from './campaign-tally';

/*
 * The one way a campaign leaves OPEN (docs/decisions/0062-campaign-core.md): under the campaign
 * row's lock, which every placeOrder of the product takes too, the confirmed units are counted,
 * the outcome decided (domain), and the row moved OPEN -> CLOSING by a guarded UPDATE. Whoever
 * wins the guard (the minute sweep on any instance, or staff) fixes the outcome in the row, so a
 * resumed close after a crash settles the same way.
 */

export interface LockedCampaignRow {
  id: number;
  university_id: number;
  product_id: number;
  min_units: number;
  status: CampaignStatus;
  closes_at: Date;
  settle_mode: 'PAY_NOW' | 'CHARGE_AT_CLOSE';
  close_outcome: CampaignOutcome | null;
  max_units: number | null;
  per_member_limit: number | null;
}

/** The campaign row under `FOR UPDATE`, read afresh (a waiter sees the winner's status). */
export async function lockCampaign(em: EntityManager, where: { id: number } | { productId: number }): Promise<LockedCampaignRow | null> {
  const [row] = await em.execute<LockedCampaignRow[]>(
    `select id, university_id, product_id, min_units, status, closes_at, settle_mode, close_outcome, max_units, per_member_limit
     from campaign where ${'id' in where ? 'id' : 'product_id'} = ? for update`,
    ['id' in where ? where.id : where.productId],
  );
  return row ?? null;
}

/**
 * Moves a due (or staff-closed) campaign to CLOSING in the caller's transaction; the outcome, or
 * null when it is not due, already taken, or closed by someone else first.
 */
export async function beginClose(
  em: EntityManager,
  campaignId: number,
  now: Date,
  staff?: { outcome: CampaignOutcome; reason: string },
): Promise<CampaignOutcome | null> {
  const row = await lockCampaign(em, { id: campaignId });
  if (!row || (row.status !== CampaignStatus.OPEN && row.status !== CampaignStatus.SCHEDULED)) return null;
  if (!staff && new Date(row.closes_at).getTime() > now.getTime()) return null;
  const tally = (await campaignTallies(em, [row.id])).get(row.id) ?? EMPTY_TALLY;
  const outcome = decideCampaignOutcome({ minUnits: row.min_units, confirmedUnits: tally.confirmedUnits, staffOutcome: staff?.outcome ?? null });
  const moved = await em.execute<{ id: number }[]>(
    `update campaign set status = ?, close_outcome = ?, close_reason = ?, updated_at = ?
     where id = ? and status in (?, ?) returning id`,
    [CampaignStatus.CLOSING, outcome, staff?.reason ?? null, now, row.id, CampaignStatus.OPEN, CampaignStatus.SCHEDULED],
  );
  return moved.length === 1 ? outcome : null;
}
