import { Link, useLocation, useSearch } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { CampaignProgress } from '../../../components/ui/campaign-progress';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { FilterChips } from '../../../components/ui/filter-chips';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { useNow } from '../../../lib/clock';
import { formatDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/graphql-client';
import { paths } from '../../../lib/paths';
import { PAGE_SIZE } from '../../../../../domain/paging';
import { campaignStatusAt } from '../../../../../domain/campaign/campaign-rules';
import { AdminPage } from '../admin-page';
import { CAMPAIGN_STATUS_TEXT, CAMPAIGN_STATUS_TONE, STATUS_FILTERS, type StatusFilterId } from './campaign-labels';
import styles from './campaigns.module.css';
import { useStaffCampaigns } from './use-campaigns';

/** `/admin/campaigns`: every group purchase, soonest deadline first, with live progress (ADR 0063). */
export function CampaignsPage() {
  const search = new URLSearchParams(useSearch());
  const filter = STATUS_FILTERS.find((row) => row.id === search.get('status')) ?? STATUS_FILTERS[0];
  const page = Math.max(1, Number(search.get('page')) || 1);
  const [, navigate] = useLocation();
  const now = useNow();
  const query = useStaffCampaigns(filter.statuses ? [...filter.statuses] : null, page);
  const go = (status: StatusFilterId, nextPage: number) =>
    navigate(paths.adminCampaigns({ status: status === 'running' ? null : status, page: nextPage > 1 ? nextPage : null }), { replace: true });
  const data = query.data?.staffCampaigns;
  return (
    <AdminPage title="공동구매" description="목표 수량과 마감이 있는 공동구매를 한눈에 보고, 상품별 설정과 조기 마감을 해요.">
      <FilterChips label="상태" options={STATUS_FILTERS} value={filter.id} onChange={(id) => go(id, 1)} />
      {query.isError ? (
        <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <div role="status" aria-busy="true" aria-label="공동구매 목록을 불러오는 중이에요">
          <Skeleton width="100%" height="10rem" />
        </div>
      ) : data.total === 0 ? (
        <EmptyState title="공동구매가 없어요" description="상품 편집 화면의 '공동구매 설정'에서 목표 수량과 마감을 정하면 여기에 보여요." />
      ) : (
        <>
          <p className={styles.count}>{data.total.toLocaleString('ko-KR')}건</p>
          <table className={styles.table} aria-label="공동구매 목록">
            <thead>
              <tr>
                <th scope="col">상품</th>
                <th scope="col">상태</th>
                <th scope="col">진행</th>
                <th scope="col">마감</th>
                <th scope="col">재시도 대기</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map(({ campaign, productName, retryCount }) => {
                const status = campaignStatusAt(campaign, now);
                return (
                  <tr key={campaign.id}>
                    <td data-label="상품">
                      <Link href={paths.adminCampaign(campaign.id)}>{productName}</Link>
                    </td>
                    <td data-label="상태">
                      <Badge tone={CAMPAIGN_STATUS_TONE[status]}>{CAMPAIGN_STATUS_TEXT[status]}</Badge>
                    </td>
                    <td data-label="진행">
                      <CampaignProgress campaign={campaign} now={now} />
                      <span className={styles.number}>
                        {campaign.progress.confirmedUnits.toLocaleString('ko-KR')} / {campaign.minUnits.toLocaleString('ko-KR')}개
                      </span>
                    </td>
                    <td data-label="마감" className={styles.number}>
                      {formatDateTime(campaign.closesAt)}
                    </td>
                    <td data-label="재시도 대기" className={styles.number}>
                      {retryCount > 0 ? <Badge tone="danger">{retryCount}건</Badge> : '없음'}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <Pagination page={page} total={data.total} pageSize={PAGE_SIZE} onPageChange={(next) => go(filter.id, next)} label="공동구매 목록 페이지" />
        </>
      )}
    </AdminPage>
  );
}
