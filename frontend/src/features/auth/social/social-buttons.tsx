import { useId, useState } from 'react';
import type { SocialProvider } from '../../../lib/__generated__/graphql';
import { newOAuthState } from '../../../lib/social-providers';
import styles from './social-buttons.module.css';
import { authorizeUrl, rememberSocialLogin } from './social-login';
import { useSocialProviders } from './use-social-providers';

export const STORAGE_UNAVAILABLE_MESSAGE = '이 브라우저에서는 소셜 로그인을 시작할 수 없어요. 이메일로 로그인하거나 다른 브라우저를 이용해 주세요.';

const MARKS: Record<SocialProvider, string> = { KAKAO: 'K', NAVER: 'N', GOOGLE: 'G' };

interface SocialButtonsProps {
  /** Where to return once signed in. */
  next: string;
  /** Leaves for the provider; tests replace it (jsdom cannot navigate). */
  navigateAway?: (url: string) => void;
}

/**
 * One button per provider the shop configured; none at all (and no divider) when it has none.
 * A button leaves the shop for the provider's consent page, remembering a fresh `state` that the
 * callback must get back unchanged.
 */
export function SocialButtons({ next, navigateAway = (url) => window.location.assign(url) }: SocialButtonsProps) {
  const providers = useSocialProviders();
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  if (providers.length === 0) return null;

  const start = (provider: SocialProvider, clientId: string) => {
    const info = providers.find((entry) => entry.info.provider === provider)?.info;
    if (!info) return;
    const state = newOAuthState();
    if (!rememberSocialLogin({ provider, state, next })) {
      setError(STORAGE_UNAVAILABLE_MESSAGE);
      return;
    }
    navigateAway(authorizeUrl({ info, clientId, origin: window.location.origin, state }));
  };

  return (
    <section className={styles.social} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.divider}>
        간편 로그인
      </h2>
      {providers.map(({ info, clientId }) => (
        <button key={info.provider} type="button" className={`${styles.button} ${styles[info.provider]}`} onClick={() => start(info.provider, clientId)}>
          <span className={styles.mark} aria-hidden="true">
            {MARKS[info.provider]}
          </span>
          {info.name}로 시작하기
        </button>
      ))}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
