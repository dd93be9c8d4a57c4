import type { Gender, UserTypeFieldsFragment } from '../../../lib/__generated__/graphql';
import { validateField, validateFields } from '../../../lib/validate-field';
import { confirmationError, emailRules, passwordRules } from '../field-rules';

export interface Agreements {
  /** 만 14세 이상 (required: younger children need a guardian's consent under Korean law). */
  age: boolean;
  terms: boolean;
  privacy: boolean;
  /** The only optional one. */
  marketing: boolean;
}

export const REQUIRED_AGREEMENTS = ['age', 'terms', 'privacy'] as const satisfies readonly (keyof Agreements)[];

export interface SignUpValues {
  email: string;
  password: string;
  passwordConfirm: string;
  name: string;
  userTypeId: string;
  admissionYear: string;
  birthYear: string;
  gender: Gender;
  recommendationCode: string;
  agreements: Agreements;
}

export const EMPTY_SIGN_UP: SignUpValues = {
  email: '',
  password: '',
  passwordConfirm: '',
  name: '',
  userTypeId: '',
  admissionYear: '',
  birthYear: '',
  gender: 'NOT_SET',
  recommendationCode: '',
  agreements: { age: false, terms: false, privacy: false, marketing: false },
};

export type SignUpField =
  | 'email'
  | 'password'
  | 'passwordConfirm'
  | 'certification'
  | 'name'
  | 'userTypeId'
  | 'admissionYear'
  | 'birthYear'
  | 'recommendationCode'
  | 'agreements';

/** The order fields appear in, so the first broken one gets the focus. */
export const SIGN_UP_FIELD_ORDER: readonly SignUpField[] = [
  'email',
  'password',
  'passwordConfirm',
  'certification',
  'name',
  'userTypeId',
  'admissionYear',
  'birthYear',
  'recommendationCode',
  'agreements',
];

export const SIGN_UP_MESSAGES = {
  certification: '휴대폰 인증을 완료해 주세요.',
  userType: '회원 구분을 선택해 주세요.',
  admissionYearRequired: '재학생은 입학 연도를 입력해 주세요.',
  agreements: '필수 약관에 모두 동의해 주세요.',
  emailTaken: '이미 가입된 이메일이에요.',
} as const;

export type SignUpErrors = Partial<Record<SignUpField, string>>;

export interface SignUpContext {
  /** A social sign-up: the provider's e-mail, no password. */
  social: boolean;
  certified: boolean;
  userTypes: readonly UserTypeFieldsFragment[];
  /** The calendar year in Seoul; admission runs to next year (early admission), birth to this one. */
  thisYear: number;
}

export function yearError(value: string, { label, min, max, required }: { label: string; min: number; max: number; required: boolean }): string | null {
  const generic = validateField(value, { required, integer: true });
  if (generic || value.trim() === '') return generic;
  const year = Number(value.trim());
  return year < min || year > max ? `${label}는 ${min}년부터 ${max}년 사이로 입력해 주세요.` : null;
}

/** Every broken rule of the form as the Korean message to show under its field (empty = valid). */
export function validateSignUp(values: SignUpValues, context: SignUpContext): SignUpErrors {
  const errors: SignUpErrors = validateFields(
    { email: values.email, name: values.name, recommendationCode: values.recommendationCode },
    { email: emailRules, name: { required: true, minLength: 2, maxLength: 20 }, recommendationCode: { maxLength: 32 } },
  );
  if (!context.social) {
    const password = validateField(values.password, passwordRules);
    if (password) errors.password = password;
    const confirmation = confirmationError(values.password, values.passwordConfirm);
    if (confirmation) errors.passwordConfirm = confirmation;
  }
  if (!context.certified) errors.certification = SIGN_UP_MESSAGES.certification;

  const userType = context.userTypes.find((type) => String(type.id) === values.userTypeId);
  if (!userType) errors.userTypeId = SIGN_UP_MESSAGES.userType;
  const admissionRequired = userType?.inCollege ?? false;
  const admission = yearError(values.admissionYear, { label: '입학 연도', min: 1950, max: context.thisYear + 1, required: false });
  if (admission) errors.admissionYear = admission;
  else if (admissionRequired && values.admissionYear.trim() === '') errors.admissionYear = SIGN_UP_MESSAGES.admissionYearRequired;
  const birth = yearError(values.birthYear, { label: '출생 연도', min: 1900, max: context.thisYear, required: false });
  if (birth) errors.birthYear = birth;

  if (!REQUIRED_AGREEMENTS.every((key) => values.agreements[key])) errors.agreements = SIGN_UP_MESSAGES.agreements;
  return errors;
}

export function firstBrokenField(errors: SignUpErrors): SignUpField | undefined {
  return SIGN_UP_FIELD_ORDER.find((field) => errors[field] !== undefined);
}

/** The calendar year in Seoul, where the shop's members live (the server checks the same way). */
export function seoulYear(now: Date): number {
  return Number(new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Seoul', year: 'numeric' }).format(now));
}
