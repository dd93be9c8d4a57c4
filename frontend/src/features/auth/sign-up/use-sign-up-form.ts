import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  CheckWhetherAvailableEmailDocument,
  CreateUserDocument,
  type CreateUserInput,
  type UserTypeFieldsFragment,
} from '../../../lib/__generated__/graphql';
import { ApiError, errorMessage, request } from '../../../lib/graphql-client';
import { showMessage } from '../../../lib/toast';
import { validateField } from '../../../lib/validate-field';
import { AUTH_MESSAGES, emailRules, refusedField } from '../field-rules';
import type { CertificationResult } from '../../../widgets/phone-certification/phone-certification';
import { forgetSocialSignUp, type SocialSignUp } from '../social/sign-up-ticket';
import { useFinishSignIn } from '../use-finish-sign-in';
import {
  EMPTY_SIGN_UP,
  firstBrokenField,
  seoulYear,
  SIGN_UP_MESSAGES,
  validateSignUp,
  type SignUpErrors,
  type SignUpField,
  type SignUpValues,
} from './sign-up-rules';

export const WELCOME_MESSAGE = '회원가입을 환영해요! 가입 축하 포인트가 적립되었어요.';

/** The server's names for the form's fields (`extensions.field`). */
const FIELD_OF_ARGUMENT: Record<string, SignUpField> = {
  email: 'email',
  password: 'password',
  name: 'name',
  userTypeId: 'userTypeId',
  admissionYear: 'admissionYear',
  birthYear: 'birthYear',
  recommendationCode: 'recommendationCode',
  agreeTerms: 'agreements',
  certificationToken: 'certification',
};

interface EmailCheck {
  email: string;
  available: boolean;
  message: string | null;
}

const normalizedEmail = (email: string) => email.trim().toLowerCase();

function toInput(values: SignUpValues, certification: CertificationResult | null, social: SocialSignUp | null): CreateUserInput {
  const optionalYear = (value: string) => (value.trim() === '' ? null : Number(value.trim()));
  return {
    email: values.email.trim(),
    password: social ? null : values.password,
    name: values.name.trim(),
    certificationToken: certification?.token ?? null,
    signUpTicket: social?.ticket ?? null,
    admissionYear: optionalYear(values.admissionYear),
    birthYear: optionalYear(values.birthYear),
    gender: values.gender,
    userTypeId: Number(values.userTypeId),
    marketing: values.agreements.marketing,
    agreeTerms: values.agreements.age && values.agreements.terms && values.agreements.privacy,
    recommendationCode: values.recommendationCode.trim() || null,
  };
}

interface Options {
  userTypes: readonly UserTypeFieldsFragment[];
  social: SocialSignUp | null;
  next: string;
  /** Moves focus to a field the member must fix. */
  focusField: (field: SignUpField) => void;
}

/**
 * The sign-up form's state: values, which messages show (a field's own once it was left, all of
 * them after the first submit), the e-mail availability check, the phone certification and the
 * createUser call that signs the new member in.
 */
export function useSignUpForm({ userTypes, social, next, focusField }: Options) {
  const [values, setValues] = useState<SignUpValues>(() => (social ? { ...EMPTY_SIGN_UP, email: social.email } : EMPTY_SIGN_UP));
  const [thisYear] = useState(() => seoulYear(new Date()));
  const [certification, setCertification] = useState<CertificationResult | null>(null);
  /** Bumped to start the certification afresh when the server refused its token. */
  const [certificationRound, setCertificationRound] = useState(0);
  const [touched, setTouched] = useState<ReadonlySet<SignUpField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<SignUpErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [emailCheck, setEmailCheck] = useState<EmailCheck | null>(null);
  const finishSignIn = useFinishSignIn();

  const context = { social: social !== null, certified: certification !== null, userTypes, thisYear };
  const clientErrors = validateSignUp(values, context);
  const currentCheck = emailCheck && emailCheck.email === normalizedEmail(values.email) ? emailCheck : null;
  const errors: SignUpErrors = { ...serverErrors };
  for (const [field, message] of Object.entries(clientErrors) as [SignUpField, string][]) {
    if (submitted || touched.has(field)) errors[field] = message;
  }
  if (!errors.email && currentCheck && !currentCheck.available) errors.email = currentCheck.message ?? SIGN_UP_MESSAGES.emailTaken;

  const checkEmail = useMutation({
    mutationFn: (email: string) => request(CheckWhetherAvailableEmailDocument, { data: { email } }),
    meta: { showError: false },
    onSuccess: ({ checkWhetherAvailableEmail }, email) => setEmailCheck({ email: normalizedEmail(email), ...checkWhetherAvailableEmail }),
    onError: (error) => setServerErrors((current) => ({ ...current, email: errorMessage(error) })),
  });

  const createUser = useMutation({
    mutationFn: (data: CreateUserInput) => request(CreateUserDocument, { data }),
    meta: { showError: false },
  });

  const set = <K extends keyof SignUpValues>(field: K, value: SignUpValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    const formField = (field === 'gender' ? null : field) as SignUpField | null;
    if (formField) setServerErrors(({ [formField]: _dropped, ...rest }) => rest);
    setFormError(null);
  };

  const touch = (field: SignUpField) => setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));

  /** Asks the server once per address; a social sign-up's address is the provider's and needs no check. */
  const requestEmailCheck = () => {
    touch('email');
    if (social || validateField(values.email, emailRules) !== null) return;
    if (currentCheck || checkEmail.isPending) return;
    checkEmail.mutate(values.email.trim());
  };

  const refuse = (error: unknown) => {
    const field = FIELD_OF_ARGUMENT[refusedField(error) ?? ''];
    const certificationFailed = field === 'certification' || (error instanceof ApiError && error.code === 'CERTIFICATION_FAILED');
    const message = errorMessage(error);
    if (certificationFailed) {
      // A token the server would not take is spent or stale: the member certifies again.
      setCertification(null);
      setCertificationRound((round) => round + 1);
      setServerErrors((current) => ({ ...current, certification: message }));
      if (social) setFormError(message);
      focusField('certification');
    } else if (field) {
      setServerErrors((current) => ({ ...current, [field]: message }));
      focusField(field);
    } else {
      setFormError(message);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (createUser.isPending) return;
    setSubmitted(true);
    setFormError(null);
    const broken = firstBrokenField({ ...clientErrors, ...(currentCheck?.available === false ? { email: 'taken' } : {}) });
    if (broken) {
      focusField(broken);
      return;
    }
    try {
      const { createUser: created } = await createUser.mutateAsync(toInput(values, certification, social));
      forgetSocialSignUp();
      const method = social ? (social.provider.toLowerCase() as 'kakao' | 'naver' | 'google') : 'email';
      if (await finishSignIn({ token: created.token, event: 'sign_up', method, next })) showMessage(WELCOME_MESSAGE);
      else setFormError(AUTH_MESSAGES.signInFailed);
    } catch (error) {
      refuse(error);
    }
  };

  return {
    values,
    errors,
    formError,
    thisYear,
    emailAvailable: currentCheck?.available === true && !errors.email,
    checkingEmail: checkEmail.isPending,
    submitting: createUser.isPending,
    certificationRound,
    set,
    touch,
    requestEmailCheck,
    certify: (result: CertificationResult) => {
      setCertification(result);
      setServerErrors(({ certification: _dropped, ...rest }) => rest);
    },
    uncertify: () => setCertification(null),
    submit,
  };
}

export type SignUpFormState = ReturnType<typeof useSignUpForm>;
