import { useStore } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { TextField } from '../../../components/ui/text-field';
import { type SocialProvider } from '../../../lib/__generated__/graphql';
import { ApiError } from '../../../lib/graphql-client';
import { useSession } from '../../../lib/session';
import { socialProvider } from '../../../lib/social-providers';
import { showMessage } from '../../../lib/toast';
import styles from '../account.module.css';
import { FormFailure } from '../form-failure';
import { useFormFields } from '../use-form-fields';
import { PASSWORD_FIELDS, validatePasswordField, type PasswordValues } from './password-form';
import { useUpdatePassword } from '../use-account-mutations';
import { paths } from '../../../lib/paths';

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** A social sign-up may never have made a password; the API says so, and this explains the way out. */
function NoPasswordNotice({ message, social }: { message: string; social: SocialProvider | null }) {
  const { signOut } = useSession();
  const [, navigate] = useLocation();
  const toFindPassword = async () => {
    await signOut();
    navigate(paths.findPassword());
  };
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.noticeTitle}>{social ? `${socialProvider(social).name} 로그인으로 가입한 계정이에요` : '비밀번호가 없는 계정이에요'}</p>
      <p>{message}</p>
      <Button variant="secondary" fullWidth onClick={() => void toFindPassword()}>
        로그아웃하고 비밀번호 만들기
      </Button>
    </div>
  );
}

/** `/my/password`: current password and the new one twice; the fresh session replaces every other. */
export function PasswordPage() {
  const { user, signIn } = useSession();
  const store = useStore();
  const [, navigate] = useLocation();
  const form = useFormFields(() => EMPTY, PASSWORD_FIELDS, validatePasswordField);
  const { formRef, values, bind } = form;
  const [visible, setVisible] = useState(false);
  const [noPassword, setNoPassword] = useState<string | null>(null);
  const update = useUpdatePassword();
  const social = user?.userConfig.social ?? null;

  const submit = (event: FormEvent) => {
    if (!form.submitted(event)) return;
    update.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: async (result) => {
          // Every other session has just been revoked; this device carries on with the fresh token.
          await signIn(result.updatePassword.token);
          showMessage('비밀번호를 바꿨어요. 다른 기기에서는 새 비밀번호로 다시 로그인해 주세요.', { store });
          navigate(paths.myPage());
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'INVALID_STATE') return setNoPassword(error.message);
          form.place(error, { LOGIN_FAILED: 'currentPassword' });
        },
      },
    );
  };

  if (noPassword) return <NoPasswordNotice message={noPassword} social={social} />;

  const type = visible ? 'text' : 'password';
  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={submit}>
      {social && (
        <p className={styles.hintBox}>
          {socialProvider(social).name} 로그인으로 가입했다면 비밀번호가 없을 수 있어요. 비밀번호 찾기로 만든 적이 있을 때만 바꿀 수 있어요.
        </p>
      )}
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
      <TextField
        label="현재 비밀번호"
        type={type}
        autoComplete="current-password"
        required
        {...bind('currentPassword')}
      />
      <TextField
        label="새 비밀번호"
        type={type}
        autoComplete="new-password"
        required
        maxLength={64}
        hint="영문과 숫자를 모두 포함해 8~64자"
        {...bind('newPassword')}
      />
      <TextField
        label="새 비밀번호 확인"
        type={type}
        autoComplete="new-password"
        required
        maxLength={64}
        {...bind('confirmPassword')}
      />
      <Checkbox label="비밀번호 보기" checked={visible} onChange={(event) => setVisible(event.target.checked)} />
      <p className={styles.muted}>비밀번호를 바꾸면 다른 기기에서는 모두 로그아웃돼요.</p>
      <FormFailure message={form.failure} />
      <Button type="submit" size="lg" fullWidth loading={update.isPending} loadingLabel="바꾸는 중">
        비밀번호 변경
      </Button>
    </form>
  );
}
