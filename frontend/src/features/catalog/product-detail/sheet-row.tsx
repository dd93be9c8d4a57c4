import { useId } from 'react';
import { Price } from '../../../components/ui/price';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { TextField } from '../../../components/ui/text-field';
import { optionInputHint, type OptionInputField } from '../../../lib/option-input-field';
import type { PricedRow } from './sheet-rows';
import styles from './option-sheet.module.css';

interface SheetRowProps {
  row: PricedRow;
  index: number;
  productName: string;
  inputs: readonly OptionInputField[];
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
export function SheetRowItem({ row, index, productName, inputs, inputErrors, failure, idPrefix, removable, ...on }: SheetRowProps) {
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
      {inputs.map((field, input) => (
        <TextField
          key={field.id}
          id={`${idPrefix}-row-${index}-input-${input}`}
          label={field.key}
          required
          autoComplete="off"
          value={row.inputs[input] ?? ''}
          onChange={(event) => on.onInput(input, event.currentTarget.value)}
          onBlur={() => on.onInputBlur(input)}
          error={inputErrors[input] ?? null}
          hint={optionInputHint(field)}
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
