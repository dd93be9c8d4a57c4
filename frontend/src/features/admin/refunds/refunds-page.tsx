import { useLocation, useSearch } from 'wouter';
import { Tabs } from '../../../components/ui/tabs';
import { paths } from '../../../lib/paths';
import { AdminPage } from '../admin-page';
import { useStaffLevel } from '../use-staff-level';
import { CancelRequests, FailedRefunds, RefundHistory } from './refund-lists';

const TABS = ['requests', 'failed', 'history'] as const;
type RefundTab = (typeof TABS)[number];

/** `/admin/refunds`: members' cancel requests, the failed-refund retry list and every refund (ADR 0052). */
export function RefundsPage() {
  const { canOperate } = useStaffLevel();
  // The tab is in the address (`?tab=failed`), so the Today page's links and a reload open it.
  const asked = new URLSearchParams(useSearch()).get('tab');
  const tab: RefundTab = TABS.find((id) => id === asked) ?? 'requests';
  const [, navigate] = useLocation();
  return (
    <AdminPage title="취소·환불">
      <Tabs
        label="취소·환불 업무"
        value={tab}
        onChange={(id) => navigate(paths.adminRefunds({ tab: id === 'requests' ? null : id }), { replace: true })}
        tabs={[
          { id: 'requests', label: '취소 요청', panel: <CancelRequests canOperate={canOperate} /> },
          { id: 'failed', label: '환불 실패', panel: <FailedRefunds canOperate={canOperate} /> },
          { id: 'history', label: '처리 내역', panel: <RefundHistory /> },
        ]}
      />
    </AdminPage>
  );
}
