import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Text for screen readers only: the words a sighted person gets from layout or colour. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.visuallyHidden}>{children}</span>;
}
