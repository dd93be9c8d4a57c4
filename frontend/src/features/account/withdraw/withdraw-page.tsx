import { useStore } from 'jotai';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Modal } from '../../../components/ui/modal';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { type SocialProvider } from '../../../lib/__generated__/graphql';
import { ApiError } from '../../../lib/graphql-client';
import { useSession } from '../../../lib/session';
import { socialProvider } from '../../../lib/social-providers';
import { showMessage } from '../../../lib/toast';
import styles from '../account.module.css';
import { formFailureOf } from '../form-errors';
import { FormFailure } from '../form-failure';
import { useFormFields } from '../use-form-fields';
import { SocialConfirm } from './social-confirm';
import { forgetReauth, readReauthReturn, WITHDRAW_PATH, type SocialProof } from './social-reauth';
import { socialMissingMessage, toResignInput, WITHDRAW_FIELDS, WITHDRAW_REASONS, withdrawValidator } from './withdraw-form';
import { WithdrawNotice } from './withdraw-notice';
import { useResignUser } from '../use-account-mutations';

export const WITHDRAWN_MESSAGE = '회원 탈퇴가 끝났어요. 그동안 이용해 주셔서 감사해요.';

/** The provider's answer when the member comes back from confirming; read once, then cleared from the address. */
function useReauthReturn(social: SocialProvider | null) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const [initial] = useState(() => readReauthReturn(search, social, window.location.origin, Date.now()));
  useEffect(() => {
    if (initial.kind === 'none') return;
    forgetReauth();
    // The one-use code must not stay in the address bar or the history.
    navigate(WITHDRAW_PATH, { replace: true });
  }, [initial, navigate]);
  return initial;
}

/** `/my/withdraw`: the rules first, then the proof of identity and a last confirmation. */
export function WithdrawPage() {
  const { user, signOut } = useSession();
  const store = useStore();
  const social = user?.userConfig.social ?? null;
  const reauth = useReauthReturn(social);
  const [proof, setProof] = useState<SocialProof | null>(reauth.kind === 'proof' ? reauth.proof : null);
  const [socialError, setSocialError] = useState<string | null>(reauth.kind === 'failed' ? reauth.message : null);
  // A social sign-up that later made a password proves itself with the password (the API says so).
  const [needsPassword, setNeedsPassword] = useState(social === null);
  const validateOne = useMemo(() => withdrawValidator(needsPassword), [needsPassword]);
  const form = useFormFields(() => ({ reason: '', password: '', agreed: false }), WITHDRAW_FIELDS, validateOne);
  const { formRef, values, errors, change, bind } = form;
  const [confirming, setConfirming] = useState(false);
  const resign = useResignUser();

  const submit = (event: FormEvent) => {
    const valid = form.submitted(event);
    if (!needsPassword && !proof && social) setSocialError(socialMissingMessage(socialProvider(social).name));
    if (valid && (needsPassword || proof)) setConfirming(true);
  };

  const refused = (error: Error) => {
    setConfirming(false);
    // The provider's code works once; whatever the refusal, a new attempt needs a new login there.
    setProof(null);
    if (error instanceof ApiError && (error.extensions.field === 'socialCode' || error.code === 'CERTIFICATION_FAILED')) {
      return setSocialError(error.message);
    }
    // A social sign-up that has a password after all is asked for it.
    if (formFailureOf(error, WITHDRAW_FIELDS, { LOGIN_FAILED: 'password' }).field === 'password') setNeedsPassword(true);
    form.place(error, { LOGIN_FAILED: 'password' });
  };

  const confirm = () =>
    resign.mutate(toResignInput(values, needsPassword, proof), {
      onSuccess: async () => {
        await signOut();
        showMessage(WITHDRAWN_MESSAGE, { store });
      },
      onError: refused,
    });

  return (
    <div className={styles.stack}>
      <WithdrawNotice />
      <form ref={formRef} className={styles.form} noValidate onSubmit={submit}>
        <Select
          label="탈퇴 사유 (선택)"
          options={WITHDRAW_REASONS}
          hint="더 나은 생협 쇼핑몰을 만드는 데만 써요."
          {...bind('reason')}
        />
        {social && !needsPassword && <SocialConfirm provider={social} proof={proof} error={socialError} />}
        {needsPassword && (
          <TextField
            label="비밀번호"
            type="password"
            autoComplete="current-password"
            required
            hint="본인 확인을 위해 지금 쓰는 비밀번호를 입력해 주세요."
            {...bind('password')}
          />
        )}
        <Checkbox
          label="안내 내용을 모두 확인했고, 탈퇴에 동의해요."
          checked={values.agreed}
          error={errors.agreed}
          onChange={(event) => change('agreed', event.target.checked)}
        />
        <FormFailure message={form.failure} />
        <Button type="submit" variant="danger" size="lg" fullWidth>
          회원 탈퇴
        </Button>
      </form>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title="정말 탈퇴할까요?"
        closeOnBackdrop={!resign.isPending}
        footer={
          <>
            <Button variant="secondary" fullWidth onClick={() => setConfirming(false)} disabled={resign.isPending}>
              취소
            </Button>
            <Button variant="danger" fullWidth loading={resign.isPending} loadingLabel="탈퇴하는 중" onClick={confirm}>
              탈퇴하기
            </Button>
          </>
        }
      >
        <p>탈퇴하면 포인트가 모두 사라지고 계정을 되살릴 수 없어요.</p>
      </Modal>
    </div>
  );
}
