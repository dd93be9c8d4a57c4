import { Link } from 'wouter';
import type { ToastAction, ToastVariant } from '../../lib/toast';
import styles from './toast.module.css';

interface ToastProps {
  message: string;
  /** `toast` a one-line status, `message` a sentence to read, `notification` a titled notice. */
  variant?: ToastVariant;
  /** Notifications only. */
  title?: string | undefined;
  /** One link, e.g. "장바구니 보기" after adding to the cart. */
  action?: ToastAction | undefined;
  /** Called when the link is followed (the host then clears the toast). */
  onAction?: (() => void) | undefined;
  /** Notifications get a close button; the others are gone before a thumb could reach one. */
  onClose?: (() => void) | undefined;
}

/**
 * A short status at the edge of the screen; screen readers hear it through `role=status` without
 * losing their place. A link or close button sits beside the live region, so that only the words
 * are announced, and stays reachable by keyboard.
 */
export function Toast({ message, variant = 'toast', title, action, onAction, onClose }: ToastProps) {
  const link = action && (
    <Link href={action.href} className={styles.action} onClick={onAction}>
      {action.label}
    </Link>
  );

  if (variant === 'notification') {
    return (
      <div className={`${styles.toast} ${styles.notification}`}>
        <div className={styles.notificationText} role="status" aria-live="polite">
          {title && <strong className={styles.title}>{title}</strong>} <span>{message}</span>
        </div>
        {link}
        {onClose && (
          <button type="button" className={styles.close} onClick={onClose} aria-label="알림 닫기">
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
    );
  }
  const classes = [styles.toast, variant === 'message' && styles.message, link && styles.withAction].filter(Boolean).join(' ');
  if (!link) {
    return (
      <div className={classes} role="status" aria-live="polite">
        {message}
      </div>
    );
  }
  return (
    <div className={classes}>
      <span role="status" aria-live="polite">
        {message}
      </span>
      {link}
    </div>
  );
}
