import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { ToastHost } from '../toast-host';
import { useSessionGuard } from '../session-guard';
import { useThemeColor } from '../use-theme-color';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useTenant } from '../../lib/tenant';
import { activeNavItem, ADMIN_NAV } from '../../features/admin/admin-nav';
import shopLayout from '../layout.module.css';
import styles from './admin-layout.module.css';
import { useStaffLevel } from '../../features/admin/use-staff-level';

/** The console's frame around every staff screen: its own bar, navigation and toasts. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { data: tenant } = useTenant();
  useThemeColor(tenant?.themeColor);
  useSessionGuard();
  const [path] = useLocation();
  const { user } = useSession();
  const { canRead, canOperate } = useStaffLevel();
  const active = activeNavItem(path);

  return (
    <div className={styles.shell}>
      <a href="#admin-main" className={shopLayout.skipLink}>
        본문 바로가기
      </a>
      <header className={styles.topBar}>
        <Link href={paths.adminHome()} className={styles.brand}>
          {tenant?.shopName ?? '생협 상점'}
          <span className={styles.brandTag}>운영</span>
        </Link>
        <div className={styles.topBarEnd}>
          {canRead && !canOperate && <span className={styles.readOnly}>조회 전용</span>}
          {user && <span>{user.name}님</span>}
          <Link href={paths.home()}>상점 보기</Link>
        </div>
      </header>
      <div className={styles.body}>
        {canRead && (
          <nav className={styles.nav} aria-label="운영 메뉴">
            <ul className={styles.navList}>
              {ADMIN_NAV.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} className={styles.navLink} aria-current={item === active ? 'page' : undefined}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <main id="admin-main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </div>
      <ToastHost />
    </div>
  );
}
