import styles from './error-state.module.css';

interface ErrorStateProps {
  message: string;
  onRetry?: () => void;
}

/** A failed section: the error's message and, when the caller can, a retry button. */
export function ErrorState({ message, onRetry }: ErrorStateProps) {
  return (
    <div className={styles.errorState} role="alert">
      <p className={styles.message}>{message}</p>
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          다시 시도
        </button>
      )}
    </div>
  );
}
