import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { formatKRW } from '../../../lib/format';
import { errorMessage } from '../../../lib/graphql-client';
import { REFUND_STATUS_TEXT } from '../../../../../domain/refund-desk/refund-desk-messages';
import { useStaffLevel } from '../use-staff-level';
import styles from './refunds.module.css';
import { useBankOptions, useStaffCancel, useStaffCancelPreview } from './use-refunds';

/** What the order page hands each line's cancel button. */
export interface LineCancelActionProps {
  /** The order line (OrderProduct id). */
  orderProductId: number;
  /** Called after the line was cancelled, so the order page reloads. */
  onDone: () => void;
}

const EMPTY_ACCOUNT = { refundBankCode: '', refundAccount: '', refundHolder: '' };

/** The dialog: the refund computed by the member's rule first, then the reason and confirm. */
function LineCancelDialog({ orderProductId, onClose, onDone }: LineCancelActionProps & { onClose: () => void }) {
  const formId = useId();
  const preview = useStaffCancelPreview([orderProductId], true);
  const cancel = useStaffCancel();
  const [reason, setReason] = useState('');
  const [account, setAccount] = useState(EMPTY_ACCOUNT);
  const needsAccount = preview.data?.staffCancelPreview.needsRefundAccount ?? false;
  const banks = useBankOptions(needsAccount);
  const [outcome, setOutcome] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    cancel.mutate(
      { orderProductIds: [orderProductId], reason, refundAccount: needsAccount ? account : null },
      {
        onSuccess: (result) => {
          const refund = result.refund;
          setOutcome(
            refund && refund.status !== 'DONE'
              ? `취소했어요. 환불은 '${REFUND_STATUS_TEXT[refund.status]}' 상태라 환불 실패 목록에서 다시 보낼 수 있어요.`
              : '취소하고 환불까지 마쳤어요.',
          );
          onDone();
        },
      },
    );
  };

  let summary;
  if (preview.isError) summary = <p role="alert" className={styles.error}>{errorMessage(preview.error)}</p>;
  else if (!preview.data) summary = <Skeleton width="100%" height="4rem" />;
  else {
    const plan = preview.data.staffCancelPreview;
    summary = (
      <dl className={styles.summary} aria-label="환불 미리보기">
        <dt>환불 금액</dt>
        <dd>{formatKRW(plan.refundPrice)}</dd>
        <dt>돌려줄 포인트</dt>
        <dd>{plan.refundPoint.toLocaleString('ko-KR')}P</dd>
        <dt>배송비 환불</dt>
        <dd>{formatKRW(plan.refundDeliveryFee)}</dd>
        {plan.unpaidDrop > 0 && (
          <>
            <dt>결제할 금액에서 빠짐</dt>
            <dd>{formatKRW(plan.unpaidDrop)}</dd>
          </>
        )}
      </dl>
    );
  }

  return (
    <Modal
      open
      onClose={onClose}
      title="주문 상품 취소·환불"
      footer={
        outcome ? (
          <Button type="button" onClick={onClose}>
            닫기
          </Button>
        ) : (
          <>
            <Button type="button" variant="secondary" onClick={onClose}>
              닫기
            </Button>
            <Button type="submit" form={formId} variant="danger" loading={cancel.isPending} disabled={!preview.data}>
              취소하고 환불하기
            </Button>
          </>
        )
      }
    >
      {outcome ? (
        <p role="status">{outcome}</p>
      ) : (
        <form id={formId} className={styles.form} onSubmit={submit} noValidate>
          {summary}
          <TextAreaField label="취소 사유" hint="회원에게 그대로 보여요." required value={reason} onChange={(event) => setReason(event.target.value)} maxLength={200} />
          {needsAccount && (
            <fieldset className={styles.form}>
              <legend>환불 계좌 (가상계좌 결제)</legend>
              <Select
                label="은행"
                required
                placeholder="은행을 선택해 주세요"
                options={(banks.data?.banks ?? []).map((bank) => ({ value: bank.code, label: bank.name }))}
                value={account.refundBankCode}
                onChange={(event) => setAccount({ ...account, refundBankCode: event.target.value })}
              />
              <TextField label="계좌번호" required inputMode="numeric" value={account.refundAccount} onChange={(event) => setAccount({ ...account, refundAccount: event.target.value })} />
              <TextField label="예금주" required value={account.refundHolder} onChange={(event) => setAccount({ ...account, refundHolder: event.target.value })} />
            </fieldset>
          )}
          {cancel.isError && (
            <p role="alert" className={styles.error}>
              {errorMessage(cancel.error)}
            </p>
          )}
        </form>
      )}
    </Modal>
  );
}

/** Staff cancel one line and refund it (docs/decisions/0052); hidden for look-only staff. */
export function LineCancelAction({ orderProductId, onDone }: LineCancelActionProps) {
  const { canOperate } = useStaffLevel();
  const [open, setOpen] = useState(false);
  if (!canOperate) return null;
  return (
    <>
      <Button type="button" variant="secondary" size="sm" onClick={() => setOpen(true)}>
        취소·환불
      </Button>
      {open && <LineCancelDialog orderProductId={orderProductId} onDone={onDone} onClose={() => setOpen(false)} />}
    </>
  );
}
