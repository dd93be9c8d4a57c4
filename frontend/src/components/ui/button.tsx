import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './button.module.css';
import { Spinner } from './spinner';
import { VisuallyHidden } from './visually-hidden';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and ignores presses, e.g. while a mutation runs, so it cannot be sent twice. */
  loading?: boolean;
  /** What a screen reader hears while loading. */
  loadingLabel?: string;
  fullWidth?: boolean;
  icon?: ReactNode;
}

export interface ButtonLook {
  variant?: ButtonVariant | undefined;
  size?: ButtonSize | undefined;
  fullWidth?: boolean | undefined;
  className?: string | undefined;
}

/** The classes of a button's look, shared with ButtonLink so a link that acts as a button looks like one. */
export function buttonClassName({ variant = 'primary', size = 'md', fullWidth = false, className }: ButtonLook): string {
  return [styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, className].filter(Boolean).join(' ');
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  loadingLabel = '처리 중',
  fullWidth = false,
  icon,
  type = 'button',
  disabled,
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const classes = buttonClassName({ variant, size, fullWidth, className });
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      // aria-disabled rather than disabled while loading keeps focus on the button for keyboard users.
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {loading ? <Spinner size={size === 'sm' ? 14 : 18} /> : icon}
      <span className={loading ? styles.labelLoading : styles.label}>{children}</span>
      {loading && <VisuallyHidden>{loadingLabel}</VisuallyHidden>}
    </button>
  );
}
