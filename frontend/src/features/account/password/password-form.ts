import { validationMessages } from '../../../lib/validation-messages';

export interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordField = keyof PasswordValues;
export const PASSWORD_FIELDS: readonly PasswordField[] = ['currentPassword', 'newPassword', 'confirmPassword'];

export const PASSWORD_RULE_MESSAGE = '비밀번호는 영문과 숫자를 모두 포함해 8~64자로 입력해 주세요.';
export const PASSWORD_MISMATCH_MESSAGE = '새 비밀번호가 서로 달라요. 같은 비밀번호를 한 번 더 입력해 주세요.';
export const SAME_PASSWORD_MESSAGE = '지금 쓰는 비밀번호와 다른 새 비밀번호를 입력해 주세요.';

/** docs/product-rules.md#accounts: 8-64 characters with a letter and a digit. */
export function passwordRuleError(password: string): string | null {
  if (password === '') return validationMessages.required;
  const ok = password.length >= 8 && password.length <= 64 && /[A-Za-z]/.test(password) && /\d/.test(password);
  return ok ? null : PASSWORD_RULE_MESSAGE;
}

export function validatePasswordField(field: PasswordField, values: PasswordValues): string | null {
  switch (field) {
    case 'currentPassword':
      return values.currentPassword === '' ? validationMessages.required : null;
    case 'newPassword':
      return (
        passwordRuleError(values.newPassword) ??
        (values.currentPassword !== '' && values.newPassword === values.currentPassword ? SAME_PASSWORD_MESSAGE : null)
      );
    case 'confirmPassword':
      if (values.confirmPassword === '') return validationMessages.required;
      return values.confirmPassword === values.newPassword ? null : PASSWORD_MISMATCH_MESSAGE;
  }
}
