import type { ToastVariant } from '../../lib/toast';
import styles from './toast.module.css';

interface ToastProps {
  message: string;
  /** `toast` a one-line status, `message` a sentence to read, `notification` a titled notice. */
  variant?: ToastVariant;
  /** Notifications only. */
  title?: string | undefined;
  /** Notifications get a close button; the others are gone before a thumb could reach one. */
  onClose?: (() => void) | undefined;
}

/**
 * A short status at the edge of the screen; screen readers hear it through `role=status` without
 * losing their place.
 */
export function Toast({ message, variant = 'toast', title, onClose }: ToastProps) {
  if (variant === 'notification') {
    // The close button sits beside the live region so that only the words are announced.
    return (
      <div className={`${styles.toast} ${styles.notification}`}>
        <div className={styles.notificationText} role="status" aria-live="polite">
          {title && <strong className={styles.title}>{title}</strong>} <span>{message}</span>
        </div>
        {onClose && (
          <button type="button" className={styles.close} onClick={onClose} aria-label="알림 닫기">
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
    );
  }
  return (
    <div className={`${styles.toast} ${variant === 'message' ? styles.message : ''}`} role="status" aria-live="polite">
      {message}
    </div>
  );
}
