import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'wouter';
import { buttonClassName, type ButtonLook } from './button';

export interface ButtonLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'href'>, ButtonLook {
  /** A path of the shop; the router navigates without reloading the page. */
  href: string;
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
}

/**
 * A link that looks like a Button, for a next step that goes somewhere ("전체 상품 보기",
 * "로그인 화면으로"). It stays a link for assistive technology, so it is announced and opened as one
 * (middle-click, long-press, "open in new tab") while it looks like the primary or secondary action.
 */
export function ButtonLink({ variant, size, fullWidth, className, children, ...rest }: ButtonLinkProps) {
  return (
    <Link {...rest} className={buttonClassName({ variant, size, fullWidth, className })}>
      {children}
    </Link>
  );
}
