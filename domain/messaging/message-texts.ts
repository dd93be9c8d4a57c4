/** What staff are told about messages, shared by message.service.ts and the mocked API. */
export const MESSAGE_NOT_FOUND_MESSAGE = '메시지를 찾을 수 없어요. 목록을 새로고침해 주세요.';
export const ONLY_FAILED_RESEND_MESSAGE = '보내지 못한 메시지만 다시 보낼 수 있어요.';
