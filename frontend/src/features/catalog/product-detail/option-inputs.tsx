import { TextField } from '../../../components/ui/text-field';
import { OPTION_INPUT_RULES, type PurchaseForm } from './use-purchase-form';

/** The free texts a product asks for (an embroidered 이니셜, a 학번), each required, 1-20 characters. */
export function OptionInputs({ form, inputKeys, idPrefix }: { form: PurchaseForm; inputKeys: readonly string[]; idPrefix: string }) {
  return inputKeys.map((key, index) => (
    <TextField
      key={`${key}-${index}`}
      id={`${idPrefix}-input-${index}`}
      label={key}
      required
      autoComplete="off"
      value={form.inputs[index] ?? ''}
      onChange={(event) => form.setInput(index, event.currentTarget.value)}
      onBlur={() => form.checkInput(index)}
      error={form.inputErrors[index]}
      hint={`${OPTION_INPUT_RULES.minLength}~${OPTION_INPUT_RULES.maxLength}자로 입력해 주세요. 입력한 그대로 제작돼요.`}
    />
  ));
}
