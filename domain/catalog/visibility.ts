import { AUTHORITY, isSuspendedAuthority } from '../enums';

/** The part of the request's viewer the catalogue needs. */
export interface ViewerLike {
  userId: number;
  authority: number;
}

/** A viewer known to be a member of the university (tenant) `universityId`, the deployment's own. */
export interface TenantViewer extends ViewerLike {
  universityId: number;
}

/**
 * The level products are compared with (docs/product-rules.md#visibility-and-authority): anonymous
 * viewers are NORMAL, and so are suspended ones, whose tokens the session layer rejects anyway.
 */
export function viewerLevel(viewer: ViewerLike | null | undefined): number {
  if (!viewer || isSuspendedAuthority(viewer.authority)) return AUTHORITY.NORMAL;
  return viewer.authority;
}
