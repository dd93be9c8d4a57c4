import { useState } from 'react';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { CampaignProgress } from '../../../components/ui/campaign-progress';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useNow } from '../../../lib/clock';
import { formatDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/graphql-client';
import { paths } from '../../../lib/paths';
import { campaignStatusAt } from '../../../../../domain/campaign/campaign-rules';
import type { StaffCampaignFieldsFragment } from '../../../lib/__generated__/graphql';
import { AdminPage } from '../admin-page';
import { useStaffLevel } from '../use-staff-level';
import { CampaignChangeDialog, type CampaignChange } from './campaign-change-dialog';
import { CAMPAIGN_STATUS_TEXT, CAMPAIGN_STATUS_TONE, productionSheetHref, SETTLE_MODE_TEXT } from './campaign-labels';
import { CampaignParticipants } from './campaign-participants';
import { CampaignSettingsForm } from './campaign-settings-form';
import styles from './campaigns.module.css';
import { useRetryCampaignSettlement, useStaffCampaign, useStaffCampaigns } from './use-campaigns';

function Loading({ title }: { title: string }) {
  return (
    <AdminPage title={title}>
      <div role="status" aria-busy="true" aria-label="공동구매를 불러오는 중이에요">
        <Skeleton width="100%" height="12rem" />
      </div>
    </AdminPage>
  );
}

function CampaignScreen({ staffCampaign }: { staffCampaign: StaffCampaignFieldsFragment }) {
  const { campaign, productName, retryCount, productionSheets } = staffCampaign;
  const { canOperate } = useStaffLevel();
  const now = useNow();
  const status = campaignStatusAt(campaign, now);
  const running = status === 'OPEN' || status === 'SCHEDULED';
  const [change, setChange] = useState<CampaignChange | null>(null);
  const retry = useRetryCampaignSettlement();
  return (
    <AdminPage
      title={productName}
      description={
        <>
          <Badge tone={CAMPAIGN_STATUS_TONE[status]}>{CAMPAIGN_STATUS_TEXT[status]}</Badge> {SETTLE_MODE_TEXT[campaign.settleMode]} · 마감{' '}
          {formatDateTime(campaign.closesAt)}
        </>
      }
      actions={<Link href={paths.adminProduct(campaign.productId)}>상품 편집</Link>}
    >
      <div className={styles.sections}>
        <section className={styles.panel} aria-labelledby="campaign-progress">
          <h2 id="campaign-progress">진행 현황</h2>
          <CampaignProgress campaign={campaign} now={now} size="full" />
          <p className={styles.muted}>
            확정 {campaign.progress.confirmedUnits.toLocaleString('ko-KR')}개 / 목표 {campaign.minUnits.toLocaleString('ko-KR')}개 · 참여{' '}
            {campaign.progress.participants.toLocaleString('ko-KR')}명 · 입금 대기 {campaign.progress.pendingUnits.toLocaleString('ko-KR')}개
            {campaign.progress.remainingUnits !== null && ` · 남은 수량 ${campaign.progress.remainingUnits.toLocaleString('ko-KR')}개`}
          </p>
          {canOperate && running && (
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => setChange('extend')}>
                마감 연장
              </Button>
              <Button variant="secondary" onClick={() => setChange('lower')} disabled={campaign.minUnits <= 1}>
                목표 낮추기
              </Button>
              <Button onClick={() => setChange('confirm')}>지금 확정하기</Button>
              <Button variant="danger" onClick={() => setChange('cancel')}>
                공동구매 취소
              </Button>
            </div>
          )}
        </section>
        <section className={styles.panel} aria-labelledby="campaign-retries">
          <h2 id="campaign-retries">환불·결제 재시도</h2>
          <p className={styles.muted}>
            {retryCount > 0 ? `결제사가 거절한 환불·결제 ${retryCount}건이 다시 시도를 기다려요.` : '다시 시도를 기다리는 환불·결제가 없어요.'}
          </p>
          {retry.isError && (
            <p role="alert" className={styles.error}>
              {errorMessage(retry.error)}
            </p>
          )}
          {canOperate && retryCount > 0 && (
            <div className={styles.actions}>
              <Button loading={retry.isPending} onClick={() => retry.mutate(campaign.id)}>
                지금 다시 시도하기
              </Button>
            </div>
          )}
        </section>
        <section className={styles.panel} aria-labelledby="campaign-sheets">
          <h2 id="campaign-sheets">제작 시트</h2>
          {productionSheets.length === 0 ? (
            <p className={styles.muted}>확정되면 제작 시트가 만들어져요.</p>
          ) : (
            <ul>
              {productionSheets.map((sheet) => (
                <li key={sheet.id}>
                  <a href={productionSheetHref(sheet.id)}>
                    {sheet.version}차 제작 시트 · {sheet.totalUnits.toLocaleString('ko-KR')}개
                  </a>{' '}
                  <span className={styles.muted}>
                    {formatDateTime(sheet.createdAt)} · {sheet.createdBy ?? '자동 마감'}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className={styles.panel} aria-labelledby="campaign-settings">
          <h2 id="campaign-settings">설정</h2>
          {!running && <p className={styles.muted}>마감된 공동구매는 설정을 바꿀 수 없어요.</p>}
          <CampaignSettingsForm key={campaign.id} productId={campaign.productId} campaign={campaign} canOperate={canOperate && running} />
        </section>
        <section className={styles.panel} aria-labelledby="campaign-participants">
          <h2 id="campaign-participants">참여자</h2>
          <CampaignParticipants campaignId={campaign.id} />
        </section>
      </div>
      <CampaignChangeDialog key={change ?? 'none'} change={change} campaign={campaign} onClose={() => setChange(null)} />
    </AdminPage>
  );
}

/** `/admin/campaigns/:id`: one group purchase's live progress, settings, early close, retries, sheets and participants. */
export function CampaignPage() {
  const { id } = useParams<{ id: string }>();
  const query = useStaffCampaign(Number(id));
  if (query.isError) {
    return (
      <AdminPage title="공동구매">
        <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      </AdminPage>
    );
  }
  if (!query.data) return <Loading title="공동구매" />;
  return <CampaignScreen staffCampaign={query.data.staffCampaign} />;
}

/** `/admin/campaigns/new?product=`: the product's campaign when it has one, else a form to open it. */
export function CampaignNewPage() {
  const productId = Number(new URLSearchParams(useSearch()).get('product'));
  const { canOperate } = useStaffLevel();
  const [, navigate] = useLocation();
  const list = useStaffCampaigns(null, 1);
  if (list.isError) {
    return (
      <AdminPage title="공동구매 열기">
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      </AdminPage>
    );
  }
  if (!list.data) return <Loading title="공동구매 열기" />;
  const existing = list.data.staffCampaigns.items.find((row) => row.campaign.productId === productId);
  if (existing) return <CampaignScreen staffCampaign={existing} />;
  return (
    <AdminPage title="공동구매 열기" description="목표 수량과 마감을 정하면 이 상품이 공동구매가 돼요.">
      <section className={styles.panel}>
        <CampaignSettingsForm productId={productId} campaign={null} canOperate={canOperate} onSaved={(id) => navigate(paths.adminCampaign(id))} />
      </section>
    </AdminPage>
  );
}
