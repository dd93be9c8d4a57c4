// Korean sentences of the request-level hardening (docs/decisions/0037), shared by the API guard,
// the control-character check and the rate limits.
import type { z } from 'zod';

/** A request body larger than this is refused before it is read (no input of the shop is longer). */
export const MAX_REQUEST_BODY_BYTES = 100 * 1024;

export const REQUEST_REFUSALS = {
  bodyTooLarge: '요청이 너무 커요. 입력한 내용을 줄여서 다시 보내 주세요.',
  notJson: '이 주소는 앱이 보내는 JSON 요청만 받아요. 앱을 새로고침한 뒤 다시 시도해 주세요.',
  invalidJson: '요청 형식이 올바르지 않아요. 앱을 새로고침한 뒤 다시 시도해 주세요.',
  controlCharacter: '입력한 내용에 쓸 수 없는 보이지 않는 문자가 들어 있어요. 지우고 다시 입력해 주세요.',
} as const;

/** How a refused operation reads when its address or its target ran out of tries. */
export function tooManyChecksMessage(minutes: number): string {
  return `확인 요청이 너무 많아요. ${minutes}분 후에 다시 시도해 주세요.`;
}

export function tooManyResetsMessage(minutes: number): string {
  return `비밀번호 재설정 시도가 너무 많아요. ${minutes}분 후에 다시 시도해 주세요.`;
}

/**
 * zod's own (English) text for a check a schema gave no sentence of its own: every input parse
 * passes this map, so a forgotten message still reaches the student in Korean.
 */
export const koreanZodError: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) <= 1 ? '필수 항목을 입력해 주세요.' : '입력한 값이 너무 작거나 짧아요.';
    case 'too_big':
      return '입력한 값이 너무 크거나 길어요.';
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? '필수 항목을 입력해 주세요.' : '입력한 값의 형식이 올바르지 않아요.';
    default:
      return '입력한 내용을 다시 확인해 주세요.';
  }
};
