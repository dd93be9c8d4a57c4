import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { AD_LIMITS } from '../../../../../domain/content/content-limits';
import type { StaffAdFieldsFragment } from '../../../lib/__generated__/graphql';
import { errorMessage } from '../../../lib/graphql-client';
import { showMessage } from '../../../lib/toast';
import { FormFailure } from '../form-failure';
import { AdminPage } from '../admin-page';
import { useStaffLevel } from '../use-staff-level';
import { AdEditor } from './ad-editor';
import { AdList } from './ad-list';
import styles from './content.module.css';
import { TopNoticeForm } from './top-notice-form';
import { useDeleteAd, useReorderAds, useStaffAds, useStaffShopSettings, useToggleAd } from './use-content';

function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      <Skeleton shape="block" height="96px" />
    </div>
  );
}

function NoticeSection({ canOperate }: { canOperate: boolean }) {
  const settings = useStaffShopSettings();
  if (settings.isPending) return <Loading label="상단 공지를 불러오는 중이에요" />;
  if (settings.isError) return <ErrorState message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} />;
  // Not keyed by version: a remount would drop the save's own callbacks. A save made elsewhere
  // meanwhile is caught by the version check instead (CONFLICT).
  return <TopNoticeForm settings={settings.data} canOperate={canOperate} />;
}

/** `/admin/content`: the home page's banners (order, on/off, windows) and the top notice. */
export function ContentPage() {
  const { canOperate } = useStaffLevel();
  const ads = useStaffAds();
  const [editing, setEditing] = useState<StaffAdFieldsFragment | 'new' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const reorder = useReorderAds();
  const toggle = useToggleAd();
  const remove = useDeleteAd();
  const busy = reorder.isPending || toggle.isPending || remove.isPending;
  const onError = (error: unknown) => setFailure(errorMessage(error));
  const list = ads.data ?? [];

  const move = (index: number, offset: -1 | 1) => {
    const ids = list.map((ad) => ad.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + offset, 0, moved);
    setFailure(null);
    reorder.mutate(ids, { onError });
  };
  const flip = (ad: StaffAdFieldsFragment) => {
    setFailure(null);
    toggle.mutate({ id: ad.id, visible: !ad.visible, expectedUpdatedAt: ad.updatedAt }, { onError });
  };
  const drop = (ad: StaffAdFieldsFragment) => {
    if (!window.confirm(`'${ad.primary}' 광고를 지울까요? 지우면 되돌릴 수 없어요.`)) return;
    setFailure(null);
    remove.mutate(ad.id, { onError, onSuccess: () => showMessage('광고를 지웠어요.') });
  };

  const full = list.length >= AD_LIMITS.maxAds;
  return (
    <AdminPage title="배너·공지" description="홈 화면의 광고 배너와 맨 위 공지를 관리해요. 저장하면 학생 화면에 바로 보여요.">
      <NoticeSection canOperate={canOperate} />
      {editing !== null && <AdEditor key={editing === 'new' ? 'new' : editing.id} ad={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      <section className={styles.section} aria-labelledby="ads-title">
        <div className={styles.sectionHead}>
          <h2 id="ads-title" className={styles.sectionTitle}>
            광고 배너
          </h2>
          {canOperate && editing === null && (
            <Button onClick={() => setEditing('new')} disabled={full || !ads.isSuccess}>
              광고 추가
            </Button>
          )}
        </div>
        {full && <p className={styles.muted}>광고는 {AD_LIMITS.maxAds}개까지 둘 수 있어요. 지난 광고를 지운 뒤 추가해 주세요.</p>}
        <FormFailure message={failure} />
        {ads.isPending ? (
          <Loading label="광고 목록을 불러오는 중이에요" />
        ) : ads.isError ? (
          <ErrorState message={errorMessage(ads.error)} onRetry={() => void ads.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState title="아직 광고가 없어요" description={canOperate ? '광고 추가로 홈 화면 배너를 만들어 보세요.' : undefined} />
        ) : (
          <AdList ads={list} canOperate={canOperate} busy={busy} onEdit={setEditing} onMove={move} onToggle={flip} onDelete={drop} />
        )}
      </section>
    </AdminPage>
  );
}
