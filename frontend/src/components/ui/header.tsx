import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'wouter';
import styles from './header.module.css';
import { Skeleton } from './skeleton';
import { paths } from '../../lib/paths';

export interface BrandColor {
  /** The tenant's theme colour. */
  background: string;
  /** Readable text on it (white or near-black, chosen by contrast). */
  foreground: string;
}

export interface HeaderProps {
  /** Undefined while the tenant loads or after it failed to load. */
  shopName: string | undefined;
  /** While the tenant loads the name's place is held; after a failure it stays empty. */
  loading?: boolean;
  /** Paints this header in a tenant's colour; without it the page's theme colour applies. */
  brandColor?: BrandColor | undefined;
  /** The cart button with its count (see CartButton); the cart feature owns the number. */
  cartSlot?: ReactNode;
  homeHref?: string;
}

/** The bar on top of every page: the shop's mark and name leading home, and the cart. */
export function Header({ shopName, loading = false, brandColor, cartSlot, homeHref = paths.home() }: HeaderProps) {
  const style = brandColor
    ? ({ '--color-primary': brandColor.background, '--color-on-primary': brandColor.foreground } as CSSProperties)
    : undefined;
  const initial = shopName?.trim().charAt(0);

  return (
    <header className={styles.header} style={style}>
      <div className={styles.inner}>
        {loading && <Skeleton width="10em" height="1.25em" />}
        {shopName !== undefined && (
          <Link href={homeHref} className={styles.brand}>
            {initial && (
              <span className={styles.mark} aria-hidden="true">
                {initial}
              </span>
            )}
            <span className={styles.name}>{shopName}</span>
          </Link>
        )}
        {cartSlot && <div className={styles.actions}>{cartSlot}</div>}
      </div>
    </header>
  );
}
