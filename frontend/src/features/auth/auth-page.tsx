import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/tenant';
import styles from './auth.module.css';

interface AuthPageProps {
  title: string;
  /** One line under the title saying what the page is for. */
  lead?: ReactNode;
  children: ReactNode;
}

/** The frame every account-entry screen shares: one column a phone can fill, the title as h1. */
export function AuthPage({ title, lead, children }: AuthPageProps) {
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </header>
      {children}
    </div>
  );
}
