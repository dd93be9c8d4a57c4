import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { Tabs } from '../../../components/ui/tabs';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/graphql-client';
import { validateField } from '../../../lib/validate-field';
import { AuthPage } from '../auth-page';
import styles from '../auth.module.css';
import { emailRules } from '../field-rules';
import { PhoneCertification } from '../../../widgets/phone-certification/phone-certification';
import { savePhoneResetProof } from './reset-token';
import { useFindPassword } from '../use-auth-mutations';
import { paths } from '../../../lib/paths';

export const FIND_PASSWORD_MESSAGES = {
  // findPassword answers true for any address, so the sentence cannot say the account exists.
  mailSent: (email: string) =>
    `${email} 주소로 가입한 계정이 있다면 비밀번호 재설정 메일을 보냈어요. 메일의 링크를 누르거나 메일 속 인증 코드를 입력해 새 비밀번호를 정해 주세요.`,
  mailHint: '메일이 오지 않으면 스팸 메일함을 확인하고, 가입한 이메일 주소가 맞는지 다시 확인해 주세요.',
  storageUnavailable: '이 브라우저에서는 인증 정보를 넘길 수 없어요. 이메일로 비밀번호를 찾아 주세요.',
} as const;

function ByEmail() {
  const emailId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const find = useFindPassword({
    onSuccess: (address) => setSentTo(address),
    onError: (failure) => setError(errorMessage(failure)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (find.isPending) return;
    const problem = validateField(email, emailRules);
    setError(problem);
    if (problem) {
      document.getElementById(emailId)?.focus();
      return;
    }
    find.mutate(email.trim());
  };

  if (sentTo) {
    return (
      <div className={styles.done}>
        <p role="status">{FIND_PASSWORD_MESSAGES.mailSent(sentTo)}</p>
        <p className={styles.lead}>{FIND_PASSWORD_MESSAGES.mailHint}</p>
        <ButtonLink href={paths.resetPassword()} size="lg">
          인증 코드 입력하기
        </ButtonLink>
        <Button variant="ghost" onClick={() => setSentTo(null)}>
          다른 이메일로 다시 보내기
        </Button>
      </div>
    );
  }
  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <TextField
        id={emailId}
        label="가입한 이메일"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setError(null);
        }}
        error={error}
      />
      <Button type="submit" size="lg" fullWidth loading={find.isPending} loadingLabel="메일을 보내는 중">
        재설정 메일 받기
      </Button>
    </form>
  );
}

function ByPhone() {
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className={styles.form}>
      <p className={styles.lead}>가입할 때 인증한 휴대폰 번호로 인증하면 바로 새 비밀번호를 정할 수 있어요.</p>
      <PhoneCertification
        purpose="RESET_PASSWORD"
        legend="가입한 휴대폰 번호로 인증"
        error={error}
        onCertified={({ token, tel }) => {
          if (savePhoneResetProof({ token, tel, receivedAt: Date.now() })) navigate(paths.resetPassword({ byPhone: true }));
          else setError(FIND_PASSWORD_MESSAGES.storageUnavailable);
        }}
      />
    </div>
  );
}

/** /password/find: a reset mail by e-mail, or a phone certification that leads straight to the reset. */
export function FindPasswordPage() {
  return (
    <AuthPage title="비밀번호 찾기" lead="이메일이나 휴대폰 인증으로 본인을 확인한 뒤 새 비밀번호를 정해요.">
      <Tabs
        label="비밀번호 찾는 방법"
        fitted
        tabs={[
          { id: 'email', label: '이메일로 찾기', panel: <ByEmail /> },
          { id: 'phone', label: '휴대폰으로 찾기', panel: <ByPhone /> },
        ]}
      />
      <ul className={styles.links}>
        <li>
          <Link href={paths.login()}>로그인</Link>
        </li>
        <li>
          <Link href={paths.signUp()}>회원가입</Link>
        </li>
      </ul>
    </AuthPage>
  );
}
