import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { trackEvent } from '../../lib/analytics/track';
import { errorMessage } from '../../lib/graphql-client';
import { lineItems, linesValue, type CartLine } from './cart-facts';
import styles from './cart-page.module.css';
import { useRemoveCarts } from './use-cart-mutations';

interface RemoveDialogProps {
  /** The lines to remove; null when closed. */
  target: CartLine[] | null;
  onClose: () => void;
  onRemoved: (lines: CartLine[]) => void;
}

function question(lines: CartLine[]): string {
  const [first] = lines;
  if (lines.length === 1 && first) return `'${first.product.name}' 상품을 장바구니에서 삭제할까요?`;
  return `상품 ${lines.length}개를 장바구니에서 삭제할까요?`;
}

/** Removal asks first; a refusal stays in the dialog so the member can try again or keep the lines. */
export function RemoveDialog({ target, onClose, onRemoved }: RemoveDialogProps) {
  const remove = useRemoveCarts();
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!target) return;
    remove.mutate(
      target.map((line) => line.id),
      {
        onSuccess: () => {
          trackEvent('remove_from_cart', { currency: 'KRW', value: linesValue(target), items: lineItems(target) });
          remove.reset();
          onRemoved(target);
        },
      },
    );
  };
  return (
    <Modal
      open={target !== null}
      onClose={close}
      title="상품을 삭제할까요?"
      footer={
        <>
          <Button variant="secondary" fullWidth onClick={close} disabled={remove.isPending}>
            취소
          </Button>
          <Button variant="danger" fullWidth loading={remove.isPending} loadingLabel="삭제하는 중" onClick={confirm}>
            삭제
          </Button>
        </>
      }
    >
      {target && <p>{question(target)}</p>}
      {remove.isError && (
        <p className={styles.dialogFailure} role="alert">
          {errorMessage(remove.error)}
        </p>
      )}
    </Modal>
  );
}
