/** The refusal a member (or anyone below ADMIN) gets from a staff operation. */
export const STAFF_ONLY_MESSAGE = '생협 운영진만 사용할 수 있는 기능입니다. 운영진 계정으로 로그인해 주세요.';
