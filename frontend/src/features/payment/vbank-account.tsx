import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { formatKRW } from '../../lib/format';
import { formatDeadline } from './payment-format';
import type { PaidOrder } from './purchase-tracking';
import styles from './payment.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

const COPY_MESSAGES: Record<CopyState, string> = {
  idle: '',
  copied: '계좌번호를 복사했어요.',
  failed: '복사하지 못했어요. 계좌번호를 길게 눌러 복사해 주세요.',
};

/** Digits only: banking apps paste a number with dashes into the account field as an error. */
const digitsOf = (account: string) => account.replace(/\D/g, '');

/** The issued virtual account, with what a student needs to transfer from a banking app. */
export function VbankAccount({ order }: { order: PaidOrder }) {
  const spec = order.orderSpecification;
  const [copy, setCopy] = useState<CopyState>('idle');
  const account = spec.vbankNum ?? '';

  async function copyAccount() {
    try {
      await navigator.clipboard.writeText(digitsOf(account));
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  return (
    <section className={styles.card} aria-labelledby="vbank-title">
      <h2 id="vbank-title" className={styles.sectionTitle}>
        입금 계좌
      </h2>
      <dl className={styles.facts}>
        <dt>은행</dt>
        <dd>{spec.vbankName ?? '-'}</dd>
        <dt>계좌번호</dt>
        <dd className={styles.accountRow}>
          <span className={styles.code}>{account}</span>
          <Button type="button" size="sm" variant="secondary" onClick={() => void copyAccount()} aria-label="계좌번호 복사">
            복사
          </Button>
        </dd>
        <dt>예금주</dt>
        <dd>{spec.vbankHolder ?? '-'}</dd>
        <dt>입금 금액</dt>
        <dd className={styles.amount}>{formatKRW(order.paidPrice)}</dd>
        <dt>입금 기한</dt>
        <dd>{spec.vbankDate ? `${formatDeadline(spec.vbankDate)}까지` : '-'}</dd>
      </dl>
      <p className={styles.muted}>
        입금 금액이 정확히 같아야 입금이 확인돼요. 기한이 지나면 주문이 자동으로 취소되고 상품은 장바구니로 돌아가요.
      </p>
      <p role="status" className={copy === 'failed' ? styles.warning : styles.muted}>
        {COPY_MESSAGES[copy]}
      </p>
    </section>
  );
}
