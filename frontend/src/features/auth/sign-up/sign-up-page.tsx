import { useState } from 'react';
import { Link, Redirect, useSearchParams } from 'wouter';
import { ButtonLink } from '../../../components/ui/button-link';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/graphql-client';
import { useSession } from '../../../lib/session';
import { socialProviderBySlug } from '../../../lib/social-providers';
import { useUserTypes } from '../../../lib/user-types';
import { AuthPage } from '../auth-page';
import styles from '../auth.module.css';
import { safeNextPath } from '../next-path';
import { readSocialSignUp } from '../social/sign-up-ticket';
import { SignUpForm } from './sign-up-form';
import { paths } from '../../../lib/paths';

function FormSkeleton() {
  return (
    <div role="status" className={styles.form} aria-busy="true" aria-label="회원가입 양식을 불러오는 중이에요">
      {[0, 1, 2].map((section) => (
        <div key={section} className={styles.section}>
          <Skeleton width="30%" height="1.25rem" />
          <Skeleton shape="block" height="48px" />
          <Skeleton shape="block" height="48px" />
        </div>
      ))}
    </div>
  );
}

/** The ticket is gone (another tab, over 30 minutes, or storage off): social login has to run again. */
function SocialSignUpExpired({ next }: { next: string }) {
  return (
    <AuthPage title="회원가입">
      <div className={styles.done}>
        <p role="alert">소셜 로그인 정보가 만료되었어요. 소셜 로그인을 처음부터 다시 해 주세요.</p>
        <ButtonLink href={paths.login({ next })} size="lg">
          로그인 화면으로
        </ButtonLink>
      </div>
      <Link href={paths.signUp({ next })} className={styles.textLink}>
        이메일로 가입하기
      </Link>
    </AuthPage>
  );
}

/** /signup: e-mail sign-up, or /signup?social=kakao to finish a social sign-up with its ticket. */
export function SignUpPage() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const socialSlug = params.get('social');
  const [social] = useState(() => (socialSlug === null ? null : readSocialSignUp(Date.now())));
  const { status } = useSession();
  const userTypes = useUserTypes();

  if (status === 'member') return <Redirect to={next} replace />;
  if (socialSlug !== null && (!social || socialProviderBySlug(socialSlug)?.provider !== social.provider)) return <SocialSignUpExpired next={next} />;

  const providerName = social ? socialProviderBySlug(socialSlug ?? undefined)?.name : undefined;
  return (
    <AuthPage
      title={providerName ? `${providerName}로 회원가입` : '회원가입'}
      lead="가입하면 공동구매 소식을 받고, 주문할 때마다 포인트가 쌓여요."
    >
      {userTypes.isPending ? (
        <FormSkeleton />
      ) : userTypes.isError ? (
        <ErrorState message={errorMessage(userTypes.error)} onRetry={() => void userTypes.refetch()} />
      ) : (
        <SignUpForm userTypes={userTypes.data} social={social} next={next} />
      )}
      <ul className={styles.links}>
        <li>
          <Link href={paths.login({ next })}>이미 회원이신가요? 로그인</Link>
        </li>
      </ul>
    </AuthPage>
  );
}
