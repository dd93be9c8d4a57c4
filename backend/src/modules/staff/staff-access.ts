import { forbidden } from '../../../../domain/errors/errors';
import { canOperateConsole, canReadConsole } from '../../../../domain/staff/staff-level';
import { STAFF_ONLY_MESSAGE, STAFF_READ_ONLY_MESSAGE } from '../../../../domain/staff/staff-messages';
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

type StaffContext = ViewerContext & { config: { UNIVERSITY_ID: number } };

/**
 * Staff who may read the console: ADMINHIDDEN (2) and ADMIN (3) of this deployment's university.
 * Others are FORBIDDEN, anonymous callers UNAUTHENTICATED, suspended ones ACCOUNT_SUSPENDED.
 */
export function staffReader(context: StaffContext): StaffScope {
  const viewer = requireViewer(context);
  if (!canReadConsole(viewer.authority)) throw forbidden(STAFF_ONLY_MESSAGE);
  return { universityId: context.config.UNIVERSITY_ID, staffUserId: viewer.userId };
}

/**
 * Staff who may change the shop: ADMIN (3) only. ADMINHIDDEN is told the account only looks;
 * everyone else is refused like `staffReader`.
 */
export function staffOperator(context: StaffContext): StaffScope {
  const scope = staffReader(context);
  if (!canOperateConsole(requireViewer(context).authority)) throw forbidden(STAFF_READ_ONLY_MESSAGE);
  return scope;
}
