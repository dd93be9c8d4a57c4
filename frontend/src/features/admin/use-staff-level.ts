import { canOperateConsole, canReadConsole } from '../../../../domain/staff/staff-level';
import { useSession } from '../../lib/session';

export interface StaffLevel {
  /** ADMINHIDDEN and ADMIN: may open the console. */
  canRead: boolean;
  /** ADMIN only: may change things; every change button hides without it. */
  canOperate: boolean;
}

/** What the signed-in staff member may do, by the same rule the API refuses by (domain/staff/staff-level.ts). */
export function useStaffLevel(): StaffLevel {
  const { user } = useSession();
  return { canRead: canReadConsole(user?.authority), canOperate: canOperateConsole(user?.authority) };
}
