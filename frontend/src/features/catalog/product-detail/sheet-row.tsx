import { useId } from 'react';
import { Price } from '../../../components/ui/price';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { TextField } from '../../../components/ui/text-field';
import type { PricedRow } from './sheet-rows';
import styles from './option-sheet.module.css';
import { OPTION_INPUT_RULES } from './sheet-rows';

interface SheetRowProps {
  row: PricedRow;
  index: number;
  productName: string;
  inputKeys: readonly string[];
  inputErrors: readonly (string | null)[];
  failure: string | null;
  idPrefix: string;
  /** False for a product without options: its one row cannot go. */
  removable: boolean;
  onQuantity: (value: number) => void;
  onInput: (index: number, value: string) => void;
  onInputBlur: (index: number) => void;
  onRemove: () => void;
}

/** One chosen combination: its name, embroidery texts, count, price and a remove button. */
export function SheetRowItem({ row, index, productName, inputKeys, inputErrors, failure, idPrefix, removable, ...on }: SheetRowProps) {
  const id = useId();
  const name = row.variant || productName;
  return (
    <li className={styles.row} aria-label={name}>
      <div className={styles.rowHead}>
        <span className={styles.rowName}>{name}</span>
        {removable && (
          <button type="button" className={styles.remove} onClick={on.onRemove} aria-label={`${name} 빼기`}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      {inputKeys.map((key, input) => (
        <TextField
          key={`${key}-${input}`}
          id={`${idPrefix}-row-${index}-input-${input}`}
          label={key}
          required
          autoComplete="off"
          value={row.inputs[input] ?? ''}
          onChange={(event) => on.onInput(input, event.currentTarget.value)}
          onBlur={() => on.onInputBlur(input)}
          error={inputErrors[input] ?? null}
          hint={`${OPTION_INPUT_RULES.minLength}~${OPTION_INPUT_RULES.maxLength}자로 입력해 주세요. 입력한 그대로 제작돼요.`}
        />
      ))}
      <div className={styles.rowFoot}>
        <QuantityStepper id={id} label={`${name} 수량`} value={row.quantity} max={row.max} onChange={on.onQuantity} onOutOfRange={on.onQuantity} />
        <Price price={row.unitListPrice * row.quantity} salePrice={row.unitPrice * row.quantity} size="sm" />
      </div>
      {failure && (
        <p className={styles.rowFailure} role="alert">
          {failure}
        </p>
      )}
    </li>
  );
}
