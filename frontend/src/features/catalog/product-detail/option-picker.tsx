import { RadioGroup } from '../../../components/ui/radio-group';
import { formatKRW } from '../../../lib/format';
import type { OptionValueState } from './option-model';
import type { PurchaseForm } from './use-purchase-form';
import styles from './purchase-panel.module.css';

/** Few enough left that a student should know before choosing. */
const LOW_STOCK = 5;

function valueDescription(state: OptionValueState): string | undefined {
  if (!state.available) return '품절';
  const parts: string[] = [];
  if (state.extra) parts.push(`${state.extra > 0 ? '+' : ''}${formatKRW(state.extra)}`);
  if (state.stock !== null && state.stock <= LOW_STOCK) parts.push(`${state.stock}개 남음`);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

/**
 * One chip row per axis. Sold-out values stay visible, struck through and marked 품절, so the
 * student sees the size exists but cannot be ordered; the extra price shows once the value alone
 * decides the combination.
 */
export function OptionPicker({ form, idPrefix }: { form: PurchaseForm; idPrefix: string }) {
  return (
    <div className={styles.options}>
      {form.axes.map((axis, index) => {
        const states = form.valueStates(index);
        return (
          <div key={axis.key} id={`${idPrefix}-option-${index}`} className={styles.axis}>
            <RadioGroup
              legend={axis.key}
              layout="chips"
              required
              name={`${idPrefix}-option-${index}-value`}
              value={form.selection[index] ?? null}
              onChange={(value) => form.choose(index, value)}
              error={form.optionErrors[index]}
              options={states.map((state) => ({
                value: state.value,
                label: state.value,
                description: valueDescription(state),
                disabled: !state.available,
              }))}
            />
          </div>
        );
      })}
    </div>
  );
}
