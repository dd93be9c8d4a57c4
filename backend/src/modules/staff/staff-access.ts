import { AUTHORITY } from '../../db/enums';
import { forbidden } from '../../graphql/errors';
import { requireViewer, type ViewerContext } from '../account/viewer';

export const STAFF_ONLY_MESSAGE = '생협 운영진만 사용할 수 있는 기능입니다. 운영진 계정으로 로그인해 주세요.';

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
