import { useEffect, useMemo, useRef } from 'react';
import { useParams, useSearch } from 'wouter';
import { ButtonLink } from '../../components/ui/button-link';
import { ErrorState } from '../../components/ui/error-state';
import { errorMessage } from '../../lib/graphql-client';
import { MemberOnly, ScreenSkeleton } from '../../widgets/member-page/member-only';
import { MemberPageFrame } from '../../widgets/member-page/member-page';
import { OUTCOME_TITLES, paymentOutcome } from './payment-outcome';
import { PaymentOutcomeView } from './payment-outcome-view';
import { parsePaymentReturn } from './payment-return';
import { useConfirmPayment } from './use-payment-mutations';
import styles from './payment.module.css';
import { paths } from '../../lib/paths';

function orderIdOf(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Where the payment window returns (m_redirect_url, and the PC callback): verifies the payment
 * with payOrder once per arrival, then says what became of the order. The backend applies a
 * payment once, so a reload only asks again and shows the same answer.
 */
function PaymentComplete() {
  const params = useParams<{ id: string }>();
  const search = useSearch();
  const orderId = orderIdOf(params.id);
  const payment = useMemo(() => parsePaymentReturn(search), [search]);
  const { mutate, data: order, error, isError, isPending } = useConfirmPayment();
  // StrictMode runs effects twice and the address can change under the page; one call per arrival.
  const sentFor = useRef<string | null>(null);
  const arrival = `${orderId ?? ''}?${search}`;

  useEffect(() => {
    if (orderId === null || sentFor.current === arrival) return;
    sentFor.current = arrival;
    mutate({ orderId, payment });
  }, [arrival, mutate, orderId, payment]);

  const confirm = () => {
    if (orderId !== null) mutate({ orderId, payment });
  };

  if (orderId === null) {
    return (
      <MemberPageFrame title="주문을 찾을 수 없음" back={null}>
        <p role="alert" className={styles.leadWarning}>
          주소의 주문 번호가 올바르지 않아요. 주문 내역에서 주문을 확인해 주세요.
        </p>
        <ButtonLink href={paths.orders()} fullWidth>
          주문 내역 보기
        </ButtonLink>
      </MemberPageFrame>
    );
  }
  if (isError) {
    return (
      <MemberPageFrame title="결제 확인 실패" back={null}>
        <ErrorState message={errorMessage(error)} onRetry={confirm} />
        <ButtonLink href={paths.order(orderId)} variant="secondary" fullWidth>
          주문 상세 보기
        </ButtonLink>
      </MemberPageFrame>
    );
  }
  if (!order) {
    return (
      <MemberPageFrame title={OUTCOME_TITLES.pending} back={null}>
        <p role="status" className={styles.muted}>
          결제 결과를 확인하고 있어요. 잠시만 기다려 주세요.
        </p>
        <ScreenSkeleton label="결제 결과를 확인하는 중이에요" />
      </MemberPageFrame>
    );
  }
  const outcome = paymentOutcome(order, payment);
  return (
    <MemberPageFrame title={OUTCOME_TITLES[outcome]} back={null}>
      <PaymentOutcomeView outcome={outcome} order={order} payment={payment} onRecheck={confirm} rechecking={isPending} />
    </MemberPageFrame>
  );
}

export function PaymentCompleteScreen() {
  return (
    <MemberOnly>
      <PaymentComplete />
    </MemberOnly>
  );
}
