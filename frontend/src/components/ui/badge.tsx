import type { ReactNode } from 'react';
import styles from './badge.module.css';
import { VisuallyHidden } from './visually-hidden';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info';

interface BadgeProps {
  children: ReactNode;
  /** Meaning, not decoration: 품절 danger, 공동구매 primary, 배송중 info, 결제완료 success. */
  tone?: BadgeTone;
  /** `solid` for a label on an image, `soft` for a status in a list. */
  appearance?: 'soft' | 'solid';
}

/** A short label on a product or an order line, e.g. 품절, 공동구매, 배송 중. */
export function Badge({ children, tone = 'neutral', appearance = 'soft' }: BadgeProps) {
  return <span className={`${styles.badge} ${styles[tone]} ${styles[appearance]}`}>{children}</span>;
}

interface CountBadgeProps {
  count: number;
  /** What a screen reader hears instead of the digits, e.g. `담긴 상품 3개`. */
  label: string;
  /** Above this the badge shows "99+". */
  max?: number;
}

/** The little number on an icon (the cart in the header); nothing at all when the count is zero. */
export function CountBadge({ count, label, max = 99 }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <span className={styles.count}>
      <span aria-hidden="true">{count > max ? `${max}+` : count}</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
