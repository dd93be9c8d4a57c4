import { campaignProgressText } from '../../../../domain/campaign/campaign-text';
import { campaignStatusAt } from '../../../../domain/campaign/campaign-rules';
import type { CampaignSummaryFragment } from '../../lib/__generated__/graphql';
import { Badge, type BadgeTone } from './badge';
import styles from './campaign-progress.module.css';

interface CampaignProgressProps {
  campaign: CampaignSummaryFragment;
  now: Date;
  /** The product's sale start: before it the campaign reads "공동구매 예정". */
  saleStartedAt?: string | null;
  /** A thin bar and one line on a product card or an order line; a thicker bar on the product page. */
  size?: 'compact' | 'full';
}

const TONES = {
  SCHEDULED: 'neutral',
  OPEN: 'primary',
  CLOSING: 'warning',
  CONFIRMED: 'success',
  FAILED: 'danger',
} as const satisfies Record<CampaignSummaryFragment['status'], BadgeTone>;

/**
 * A group purchase's progress: the bar of confirmed units against the goal and the domain's one
 * line ("132명 참여 · 목표 150 · D-3", "공동구매 확정", "공동구매 무산"). The bar is decoration: the line
 * says everything a screen reader needs, so the bar is hidden from it.
 */
export function CampaignProgress({ campaign, now, saleStartedAt = null, size = 'compact' }: CampaignProgressProps) {
  const { progress } = campaign;
  const status = campaignStatusAt(campaign, now, saleStartedAt);
  const text = campaignProgressText({ campaign, participants: progress.participants, goalReached: progress.goalReached, now, saleStartedAt });
  const percent = Math.min(100, Math.round((progress.confirmedUnits / Math.max(1, campaign.minUnits)) * 100));
  const settled = status === 'CONFIRMED' || status === 'FAILED';
  return (
    <span className={`${styles.progress} ${styles[size]}`} data-status={status}>
      {settled ? (
        <Badge tone={TONES[status]} appearance={size === 'full' ? 'solid' : 'soft'}>
          {text}
        </Badge>
      ) : (
        <>
          <span className={styles.track} aria-hidden="true">
            <span className={progress.goalReached ? `${styles.fill} ${styles.reached}` : styles.fill} style={{ width: `${percent}%` }} />
          </span>
          <span className={styles.text}>{text}</span>
        </>
      )}
    </span>
  );
}
