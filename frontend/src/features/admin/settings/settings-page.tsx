import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/graphql-client';
import { AdminPage } from '../admin-page';
import { AuditTrail } from '../audit/audit-trail';
import styles from '../content/content.module.css';
import { useStaffShopSettings } from '../content/use-content';
import { useStaffLevel } from '../use-staff-level';
import { SettingsForm } from './settings-form';

/** `/admin/settings`: names, footer, links, social login ids and the theme colour with its preview. */
export function SettingsPage() {
  const { canOperate } = useStaffLevel();
  const settings = useStaffShopSettings();
  return (
    <AdminPage title="상점 설정" description="쇼핑몰 이름, 하단 정보, 링크, 소셜 로그인과 테마 색상이에요. 저장하면 학생 화면에 바로 보여요.">
      {settings.isPending ? (
        <div role="status" aria-busy="true" aria-label="설정을 불러오는 중이에요">
          <Skeleton shape="block" height="320px" />
        </div>
      ) : settings.isError ? (
        <ErrorState message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} />
      ) : (
        <>
          {/* Not keyed by version: a remount would drop the save's own callbacks; a save made
              elsewhere meanwhile is caught by the version check (CONFLICT). */}
          <SettingsForm settings={settings.data} canOperate={canOperate} />
          <div className={styles.section}>
            <AuditTrail objectType="SHOP" objectId={settings.data.id} />
          </div>
        </>
      )}
    </AdminPage>
  );
}
