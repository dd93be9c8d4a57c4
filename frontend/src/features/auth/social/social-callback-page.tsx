import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'wouter';
import { ButtonLink } from '../../../components/ui/button-link';
import { Spinner } from '../../../components/ui/spinner';
import { useUntrackedPageView } from '../../../lib/analytics/page-tracking';
import { errorMessage } from '../../../lib/graphql-client';
import { socialProviderBySlug, type SocialProviderInfo } from '../../../lib/social-providers';
import { AuthPage } from '../auth-page';
import styles from '../auth.module.css';
import { AUTH_MESSAGES } from '../field-rules';
import { useFinishSignIn, type SignInMethod } from '../use-finish-sign-in';
import { saveSocialSignUp } from './sign-up-ticket';
import { forgetSocialLogin, pendingSocialLogin, redirectUriFor } from './social-login';
import { useLoginWithSocial } from '../use-auth-mutations';
import { paths } from '../../../lib/paths';

export const CALLBACK_MESSAGES = {
  unknownProvider: '지원하지 않는 로그인 방식이에요. 로그인 화면에서 다시 선택해 주세요.',
  stateMismatch: '로그인 요청을 확인하지 못했어요. 안전을 위해 로그인 화면에서 처음부터 다시 시작해 주세요.',
  cancelled: (name: string) => `${name} 로그인을 취소했어요. 다른 방법으로 로그인하거나 다시 시도해 주세요.`,
  failed: (name: string) => `${name} 로그인에 실패했어요. 잠시 후 다시 시도해 주세요.`,
  noEmail: (name: string) => `${name} 계정의 이메일을 받지 못했어요. ${name} 동의 화면에서 이메일 제공에 동의한 뒤 다시 시도해 주세요.`,
} as const;

/** Why this return from the provider cannot be used, before anything is sent to the server. */
function problemOf(info: SocialProviderInfo | undefined, params: URLSearchParams, pendingFound: boolean): string | null {
  if (!info) return CALLBACK_MESSAGES.unknownProvider;
  const providerError = params.get('error');
  if (providerError) return providerError === 'access_denied' ? CALLBACK_MESSAGES.cancelled(info.name) : CALLBACK_MESSAGES.failed(info.name);
  if (!pendingFound) return CALLBACK_MESSAGES.stateMismatch;
  if (!params.get('code')) return CALLBACK_MESSAGES.failed(info.name);
  return null;
}

function CallbackFailure({ message, next }: { message: string; next: string }) {
  return (
    <div className={styles.done}>
      <p role="alert">{message}</p>
      <ButtonLink href={paths.login({ next })} size="lg">
        로그인 화면으로
      </ButtonLink>
      <Link href={paths.findPassword()} className={styles.textLink}>
        비밀번호 찾기
      </Link>
    </div>
  );
}

/**
 * /login/callback/:provider — where Kakao, Naver or Google send the member back. The `state` must
 * be the one this tab sent; then the code is exchanged once: a linked member is signed in, anyone
 * else goes on to sign-up with the provider's e-mail and the server's ticket.
 */
export function SocialCallbackPage() {
  // Not a page of the shop, and its address carries the provider's one-use code and state.
  useUntrackedPageView();
  const { provider: slug } = useParams<{ provider: string }>();
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const info = socialProviderBySlug(slug);
  const [pending] = useState(() => (info ? pendingSocialLogin(info.provider, params.get('state'), Date.now()) : null));
  const next = pending?.next ?? paths.home();
  const problem = problemOf(info, params, pending !== null);
  const [failure, setFailure] = useState<string | null>(null);
  const finishSignIn = useFinishSignIn();
  const exchange = useLoginWithSocial();
  const { mutateAsync } = exchange;
  // A code works once; React's development double effects must not send it twice.
  const started = useRef(false);

  useEffect(() => {
    const code = params.get('code');
    if (problem || started.current || !info || !pending || !code) return;
    started.current = true;
    forgetSocialLogin();
    const method = info.slug as SignInMethod;
    void (async () => {
      try {
        const payload = { redirectUri: redirectUriFor(info, window.location.origin), state: params.get('state') };
        const { loginWithSocial: result } = await mutateAsync({ code, social: info.provider, payload });
        if (result.isExist && result.token) {
          if (!(await finishSignIn({ token: result.token, event: 'login', method, next: pending.next }))) setFailure(AUTH_MESSAGES.signInFailed);
        } else if (result.email && result.signUpTicket) {
          const receivedAt = Date.now();
          if (!saveSocialSignUp({ provider: info.provider, email: result.email, ticket: result.signUpTicket, next: pending.next, receivedAt })) {
            setFailure(CALLBACK_MESSAGES.stateMismatch);
            return;
          }
          navigate(paths.signUp({ social: info.slug, next: pending.next }), { replace: true });
        } else {
          setFailure(CALLBACK_MESSAGES.noEmail(info.name));
        }
      } catch (error) {
        setFailure(errorMessage(error));
      }
    })();
  }, [problem, info, pending, params, mutateAsync, finishSignIn, navigate]);

  const message = problem ?? failure;
  return (
    <AuthPage title={info ? `${info.name} 로그인` : '소셜 로그인'}>
      {message ? (
        <CallbackFailure message={message} next={next} />
      ) : (
        <div className={styles.done} aria-busy="true">
          <Spinner />
          <p role="status">{info?.name} 계정을 확인하고 있어요. 잠시만 기다려 주세요.</p>
        </div>
      )}
    </AuthPage>
  );
}
