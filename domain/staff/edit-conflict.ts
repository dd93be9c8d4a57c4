import { conflict, type AppError } from '../errors/errors';

/** Two staff saved the same object: the later one, holding an older copy, is told to reload. */
export const STALE_EDIT_MESSAGE = '다른 운영진이 먼저 고쳤어요. 새로고침한 뒤 다시 저장해 주세요.';

/**
 * The version check of an edit: the editor sends the `updatedAt` it loaded, and a row changed
 * since refuses the save whole (CONFLICT) instead of silently overwriting the other change.
 */
export function staleEdit(expected: Date | string, actual: Date | string): AppError | null {
  return new Date(expected).getTime() === new Date(actual).getTime() ? null : conflict(STALE_EDIT_MESSAGE);
}
