import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { MOCK_IMP_UID } from '../../../../../mocks/store/payment';
import { Button } from '../../../components/ui/button';
import { formatDeadline, formatKRW } from '../../../lib/format';
import { payMethodLabel } from '../../../lib/pay-methods';
import { useDocumentTitle } from '../../../lib/tenant';
import styles from '../payment.module.css';
import { parseSandboxRequest, sandboxReturnPath, type SandboxRequest } from './sandbox-request';

/**
 * The real sandbox's default reason (domain/payment/sandbox-messages.ts), written
 * again because features may not import the backend (eslint boundaries).
 */
const SANDBOX_FAIL_REASON = '사용자가 결제를 취소했어요.';

function SandboxWindow({ request }: { request: SandboxRequest }) {
  const [, navigate] = useLocation();
  const [failReason, setFailReason] = useState(SANDBOX_FAIL_REASON);
  const [leaving, setLeaving] = useState(false);
  const finish = (result: Parameters<typeof sandboxReturnPath>[1]) => {
    setLeaving(true);
    navigate(sandboxReturnPath(request, result), { replace: true });
  };
  const vbank = request.payMethod === 'vbank';
  if (request.customerUid) return <BillingKeyWindow request={request} finish={finish} leaving={leaving} />;

  return (
    <>
      <section className={styles.card} aria-label="주문 정보">
        <p className={styles.muted}>{request.name || '주문'}</p>
        <p className={styles.bigAmount}>{formatKRW(request.amount)}</p>
        <dl className={styles.facts}>
          <dt>결제수단</dt>
          <dd>{payMethodLabel(request.payMethod)}</dd>
          <dt>결제 대행</dt>
          <dd>{request.pg || 'PG'}</dd>
          <dt>주문번호</dt>
          <dd className={styles.code}>{request.merchantUid}</dd>
          {request.buyerName && (
            <>
              <dt>구매자</dt>
              <dd>{request.buyerName}</dd>
            </>
          )}
          {request.vbankDue && (
            <>
              <dt>입금기한</dt>
              <dd>{`${formatDeadline(request.vbankDue)}까지`}</dd>
            </>
          )}
        </dl>
      </section>
      <div className={styles.actions}>
        {vbank ? (
          <Button type="button" fullWidth disabled={leaving} onClick={() => finish({ impUid: MOCK_IMP_UID.paid, success: true })}>
            가상계좌 발급
          </Button>
        ) : (
          <Button type="button" fullWidth disabled={leaving} onClick={() => finish({ impUid: MOCK_IMP_UID.paid, success: true })}>
            {`${formatKRW(request.amount)} 결제하기`}
          </Button>
        )}
        {vbank && <p className={styles.muted}>발급 후 입금은 주문 완료 화면의 ‘테스트 입금 처리’ 버튼으로 할 수 있어요.</p>}
        <label className={styles.field}>
          <span>실패 사유</span>
          <input value={failReason} maxLength={100} onChange={(event) => setFailReason(event.target.value)} />
        </label>
        <Button
          type="button"
          variant="danger"
          fullWidth
          disabled={leaving}
          onClick={() =>
            finish({ impUid: MOCK_IMP_UID.failed, success: false, errorCode: 'PAYMENT_FAILED', errorMsg: failReason.trim() || SANDBOX_FAIL_REASON })
          }
        >
          결제 실패
        </Button>
        <details>
          <summary>개발자용: 금액 변조 테스트</summary>
          <p className={styles.muted}>요청과 다른 금액으로 결제된 것처럼 기록해요. 쇼핑몰이 결제를 거부하는지 확인할 때 쓰세요.</p>
          <Button type="button" variant="secondary" fullWidth disabled={leaving} onClick={() => finish({ impUid: MOCK_IMP_UID.tampered, success: true })}>
            변조된 금액으로 결제
          </Button>
        </details>
      </div>
    </>
  );
}

/** The window asked to register a card or KakaoPay (customer_uid, amount 0): nothing is charged. */
function BillingKeyWindow({
  request,
  finish,
  leaving,
}: {
  request: SandboxRequest;
  finish: (result: Parameters<typeof sandboxReturnPath>[1]) => void;
  leaving: boolean;
}) {
  const what = request.pg.startsWith('kakaopay') ? '카카오페이' : '카드';
  return (
    <>
      <section className={styles.card} aria-label="등록 정보">
        <p className={styles.muted}>{request.name || '주문'}</p>
        <p>{`지금은 결제되지 않아요. ${what}를 등록하면 쇼핑몰이 나중에 이 수단으로 결제해요.`}</p>
        <dl className={styles.facts}>
          <dt>결제 대행</dt>
          <dd>{request.pg || 'PG'}</dd>
          <dt>빌링키</dt>
          <dd className={styles.code}>{request.customerUid}</dd>
        </dl>
      </section>
      <div className={styles.actions}>
        <Button type="button" fullWidth disabled={leaving} onClick={() => finish({ impUid: null, success: true })}>
          {`${what} 등록하기`}
        </Button>
        <Button
          type="button"
          variant="danger"
          fullWidth
          disabled={leaving}
          onClick={() => finish({ impUid: null, success: false, errorCode: 'BILLING_KEY_FAILED', errorMsg: SANDBOX_FAIL_REASON })}
        >
          등록 실패
        </Button>
      </div>
    </>
  );
}

/**
 * Mock mode's stand-in for the backend's sandbox checkout (backend/src/adapters/payment/
 * sandbox-pages.ts): the same order summary and choices, returning to m_redirect_url with the
 * impUids the mocked API understands, so QA walks the same steps with or without a server.
 */
export default function SandboxCheckoutScreen() {
  useDocumentTitle('결제하기 (테스트)');
  const search = useSearch();
  const parsed = parseSandboxRequest(search, window.location.origin);
  return (
    <div className={styles.sandbox}>
      <header className={styles.sandboxHeader}>
        <h1 className={styles.sandboxTitle}>결제하기</h1>
        <span className={styles.badge}>테스트 결제창</span>
      </header>
      {parsed.ok ? (
        <SandboxWindow request={parsed.request} />
      ) : (
        <>
          <p role="alert" className={styles.leadWarning}>
            {parsed.problem}
          </p>
          <p>쇼핑몰로 돌아가 주문을 다시 시도해 주세요.</p>
        </>
      )}
      <p className={styles.muted}>개발·QA용 샌드박스예요. 실제 카드 승인이나 출금은 일어나지 않아요.</p>
    </div>
  );
}
