import type { ComponentType, ReactNode } from 'react';
import { Link } from 'wouter';
import { useDocumentTitle } from '../../lib/tenant';
import { MemberOnly } from './member-only';
import styles from './member-page.module.css';
import { paths } from '../../lib/paths';

export interface BackLink {
  href: string;
  label: string;
}

export const BACK_TO_HUB: BackLink = { href: paths.myPage(), label: '마이페이지' };

interface MemberPageFrameProps {
  title: string;
  /** Where the back link leads; the hub itself has none. */
  back?: BackLink | null;
  children: ReactNode;
}

/** The frame every member screen shares: a way back to the hub, the page's one heading, its title. */
export function MemberPageFrame({ title, back = BACK_TO_HUB, children }: MemberPageFrameProps) {
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

/**
 * A `/my…` screen as its feature's route list registers it: the login check around the frame
 * around the feature's own content, which then only renders what is its own (no h1, no guard).
 */
export function memberPage(title: string, Body: ComponentType, { back }: { back?: BackLink | null } = {}): ComponentType {
  function MemberPage() {
    return (
      <MemberOnly>
        <MemberPageFrame title={title} back={back}>
          <Body />
        </MemberPageFrame>
      </MemberOnly>
    );
  }
  MemberPage.displayName = `MemberPage(${title})`;
  return MemberPage;
}
