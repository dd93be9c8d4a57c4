import { PAGE_SIZE } from '../../../../domain/paging';
import styles from './pagination.module.css';
import { VisuallyHidden } from './visually-hidden';

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/**
 * The page numbers to show: up to `size` consecutive pages with the current one as central as the
 * ends allow, so the row keeps its width (five fit a 360 px phone beside the arrows).
 */
export function visiblePages(page: number, count: number, size = 5): number[] {
  const width = Math.min(size, count);
  const start = Math.min(Math.max(1, page - Math.floor(width / 2)), count - width + 1);
  return Array.from({ length: width }, (_, i) => start + i);
}

interface PaginationProps {
  /** 1-based, as the API counts. */
  page: number;
  total: number;
  pageSize?: number;
  onPageChange: (page: number) => void;
  /** Names the navigation when a screen has more than one list, e.g. "주문 목록 페이지". */
  label?: string;
}

function Arrow({ direction }: { direction: 'prev' | 'next' }) {
  return <span className={direction === 'prev' ? styles.arrowPrev : styles.arrowNext} aria-hidden="true" />;
}

/** Numbered pages with previous/next; a single page needs no navigation and shows nothing. */
export function Pagination({ page, total, pageSize = PAGE_SIZE, onPageChange, label = '페이지 이동' }: PaginationProps) {
  const count = pageCount(total, pageSize);
  if (count <= 1) return null;
  const current = Math.min(Math.max(1, page), count);

  return (
    <nav className={styles.pagination} aria-label={label}>
      <button
        type="button"
        className={styles.step}
        onClick={() => onPageChange(current - 1)}
        disabled={current === 1}
        aria-label="이전 페이지"
      >
        <Arrow direction="prev" />
      </button>
      <ol className={styles.pages}>
        {visiblePages(current, count).map((n) => (
          <li key={n}>
            <button
              type="button"
              className={styles.page}
              aria-current={n === current ? 'page' : undefined}
              onClick={() => n !== current && onPageChange(n)}
            >
              {/* Named by its content ("2페이지"), so the name starts with the digit staff and
                  voice-control users see (WCAG 2.5.3, axe's label-content-name-mismatch). */}
              {n}
              <VisuallyHidden>페이지</VisuallyHidden>
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={styles.step}
        onClick={() => onPageChange(current + 1)}
        disabled={current === count}
        aria-label="다음 페이지"
      >
        <Arrow direction="next" />
      </button>
    </nav>
  );
}
