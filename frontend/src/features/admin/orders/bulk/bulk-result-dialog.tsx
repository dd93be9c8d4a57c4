import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import type { StaffBulkLineOutcome } from '../../../../lib/__generated__/graphql';
import { orderStatusLabel } from '../../../../lib/order-labels';
import styles from './bulk.module.css';
import type { BulkResultView } from './use-bulk-actions';

const OUTCOMES: Record<StaffBulkLineOutcome, { label: string; tone: BadgeTone }> = {
  CHANGED: { label: '처리됨', tone: 'success' },
  ALREADY_DONE: { label: '이미 처리됨', tone: 'neutral' },
  REFUSED: { label: '처리 못 함', tone: 'danger' },
};

interface BulkResultDialogProps {
  /** The action's name, e.g. 발주 확인. */
  action: string;
  result: BulkResultView | null;
  onClose: () => void;
}

/** Every line's outcome after a bulk action: what changed, what was done already, what was refused and why. */
export function BulkResultDialog({ action, result, onClose }: BulkResultDialogProps) {
  return (
    <Modal
      open={result !== null}
      onClose={onClose}
      title={`${action} 결과`}
      footer={
        <Button type="button" onClick={onClose}>
          확인
        </Button>
      }
    >
      {result && (
        <>
          <p className={styles.summary}>
            처리 {result.changed}개 · 이미 처리 {result.alreadyDone}개 · 처리 못 함 {result.refused}개
          </p>
          <ul className={styles.results} aria-label="주문 상품별 결과">
            {result.lines.map((line) => (
              <li key={line.orderProductId} className={styles.result}>
                <span className={styles.resultHead}>
                  <Badge tone={OUTCOMES[line.outcome].tone}>{OUTCOMES[line.outcome].label}</Badge>
                  <span>
                    주문 상품 {line.orderProductId}
                    {line.productName && ` · ${line.productName}`}
                  </span>
                  {line.status && <span className={styles.muted}>지금 {orderStatusLabel(line.status)}</span>}
                </span>
                <span className={line.outcome === 'REFUSED' ? styles.refused : styles.muted}>{line.message}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}
