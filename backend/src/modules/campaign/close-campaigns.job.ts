import { CampaignStatus } from '../../../../domain/enums';
import type { JobDeps } from '../../jobs/job-deps';
import { beginClose } from './campaign-close';
import { settleCampaign, type SettleFaults } from './campaign-settle';

export interface CloseCampaignsResult {
  /** Campaigns this run moved to their outcome. */
  settled: number[];
}

/**
 * The `close-campaigns` sweep (every minute, and at once after staffCloseCampaign): due OPEN
 * campaigns are moved to CLOSING under their lock, and every CLOSING one (just moved, or left by
 * a run that died) is settled. Any number of instances may run it at once: the guard lets one
 * move each campaign, and settling is idempotent (campaign-settle.ts).
 */
export async function closeDueCampaigns(deps: JobDeps, now: Date, faults?: SettleFaults): Promise<CloseCampaignsResult> {
  const em = deps.orm.em.fork();
  const due = await em.execute<{ id: number }[]>(
    `select id from campaign where (status in (?, ?) and closes_at <= ?) or status = ? order by closes_at, id`,
    [CampaignStatus.OPEN, CampaignStatus.SCHEDULED, now, CampaignStatus.CLOSING],
  );
  const settled: number[] = [];
  for (const { id } of due) {
    await deps.orm.em.fork().transactional((tx) => beginClose(tx, id, now));
    if (await settleCampaign(deps, id, now, faults)) settled.push(id);
  }
  return { settled };
}
