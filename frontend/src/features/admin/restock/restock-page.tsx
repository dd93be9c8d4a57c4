import { EmptyState } from '../../../components/ui/empty-state';
import { AdminPage } from '../admin-page';

/** Placeholder: the restock board replaces this screen (issue 16). */
export function RestockPage() {
  return (
    <AdminPage title="재입고 요청">
      <EmptyState title="준비 중이에요" />
    </AdminPage>
  );
}
