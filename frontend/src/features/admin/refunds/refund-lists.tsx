import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Modal } from '../../../components/ui/modal';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextAreaField } from '../../../components/ui/text-field';
import type { StaffCancelRequestFieldsFragment, StaffRefundFieldsFragment } from '../../../lib/__generated__/graphql';
import { formatDateTime, formatKRW } from '../../../lib/format';
import { errorMessage } from '../../../lib/graphql-client';
import { paths } from '../../../lib/paths';
import { PAGE_SIZE } from '../../../../../domain/paging';
import { CANCEL_REQUEST_STATUS_TEXT, REFUND_STATUS_TEXT } from '../../../../../domain/refund-desk/refund-desk-messages';
import { LINE_STATUS_TEXT } from '../../../../../domain/staff/staff-status-text';
import styles from './refunds.module.css';
import { useApproveCancelRequest, useRefuseCancelRequest, useRetryRefund, useStaffCancelRequests, useStaffRefunds } from './use-refunds';

const REFUND_TONE = { PENDING: 'info', DONE: 'success', FAILED: 'danger' } as const satisfies Record<StaffRefundFieldsFragment['status'], BadgeTone>;

interface ListFrame<T> {
  query: { isError: boolean; error: unknown; data: { items: T[]; total: number } | undefined; refetch: () => unknown };
  label: string;
  empty: { title: string; description: string };
  head: string[];
  row: (item: T) => ReactNode;
  page: number;
  onPage: (page: number) => void;
}

/** Loading, error, empty or a table with its pager: every tab of the desk alike. */
function DeskList<T>({ query, label, empty, head, row, page, onPage }: ListFrame<T>) {
  if (query.isError) return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (!query.data) {
    return (
      <div role="status" aria-busy="true" aria-label={`${label}을 불러오는 중이에요`}>
        <Skeleton width="100%" height="10rem" />
      </div>
    );
  }
  if (query.data.total === 0) return <EmptyState title={empty.title} description={empty.description} />;
  return (
    <>
      <p className={styles.count}>{query.data.total.toLocaleString('ko-KR')}건</p>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            {head.map((title) => (
              <th key={title} scope="col">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{query.data.items.map(row)}</tbody>
      </table>
      <Pagination page={page} total={query.data.total} pageSize={PAGE_SIZE} onPageChange={onPage} label={`${label} 페이지`} />
    </>
  );
}

function OrderCell({ orderId, mUid }: { orderId: number; mUid: string }) {
  return <Link href={paths.adminOrder(orderId)}>{mUid}</Link>;
}

function RefundCells({ refund }: { refund: StaffRefundFieldsFragment }) {
  return (
    <>
      <td data-label="주문">
        <OrderCell orderId={refund.orderId} mUid={refund.orderMUid} />
      </td>
      <td data-label="상품" className={styles.wrap}>{refund.productName}</td>
      <td data-label="구매자">{refund.buyerName}</td>
      <td data-label="금액" className={styles.number}>{formatKRW(refund.amount)}</td>
      <td data-label="상태">
        <Badge tone={REFUND_TONE[refund.status]}>{REFUND_STATUS_TEXT[refund.status]}</Badge>
      </td>
    </>
  );
}

/** 환불 실패: the retry list, with the provider's words. */
export function FailedRefunds({ canOperate }: { canOperate: boolean }) {
  const [page, setPage] = useState(1);
  const refunds = useStaffRefunds('FAILED', page);
  const retry = useRetryRefund();
  return (
    <>
      {retry.isError && <p role="alert" className={styles.error}>{errorMessage(retry.error)}</p>}
      <DeskList
        query={{ ...refunds, data: refunds.data?.staffRefunds }}
        label="환불 실패 목록"
        empty={{ title: '실패한 환불이 없어요', description: '결제사가 거절하거나 응답하지 않은 환불이 여기에 남아요.' }}
        head={['주문', '상품', '구매자', '금액', '상태', '오류', '']}
        page={page}
        onPage={setPage}
        row={(refund) => (
          <tr key={refund.id}>
            <RefundCells refund={refund} />
            <td data-label="오류" className={styles.error}>
              {refund.lastError ?? '-'} ({refund.attempts}회 시도)
              <span className={styles.retryNote}>
                {refund.nextRetryAt ? `${formatDateTime(refund.nextRetryAt)}에 자동으로 다시 시도해요.` : '자동으로 다시 시도하지 않아요. 확인 후 직접 다시 환불해 주세요.'}
              </span>
            </td>
            <td data-label="처리">
              {canOperate && (
                <Button size="sm" loading={retry.isPending && retry.variables === refund.id} onClick={() => retry.mutate(refund.id)}>
                  다시 환불하기
                </Button>
              )}
            </td>
          </tr>
        )}
      />
    </>
  );
}

/** 처리 내역: every refund, newest first. */
export function RefundHistory() {
  const [page, setPage] = useState(1);
  const refunds = useStaffRefunds(null, page);
  return (
    <DeskList
      query={{ ...refunds, data: refunds.data?.staffRefunds }}
      label="환불 처리 내역"
      empty={{ title: '아직 환불한 내역이 없어요', description: '운영진이 주문 상품을 취소하면 환불이 여기에 쌓여요.' }}
      head={['주문', '상품', '구매자', '금액', '상태', '사유', '요청 시각']}
      page={page}
      onPage={setPage}
      row={(refund) => (
        <tr key={refund.id}>
          <RefundCells refund={refund} />
          <td data-label="사유" className={styles.wrap}>{refund.reason}</td>
          <td data-label="요청 시각">{formatDateTime(refund.createdAt)}</td>
        </tr>
      )}
    />
  );
}

function RefuseDialog({ request, onClose }: { request: StaffCancelRequestFieldsFragment; onClose: () => void }) {
  const refuse = useRefuseCancelRequest();
  const [answer, setAnswer] = useState('');
  return (
    <Modal
      open
      onClose={onClose}
      title="취소 요청 거절"
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            닫기
          </Button>
          <Button type="button" variant="danger" loading={refuse.isPending} onClick={() => refuse.mutate({ id: request.id, answer }, { onSuccess: onClose })}>
            거절하기
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <p>
          {request.buyerName}님의 &apos;{request.productName}&apos; 취소 요청: {request.reason}
        </p>
        <TextAreaField label="답변" hint="회원에게 알림으로 보내고 주문 상세에 보여요." required value={answer} onChange={(event) => setAnswer(event.target.value)} maxLength={500} />
        {refuse.isError && <p role="alert" className={styles.error}>{errorMessage(refuse.error)}</p>}
      </div>
    </Modal>
  );
}

/** 취소 요청: members' requests for lines staff already prepare, oldest first. */
export function CancelRequests({ canOperate }: { canOperate: boolean }) {
  const [page, setPage] = useState(1);
  const requests = useStaffCancelRequests('REQUESTED', page);
  const approve = useApproveCancelRequest();
  const [refusing, setRefusing] = useState<StaffCancelRequestFieldsFragment | null>(null);
  return (
    <>
      {approve.isError && <p role="alert" className={styles.error}>{errorMessage(approve.error)}</p>}
      {approve.data?.refund?.status === 'FAILED' && (
        <p role="status">취소했지만 환불이 실패했어요. 환불 실패 탭에서 다시 보낼 수 있어요.</p>
      )}
      <DeskList
        query={{ ...requests, data: requests.data?.staffCancelRequests }}
        label="취소 요청 목록"
        empty={{ title: '답변할 취소 요청이 없어요', description: '상품 준비 중인 주문을 회원이 취소 요청하면 여기에 보여요.' }}
        head={['주문', '상품', '구매자', '상품 상태', '요청 사유', '요청 시각', '']}
        page={page}
        onPage={setPage}
        row={(request) => (
          <tr key={request.id}>
            <td data-label="주문">
              <OrderCell orderId={request.orderId} mUid={request.orderMUid} />
            </td>
            <td data-label="상품" className={styles.wrap}>{request.productName}</td>
            <td data-label="구매자">{request.buyerName}</td>
            <td data-label="상품 상태">{LINE_STATUS_TEXT[request.lineStatus]}</td>
            <td data-label="요청 사유" className={styles.wrap}>{request.reason}</td>
            <td data-label="요청 시각">
              {formatDateTime(request.createdAt)} <span className={styles.count}>{CANCEL_REQUEST_STATUS_TEXT[request.status]}</span>
            </td>
            <td data-label="처리">
              {canOperate && (
                <div className={styles.actions}>
                  <Button size="sm" loading={approve.isPending && approve.variables === request.id} onClick={() => approve.mutate(request.id)}>
                    승인하고 환불
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => setRefusing(request)}>
                    거절
                  </Button>
                </div>
              )}
            </td>
          </tr>
        )}
      />
      {refusing && <RefuseDialog request={refusing} onClose={() => setRefusing(null)} />}
    </>
  );
}
