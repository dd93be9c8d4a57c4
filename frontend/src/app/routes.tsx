import { Route, Switch } from 'wouter';
import { accountRoutes } from '../features/account/account-routes';
import { authRoutes } from '../features/auth/auth-routes';
import { catalogRoutes } from '../features/catalog/catalog-routes';
import { HomePage } from '../features/home/home-page';
import { pointRoutes } from '../features/point/point-routes';
import { restockRoutes } from '../features/restock/restock-routes';
import { NotFoundPage } from './not-found-page';

const featureRoutes = [...catalogRoutes, ...authRoutes, ...accountRoutes, ...pointRoutes, ...restockRoutes];

/** Every screen of the shop; each feature lists its own routes. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      {featureRoutes.map(({ path, component }) => (
        <Route key={path} path={path} component={component} />
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}
