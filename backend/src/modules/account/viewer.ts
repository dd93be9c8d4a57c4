import { AppError, unauthenticated } from '../../../../domain/errors/errors';
import type { Viewer } from './session.service';

export interface ViewerContext {
  viewer: Viewer | null;
  viewerSuspended: boolean;
  /** The deployment's tenant: members of other universities in the same database are not members here. */
  config: { UNIVERSITY_ID: number };
}

/**
 * The viewer when they are a member of this deployment's university, else null. Login already
 * refuses other universities' members; this keeps a token they got elsewhere from working here.
 */
export function tenantViewer(context: ViewerContext): Viewer | null {
  const { viewer } = context;
  return viewer && viewer.universityId === context.config.UNIVERSITY_ID ? viewer : null;
}

/**
 * The signed-in member, or the refusal the client acts on: ACCOUNT_SUSPENDED makes it sign out
 * and explain, UNAUTHENTICATED sends the member to the login page.
 */
export function requireViewer(context: ViewerContext): Viewer {
  const viewer = tenantViewer(context);
  if (viewer) return viewer;
  if (context.viewerSuspended) throw new AppError('ACCOUNT_SUSPENDED');
  throw unauthenticated();
}
