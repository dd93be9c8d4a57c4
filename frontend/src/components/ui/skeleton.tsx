import styles from './skeleton.module.css';

interface SkeletonProps {
  width?: string;
  height?: string;
  /** `circle` for avatars and logos, `block` for images and cards. */
  shape?: 'line' | 'block' | 'circle';
}

/** A grey placeholder with the rough size of content still loading, so the page does not jump. */
export function Skeleton({ width = '100%', height = '1em', shape = 'line' }: SkeletonProps) {
  return <span className={`${styles.skeleton} ${styles[shape]}`} style={{ width, height }} aria-hidden="true" />;
}

/** A paragraph still loading: full lines and a shorter last one, as real text ends. */
export function SkeletonText({ lines = 3 }: { lines?: number }) {
  return (
    <span className={styles.text} aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} width={i === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </span>
  );
}
