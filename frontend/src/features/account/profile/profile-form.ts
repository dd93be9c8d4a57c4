import type { Gender, UpdateUserInput } from '../../../lib/__generated__/graphql';
import type { SessionUser } from '../../../lib/session';
import { validateField, type FieldRules } from '../../../lib/validate-field';

export interface ProfileValues {
  name: string;
  userTypeId: string;
  admissionYear: string;
  birthYear: string;
  gender: Gender;
  marketing: boolean;
}

export type ProfileField = 'name' | 'userTypeId' | 'admissionYear' | 'birthYear';
export const PROFILE_FIELDS: readonly ProfileField[] = ['name', 'userTypeId', 'admissionYear', 'birthYear'];

/** The calendar year in Seoul, where the members live, whatever the device's zone. */
export function seoulYear(now: Date = new Date()): number {
  return Number(new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Seoul', year: 'numeric' }).format(now));
}

export function profileValuesOf(user: SessionUser): ProfileValues {
  return {
    name: user.name,
    userTypeId: user.userTypeId === null ? '' : String(user.userTypeId),
    admissionYear: user.admissionYear === null ? '' : String(user.admissionYear),
    birthYear: user.birthYear === null ? '' : String(user.birthYear),
    gender: user.gender,
    marketing: user.userConfig.marketing,
  };
}

interface YearRange {
  label: string;
  min: number;
  max: number;
}

/** Years read as years ("2027년"), not as counts with a thousands separator. */
function yearError(text: string, required: boolean, { label, min, max }: YearRange): string | null {
  const error = validateField(text, { required, integer: true });
  if (error !== null || text.trim() === '') return error;
  const year = Number(text.trim());
  return year >= min && year <= max ? null : `${label}는 ${min}년부터 ${max}년 사이로 입력해 주세요.`;
}

/**
 * docs/product-rules.md#accounts: name 2-20 characters, admission year 1950 to next year (the API takes
 * birth years from 1900 to this year). A year the member once gave cannot be blanked again (the
 * API keeps omitted fields), so it turns required.
 */
export function profileValidator(user: SessionUser, now: Date = new Date()) {
  const year = seoulYear(now);
  const nameRules: FieldRules = { required: true, minLength: 2, maxLength: 20 };
  return (field: ProfileField, values: ProfileValues): string | null => {
    switch (field) {
      case 'name':
        return validateField(values.name, nameRules);
      case 'userTypeId':
        return validateField(values.userTypeId, { required: user.userTypeId !== null });
      case 'admissionYear':
        return yearError(values.admissionYear, user.admissionYear !== null, { label: '입학 연도', min: 1950, max: year + 1 });
      case 'birthYear':
        return yearError(values.birthYear, user.birthYear !== null, { label: '출생 연도', min: 1900, max: year });
    }
  };
}

const yearOf = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/** Every field the form shows; blank ones are left out, which the API reads as "unchanged". */
export function toUpdateUserInput(values: ProfileValues): UpdateUserInput {
  const input: UpdateUserInput = { name: values.name.trim(), gender: values.gender, marketing: values.marketing };
  if (values.userTypeId !== '') input.userTypeId = Number(values.userTypeId);
  const admissionYear = yearOf(values.admissionYear);
  if (admissionYear !== null) input.admissionYear = admissionYear;
  const birthYear = yearOf(values.birthYear);
  if (birthYear !== null) input.birthYear = birthYear;
  return input;
}
