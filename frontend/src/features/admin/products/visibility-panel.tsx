import { saleWindowState, saleWindowSummary, type SaleWindow } from '../../../../../domain/catalog/sale-window';
import { STUDENT_VERDICT_TEXT, studentVerdict } from '../../../../../domain/catalog/visibility-checklist';
import { SaleDeadline } from '../../../components/ui/sale-deadline';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import type { AdminProductEditorFieldsFragment } from '../../../lib/__generated__/graphql';
import styles from './admin-products.module.css';

/**
 * What a student sees of the dates now, with the storefront's own chip and words (the rule lives
 * once in domain/catalog/sale-window.ts), updated as staff type.
 */
export function SalePreview({ window, now }: { window: SaleWindow; now: Date }) {
  return (
    <div className={styles.preview} aria-live="polite">
      <strong>학생에게 지금 이렇게 보여요</strong>
      <span>{saleWindowSummary(saleWindowState(window, now))}</span>
      <SaleDeadline window={window} now={now} />
    </div>
  );
}

type Check = AdminProductEditorFieldsFragment['visibilityChecklist'][number];

function mark(check: Check): { symbol: string; className: string; spoken: string } {
  if (check.ok) return { symbol: '✓', className: styles.ok!, spoken: '통과' };
  return check.blocking ? { symbol: '✕', className: styles.fail!, spoken: '막힘' } : { symbol: '!', className: styles.warn!, spoken: '주의' };
}

/** "왜 안 보이나요?": the server's checklist for the saved product, with its headline. */
export function VisibilityChecklist({ checks }: { checks: readonly Check[] }) {
  return (
    <section className={styles.section} aria-labelledby="visibility-heading">
      <h2 id="visibility-heading">학생에게 보이나요?</h2>
      <p className={styles.verdict}>{STUDENT_VERDICT_TEXT[studentVerdict(checks)]}</p>
      <ul className={styles.checklist}>
        {checks.map((check) => {
          const { symbol, className, spoken } = mark(check);
          return (
            <li key={check.key} className={styles.check}>
              <span className={`${styles.mark} ${className}`} aria-hidden="true">
                {symbol}
              </span>
              <span>
                <VisuallyHidden>{spoken}: </VisuallyHidden>
                {check.message}
              </span>
            </li>
          );
        })}
      </ul>
      <p className={styles.summary}>저장한 내용으로 판단해요. 고친 뒤에는 저장해야 반영돼요.</p>
    </section>
  );
}
