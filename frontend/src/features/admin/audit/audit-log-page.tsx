import { useLocation, useSearch } from 'wouter';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pagination } from '../../../components/ui/pagination';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import type { StaffAuditObjectType } from '../../../lib/__generated__/graphql';
import { errorMessage } from '../../../lib/graphql-client';
import { paths } from '../../../lib/paths';
import { STAFF_AUDIT_OBJECT_LABEL, STAFF_AUDIT_PAGE_SIZE } from '../../../../../domain/staff/staff-audit';
import { AdminPage } from '../admin-page';
import { AuditEntries } from './audit-entries';
import styles from './audit.module.css';
import { useAuditLog } from './use-audit-log';

const TYPE_OPTIONS = [
  { value: '', label: '전체' },
  ...Object.entries(STAFF_AUDIT_OBJECT_LABEL).map(([value, label]) => ({ value, label })),
];

function isObjectType(value: string | null): value is StaffAuditObjectType {
  return value !== null && value in STAFF_AUDIT_OBJECT_LABEL;
}

function positive(value: string | null): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

/** `/admin/audit?type=&id=&page=`: every staff change, filtered by kind of object and object. */
export function AuditLogPage() {
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const typeParam = params.get('type');
  const objectType = isObjectType(typeParam) ? typeParam : null;
  const objectId = objectType ? positive(params.get('id')) : null;
  const page = positive(params.get('page')) ?? 1;
  const log = useAuditLog({ objectType, objectId, page });
  const go = (next: { type?: string | null; id?: number | null; page?: number }) =>
    navigate(paths.adminAudit({ type: next.type ?? null, id: next.type ? (next.id ?? null) : null, page: next.page ?? 1 }));

  return (
    <AdminPage title="변경 기록" description="운영진이 바꾼 모든 내용을 누가, 언제, 무엇을 바꿨는지와 함께 보여 줘요.">
      <div className={styles.filters} role="search" aria-label="변경 기록 찾기">
        <Select label="대상" options={TYPE_OPTIONS} value={objectType ?? ''} onChange={(event) => go({ type: event.target.value || null })} />
        {objectType && (
          <TextField
            label="대상 번호"
            inputMode="numeric"
            defaultValue={objectId ?? ''}
            key={`${objectType}-${objectId ?? ''}`}
            onBlur={(event) => go({ type: objectType, id: positive(event.target.value) })}
            onKeyDown={(event) => {
              if (event.key === 'Enter') go({ type: objectType, id: positive(event.currentTarget.value) });
            }}
          />
        )}
      </div>
      {log.isPending ? (
        <div role="status" aria-busy="true" aria-label="변경 기록을 불러오는 중이에요">
          <Skeleton shape="block" height="72px" />
          <Skeleton shape="block" height="72px" />
        </div>
      ) : log.isError ? (
        <ErrorState message={errorMessage(log.error)} onRetry={() => void log.refetch()} />
      ) : log.data.total === 0 ? (
        <EmptyState title="해당하는 변경 기록이 없어요" />
      ) : (
        <>
          <AuditEntries items={log.data.items} showObject />
          <Pagination
            page={page}
            total={log.data.total}
            pageSize={STAFF_AUDIT_PAGE_SIZE}
            onPageChange={(next) => go({ type: objectType, id: objectId, page: next })}
            label="변경 기록 페이지"
          />
        </>
      )}
    </AdminPage>
  );
}
