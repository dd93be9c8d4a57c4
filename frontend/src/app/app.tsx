import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { ADMIN_AREA_PATTERN } from '../lib/paths';
import { Layout } from './layout';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

// The operator console is a chunk of its own: students never download it (docs/decisions/0042).
const AdminArea = lazy(() => import('./admin/admin-area').then((module) => ({ default: module.AdminArea })));

function AdminScreen() {
  return (
    <Suspense fallback={null}>
      <AdminArea />
    </Suspense>
  );
}

export function App() {
  return (
    <AppProviders>
      <Switch>
        <Route path={ADMIN_AREA_PATTERN} component={AdminScreen} />
        <Route>
          <Layout>
            <AppRoutes />
          </Layout>
        </Route>
      </Switch>
    </AppProviders>
  );
}
