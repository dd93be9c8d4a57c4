import type { MockDb } from '../db';
import { suspended } from '../refusals';
import type { StoreMember } from '../types';

/** What every mocked resolver gets: the store, the signed-in member (or null) and the page's origin. */
export interface MockContext {
  db: MockDb;
  viewer: StoreMember | null;
  /** The token is a live session of a suspended member: `me` refuses so the client signs out. */
  viewerSuspended: boolean;
  token: string | null;
  /** Origin of the page the request came from, for absolute URLs (uploads); '' when unknown. */
  origin: string;
}

export const authorityOf = (context: MockContext): number => context.viewer?.authority ?? 0;

/**
 * The viewer for store calls that need a member: like the real `requireViewer`, a suspended
 * member's session is refused with ACCOUNT_SUSPENDED (anonymous callers stay null for the store to refuse).
 */
export function memberOf(context: MockContext): StoreMember | null {
  if (context.viewerSuspended) throw suspended();
  return context.viewer;
}
