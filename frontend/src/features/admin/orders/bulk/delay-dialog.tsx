import { useId, useState, type FormEvent } from 'react';
import { seoulDay } from '../../../../../../domain/order-desk/order-line-filter';
import { DELAY_REASON_MAX } from '../../../../../../domain/staff/bulk-lines';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { TextAreaField, TextField } from '../../../../components/ui/text-field';
import { ApiError, errorMessage } from '../../../../lib/graphql-client';
import styles from './bulk.module.css';

interface DelayDialogProps {
  open: boolean;
  count: number;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (delay: { reason: string; expectedDate: string }) => void;
  /** Today on the Seoul calendar (stories pin it). */
  now?: Date;
}

/** The reason and the new shipping date the buyers of the selected lines are told. */
export function DelayDialog({ open, count, pending, error, onClose, onSubmit, now }: DelayDialogProps) {
  const formId = useId();
  const [reason, setReason] = useState('');
  const [expectedDate, setExpectedDate] = useState('');
  const field = error instanceof ApiError ? error.extensions.field : undefined;
  const failure = error ? errorMessage(error) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ reason, expectedDate });
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="발송 지연 안내"
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            취소
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {count}개 안내 보내기
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.muted}>구매자에게 알림톡(또는 문자·메일)으로 알리고, 주문 내역에도 보여 줘요. 같은 날짜로는 한 번만 보내요.</p>
        <TextAreaField
          label="지연 사유"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={DELAY_REASON_MAX}
          showCount
          error={field === 'reason' ? failure : null}
          required
        />
        <TextField
          label="새 발송 예정일"
          type="date"
          min={seoulDay(now ?? new Date())}
          value={expectedDate}
          onChange={(event) => setExpectedDate(event.target.value)}
          error={field === 'expectedDate' ? failure : null}
          required
        />
        {failure && field !== 'reason' && field !== 'expectedDate' && (
          <p role="alert" className={styles.refused}>
            {failure}
          </p>
        )}
      </form>
    </Modal>
  );
}
