import type { StaffAuditLogQuery } from '../../../lib/__generated__/graphql';
import { formatDateTime } from '../../../lib/format';
import { STAFF_AUDIT_OBJECT_LABEL } from '../../../../../domain/staff/staff-audit';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import styles from './audit.module.css';

type Entry = StaffAuditLogQuery['staffAuditLog']['items'][number];

function Change({ field, before, after }: Entry['changes'][number]) {
  return (
    <>
      <dt>{field}</dt>
      <dd>
        {before !== null && (
          <>
            <span className={styles.before}>
              <VisuallyHidden>이전 값 </VisuallyHidden>
              {before}
            </span>{' '}
            →{' '}
          </>
        )}
        {after ?? '(없음)'}
      </dd>
    </>
  );
}

/** Entries of the audit log: what happened, who did it, when, and each changed field before → after. */
export function AuditEntries({ items, showObject }: { items: readonly Entry[]; showObject: boolean }) {
  return (
    <ol className={styles.list} aria-label="변경 기록 목록">
      {items.map((entry) => (
        <li key={entry.id} className={styles.entry}>
          <div className={styles.entryHead}>
            <span className={styles.summary}>{entry.summary}</span>
            {showObject && (
              <span className={styles.meta}>
                {STAFF_AUDIT_OBJECT_LABEL[entry.objectType]} #{entry.objectId}
              </span>
            )}
            <span className={styles.meta}>{entry.staffName ?? (entry.staffUserId === null ? '명령줄' : '탈퇴한 운영진')}</span>
            <time className={styles.meta} dateTime={String(entry.createdAt)}>
              {formatDateTime(entry.createdAt)}
            </time>
          </div>
          {entry.reason && <p className={styles.meta}>사유: {entry.reason}</p>}
          {entry.changes.length > 0 && (
            <dl className={styles.changes}>
              {entry.changes.map((change) => (
                <Change key={change.field} {...change} />
              ))}
            </dl>
          )}
        </li>
      ))}
    </ol>
  );
}
