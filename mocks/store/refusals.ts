// The refusals several domains share, built on the real API's AppError and, where the backend has
// a pure rule module, its very functions, so that the mocked answers carry the same codes and words.
import { AppError, unauthenticated, forbidden } from '../../domain/errors/errors';
import { AUTHORITY } from '../../domain/enums';
import { viewerLevel } from '../../domain/catalog/visibility';
import { canOperateConsole, canReadConsole } from '../../domain/staff/staff-level';
import { STAFF_ONLY_MESSAGE, STAFF_READ_ONLY_MESSAGE } from '../../domain/staff/staff-messages';
import type { StoreMember } from './types';

/** Like the real `requireViewer`: anonymous callers are UNAUTHENTICATED (a service may say why). */
export function requireViewer(viewer: StoreMember | null, message?: string): StoreMember {
  if (!viewer) throw unauthenticated(message);
  return viewer;
}

/** A session of a suspended member: the real resolvers refuse with ACCOUNT_SUSPENDED so the client signs out. */
export function suspended(): AppError {
  return new AppError('ACCOUNT_SUSPENDED');
}

export const ADMIN_AUTHORITY = AUTHORITY.ADMIN;

/** Like the real `staffReader`: ADMINHIDDEN and ADMIN may read the console. */
export function requireStaffReader(viewer: StoreMember | null): StoreMember {
  const member = requireViewer(viewer);
  if (!canReadConsole(member.authority)) throw forbidden(STAFF_ONLY_MESSAGE);
  return member;
}

/** Like the real `staffOperator`: only ADMIN changes; ADMINHIDDEN is told the account only looks. */
export function requireStaffOperator(viewer: StoreMember | null): StoreMember {
  const member = requireStaffReader(viewer);
  if (!canOperateConsole(member.authority)) throw forbidden(STAFF_READ_ONLY_MESSAGE);
  return member;
}


/** The level products are compared with; a suspended member counts as NORMAL, as in the real services. */
export function levelOf(member: StoreMember | null): number {
  return viewerLevel(member ? { userId: member.id, authority: member.authority } : null);
}
