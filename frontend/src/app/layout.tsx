import type { ReactNode } from 'react';
import { useTenant } from '../lib/tenant';
import styles from './layout.module.css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useThemeColor } from './theme';
import { ToastHost } from './toast-host';

/**
 * The frame of every page. The tenant's settings paint it; while they load the header shows a
 * placeholder, and if they fail the page itself reports it (the query toasts as well).
 */
export function Layout({ children }: { children: ReactNode }) {
  const { data: tenant, isPending } = useTenant();
  useThemeColor(tenant?.themeColor);

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        본문 바로가기
      </a>
      <SiteHeader shopName={tenant?.shopName} loading={isPending} themeColor={tenant?.themeColor} />
      <main id="main" className={styles.main}>
        {children}
      </main>
      {tenant && <SiteFooter tenant={tenant} />}
      <ToastHost />
    </div>
  );
}
