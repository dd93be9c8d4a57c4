import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { isSuspension, signOut, useMeQuery } from '../lib/session';
import { showMessage } from '../lib/toast';

export const SUSPENDED_MESSAGE = '이용이 정지된 계정이라 로그아웃되었어요. 생협 고객센터로 문의해 주세요.';

/**
 * Acts on what the server says about the stored token, once for the whole app (the layout calls
 * it): a suspended member (authority below 0, or ACCOUNT_SUSPENDED) is signed out at once and
 * told why; a token the server no longer knows is dropped quietly, leaving a plain visitor.
 */
export function useSessionGuard(): void {
  const store = useStore();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { token, me } = useMeQuery();

  const profile = me.data?.me;
  const suspendedMessage =
    token === null
      ? null
      : profile && profile.authority < 0
        ? SUSPENDED_MESSAGE
        : isSuspension(me.error)
          ? (me.error?.message ?? SUSPENDED_MESSAGE)
          : null;
  const staleToken = token !== null && me.isSuccess && profile === null;

  useEffect(() => {
    if (suspendedMessage !== null) {
      void signOut({ store, queryClient, navigate });
      showMessage(suspendedMessage, { store });
    } else if (staleToken) {
      void signOut({ store, queryClient });
    }
  }, [suspendedMessage, staleToken, store, queryClient, navigate]);
}
