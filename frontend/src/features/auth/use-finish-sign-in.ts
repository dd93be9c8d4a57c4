import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { trackEvent } from '../../lib/analytics/track';
import { useSession } from '../../lib/session';

/** GA4's `method` parameter of login and sign_up. */
export type SignInMethod = 'email' | 'kakao' | 'naver' | 'google';

export interface FinishSignIn {
  token: string;
  event: 'login' | 'sign_up';
  method: SignInMethod;
  next: string;
}

/**
 * Stores the new session, loads the member and leaves the auth screen for `next`, replacing it in
 * the history so that "back" does not return to a form that no longer applies. Answers false when
 * the token turned out to stand for nobody (the session layer has already forgotten it).
 */
export function useFinishSignIn(): (finish: FinishSignIn) => Promise<boolean> {
  const { signIn } = useSession();
  const [, navigate] = useLocation();
  return useCallback(
    async ({ token, event, method, next }: FinishSignIn) => {
      const user = await signIn(token);
      if (!user) return false;
      trackEvent(event, { method });
      navigate(next, { replace: true });
      return true;
    },
    [signIn, navigate],
  );
}
