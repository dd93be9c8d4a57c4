import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { formatDeadline, formatKRW } from '../../lib/format';
import styles from './vbank-account.module.css';

/** The issued account as the order specification carries it (the PG fills it in, so any part may be missing). */
export interface IssuedVirtualAccount {
  vbankName: string | null;
  vbankNum: string | null;
  vbankHolder: string | null;
  vbankDate: string | null;
}

interface VbankAccountProps {
  account: IssuedVirtualAccount;
  /** What to transfer: the order's paidPrice, to the won. */
  amount: number;
  title?: string;
  /** 2 as a page's own card, 3 inside a page section. */
  headingLevel?: 2 | 3;
  /** The host's frame (card, inset box); the widget only lays out its content. */
  className?: string | undefined;
}

type CopyState = 'idle' | 'copied' | 'failed';

const COPY_MESSAGES: Record<CopyState, string> = {
  idle: '',
  copied: '계좌번호를 복사했어요.',
  failed: '복사하지 못했어요. 계좌번호를 길게 눌러 복사해 주세요.',
};

/** Digits only: banking apps reject a pasted number with dashes in the account field. */
const digitsOf = (account: string) => account.replace(/\D/g, '');

/**
 * An issued virtual account with what a student needs to transfer from a banking app: bank,
 * number (with a copy button), holder, exact amount and deadline with its weekday.
 */
export function VbankAccount({ account, amount, title = '입금 계좌', headingLevel = 2, className }: VbankAccountProps) {
  const [copy, setCopy] = useState<CopyState>('idle');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = useId();
  const number = account.vbankNum ?? '';

  async function copyNumber() {
    try {
      await navigator.clipboard.writeText(digitsOf(number));
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  return (
    <section className={[styles.account, className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {/* The number's dd holds the number alone, so it reads (and selects) cleanly; the copy button follows the list. */}
      <dl className={styles.facts}>
        <dt>은행</dt>
        <dd>{account.vbankName ?? '-'}</dd>
        <dt>계좌번호</dt>
        <dd className={styles.number}>{number || '-'}</dd>
        <dt>예금주</dt>
        <dd>{account.vbankHolder ?? '-'}</dd>
        <dt>입금 금액</dt>
        <dd className={styles.amount}>{formatKRW(amount)}</dd>
        <dt>입금 기한</dt>
        <dd>{account.vbankDate ? `${formatDeadline(account.vbankDate)}까지` : '-'}</dd>
      </dl>
      {number && (
        <Button type="button" size="sm" variant="secondary" className={styles.copy} onClick={() => void copyNumber()}>
          계좌번호 복사
        </Button>
      )}
      {/* aria-live rather than role="status": the host page keeps its own status line for its saves. */}
      <p aria-live="polite" className={copy === 'failed' ? styles.warning : styles.muted}>
        {COPY_MESSAGES[copy]}
      </p>
      <p className={styles.muted}>
        입금 금액이 정확히 같아야 입금이 확인돼요. 기한이 지나면 주문이 자동으로 취소되고 상품은 장바구니로 돌아가요.
      </p>
    </section>
  );
}
