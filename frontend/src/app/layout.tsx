import { useLayoutEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { documentTitle } from '../lib/document-title';
import { useTenant, type Tenant } from '../lib/tenant';
import { AnalyticsShell } from './analytics-shell';
import styles from './layout.module.css';
import { useScrollRestoration } from './scroll-restoration';
import { useSessionGuard } from './session-guard';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useThemeColor } from './use-theme-color';
import { ToastHost } from './toast-host';

/**
 * Every route starts from the tenant's default title; a page with its own title sets it in a
 * passive effect, which runs after this layout effect, so the page wins and a page without one
 * never keeps the title of the page before.
 */
function useDefaultTitle(tenant: Tenant | undefined): void {
  const [path] = useLocation();
  const title = tenant ? documentTitle(tenant) : undefined;
  useLayoutEffect(() => {
    if (title !== undefined) document.title = title;
  }, [path, title]);
}

/**
 * The frame of every page. The tenant's settings paint it; while they load the header shows a
 * placeholder, and if they fail the page itself reports it (the query toasts as well).
 */
export function Layout({ children }: { children: ReactNode }) {
  const { data: tenant, isPending } = useTenant();
  useThemeColor(tenant?.themeColor);
  useDefaultTitle(tenant);
  useSessionGuard();
  useScrollRestoration();

  return (
    <AnalyticsShell>
      <div className={styles.shell}>
        <a href="#main" className={styles.skipLink}>
          본문 바로가기
        </a>
        <SiteHeader shopName={tenant?.shopName} loading={isPending} />
        <main id="main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
        {tenant && <SiteFooter tenant={tenant} />}
        <ToastHost />
      </div>
    </AnalyticsShell>
  );
}
