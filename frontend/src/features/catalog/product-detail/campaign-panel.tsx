import { campaignStatusAt } from '../../../../../domain/campaign/campaign-rules';
import { SETTLE_MODE_TEXT } from '../../../../../domain/campaign/campaign-text';
import { CampaignProgress } from '../../../components/ui/campaign-progress';
import { useNow } from '../../../lib/clock';
import type { CampaignSettleMode } from '../../../lib/__generated__/graphql';
import { formatDeadline } from '../../../lib/format';
import styles from './product-info.module.css';
import type { ProductDetail } from './use-product-detail';
import { useProductViewerState } from './use-product-viewer-state';

/** How each settle mode treats the student's money, in one or two sentences (docs/product-rules.md#group-purchases). */
const SETTLE_MODE_EXPLAINED = {
  PAY_NOW: '주문할 때 결제해요. 마감까지 목표 수량을 채우지 못하면 배송비까지 모두 환불해 드려요.',
  CHARGE_AT_CLOSE: '주문할 때는 카드만 등록하고 결제되지 않아요. 마감에 목표 수량을 채우면 그때 결제돼요.',
} as const satisfies Record<CampaignSettleMode, string>;

/** The group purchase on the product page: progress, goal and deadline, and how the money is settled. */
export function CampaignPanel({ product }: { product: ProductDetail }) {
  const now = useNow();
  const myUnits = useProductViewerState(product.id).data?.campaign?.myUnits ?? 0;
  const campaign = product.campaign;
  if (!campaign) return null;
  const status = campaignStatusAt(campaign, now, product.saleStartedAt);
  const running = status === 'OPEN' || status === 'SCHEDULED';
  const headingId = `campaign-${campaign.id}`;
  return (
    <section className={styles.pickup} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.subheading}>
        공동구매 · {SETTLE_MODE_TEXT[campaign.settleMode]}
      </h2>
      <CampaignProgress campaign={campaign} now={now} saleStartedAt={product.saleStartedAt} size="full" />
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>목표</dt>
          <dd>
            {campaign.minUnits.toLocaleString('ko-KR')}개
            {campaign.maxUnits !== null && ` (최대 ${campaign.maxUnits.toLocaleString('ko-KR')}개)`}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>마감</dt>
          <dd>{formatDeadline(campaign.closesAt)}</dd>
        </div>
        {campaign.perMemberLimit !== null && (
          <div className={styles.fact}>
            <dt>1인 한도</dt>
            <dd>{campaign.perMemberLimit}개</dd>
          </div>
        )}
      </dl>
      {running && <p>{SETTLE_MODE_EXPLAINED[campaign.settleMode]}</p>}
      {running && <p className={styles.pickupNote}>마감 전까지는 수수료 없이 취소할 수 있어요.</p>}
      {campaign.progress.pendingUnits > 0 && (
        <p className={styles.pickupNote}>입금을 기다리는 {campaign.progress.pendingUnits.toLocaleString('ko-KR')}개는 입금되면 참여 수량에 더해져요.</p>
      )}
      {myUnits > 0 && <p className={styles.pickupName}>나도 {myUnits}개 참여했어요.</p>}
      {status === 'FAILED' && <p>목표 수량을 채우지 못해 진행되지 않았어요. 결제한 금액은 모두 돌려 드렸어요.</p>}
    </section>
  );
}
