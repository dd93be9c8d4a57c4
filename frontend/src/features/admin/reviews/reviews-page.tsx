import { EmptyState } from '../../../components/ui/empty-state';
import { AdminPage } from '../admin-page';

/** Placeholder: the review queue replaces this screen (issue 16). */
export function ReviewsPage() {
  return (
    <AdminPage title="리뷰 관리">
      <EmptyState title="준비 중이에요" />
    </AdminPage>
  );
}
