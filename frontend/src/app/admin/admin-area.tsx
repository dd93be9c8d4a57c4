import { Route, Switch } from 'wouter';
import { EmptyState } from '../../components/ui/empty-state';
import { ButtonLink } from '../../components/ui/button-link';
import { paths } from '../../lib/paths';
import { AdminLayout } from './admin-layout';
import { AdminPage } from '../../features/admin/admin-page';
import { adminRoutes } from './admin-routes';
import { StaffOnly } from '../../features/admin/staff-only';

function AdminNotFound() {
  return (
    <AdminPage title="찾을 수 없는 화면이에요">
      <EmptyState title="주소를 다시 확인해 주세요" action={<ButtonLink href={paths.adminHome()}>운영 홈으로</ButtonLink>} />
    </AdminPage>
  );
}

/**
 * The operator console: its own frame, guard and route table, in a chunk of its own that the shop
 * loads only when an `/admin` address is opened (students never download it).
 */
export function AdminArea() {
  return (
    <AdminLayout>
      <StaffOnly>
        <Switch>
          {adminRoutes.map(({ path, component }) => (
            <Route key={path} path={path} component={component} />
          ))}
          <Route component={AdminNotFound} />
        </Switch>
      </StaffOnly>
    </AdminLayout>
  );
}
