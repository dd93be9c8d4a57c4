import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ErrorState } from '../../components/ui/error-state';
import { Skeleton, SkeletonText } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/graphql-client';
import { loginPath } from '../../lib/login-path';
import { ME_QUERY_KEY, useSession } from '../../lib/session';
import styles from './member-page.module.css';

/** A member screen's placeholder while its data (or the member's profile) is on its way. */
export function ScreenSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label={label}>
      <Skeleton width="40%" height="1.5rem" />
      <SkeletonText lines={3} />
      <Skeleton shape="block" height="96px" />
    </div>
  );
}

/**
 * Member-only screens: a visitor is sent to log in and comes back here. A profile that failed to
 * load (offline) is not a reason to log in again, so that shows a retry instead.
 */
export function MemberOnly({ children }: { children: ReactNode }) {
  const { status, error } = useSession();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const queryClient = useQueryClient();
  const anonymous = status === 'anonymous' && error === null;
  // Once: the login route replaces this screen, and whatever still renders it must not send again.
  const sent = useRef(false);

  useEffect(() => {
    if (!anonymous || sent.current) return;
    sent.current = true;
    navigate(loginPath(path, search), { replace: true });
  }, [anonymous, navigate, path, search]);

  if (status === 'member') return children;
  if (error) {
    return <ErrorState message={errorMessage(error)} onRetry={() => void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY })} />;
  }
  return <ScreenSkeleton label="회원 정보를 확인하는 중이에요" />;
}
