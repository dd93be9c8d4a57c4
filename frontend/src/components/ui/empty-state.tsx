import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

interface EmptyStateProps {
  title: string;
  /** What the person can do about it, e.g. "마음에 드는 상품을 담아 보세요." */
  description?: ReactNode;
  /** A next step: usually a button or a link to browse. */
  action?: ReactNode;
  icon?: ReactNode;
}

/** A list or section with nothing in it yet, saying so plainly and offering a way on. */
export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  return (
    <div className={styles.emptyState}>
      <div className={styles.icon} aria-hidden="true">
        {icon ?? <span className={styles.defaultIcon} />}
      </div>
      <p className={styles.title}>{title}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
