import type { CampaignChargeFieldsFragment } from '../../lib/__generated__/graphql';
import { formatDateTime, formatKRW } from '../../lib/format';
import { BILLING_METHOD_LABELS, CHARGE_STATUS_LABELS, offersCardSwap } from '../../../../domain/campaign/billing';
import { BillingMethodPicker } from './billing-method-picker';
import { useOrderCharge } from './billing-queries';
import styles from './billing.module.css';

/** The card as the member recognises it: 신한카드 ···· 1234, or 카카오페이. */
export function keyLabel(key: CampaignChargeFieldsFragment['billingKey']): string {
  const name = key.cardName ?? BILLING_METHOD_LABELS[key.method];
  return key.last4 ? `${name} ···· ${key.last4}` : name;
}

function statusNote(charge: CampaignChargeFieldsFragment): string {
  switch (charge.status) {
    case 'REGISTERED':
      return '공동구매가 확정되면 등록한 결제 수단으로 결제돼요. 그 전에는 결제되지 않아요.';
    case 'PAID':
      return '등록한 결제 수단으로 결제했어요.';
    case 'RETRYING':
      return `결제가 거절됐어요. ${charge.nextTryAt ? `${formatDateTime(charge.nextTryAt)}에 ` : ''}다시 결제해요. 다른 카드나 카카오페이로 바꿀 수 있어요.`;
    case 'CANCELLED':
      return '결제하지 못해 주문이 취소됐어요. 결제된 금액은 없어요.';
  }
}

/** 결제 예약: the billing-key charge of a CHARGE_AT_CLOSE order, and 결제 수단 변경 while a refused charge waits. */
export function OrderCharge({ charge }: { charge: CampaignChargeFieldsFragment }) {
  const swap = offersCardSwap(charge);
  return (
    <section className={styles.section} aria-labelledby="order-charge-title">
      <h2 id="order-charge-title" className={styles.title}>
        공동구매 결제
      </h2>
      <p className={charge.status === 'RETRYING' ? styles.notice : undefined} role="status">
        {statusNote(charge)}
      </p>
      <dl className={styles.facts}>
        <dt>결제 상태</dt>
        <dd>{CHARGE_STATUS_LABELS[charge.status]}</dd>
        <dt>결제 금액</dt>
        <dd>{formatKRW(charge.amount)}</dd>
        <dt>결제 수단</dt>
        <dd>{keyLabel(charge.billingKey)}</dd>
        {charge.tries > 0 && (
          <>
            <dt>결제 시도</dt>
            <dd>{`${charge.tries} / ${charge.maxTries}회`}</dd>
          </>
        )}
        {charge.lastError && charge.status !== 'PAID' && (
          <>
            <dt>거절 사유</dt>
            <dd>{charge.lastError}</dd>
          </>
        )}
      </dl>
      {swap && <BillingMethodPicker orderId={charge.orderId} action="결제 수단 변경" />}
    </section>
  );
}

/** A CHARGE_AT_CLOSE order placed without a key yet (the window was closed): register one here. */
function KeyMissing({ orderId }: { orderId: number }) {
  return (
    <section className={styles.section} aria-labelledby="order-charge-title">
      <h2 id="order-charge-title" className={styles.title}>
        공동구매 결제
      </h2>
      <p className={styles.notice} role="status">
        결제 수단을 등록해야 공동구매에 참여돼요. 지금은 결제되지 않고, 공동구매가 확정되면 결제돼요.
      </p>
      <BillingMethodPicker orderId={orderId} action="결제 수단 등록하기" />
    </section>
  );
}

/**
 * The order detail's slot: the charge, or (`awaitsKey`: a READY order of a CHARGE_AT_CLOSE
 * purchase) the registration; nothing for an order paid at once or while the charge is read.
 */
export function OrderChargeSection({ orderId, awaitsKey = false }: { orderId: number; awaitsKey?: boolean }) {
  const { data, isSuccess } = useOrderCharge(orderId);
  const charge = data?.order.campaignCharge;
  if (charge) return <OrderCharge charge={charge} />;
  return isSuccess && awaitsKey ? <KeyMissing orderId={orderId} /> : null;
}
