import { useStore } from 'jotai';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Button } from '../../../components/ui/button';
import { ApiError, errorMessage } from '../../../lib/graphql-client';
import { loginPath } from '../../../lib/login-path';
import { useSession } from '../../../lib/session';
import { showNotification, showToast } from '../../../lib/toast';
import styles from './purchase-panel.module.css';
import { useOptionRestock } from './use-option-restock';
import { useRestockSubscription } from './use-product-actions';
import type { ProductDetail } from './use-product-detail';
import { useProductViewerState } from './use-product-viewer-state';

/**
 * Sold out: the student may ask to be told when it is back (once per product, or with `optionId`
 * once per sold-out combination, told only when that combination is back;
 * docs/product-rules.md#restock-notifications, docs/decisions/0059), and may take the request back.
 */
export function RestockButton({ product, onStale, optionId }: { product: ProductDetail; onStale: () => void; optionId?: number }) {
  // A session still loading, or one whose profile failed to load, gets to try: the API answers
  // UNAUTHENTICATED for a token it no longer knows, which also leads to the login page.
  const session = useSession();
  const anonymous = session.status === 'anonymous' && session.error === null;
  const [location, navigate] = useLocation();
  const search = useSearch();
  const whole = useRestockSubscription(product.id);
  const option = useOptionRestock(product.id, optionId, session.status === 'member');
  const { subscribe, unsubscribe, setSubscribed } = optionId === undefined ? whole : option;
  const store = useStore();
  const [failure, setFailure] = useState<string | null>(null);
  const mine = useProductViewerState(product.id);
  const subscribed = optionId === undefined ? mine.data?.isRestockSubscribed === true : option.subscribed;

  const onError = (error: Error) => {
    if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') return navigate(loginPath(location, search));
    // Asked before on another tab or device: the request already stands, which is what was wanted.
    if (error instanceof ApiError && error.code === 'CONFLICT') return setSubscribed(true);
    // Back in stock meanwhile: the page should offer the cart instead.
    if (error instanceof ApiError && error.code === 'INVALID_STATE') onStale();
    setFailure(errorMessage(error));
  };

  const toggle = () => {
    setFailure(null);
    if (anonymous) return navigate(loginPath(location, search));
    if (subscribed) {
      unsubscribe.mutate(undefined, { onSuccess: () => showToast('재입고 알림 신청을 취소했어요.', store), onError });
    } else {
      subscribe.mutate(undefined, {
        onSuccess: () => showNotification('재입고 알림을 신청했어요', '다시 입고되면 바로 알려 드릴게요.', { store }),
        onError,
      });
    }
  };

  return (
    <div className={styles.restock}>
      <p className={styles.restockText} role={subscribed ? 'status' : undefined}>
        {subscribed ? '재입고 알림을 신청했어요. 다시 입고되면 알려 드릴게요.' : '재입고 알림을 신청하면 다시 입고될 때 알려 드려요.'}
      </p>
      <Button
        variant={subscribed ? 'secondary' : 'primary'}
        fullWidth
        size="lg"
        loading={subscribe.isPending || unsubscribe.isPending || (optionId === undefined && mine.isLoading)}
        onClick={toggle}
      >
        {subscribed ? '재입고 알림 취소' : '재입고 알림 신청'}
      </Button>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
