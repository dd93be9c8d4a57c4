import { ApiError } from '../../lib/graphql-client';
import type { FieldRules } from '../../lib/validate-field';
import { validateField } from '../../lib/validate-field';

/** Rule-specific wording where the generic "형식이 올바르지 않아요." would leave a student guessing. */
export const AUTH_MESSAGES = {
  emailPattern: '이메일 주소 형식이 올바르지 않아요. 예: hong@hanbit.ac.kr',
  passwordPattern: '영문과 숫자를 모두 넣어 주세요.',
  passwordMismatch: '비밀번호가 일치하지 않아요.',
  signInFailed: '로그인하지 못했어요. 잠시 후 다시 시도해 주세요.',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailRules: FieldRules = { required: true, maxLength: 254, pattern: EMAIL_PATTERN, patternMessage: AUTH_MESSAGES.emailPattern };

/** docs/product-rules.md#accounts: 8-64 characters with a letter and a digit. */
export const passwordRules: FieldRules = {
  required: true,
  minLength: 8,
  maxLength: 64,
  pattern: /^(?=.*[A-Za-z])(?=.*\d)/,
  patternMessage: AUTH_MESSAGES.passwordPattern,
};

export const PASSWORD_HINT = '영문과 숫자를 섞어 8~64자로 입력해 주세요.';

export function confirmationError(password: string, confirmation: string): string | null {
  return validateField(confirmation, { required: true }) ?? (password === confirmation ? null : AUTH_MESSAGES.passwordMismatch);
}

/** The argument a refusal names (`extensions.field`), so the form can put the message under it. */
export function refusedField(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const field = error.extensions.field;
  return typeof field === 'string' ? field : undefined;
}
