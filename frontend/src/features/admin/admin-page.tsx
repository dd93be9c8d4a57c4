import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/tenant';
import styles from './admin.module.css';

interface AdminPageProps {
  title: string;
  /** Buttons beside the heading (hidden by the screen itself for look-only staff). */
  actions?: ReactNode;
  /** A line under the heading: what the screen is for, or the object's state. */
  description?: ReactNode;
  children: ReactNode;
}

/** Every console screen's frame: its one heading, the document title, and the actions beside it. */
export function AdminPage({ title, actions, description, children }: AdminPageProps) {
  useDocumentTitle(`${title} · 운영`);
  return (
    <div className={styles.page}>
      <div className={styles.pageHead}>
        <div>
          <h1 className={styles.pageTitle}>{title}</h1>
          {description && <p className={styles.pageDescription}>{description}</p>}
        </div>
        {actions && <div className={styles.pageActions}>{actions}</div>}
      </div>
      {children}
    </div>
  );
}
