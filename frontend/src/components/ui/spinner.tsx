import styles from './spinner.module.css';

interface SpinnerProps {
  /** Read out while it spins; leave empty when the surrounding control already says it is busy. */
  label?: string;
  size?: number;
}

/** A small turning ring in the current text colour. */
export function Spinner({ label, size = 18 }: SpinnerProps) {
  return (
    <span
      className={styles.spinner}
      style={{ width: size, height: size }}
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}
