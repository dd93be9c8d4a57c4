import { EmptyState } from '../../../components/ui/empty-state';
import { AdminPage } from '../admin-page';

/** Placeholder: the order desk replaces this screen (issue 16). */
export function OrdersPage() {
  return (
    <AdminPage title="주문">
      <EmptyState title="준비 중이에요" />
    </AdminPage>
  );
}
