import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useDocumentTitle } from '../../lib/tenant';
import styles from './account.module.css';

interface AccountFrameProps {
  title: string;
  /** Where the back link leads; the hub itself has none. */
  back?: { href: string; label: string } | null;
  children: ReactNode;
}

export const BACK_TO_HUB = { href: '/my', label: '마이페이지' } as const;

/** The frame every account screen shares: a way back to the hub, the page's one heading, its title. */
export function AccountFrame({ title, back = BACK_TO_HUB, children }: AccountFrameProps) {
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      {back && (
        <Link href={back.href} className={styles.back}>
          <span aria-hidden="true" className={styles.backArrow} />
          {back.label}
        </Link>
      )}
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}
