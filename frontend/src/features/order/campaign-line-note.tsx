import { campaignStatusAt } from '../../../../domain/campaign/campaign-rules';
import { CampaignProgress } from '../../components/ui/campaign-progress';
import type { OrderLineFragment } from '../../lib/__generated__/graphql';
import { useNow } from '../../lib/clock';
import styles from './order.module.css';

type LineCampaign = NonNullable<OrderLineFragment['campaign']>;

/** What a settled group purchase meant for this line, in the student's words. */
function outcomeNote(campaign: LineCampaign, status: string, lineStatus: OrderLineFragment['status']): string | null {
  if (status === 'CONFIRMED') return '공동구매가 확정되어 제작을 시작해요.';
  if (status !== 'FAILED') return null;
  if (campaign.settleMode === 'CHARGE_AT_CLOSE') return '공동구매가 목표 수량을 채우지 못해 취소되었어요. 결제된 금액은 없어요.';
  return lineStatus === 'CANCELLED'
    ? '공동구매가 목표 수량을 채우지 못해 취소되었어요. 결제한 금액은 배송비까지 모두 환불했어요.'
    : '공동구매가 목표 수량을 채우지 못해 취소되었어요.';
}

/** An order line's group purchase: its progress while it runs, and what the close meant once settled. */
export function CampaignLineNote({ line }: { line: OrderLineFragment }) {
  const now = useNow();
  const campaign = line.campaign;
  if (!campaign) return null;
  const note = outcomeNote(campaign, campaignStatusAt(campaign, now), line.status);
  return (
    <div className={styles.campaignNote}>
      <CampaignProgress campaign={campaign} now={now} />
      {note && <p className={styles.meta}>{note}</p>}
    </div>
  );
}
