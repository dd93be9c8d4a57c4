import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { TextField } from '../../../components/ui/text-field';
import { useUntrackedPageView } from '../../../lib/analytics/page-tracking';
import { ApiError, errorMessage } from '../../../lib/graphql-client';
import { ME_QUERY_KEY, readAuthToken } from '../../../lib/session';
import { validateField } from '../../../lib/validate-field';
import { AuthPage } from '../auth-page';
import styles from '../auth.module.css';
import { confirmationError, passwordRules, refusedField } from '../field-rules';
import { NewPasswordFields, type NewPasswordField } from './new-password-fields';
import { forgetPhoneResetProof, readPhoneResetProof } from './reset-token';
import { useResetPassword } from '../use-auth-mutations';
import { paths } from '../../../lib/paths';

type ResetField = NewPasswordField | 'code';

export const RESET_MESSAGES = {
  done: '비밀번호를 바꿨어요. 새 비밀번호로 로그인해 주세요.',
  phoneExpired: '휴대폰 인증 정보가 없거나 10분이 지났어요. 비밀번호 찾기에서 다시 인증해 주세요.',
  byPhone: '휴대폰 인증을 마쳤어요. 새 비밀번호를 정해 주세요.',
  byMailLink: '메일의 링크로 들어왔어요. 새 비밀번호를 정해 주세요.',
} as const;

interface Proof {
  /** The e-mail code or the phone token: resetPassword's `code`. */
  code: string | null;
  source: 'mail-link' | 'phone' | 'typed';
}

/**
 * What proves the reset, read once on arrival. The mail link's code then leaves the address bar
 * (and the history, and any page address analytics or a shared screenshot would carry); the page
 * keeps it in memory.
 */
function useProof(): { proof: Proof; phoneMissing: boolean } {
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const [{ linkCode, byPhone, phoneProof }] = useState(() => {
    const phone = params.get('by') === 'phone';
    return { linkCode: params.get('code'), byPhone: phone, phoneProof: phone ? readPhoneResetProof(Date.now()) : null };
  });
  useEffect(() => {
    if (linkCode) navigate(paths.resetPassword(), { replace: true });
  }, [linkCode, navigate]);
  if (linkCode) return { proof: { code: linkCode, source: 'mail-link' }, phoneMissing: false };
  if (byPhone) return { proof: { code: phoneProof?.token ?? null, source: 'phone' }, phoneMissing: phoneProof === null };
  return { proof: { code: null, source: 'typed' }, phoneMissing: false };
}

function ResetDone() {
  return (
    <div className={styles.done}>
      <p role="status">{RESET_MESSAGES.done}</p>
      <ButtonLink href={paths.login()} size="lg">
        로그인하기
      </ButtonLink>
    </div>
  );
}

function StartAgain({ message }: { message: string }) {
  return (
    <div className={styles.done}>
      <p role="alert">{message}</p>
      <ButtonLink href={paths.findPassword()} size="lg">
        비밀번호 찾기 다시 하기
      </ButtonLink>
    </div>
  );
}

function ResetForm({ proof }: { proof: Proof }) {
  const baseId = useId();
  const ids: Record<ResetField, string> = { code: `${baseId}-code`, password: `${baseId}-password`, passwordConfirm: `${baseId}-confirm` };
  const [values, setValues] = useState<Record<ResetField, string>>({ code: '', password: '', passwordConfirm: '' });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<ResetField, string>>>({});
  const [spent, setSpent] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const queryClient = useQueryClient();
  const reset = useResetPassword();

  const clientErrors: Partial<Record<ResetField, string>> = {};
  const codeProblem = proof.code === null ? validateField(values.code, { required: true }) : null;
  if (codeProblem) clientErrors.code = codeProblem;
  const passwordProblem = validateField(values.password, passwordRules);
  if (passwordProblem) clientErrors.password = passwordProblem;
  const confirmationProblem = confirmationError(values.password, values.passwordConfirm);
  if (confirmationProblem) clientErrors.passwordConfirm = confirmationProblem;
  const errors = { ...serverErrors, ...(submitted ? clientErrors : {}) };

  const set = (field: ResetField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reset.isPending) return;
    setSubmitted(true);
    const broken = (['code', 'password', 'passwordConfirm'] as const).find((field) => clientErrors[field]);
    if (broken) {
      document.getElementById(ids[broken])?.focus();
      return;
    }
    try {
      await reset.mutateAsync({ password: values.password, code: proof.code ?? values.code.trim() });
      forgetPhoneResetProof();
      // Every session of the member ended; if this device held one, the shell notices and forgets it.
      if (readAuthToken() !== null) void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      setDone(true);
    } catch (error) {
      const field = refusedField(error);
      if (field === 'password') {
        setServerErrors({ password: errorMessage(error) });
        document.getElementById(ids.password)?.focus();
      } else if (error instanceof ApiError && error.code === 'CERTIFICATION_FAILED' && proof.code !== null) {
        // The link's code or the phone token is used up or stale; only a new one helps.
        forgetPhoneResetProof();
        setSpent(errorMessage(error));
      } else {
        setServerErrors({ code: errorMessage(error) });
        document.getElementById(proof.code === null ? ids.code : ids.password)?.focus();
      }
    }
  };

  if (done) return <ResetDone />;
  if (spent) return <StartAgain message={spent} />;
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {proof.source === 'phone' && <p className={styles.ok}>{RESET_MESSAGES.byPhone}</p>}
      {proof.source === 'mail-link' && <p className={styles.lead}>{RESET_MESSAGES.byMailLink}</p>}
      {proof.code === null && (
        <TextField
          id={ids.code}
          label="인증 코드"
          autoComplete="one-time-code"
          required
          value={values.code}
          onChange={(event) => set('code', event.target.value)}
          hint="비밀번호 재설정 메일에 적힌 인증 코드를 입력해 주세요."
          error={errors.code}
        />
      )}
      {proof.code !== null && errors.code && (
        <p className={styles.formError} role="alert">
          {errors.code}
        </p>
      )}
      <NewPasswordFields ids={ids} values={values} errors={errors} onChange={set} label="새 비밀번호" />
      <Button type="submit" size="lg" fullWidth loading={reset.isPending} loadingLabel="비밀번호를 바꾸는 중">
        비밀번호 변경
      </Button>
    </form>
  );
}

/** /password/reset: ?code= from the reset mail, ?by=phone after a phone certification, or the code typed in. */
export function ResetPasswordPage() {
  // Arriving from the mail, the address carries the reset code: it must not reach analytics.
  useUntrackedPageView();
  const { proof, phoneMissing } = useProof();
  return (
    <AuthPage title="비밀번호 재설정">
      {phoneMissing ? <StartAgain message={RESET_MESSAGES.phoneExpired} /> : <ResetForm proof={proof} />}
      <ul className={styles.links}>
        <li>
          <Link href={paths.login()}>로그인</Link>
        </li>
      </ul>
    </AuthPage>
  );
}
