import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import type { StaffAuditObjectType } from '../../../lib/__generated__/graphql';
import { errorMessage } from '../../../lib/graphql-client';
import { STAFF_AUDIT_PAGE_SIZE } from '../../../../../domain/staff/staff-audit';
import { AuditEntries } from './audit-entries';
import { useAuditLog } from './use-audit-log';

interface AuditTrailProps {
  objectType: StaffAuditObjectType;
  objectId: number;
  /** The section's heading level inside its screen (default h2). */
  headingLevel?: 'h2' | 'h3';
}

/** One object's 변경 기록, newest first: put it on the object's own console screen. */
export function AuditTrail({ objectType, objectId, headingLevel: Heading = 'h2' }: AuditTrailProps) {
  const [page, setPage] = useState(1);
  const log = useAuditLog({ objectType, objectId, page });
  const headingId = `audit-${objectType}-${objectId}`;
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>변경 기록</Heading>
      {log.isPending ? (
        <div role="status" aria-busy="true" aria-label="변경 기록을 불러오는 중이에요">
          <Skeleton shape="block" height="72px" />
        </div>
      ) : log.isError ? (
        <ErrorState message={errorMessage(log.error)} onRetry={() => void log.refetch()} />
      ) : log.data.total === 0 ? (
        <EmptyState title="아직 바뀐 내용이 없어요" />
      ) : (
        <>
          <AuditEntries items={log.data.items} showObject={false} />
          <Pagination page={page} total={log.data.total} pageSize={STAFF_AUDIT_PAGE_SIZE} onPageChange={setPage} label="변경 기록 페이지" />
        </>
      )}
    </section>
  );
}
