/**
 * The generic form messages of spec §5, in one place so every form (and a zod schema that wants
 * them) words the same rule the same way. Numbers are grouped the Korean way ("1,000").
 */

const count = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 2 });

export const validationMessages = {
  required: '필수 입력 항목이에요.',
  minLength: (min: number) => `${count.format(min)}자 이상 입력해 주세요.`,
  maxLength: (max: number) => `${count.format(max)}자 이하로 입력해 주세요.`,
  notANumber: '숫자만 입력해 주세요.',
  notAnInteger: '소수점 없이 정수로 입력해 주세요.',
  min: (min: number) => `${count.format(min)} 이상으로 입력해 주세요.`,
  max: (max: number) => `${count.format(max)} 이하로 입력해 주세요.`,
  range: (min: number, max: number) => `${count.format(min)}~${count.format(max)} 사이로 입력해 주세요.`,
  pattern: '형식이 올바르지 않아요.',
} as const;
