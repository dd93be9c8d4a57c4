import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/graphql-client';
import { LINE_STATUS_TEXT } from '../../../../../domain/staff/staff-status-text';
import styles from './campaigns.module.css';
import { useCampaignParticipants } from './use-campaigns';

const PARTICIPANT_PAGE = 50;
const CHARGE_TEXT = { REGISTERED: '카드 등록', PAID: '결제 완료', RETRYING: '재시도 대기', CANCELLED: '취소' } as const;

/** Who took part, names only (never phones or addresses), 50 a page. */
export function CampaignParticipants({ campaignId }: { campaignId: number }) {
  const [page, setPage] = useState(1);
  const query = useCampaignParticipants(campaignId, page);
  const data = query.data?.staffCampaignParticipants;
  if (query.isError) return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (!data) {
    return (
      <div role="status" aria-busy="true" aria-label="참여자를 불러오는 중이에요">
        <Skeleton width="100%" height="8rem" />
      </div>
    );
  }
  if (data.total === 0) return <EmptyState title="아직 참여한 학생이 없어요" description="학생이 주문하면 이름과 옵션이 여기에 보여요." />;
  return (
    <>
      <p className={styles.count}>{data.total.toLocaleString('ko-KR')}건</p>
      <table className={styles.table} aria-label="참여자">
        <thead>
          <tr>
            <th scope="col">이름</th>
            <th scope="col">옵션</th>
            <th scope="col">자수</th>
            <th scope="col">수량</th>
            <th scope="col">상태</th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((row) => (
            <tr key={row.orderProductId}>
              <td data-label="이름">{row.name}</td>
              <td data-label="옵션">{row.optionText ?? '-'}</td>
              <td data-label="자수">{row.inputs.join(' / ') || '-'}</td>
              <td data-label="수량" className={styles.number}>
                {row.count}개
              </td>
              <td data-label="상태">
                <Badge tone={row.status === 'CANCELLED' ? 'danger' : 'neutral'}>{LINE_STATUS_TEXT[row.status]}</Badge>
                {row.chargeStatus && <span className={styles.muted}> {CHARGE_TEXT[row.chargeStatus]}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination page={page} total={data.total} pageSize={PARTICIPANT_PAGE} onPageChange={setPage} label="참여자 페이지" />
    </>
  );
}
