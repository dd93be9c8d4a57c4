import { formatDate } from '../../lib/format';
import styles from './reviews.module.css';

interface LineSummaryProps {
  name: string;
  image: string;
  optionText: string;
  /** Extra lines under the name: order date, review deadline, status. */
  children?: React.ReactNode;
}

/** The product a review is about, as bought: photo, name (wrapping), options. */
export function LineSummary({ name, image, optionText, children }: LineSummaryProps) {
  return (
    <div className={styles.line}>
      {/* The name beside it says what the photo shows. */}
      <img src={image} alt="" className={styles.image} loading="lazy" decoding="async" />
      <div className={styles.lineText}>
        <p className={styles.name}>{name}</p>
        {optionText && <p className={styles.meta}>{optionText}</p>}
        {children}
      </div>
    </div>
  );
}

/** "2026. 12. 20.까지 작성 가능", or nothing before the line is delivered. */
export function ReviewDeadline({ until }: { until: string | null }) {
  if (!until) return null;
  return (
    <p className={styles.meta}>
      <time dateTime={until}>{formatDate(until)}</time>까지 작성할 수 있어요
    </p>
  );
}
