import { useId, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { CartButton } from '../../components/ui/cart-button';
import { Skeleton } from '../../components/ui/skeleton';
import { loginPath } from '../../lib/login-path';
import { useSession } from '../../lib/session';
import { useCartCount } from '../shell-queries';
import { CategoryDrawer } from './category-drawer';
import styles from './header-actions.module.css';
import { SearchButton } from './search-button';
import { paths } from '../../lib/paths';

function AccountLink() {
  const { status } = useSession();
  const [path] = useLocation();
  const search = useSearch();
  if (status === 'loading') {
    return (
      <span className={styles.placeholder}>
        <Skeleton shape="circle" width="24px" height="24px" />
      </span>
    );
  }
  const member = status === 'member';
  return (
    <Link href={member ? paths.myPage() : loginPath(path, search)} className={styles.iconButton} aria-label={member ? '마이페이지' : '로그인'}>
      <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
        <circle cx="12" cy="8.5" r="3.7" />
        <path d="M4.8 20a7.2 7.2 0 0 1 14.4 0" strokeLinecap="round" />
      </svg>
    </Link>
  );
}

function MenuButton() {
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  return (
    <>
      <button
        type="button"
        className={styles.iconButton}
        aria-label="카테고리 메뉴"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        onClick={() => setOpen(true)}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
        </svg>
      </button>
      <CategoryDrawer id={drawerId} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** The header's right side: search, account (login or my page), cart with its count, the category menu. */
export function HeaderActions() {
  const count = useCartCount();
  return (
    <>
      <SearchButton />
      <AccountLink />
      <CartButton count={count} />
      <MenuButton />
    </>
  );
}
