import { EmptyState } from '../../../components/ui/empty-state';
import { AdminPage } from '../admin-page';

/** Placeholder: the courier round trip replaces this screen (issue 16). */
export function ShippingPage() {
  return (
    <AdminPage title="송장·배송">
      <EmptyState title="준비 중이에요" />
    </AdminPage>
  );
}
