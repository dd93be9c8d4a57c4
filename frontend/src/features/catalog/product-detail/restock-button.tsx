import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { ApiError, errorMessage } from '../../../lib/graphql-client';
import { showNotification, showToast } from '../../../lib/toast';
import { loginPath, useHasSession } from '../session';
import styles from './purchase-panel.module.css';
import { useRestockSubscription } from './use-product-actions';
import type { ProductDetail } from './use-product-detail';

/**
 * Sold out: the student may ask to be told when it is back (once per product; PRODUCT.md
 * "Restock notifications"), and may take the request back.
 */
export function RestockButton({ product, onStale }: { product: ProductDetail; onStale: () => void }) {
  const hasSession = useHasSession();
  const [location, navigate] = useLocation();
  const { subscribe, unsubscribe, setSubscribed } = useRestockSubscription(product.id);
  const [failure, setFailure] = useState<string | null>(null);
  const subscribed = product.isRestockSubscribed;

  const onError = (error: Error) => {
    if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') return navigate(loginPath(location));
    // Asked before on another tab or device: the request already stands, which is what was wanted.
    if (error instanceof ApiError && error.code === 'CONFLICT') return setSubscribed(true);
    // Back in stock meanwhile: the page should offer the cart instead.
    if (error instanceof ApiError && error.code === 'INVALID_STATE') onStale();
    setFailure(errorMessage(error));
  };

  const toggle = () => {
    setFailure(null);
    if (!hasSession) return navigate(loginPath(location));
    if (subscribed) {
      unsubscribe.mutate(undefined, { onSuccess: () => showToast('재입고 알림 신청을 취소했어요.'), onError });
    } else {
      subscribe.mutate(undefined, {
        onSuccess: () => showNotification('재입고 알림을 신청했어요', '다시 입고되면 바로 알려 드릴게요.'),
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
        loading={subscribe.isPending || unsubscribe.isPending}
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
