import { OPTION_INPUT_RULE_LABELS, optionInputRuleProblem } from '../../../domain/catalog/option-input-rule';
import { CART_LIMITS } from '../../../domain/cart/cart-rules';
import { OptionInputRule, type ProductOptionFieldsFragment } from './__generated__/graphql';
import { validateField } from './validate-field';

/** docs/product-rules.md#options: every option input is required, 1-20 characters. */
export const OPTION_INPUT_RULES = { required: true, minLength: 1, maxLength: CART_LIMITS.optionInputMaxLength } as const;

export type OptionInputField = ProductOptionFieldsFragment['productOptionInputs'][number];

/**
 * What is wrong with a buyer's text before anything is sent: required and 1-20 characters, then the
 * staff-set rule (이니셜, 학번) with the server's own sentence (domain/catalog/option-input-rule.ts).
 */
export function optionInputError(field: OptionInputField, value: string | null | undefined): string | null {
  return validateField(value, OPTION_INPUT_RULES) ?? optionInputRuleProblem(field.key, field.rule, value?.trim() ?? '');
}

/** The hint under an input: what the rule expects, and that the text is made exactly as typed. */
export function optionInputHint(field: OptionInputField): string {
  const expected = field.rule === OptionInputRule.Free ? `${OPTION_INPUT_RULES.minLength}~${OPTION_INPUT_RULES.maxLength}자` : OPTION_INPUT_RULE_LABELS[field.rule];
  return `${expected}로 입력해 주세요. 입력한 그대로 제작돼요.`;
}
