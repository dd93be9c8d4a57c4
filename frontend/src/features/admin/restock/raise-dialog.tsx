import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { membersToTell } from '../../../../../domain/restock/restock-demand';
import { FormFailure } from '../form-failure';
import { placeRefusal } from '../form-errors';
import type { DemandRow } from './use-restock-board';
import { optionName, wholeStock } from './restock-labels';
import styles from './restock.module.css';

interface RaiseDialogProps {
  row: DemandRow;
  onRaise: (data: { productId: number; productOptionDetailId: number | null; count: number }) => Promise<{ notified: number }>;
  onDone: (sentence: string) => void;
  onClose: () => void;
}

/** The new count of one combination (or the product), with how many waiting members will be told. */
export function RaiseDialog({ row, onRaise, onDone, onClose }: RaiseDialogProps) {
  const formId = useId();
  const details = row.product.productOptionDetails;
  // Sold-out combinations first: they are what the members wait for.
  const sorted = [...details].sort((a, b) => Number(a.count > 0) - Number(b.count > 0) || a.id - b.id);
  const [detailId, setDetailId] = useState<number | null>(sorted[0]?.id ?? null);
  const current = detailId === null ? row.product.count : (details.find((detail) => detail.id === detailId)?.count ?? 0);
  const [count, setCount] = useState(String(current + 10));
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ fields: Record<string, string>; form: string | null }>({ fields: {}, form: null });
  const whole = wholeStock(row.product);
  const next = Number(count);
  const told = Number.isInteger(next) ? membersToTell(whole, whole - current + next, row.waiting) : 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      const result = await onRaise({ productId: row.product.id, productOptionDetailId: detailId, count: next });
      onDone(
        result.notified > 0
          ? `${row.product.name} 재고를 채웠어요. 기다리던 ${result.notified}명에게 재입고 알림을 보냈어요.`
          : `${row.product.name} 재고를 채웠어요.`,
      );
      onClose();
    } catch (error) {
      setFailure(placeRefusal(error, ['count', 'productOptionDetailId']));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title="재고 채우기"
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            취소
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            재고 채우기
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.dialogForm} onSubmit={(event) => void submit(event)} noValidate>
        <p className={styles.dialogProduct}>{row.product.name}</p>
        {details.length > 0 && (
          <Select
            label="옵션"
            options={sorted.map((detail) => ({ value: String(detail.id), label: `${optionName(detail)} (지금 ${detail.count}개)` }))}
            value={String(detailId)}
            onChange={(event) => {
              const id = Number(event.target.value);
              setDetailId(id);
              setCount(String((details.find((detail) => detail.id === id)?.count ?? 0) + 10));
            }}
            error={failure.fields['productOptionDetailId']}
          />
        )}
        <TextField
          label="새 재고 수량"
          type="number"
          inputMode="numeric"
          min={current + 1}
          value={count}
          onChange={(event) => setCount(event.target.value)}
          hint={`지금 ${current.toLocaleString('ko-KR')}개예요.`}
          error={failure.fields['count']}
          required
          autoFocus
        />
        <p className={styles.told} aria-live="polite">
          {told > 0 ? `저장하면 기다리는 ${told}명에게 재입고 알림을 보내요.` : '이 수량으로는 재입고 알림이 나가지 않아요. 상품 전체 재고가 0개에서 늘어날 때 알려요.'}
        </p>
        <FormFailure message={failure.form} />
      </form>
    </Modal>
  );
}
