import { AUTHORITY } from '../enums';

/*
 * Who may use the operator console (docs/product-rules.md#staff): ADMINHIDDEN (2) looks, ADMIN (3)
 * changes. The API refuses by these, and the screens hide what the viewer may not do by the same.
 */

/** Staff who may open the console and read everything in it. */
export function canReadConsole(authority: number | null | undefined): boolean {
  return authority != null && authority >= AUTHORITY.ADMINHIDDEN;
}

/** Staff who may change the shop. */
export function canOperateConsole(authority: number | null | undefined): boolean {
  return authority != null && authority >= AUTHORITY.ADMIN;
}
