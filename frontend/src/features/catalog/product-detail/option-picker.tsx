import { RadioGroup } from '../../../components/ui/radio-group';
import { formatKRW } from '../../../lib/format';
import type { OptionAxis, OptionSelection, OptionValueState } from './option-model';
import styles from './purchase-panel.module.css';

/** Few enough left that a student should know before choosing. */
const LOW_STOCK = 5;

function valueDescription(state: OptionValueState): string | undefined {
  if (!state.available) return state.stock === null ? '품절' : '품절 · 재입고 알림 신청 가능';
  const parts: string[] = [];
  if (state.extra) parts.push(`${state.extra > 0 ? '+' : ''}${formatKRW(state.extra)}`);
  if (state.stock !== null && state.stock <= LOW_STOCK) parts.push(`${state.stock}개 남음`);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

export interface PickerState {
  axes: readonly OptionAxis[];
  selection: OptionSelection;
  valueStates: (axis: number) => OptionValueState[];
  choose: (axis: number, value: string) => void;
}

/**
 * One chip row per axis. Sold-out values stay visible, struck through and marked 품절, so the
 * student sees the size exists; once the value alone decides a sold-out combination it can be
 * chosen, to ask for its restock. The extra price shows once the value decides the combination.
 */
export function OptionPicker({ picker, idPrefix, errorOf }: { picker: PickerState; idPrefix: string; errorOf?: (axis: number) => string | null }) {
  return (
    <div className={styles.options}>
      {picker.axes.map((axis, index) => {
        const states = picker.valueStates(index);
        return (
          <div key={axis.key} id={`${idPrefix}-option-${index}`} className={styles.axis}>
            <RadioGroup
              legend={axis.key}
              layout="chips"
              required
              name={`${idPrefix}-option-${index}-value`}
              value={picker.selection[index] ?? null}
              onChange={(value) => picker.choose(index, value)}
              error={errorOf?.(index) ?? null}
              options={states.map((state) => ({
                value: state.value,
                label: state.value,
                description: valueDescription(state),
                disabled: !state.available && state.stock === null,
              }))}
            />
          </div>
        );
      })}
    </div>
  );
}
