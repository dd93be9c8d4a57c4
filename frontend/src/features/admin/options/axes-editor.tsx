import { useState, type KeyboardEvent } from 'react';
import { OPTION_INPUT_RULE_LABELS } from '../../../../../domain/catalog/option-input-rule';
import { OPTION_LIMITS } from '../../../../../domain/catalog/option-grid';
import { OptionInputRule } from '../../../../../domain/enums';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import type { DraftAxis, DraftInput } from './options-draft';
import styles from './options.module.css';

interface AxesEditorProps {
  axes: readonly DraftAxis[];
  errors: ReadonlyMap<string, string>;
  readOnly: boolean;
  onChange: (axes: DraftAxis[]) => void;
}

/** Values typed or pasted as "S, M, L" become chips one by one; blanks and repeats are left out. */
function splitValues(text: string, existing: readonly string[]): string[] {
  const added: string[] = [];
  for (const value of text.split(/[,\t\n]/).map((part) => part.trim())) {
    if (value && !existing.includes(value) && !added.includes(value)) added.push(value);
  }
  return added;
}

function AxisValues({ axis, index, errors, readOnly, onChange }: {
  axis: DraftAxis;
  index: number;
  errors: ReadonlyMap<string, string>;
  readOnly: boolean;
  onChange: (values: string[]) => void;
}) {
  const [typed, setTyped] = useState('');
  const add = () => {
    const added = splitValues(typed, axis.values);
    if (added.length > 0) onChange([...axis.values, ...added]);
    setTyped('');
  };
  const valueError =
    errors.get(`axes.${index}.values`) ?? axis.values.map((_v, at) => errors.get(`axes.${index}.values.${at}`)).find(Boolean);
  return (
    <div className={styles.values}>
      <ul className={styles.chips} aria-label={`${axis.key || `옵션 ${index + 1}`} 값`}>
        {axis.values.map((value, at) => (
          <li key={value} className={styles.chip} data-invalid={errors.has(`axes.${index}.values.${at}`) || undefined}>
            {value}
            {!readOnly && (
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={`${value} 빼기`}
                onClick={() => onChange(axis.values.filter((other) => other !== value))}
              >
                ×
              </button>
            )}
          </li>
        ))}
      </ul>
      {!readOnly && (
        <TextField
          label={`${axis.key || `옵션 ${index + 1}`}에 값 추가`}
          hint="쉼표로 나눠 여러 개를 한 번에 넣을 수 있어요. Enter로 추가해요."
          error={valueError}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
            event.preventDefault();
            add();
          }}
          onBlur={add}
        />
      )}
    </div>
  );
}

/** Up to three axes: a name each and its values as chips. */
export function AxesEditor({ axes, errors, readOnly, onChange }: AxesEditorProps) {
  const update = (index: number, axis: Partial<DraftAxis>) =>
    onChange(axes.map((current, at) => (at === index ? { ...current, ...axis } : current)));
  return (
    <section className={styles.section} aria-labelledby="option-axes-heading">
      <h2 id="option-axes-heading">옵션</h2>
      {errors.get('axes') && (
        <p role="alert" className={styles.error}>
          {errors.get('axes')}
        </p>
      )}
      {axes.length === 0 && <p className={styles.muted}>옵션이 없는 상품이에요. 재고는 상품 정보에서 관리해요.</p>}
      <ol className={styles.axes}>
        {axes.map((axis, index) => (
          <li key={index} className={styles.axis}>
            <TextField
              label={`옵션 ${index + 1} 이름`}
              placeholder="예: 색상"
              value={axis.key}
              error={errors.get(`axes.${index}.key`)}
              readOnly={readOnly}
              onChange={(event) => update(index, { key: event.target.value })}
            />
            <AxisValues axis={axis} index={index} errors={errors} readOnly={readOnly} onChange={(values) => update(index, { values })} />
            {!readOnly && (
              <Button type="button" size="sm" variant="ghost" onClick={() => onChange(axes.filter((_a, at) => at !== index))}>
                옵션 {index + 1} 삭제
              </Button>
            )}
          </li>
        ))}
      </ol>
      {!readOnly && axes.length < OPTION_LIMITS.maxAxes && (
        <Button type="button" size="sm" variant="secondary" onClick={() => onChange([...axes, { key: '', values: [] }])}>
          옵션 추가
        </Button>
      )}
    </section>
  );
}

interface InputsEditorProps {
  inputs: readonly DraftInput[];
  errors: ReadonlyMap<string, string>;
  readOnly: boolean;
  onChange: (inputs: DraftInput[]) => void;
}

// The rule's choice text is the hint the buyer sees under the field (one place: domain).
const RULE_OPTIONS = Object.values(OptionInputRule).map((rule) => ({ value: rule, label: OPTION_INPUT_RULE_LABELS[rule] }));
const isRule = (value: string): value is OptionInputRule => value in OPTION_INPUT_RULE_LABELS;

/**
 * The buyer's free-text fields (an embroidered name): each is required and 1-20 characters, and
 * its rule (ADR 0065) decides what the buyer may type: anything, capital initials or a student number.
 */
export function InputsEditor({ inputs, errors, readOnly, onChange }: InputsEditorProps) {
  const update = (index: number, change: Partial<DraftInput>) => onChange(inputs.map((row, at) => (at === index ? { ...row, ...change } : row)));
  return (
    <section className={styles.section} aria-labelledby="option-inputs-heading">
      <h2 id="option-inputs-heading">직접 입력 항목</h2>
      <p className={styles.muted}>구매하는 학생이 꼭 적어야 하는 글자예요(1~{OPTION_LIMITS.inputLabelMaxLength}자).</p>
      <ol className={styles.axes}>
        {inputs.map((input, index) => (
          <li key={index} className={styles.inputRow}>
            <TextField
              label={`입력 항목 ${index + 1} 이름`}
              placeholder="예: 이니셜"
              value={input.label}
              error={errors.get(`inputs.${index}.label`)}
              readOnly={readOnly}
              onChange={(event) => update(index, { label: event.target.value })}
            />
            <Select
              label={`입력 항목 ${index + 1} 입력 규칙`}
              options={RULE_OPTIONS}
              value={input.rule}
              error={errors.get(`inputs.${index}.rule`)}
              disabled={readOnly}
              onChange={(event) => {
                if (isRule(event.target.value)) update(index, { rule: event.target.value });
              }}
            />
            {!readOnly && (
              <Button type="button" size="sm" variant="ghost" onClick={() => onChange(inputs.filter((_r, at) => at !== index))}>
                입력 항목 {index + 1} 삭제
              </Button>
            )}
          </li>
        ))}
      </ol>
      {!readOnly && inputs.length < OPTION_LIMITS.maxInputs && (
        <Button type="button" size="sm" variant="secondary" onClick={() => onChange([...inputs, { label: '', rule: OptionInputRule.FREE }])}>
          입력 항목 추가
        </Button>
      )}
    </section>
  );
}
