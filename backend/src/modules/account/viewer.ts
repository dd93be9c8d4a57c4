import { AppError, unauthenticated } from '../../graphql/errors';
import type { Viewer } from './session.service';

export interface ViewerContext {
  viewer: Viewer | null;
  viewerSuspended: boolean;
}

/**
 * The signed-in member, or the refusal the client acts on: ACCOUNT_SUSPENDED makes it sign out
 * and explain, UNAUTHENTICATED sends the member to the login page.
 */
export function requireViewer(context: ViewerContext): Viewer {
  if (context.viewer) return context.viewer;
  if (context.viewerSuspended) throw new AppError('ACCOUNT_SUSPENDED');
  throw unauthenticated();
}
