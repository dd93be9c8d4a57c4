import { useId, type ReactNode } from 'react';
import { BottomSheet } from '../../../components/ui/modal';
import { Price } from '../../../components/ui/price';
import { OptionPicker } from './option-picker';
import styles from './option-sheet.module.css';
import { RestockButton } from './restock-button';
import { SheetRowItem } from './sheet-row';
import type { ProductDetail } from './use-product-detail';
import type { OptionSheetState } from './use-option-sheet';

interface OptionSheetProps {
  open: boolean;
  onClose: () => void;
  product: ProductDetail;
  sheet: OptionSheetState;
  idPrefix: string;
  onStale: () => void;
  /** A refusal of the whole request (구매하기), shown above the buttons. */
  failure: string | null;
  /** 장바구니 담기 and 구매하기. */
  actions: ReactNode;
}

/**
 * The option sheet (issue 19): pick a combination and it becomes a row; each row has its count
 * and embroidery texts; the total and both ways to buy stay in the sheet's footer, always in view.
 */
export function OptionSheet({ open, onClose, product, sheet, idPrefix, onStale, failure, actions }: OptionSheetProps) {
  const totalId = useId();
  const footer = (
    <div className={styles.footer}>
      <div className={styles.total} id={totalId} aria-live="polite">
        <span className={styles.totalLabel}>
          {sheet.rows.length > 0 ? `총 상품 금액 (${sheet.count.toLocaleString('ko-KR')}개)` : '옵션을 선택하면 금액이 계산돼요'}
        </span>
        {sheet.rows.length > 0 && <Price price={sheet.listTotal} salePrice={sheet.total} size="lg" />}
      </div>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.actions}>{actions}</div>
    </div>
  );
  return (
    <BottomSheet open={open} onClose={onClose} title="옵션 선택" footer={footer}>
      <div className={styles.content}>
        {sheet.axes.length > 0 && (
          <OptionPicker picker={sheet} idPrefix={idPrefix} errorOf={sheet.pickerErrorOf} />
        )}
        {sheet.soldOut && (
          <div className={styles.soldOut}>
            <p className={styles.soldOutText}>선택한 옵션은 품절이에요.</p>
            <RestockButton product={product} onStale={onStale} optionId={sheet.soldOut.id} />
          </div>
        )}
        {sheet.rows.length > 0 && (
          <ul className={styles.rows} aria-label="선택한 옵션">
            {sheet.rows.map((row, index) => (
              <SheetRowItem
                key={row.detailId ?? 'product'}
                row={row}
                index={index}
                productName={product.name}
                inputs={product.productOptionInputs}
                inputErrors={sheet.inputErrors[index] ?? []}
                failure={sheet.rowFailures[index] ?? null}
                idPrefix={idPrefix}
                removable={sheet.axes.length > 0}
                onQuantity={(value) => sheet.setQuantity(index, value)}
                onInput={(input, value) => sheet.setInput(index, input, value)}
                onInputBlur={(input) => sheet.checkInput(index, input)}
                onRemove={() => sheet.remove(index)}
              />
            ))}
          </ul>
        )}
      </div>
    </BottomSheet>
  );
}
