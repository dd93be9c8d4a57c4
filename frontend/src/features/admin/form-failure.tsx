import styles from './content/content.module.css';

/** A refusal that belongs to no single field, read out as soon as it appears. */
export function FormFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={styles.formError} role="alert">
      {message}
    </p>
  );
}
