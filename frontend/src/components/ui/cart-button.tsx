import { Link } from 'wouter';
import { CountBadge } from './badge';
import { VisuallyHidden } from './visually-hidden';
import styles from './header.module.css';
import { paths } from '../../lib/paths';

interface CartButtonProps {
  /** Lines in the cart; undefined while unknown (anonymous visitor or still loading). */
  count: number | undefined;
  href?: string;
}

/**
 * The header's cart link with its count. Its name comes from its content, not an aria-label: a
 * label would have to contain the visible digits as a word (WCAG 2.5.3, axe
 * label-content-name-mismatch), which "3개" does not. The name is one hidden sentence ("장바구니,
 * 담긴 상품 3개") because browsers join separate hidden pieces with different spacing.
 */
export function CartButton({ count, href = paths.cart() }: CartButtonProps) {
  return (
    <Link href={href} className={styles.iconButton}>
      <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
        <path d="M3 4h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.2" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="9.5" cy="19.5" r="1.4" />
        <circle cx="17" cy="19.5" r="1.4" />
      </svg>
      {count !== undefined && count > 0 ? (
        <span className={styles.badge}>
          <CountBadge count={count} label={`장바구니, 담긴 상품 ${count}개`} />
        </span>
      ) : (
        <VisuallyHidden>장바구니</VisuallyHidden>
      )}
    </Link>
  );
}
