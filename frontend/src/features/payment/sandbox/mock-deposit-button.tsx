import { useLocation } from 'wouter';
import { MOCK_IMP_UID } from '../../../../../mocks/store/payment';
import { ButtonLink } from '../../../components/ui/button-link';
import type { PaidOrder } from '../purchase-tracking';
import styles from '../payment.module.css';

/**
 * Mock mode's stand-in for the backend's /sandbox/vbank bank page: the deposit arrives as the
 * mocked API's deposit impUid on this very page, which then verifies it like any return.
 */
export default function MockDepositButton({ order }: { order: PaidOrder }) {
  const [path] = useLocation();
  const query = new URLSearchParams({ imp_uid: MOCK_IMP_UID.vbankDeposit, merchant_uid: order.mUid, imp_success: 'true' });
  return (
    <div className={styles.actions}>
      <ButtonLink href={`${path}?${query.toString()}`} variant="secondary" replace fullWidth>
        테스트 입금 처리
      </ButtonLink>
      <p className={styles.muted}>개발·QA용 모의 모드에서만 보여요. 은행에서 입금한 것처럼 처리해요.</p>
    </div>
  );
}
