import { OptionInputRule } from '../enums';

/*
 * How a buyer's free-text input (embroidery) is checked (docs/decisions/0065-class-orders.md,
 * docs/product-rules.md#options). Staff set a rule per input in the options grid; adding to the
 * cart, 구매하기, joining a class order and placeOrder all ask `optionInputRuleProblem`, and the
 * screens show the same sentence under the field before anything is sent.
 */

const PATTERNS: Record<Exclude<OptionInputRule, 'FREE'>, RegExp> = {
  // Embroidery machines take Latin capitals; the buyer types them (we never upper-case for them,
  // so what is stitched is exactly what they saw).
  INITIALS: /^[A-Z]{1,3}$/,
  // Korean student numbers are 8 digits (2023xxxx) at most schools, 9-10 at some; a class that
  // stitches the entrance year writes it as 23학번.
  STUDENT_NUMBER: /^(?:\d{8,10}|\d{2}학번)$/,
};

/** What the field expects, said as the label's hint (also the staff grid's choice text). */
export const OPTION_INPUT_RULE_LABELS = {
  FREE: '자유 입력 (1~20자)',
  INITIALS: '영문 이니셜 (대문자 1~3자)',
  STUDENT_NUMBER: '학번 (숫자 8~10자리 또는 23학번)',
} as const satisfies Record<OptionInputRule, string>;

/** The sentence for a text the rule refuses, naming the input. */
export function optionInputRuleSentence(key: string, rule: OptionInputRule): string {
  switch (rule) {
    case 'FREE':
      return `${key} 항목을 다시 확인해 주세요.`;
    case 'INITIALS':
      return `${key} 항목은 영문 대문자 1~3자로 입력해 주세요. 예: KMS`;
    case 'STUDENT_NUMBER':
      return `${key} 항목은 숫자 8~10자리 학번이나 '23학번'처럼 입력해 주세요.`;
  }
}

/** Null when the (already trimmed, non-empty) text keeps the rule, else the Korean sentence. */
export function optionInputRuleProblem(key: string, rule: OptionInputRule | null | undefined, text: string): string | null {
  if (!rule || rule === OptionInputRule.FREE) return null;
  return PATTERNS[rule].test(text) ? null : optionInputRuleSentence(key, rule);
}
