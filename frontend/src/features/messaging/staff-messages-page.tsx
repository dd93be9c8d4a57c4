import { useLocation, useSearch } from 'wouter';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { FilterChips } from '../../components/ui/filter-chips';
import { Pagination } from '../../components/ui/pagination';
import { Skeleton } from '../../components/ui/skeleton';
import type { MessageStatus, StaffMessageFieldsFragment } from '../../lib/__generated__/graphql';
import { errorMessage } from '../../lib/graphql-client';
import { useSession } from '../../lib/session';
import { canOperateConsole } from '../../../../domain/staff/staff-level';
import { MessageItem } from './message-item';
import { pageParam, STAFF_STATUS_FILTERS } from './message-labels';
import styles from './messages.module.css';
import { useResendMessage, useStaffMessages } from './use-messages';

const STAFF_PAGE_SIZE = 20;
const STATUSES = new Set<string>(STAFF_STATUS_FILTERS.map((filter) => filter.id).filter((id) => id !== 'ALL'));

function Resend({ row, canResend }: { row: StaffMessageFieldsFragment; canResend: boolean }) {
  const resend = useResendMessage();
  if (!row.resendable || !canResend) return null;
  return (
    <div>
      <Button size="sm" variant="secondary" disabled={resend.isPending} onClick={() => resend.mutate(row.message.id)}>
        다시 보내기
      </Button>
      {resend.isError && <p role="alert">{errorMessage(resend.error)}</p>}
    </div>
  );
}

function StaffItem({ row, canResend }: { row: StaffMessageFieldsFragment; canResend: boolean }) {
  return (
    <MessageItem message={row.message}>
      <dl className={styles.staff}>
        <div>
          <dt>받는 분</dt>
          <dd>{row.userName ? `${row.userName} (${row.recipient ?? '연락처 확인 전'})` : '탈퇴한 회원'}</dd>
        </div>
        <div>
          <dt>시도</dt>
          <dd>{row.attempts}번</dd>
        </div>
        {row.result && (
          <div>
            <dt>결과</dt>
            <dd>{row.result}</dd>
          </div>
        )}
      </dl>
      <Resend row={row} canResend={canResend} />
    </MessageItem>
  );
}

/**
 * `/admin/messages?status=&page=`: every notification with its status, for staff (ADMIN resends a
 * failed one; ADMINHIDDEN reads only). A plain list until the operator console takes it over.
 */
export function StaffMessagesPage() {
  const { user } = useSession();
  const search = new URLSearchParams(useSearch());
  const [path, navigate] = useLocation();
  const raw = search.get('status');
  const status = raw && STATUSES.has(raw) ? (raw as MessageStatus) : null;
  const page = pageParam(search.get('page'));
  const messages = useStaffMessages(page, status);
  const go = (next: { status: MessageStatus | null; page: number }) => {
    const params = new URLSearchParams();
    if (next.status) params.set('status', next.status);
    if (next.page > 1) params.set('page', String(next.page));
    navigate(params.size > 0 ? `${path}?${params.toString()}` : path);
  };

  let body;
  if (messages.isError) body = <ErrorState message={errorMessage(messages.error)} onRetry={() => void messages.refetch()} />;
  else if (!messages.data) {
    body = (
      <div role="status" aria-busy="true" aria-label="메시지 목록을 불러오는 중이에요">
        <Skeleton width="100%" height="6rem" />
      </div>
    );
  } else if (messages.data.total === 0) body = <EmptyState title="해당하는 메시지가 없어요" description="다른 상태를 골라 보세요." />;
  else {
    body = (
      <>
        <ul className={styles.list} aria-label="메시지 목록" aria-busy={messages.isPlaceholderData || undefined}>
          {messages.data.items.map((row) => (
            <StaffItem key={row.message.id} row={row} canResend={canOperateConsole(user?.authority)} />
          ))}
        </ul>
        <Pagination
          page={page}
          total={messages.data.total}
          pageSize={STAFF_PAGE_SIZE}
          onPageChange={(next) => go({ status, page: next })}
          label="메시지 목록 페이지"
        />
      </>
    );
  }
  return (
    <div className={styles.page}>
      <FilterChips
        label="메시지 상태"
        options={STAFF_STATUS_FILTERS}
        value={status ?? 'ALL'}
        onChange={(id) => go({ status: id === 'ALL' ? null : (id as MessageStatus), page: 1 })}
      />
      {body}
    </div>
  );
}
