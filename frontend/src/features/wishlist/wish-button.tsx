import { useStore } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { WISH_ADDED_MESSAGE, WISH_REMOVED_MESSAGE } from '../../../../domain/wishlist/wishlist-messages';
import { ApiError, errorMessage } from '../../lib/graphql-client';
import { loginPath } from '../../lib/login-path';
import { useSession } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { savePendingWish, takePendingWish, useToggleWish, useWishState } from './use-wishlist';
import styles from './wish-button.module.css';

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.1 5.2 3 1.6-1.9 3.1-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * 찜 (wishlist) toggle for one product (docs/decisions/0059): a button whose aria-pressed says
 * whether it is wished. A visitor's tap goes to the login page and the wish is applied on return.
 */
export function WishButton({ productId, productName }: { productId: number; productName: string }) {
  const session = useSession();
  const member = session.status === 'member';
  const [location, navigate] = useLocation();
  const search = useSearch();
  const store = useStore();
  const state = useWishState(productId, member);
  const toggle = useToggleWish();
  const [failure, setFailure] = useState<string | null>(null);
  const wished = member && state.data === true;

  const send = (next: boolean) => {
    setFailure(null);
    toggle.mutate(
      { productId, wished: next },
      {
        onSuccess: () => showToast(next ? WISH_ADDED_MESSAGE : WISH_REMOVED_MESSAGE, store),
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') {
            savePendingWish(productId);
            return navigate(loginPath(location, search));
          }
          setFailure(errorMessage(error));
        },
      },
    );
  };

  // Back from the login page: the wish the visitor asked for is applied once, and told.
  const applied = useRef(false);
  const { mutate } = toggle;
  useEffect(() => {
    if (!member || applied.current) return;
    applied.current = true;
    if (!takePendingWish(productId)) return;
    mutate({ productId, wished: true }, { onSuccess: () => showToast(WISH_ADDED_MESSAGE, store) });
  }, [member, productId, mutate, store]);

  const onClick = () => {
    if (session.status === 'anonymous' && session.error === null) {
      savePendingWish(productId);
      return navigate(loginPath(location, search));
    }
    send(!wished);
  };

  return (
    <span className={styles.wrap}>
      <button
        type="button"
        className={styles.button}
        aria-pressed={wished}
        aria-label={`찜하기: ${productName}`}
        aria-busy={toggle.isPending || undefined}
        disabled={toggle.isPending}
        onClick={onClick}
      >
        <HeartIcon filled={wished} />
        <span className={styles.label}>찜</span>
      </button>
      {failure && (
        <span className={styles.failure} role="alert">
          {failure}
        </span>
      )}
    </span>
  );
}
