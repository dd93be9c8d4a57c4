import { staleEdit } from '../staff/staff-messages';

/**
 * The version check of a console edit: the editor sends the `updatedAt` it loaded; a row changed
 * since then refuses the save whole (CONFLICT) rather than silently overwrite the other change.
 */
export function checkEditVersion(expected: Date | string, actual: Date | string): void {
  if (new Date(expected).getTime() !== new Date(actual).getTime()) throw staleEdit('expectedUpdatedAt');
}
