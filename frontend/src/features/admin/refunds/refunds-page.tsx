import { Tabs } from '../../../components/ui/tabs';
import { AdminPage } from '../admin-page';
import { useStaffLevel } from '../use-staff-level';
import { CancelRequests, FailedRefunds, RefundHistory } from './refund-lists';

/** `/admin/refunds`: members' cancel requests, the failed-refund retry list and every refund (ADR 0052). */
export function RefundsPage() {
  const { canOperate } = useStaffLevel();
  return (
    <AdminPage title="취소·환불">
      <Tabs
        label="취소·환불 업무"
        tabs={[
          { id: 'requests', label: '취소 요청', panel: <CancelRequests canOperate={canOperate} /> },
          { id: 'failed', label: '환불 실패', panel: <FailedRefunds canOperate={canOperate} /> },
          { id: 'history', label: '처리 내역', panel: <RefundHistory /> },
        ]}
      />
    </AdminPage>
  );
}
