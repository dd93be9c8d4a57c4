import { useMyPointSummary } from '../../../lib/point-queries';
import styles from '../account.module.css';
import { formatPoints } from '../points-text';

/** What leaving means, read before the form (docs/product-rules.md#withdrawal). */
export function WithdrawNotice() {
  const points = useMyPointSummary();
  const summary = points.data;
  const forfeited = summary ? summary.balance + summary.reserved : null;
  return (
    <section className={styles.noticeSection} aria-labelledby="withdraw-notice-title">
      <h2 id="withdraw-notice-title" className={styles.sectionTitle}>
        탈퇴하기 전에 꼭 확인해 주세요
      </h2>
      <ul className={styles.ruleList}>
        <li>
          <strong>결제 완료, 배송 준비 중, 배송 중인 주문이 있으면 탈퇴할 수 없어요.</strong> 배송이 끝나거나 주문을 취소한 뒤 다시
          시도해 주세요.
        </li>
        <li>
          <strong>남은 포인트와 적립 예정 포인트는 모두 사라지고 되돌릴 수 없어요.</strong>
          {forfeited !== null && forfeited > 0 && ` 지금 사라질 포인트: ${formatPoints(forfeited)}`}
        </li>
        <li>주문 내역은 전자상거래법에 따라 보관되지만, 이름·연락처·주소 같은 개인정보는 지워져요.</li>
        <li>장바구니, 저장한 배송지, 재입고 알림은 바로 삭제돼요.</li>
        <li>같은 이메일로 다시 가입할 수 있지만, 이전 계정의 정보와 포인트는 복구되지 않아요.</li>
      </ul>
    </section>
  );
}
