// Screens on their real routes, and any other address as a placeholder page showing where the
// screen sent the member. Free of test-runner imports, so stories can mount routes the same way.
import { Route, Switch, useLocation, useSearch } from 'wouter';
import type { FeatureRoute } from '../lib/feature-route';

/** Another screen of the app: shows where the screen under test sent the member. */
export function Elsewhere() {
  const [path] = useLocation();
  const search = useSearch();
  return <p data-testid="elsewhere">{search ? `${path}?${search}` : path}</p>;
}

/** A feature's route list as app/routes.tsx registers it, and any other address as a placeholder. */
export function FeatureRoutes({ routes }: { routes: readonly FeatureRoute[] }) {
  return (
    <Switch>
      {routes.map(({ path, component }) => (
        <Route key={path} path={path} component={component} />
      ))}
      <Route component={Elsewhere} />
    </Switch>
  );
}
