import { EmptyState } from '../../../components/ui/empty-state';
import { AdminPage } from '../admin-page';

/** Placeholder: the refunds desk replaces this screen (issue 16). */
export function RefundsPage() {
  return (
    <AdminPage title="취소·환불">
      <EmptyState title="준비 중이에요" />
    </AdminPage>
  );
}
