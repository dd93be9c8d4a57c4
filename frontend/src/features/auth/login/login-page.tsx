import { useId, useState, type FormEvent } from 'react';
import { Link, Redirect, useSearchParams } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/graphql-client';
import { useSession } from '../../../lib/session';
import { validateFields } from '../../../lib/validate-field';
import { AuthPage } from '../auth-page';
import styles from '../auth.module.css';
import { AUTH_MESSAGES, emailRules } from '../field-rules';
import { safeNextPath } from '../next-path';
import { SocialButtons } from '../social/social-buttons';
import { useFinishSignIn } from '../use-finish-sign-in';
import { useLogin } from '../use-auth-mutations';
import { paths } from '../../../lib/paths';

type LoginField = 'email' | 'password';

// Only "required" for the password: the rules of a new password would tell a guesser nothing but
// could lock out a member whose old password predates them.
const RULES = { email: emailRules, password: { required: true } };

function LoginForm({ next }: { next: string }) {
  const baseId = useId();
  const ids: Record<LoginField, string> = { email: `${baseId}-email`, password: `${baseId}-password` };
  const [values, setValues] = useState<Record<LoginField, string>>({ email: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const finishSignIn = useFinishSignIn();
  const login = useLogin();

  const errors = submitted ? validateFields(values, RULES) : {};
  const set = (field: LoginField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setRefusal(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    setSubmitted(true);
    const broken = (['email', 'password'] as const).find((field) => validateFields(values, RULES)[field]);
    if (broken) {
      document.getElementById(ids[broken])?.focus();
      return;
    }
    try {
      const { login: session } = await login.mutateAsync({ email: values.email.trim(), password: values.password });
      if (!(await finishSignIn({ token: session.token, event: 'login', method: 'email', next }))) setRefusal(AUTH_MESSAGES.signInFailed);
    } catch (error) {
      // Wrong password, the lock after five failures, a suspended account: the server's sentence says which.
      setRefusal(errorMessage(error));
      document.getElementById(ids.password)?.focus();
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        id={ids.email}
        label="이메일"
        type="email"
        inputMode="email"
        autoComplete="username"
        required
        value={values.email}
        onChange={(event) => set('email', event.target.value)}
        error={errors.email}
      />
      <TextField
        id={ids.password}
        label="비밀번호"
        type="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={(event) => set('password', event.target.value)}
        error={errors.password}
      />
      {refusal && (
        <p className={styles.formError} role="alert">
          {refusal}
        </p>
      )}
      <Button type="submit" size="lg" fullWidth loading={login.isPending} loadingLabel="로그인하는 중">
        로그인
      </Button>
    </form>
  );
}

function LoginSkeleton() {
  return (
    <div role="status" className={styles.form} aria-busy="true" aria-label="로그인 상태를 확인하는 중이에요">
      <Skeleton shape="block" height="48px" />
      <Skeleton shape="block" height="48px" />
      <Skeleton shape="block" height="52px" />
    </div>
  );
}

/** /login?next=…: e-mail and password, or a social provider; returns to `next` once signed in. */
export function LoginPage() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const { status } = useSession();
  if (status === 'member') return <Redirect to={next} replace />;

  return (
    <AuthPage title="로그인" lead="가입한 이메일과 비밀번호를 입력해 주세요.">
      {status === 'loading' ? <LoginSkeleton /> : <LoginForm next={next} />}
      <ul className={styles.links}>
        <li>
          <Link href={paths.signUp({ next })}>회원가입</Link>
        </li>
        <li>
          <Link href={paths.findPassword()}>비밀번호 찾기</Link>
        </li>
      </ul>
      <SocialButtons next={next} />
    </AuthPage>
  );
}
