import { CAMPAIGN_STATUS_TEXT, SETTLE_MODE_TEXT } from '../../../../../domain/campaign/campaign-text';
import type { BadgeTone } from '../../../components/ui/badge';
import type { CampaignStatus } from '../../../lib/__generated__/graphql';

export { CAMPAIGN_STATUS_TEXT, SETTLE_MODE_TEXT };

export const CAMPAIGN_STATUS_TONE = {
  SCHEDULED: 'neutral',
  OPEN: 'primary',
  CLOSING: 'warning',
  CONFIRMED: 'success',
  FAILED: 'danger',
} as const satisfies Record<CampaignStatus, BadgeTone>;

/** The status filter's chips: running ones first, since those are the ones staff act on. */
export const STATUS_FILTERS = [
  { id: 'running', label: '진행 중', statuses: ['SCHEDULED', 'OPEN', 'CLOSING'] },
  { id: 'CONFIRMED', label: CAMPAIGN_STATUS_TEXT.CONFIRMED, statuses: ['CONFIRMED'] },
  { id: 'FAILED', label: CAMPAIGN_STATUS_TEXT.FAILED, statuses: ['FAILED'] },
  { id: 'all', label: '전체', statuses: null },
] as const satisfies readonly { id: string; label: string; statuses: readonly CampaignStatus[] | null }[];

export type StatusFilterId = (typeof STATUS_FILTERS)[number]['id'];

/**
 * H5's production sheet page (wip/production). Its route is registered on that branch; until the
 * merge the link is built here, and then it becomes `paths.adminProductionSheet`.
 */
export const productionSheetHref = (id: number) => ['', 'admin', 'production-sheets', String(id)].join('/');
