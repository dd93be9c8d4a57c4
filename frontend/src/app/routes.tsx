import { Route, Switch } from 'wouter';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from './not-found-page';

/** Every screen of the shop; features add their routes here. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
