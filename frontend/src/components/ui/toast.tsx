import styles from './toast.module.css';

interface ToastProps {
  message: string;
}

/** A short status line at the bottom of the screen; screen readers hear it through `role=status`. */
export function Toast({ message }: ToastProps) {
  return (
    <div className={styles.toast} role="status" aria-live="polite">
      {message}
    </div>
  );
}
