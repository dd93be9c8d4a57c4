import { EmptyState } from '../../../components/ui/empty-state';
import { AdminPage } from '../admin-page';

/** Placeholder: the numbers replaces this screen (issue 16). */
export function SalesPage() {
  return (
    <AdminPage title="매출 통계">
      <EmptyState title="준비 중이에요" />
    </AdminPage>
  );
}
