import { Link } from 'wouter';
import { Skeleton } from '../components/ui/skeleton';
import styles from './layout.module.css';

interface SiteHeaderProps {
  shopName: string | undefined;
  /** While the tenant loads the name's place is held; after a failure it stays empty. */
  loading: boolean;
}

export function SiteHeader({ shopName, loading }: SiteHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        {loading && <Skeleton width="10em" height="1.25em" />}
        {shopName !== undefined && (
          <Link href="/" className={styles.brand}>
            {shopName}
          </Link>
        )}
      </div>
    </header>
  );
}
