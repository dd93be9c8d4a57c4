import { AUTHORITY } from '../../../../domain/enums';
import { forbidden } from '../../../../domain/errors/errors';
import { STAFF_ONLY_MESSAGE } from '../../../../domain/staff/staff-messages';
import { requireViewer, type ViewerContext } from '../account/viewer';

/**
 * Who works, and on which shop. Staff operations only touch the deployment's own university, so a
 * database shared by several tenants never lets one co-op's staff move another's orders.
 */
export interface StaffScope {
  universityId: number;
  /** The staff member; null for the operator's command line, which has no account. */
  staffUserId: number | null;
}

/**
 * The ADMIN (authority 3) signed in, as a staff scope of this deployment's university: others are
 * FORBIDDEN, anonymous callers UNAUTHENTICATED, suspended ones ACCOUNT_SUSPENDED.
 */
export function staffScope(context: ViewerContext & { config: { UNIVERSITY_ID: number } }): StaffScope {
  const viewer = requireViewer(context);
  if (viewer.authority < AUTHORITY.ADMIN) throw forbidden(STAFF_ONLY_MESSAGE);
  return { universityId: context.config.UNIVERSITY_ID, staffUserId: viewer.userId };
}
