import type { MockDb } from '../db';
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
