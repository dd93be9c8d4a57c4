import { AppError } from '../errors/errors';

/** The refusal a member (or anyone below ADMINHIDDEN) gets from a staff operation. */
export const STAFF_ONLY_MESSAGE = '생협 운영진만 쓸 수 있는 기능이에요. 운영진 계정으로 로그인해 주세요.';

/** The refusal an ADMINHIDDEN (look, don't touch) staff member gets from any change. */
export const STAFF_READ_ONLY_MESSAGE = '조회 전용 운영진 계정이라 바꿀 수 없어요. 관리자에게 요청해 주세요.';

/** Two staff edited the same object: the later save saw an older version. */
export const STALE_EDIT_MESSAGE = '다른 운영진이 먼저 고쳤어요. 새로고침한 뒤 다시 저장해 주세요.';

/** The refusal of a save whose `expectedUpdatedAt` (or version) is not the object's current one. */
export function staleEdit(field = 'expectedUpdatedAt'): AppError {
  return new AppError('CONFLICT', STALE_EDIT_MESSAGE, { field });
}
