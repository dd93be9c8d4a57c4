import styles from './skeleton.module.css';

interface SkeletonProps {
  width?: string;
  height?: string;
}

/** A grey placeholder with the rough size of content still loading, so the page does not jump. */
export function Skeleton({ width = '100%', height = '1em' }: SkeletonProps) {
  return <span className={styles.skeleton} style={{ width, height }} aria-hidden="true" />;
}
