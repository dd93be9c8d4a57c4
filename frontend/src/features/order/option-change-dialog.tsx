import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { BottomSheet } from '../../components/ui/modal';
import { RadioGroup, type RadioOption } from '../../components/ui/radio-group';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import type { OrderLineFragment, OrderProductDetailQuery } from '../../lib/__generated__/graphql';
import { errorMessage } from '../../lib/graphql-client';
import { optionInputError, optionInputHint } from '../../lib/option-input-field';
import styles from './order.module.css';
import { useUpdateOrderProductOptions } from './use-order-mutations';
import { useOrderProductOptions } from './use-orders';

type LineWithOptions = OrderProductDetailQuery['orderProduct'];
type Combination = LineWithOptions['product']['productOptionDetails'][number];

const NOTHING_CHANGED_MESSAGE = '바꿀 옵션을 선택하거나 입력해 주세요.';

const combinationText = (detail: Combination) => [detail.option0, detail.option1, detail.option2].filter(Boolean).join(' / ');

/**
 * docs/product-rules.md#buyer-changes: a line changes only to a combination of the same price that has stock for its
 * count, so only those are offered (the others would be refused), sold-out ones greyed out.
 */
function combinationChoices(line: LineWithOptions): RadioOption<string>[] {
  const current = line.productOptionDetail;
  if (!current) return [];
  return line.product.productOptionDetails
    .filter((detail) => detail.price === current.price)
    .map((detail) => {
      const enough = detail.id === current.id || detail.count >= line.count;
      return {
        value: String(detail.id),
        label: combinationText(detail),
        description: detail.id === current.id ? '지금 주문한 옵션' : enough ? undefined : '재고 부족',
        disabled: !enough,
      };
    });
}

function currentInputs(line: LineWithOptions): string[] {
  return line.product.productOptionInputs.map((_, index) => [line.productOptionInput0, line.productOptionInput1, line.productOptionInput2][index] ?? '');
}

type OptionUpdate = ReturnType<typeof useUpdateOrderProductOptions>;

const FORM_ID = 'option-change-form';

function OptionForm({ line, update, onDone }: { line: LineWithOptions; update: OptionUpdate; onDone: (line: OrderLineFragment) => void }) {
  const [detailId, setDetailId] = useState(line.productOptionDetailId === null ? null : String(line.productOptionDetailId));
  const [inputs, setInputs] = useState(() => currentInputs(line));
  const [problem, setProblem] = useState<string | null>(null);
  const choices = combinationChoices(line);
  const fields = line.product.productOptionInputs;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const texts = inputs.map((text) => text.trim());
    const newDetail = detailId !== null && Number(detailId) !== line.productOptionDetailId ? Number(detailId) : null;
    const newInputs = fields.length > 0 && texts.some((text, i) => text !== currentInputs(line)[i]) ? texts : null;
    const inputProblem = newInputs?.map((text, i) => optionInputError(fields[i]!, text)).find((message) => message !== null);
    if (inputProblem) return setProblem(inputProblem);
    if (newDetail === null && newInputs === null) return setProblem(NOTHING_CHANGED_MESSAGE);
    setProblem(null);
    update.mutate(
      { orderProductId: line.id, productOptionDetailId: newDetail, productOptionInputs: newInputs },
      { onSuccess: ({ updateOrderProductOptions }) => onDone(updateOrderProductOptions) },
    );
  };

  return (
    <form id={FORM_ID} className={styles.form} noValidate onSubmit={submit}>
      <p className={styles.lineName}>{line.productName}</p>
      {choices.length > 1 && <RadioGroup legend="옵션" options={choices} value={detailId} onChange={setDetailId} />}
      {choices.length > 0 && <p className={styles.meta}>가격이 같은 옵션으로만 바꿀 수 있어요.</p>}
      {fields.map((field, index) => (
        <TextField
          key={field.id}
          label={field.key}
          required
          maxLength={20}
          hint={optionInputHint(field)}
          value={inputs[index] ?? ''}
          onChange={(event) => setInputs((current) => current.map((text, i) => (i === index ? event.target.value : text)))}
        />
      ))}
      {(problem ?? update.error) && (
        <p className={styles.error} role="alert">
          {problem ?? errorMessage(update.error)}
        </p>
      )}
    </form>
  );
}

interface OptionChangeDialogProps {
  orderId: number;
  /** The line whose options change; null while the dialog is closed. */
  line: OrderLineFragment | null;
  onClose: () => void;
  onChanged: (line: OrderLineFragment) => void;
}

/**
 * "옵션 변경": another combination of the same product, or new texts for its input fields. A
 * bottom sheet whose confirm button sits in its footer, in view however long the list (issue 19).
 */
export function OptionChangeDialog({ orderId, line, onClose, onChanged }: OptionChangeDialogProps) {
  const detail = useOrderProductOptions(line?.id ?? null);
  const update = useUpdateOrderProductOptions(orderId);
  // The mutation outlives one line's form: a refusal for one line must not greet the next.
  const close = () => {
    update.reset();
    onClose();
  };
  const footer = detail.data ? (
    <Button type="submit" form={FORM_ID} fullWidth loading={update.isPending} loadingLabel="바꾸는 중">
      옵션 변경하기
    </Button>
  ) : undefined;
  return (
    <BottomSheet open={line !== null} onClose={close} title="옵션 변경" footer={footer}>
      {detail.isPending && (
        <p className={styles.meta} role="status">
          <Spinner size={14} /> 옵션을 불러오는 중이에요…
        </p>
      )}
      {detail.isError && (
        <p className={styles.error} role="alert">
          {errorMessage(detail.error)}
        </p>
      )}
      {detail.data && <OptionForm key={detail.data.id} line={detail.data} update={update} onDone={onChanged} />}
    </BottomSheet>
  );
}
