import { TextField } from '../../../components/ui/text-field';
import { PASSWORD_HINT } from '../field-rules';

export type NewPasswordField = 'password' | 'passwordConfirm';

interface NewPasswordFieldsProps {
  values: Record<NewPasswordField, string>;
  errors: Partial<Record<NewPasswordField, string>>;
  ids: Record<NewPasswordField, string>;
  onChange: (field: NewPasswordField, value: string) => void;
  onBlur?: (field: NewPasswordField) => void;
  /** "비밀번호" at sign-up, "새 비밀번호" when resetting. */
  label?: string;
}

/** A new password typed twice, with the rule spelled out before anyone breaks it. */
export function NewPasswordFields({ values, errors, ids, onChange, onBlur, label = '비밀번호' }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        id={ids.password}
        label={label}
        type="password"
        autoComplete="new-password"
        required
        maxLength={64}
        value={values.password}
        onChange={(event) => onChange('password', event.target.value)}
        onBlur={() => onBlur?.('password')}
        hint={PASSWORD_HINT}
        error={errors.password}
      />
      <TextField
        id={ids.passwordConfirm}
        label={`${label} 확인`}
        type="password"
        autoComplete="new-password"
        required
        maxLength={64}
        value={values.passwordConfirm}
        onChange={(event) => onChange('passwordConfirm', event.target.value)}
        onBlur={() => onBlur?.('passwordConfirm')}
        error={errors.passwordConfirm}
      />
    </>
  );
}
