import { GraphQLError } from 'graphql';

/**
 * Every code a client may find in `errors[].extensions.code`. Kept equal to the SDL's `ErrorCode`
 * enum (a test compares them), so clients can switch on it.
 */
export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'GRAPHQL_VALIDATION_FAILED',
  'CONFLICT',
  'RATE_LIMITED',
  'CERTIFICATION_FAILED',
  'LOGIN_FAILED',
  'ACCOUNT_SUSPENDED',
  'NOT_PURCHASABLE',
  'OUT_OF_STOCK',
  'INSUFFICIENT_POINTS',
  'INVALID_STATE',
  'PAYMENT_VERIFICATION_FAILED',
  'EXTERNAL_SERVICE_ERROR',
  'NOT_IMPLEMENTED',
  'INTERNAL_SERVER_ERROR',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The sentence shown when the caller has nothing more specific to say. */
export const DEFAULT_MESSAGES: Record<ErrorCode, string> = {
  UNAUTHENTICATED: '로그인이 필요해요.',
  FORBIDDEN: '이 작업을 할 권한이 없어요.',
  NOT_FOUND: '요청한 정보를 찾을 수 없어요.',
  BAD_USER_INPUT: '입력한 내용을 다시 확인해 주세요.',
  GRAPHQL_VALIDATION_FAILED: '잘못된 요청이에요. 앱을 새로고침한 뒤 다시 시도해 주세요.',
  CONFLICT: '이미 존재하는 정보예요.',
  RATE_LIMITED: '요청이 너무 많아요. 잠시 후 다시 시도해 주세요.',
  CERTIFICATION_FAILED: '인증에 실패했어요. 인증번호를 다시 확인해 주세요.',
  LOGIN_FAILED: '이메일 또는 비밀번호가 올바르지 않아요.',
  ACCOUNT_SUSPENDED: '이용이 정지된 계정이에요. 고객센터로 문의해 주세요.',
  NOT_PURCHASABLE: '지금은 구매할 수 없는 상품이에요.',
  OUT_OF_STOCK: '재고가 부족해요.',
  INSUFFICIENT_POINTS: '사용 가능한 포인트가 부족해요.',
  INVALID_STATE: '현재 상태에서는 처리할 수 없는 요청이에요.',
  PAYMENT_VERIFICATION_FAILED: '결제를 확인하지 못했어요. 고객센터로 문의해 주세요.',
  EXTERNAL_SERVICE_ERROR: '외부 서비스와 연결하지 못했어요. 잠시 후 다시 시도해 주세요.',
  NOT_IMPLEMENTED: '아직 준비 중인 기능이에요.',
  INTERNAL_SERVER_ERROR: '일시적인 오류가 발생했어요. 잠시 후 다시 시도해 주세요.',
};

export type AppErrorExtensions = Record<string, unknown> & { code?: never };

/** A refusal the screen shows as is: a Korean sentence plus a stable code. */
export class AppError extends GraphQLError {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message: string = DEFAULT_MESSAGES[code], extensions: AppErrorExtensions = {}) {
    // A refusal is an answer, not a fault: no stack is captured (with source maps on, formatting
    // one costs more than the rest of a refused request). Unexpected errors keep theirs.
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      super(message, { extensions: { ...extensions, code } });
    } finally {
      Error.stackTraceLimit = stackTraceLimit;
    }
    this.name = 'AppError';
    this.code = code;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

export const unauthenticated = (message?: string) => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message?: string) => new AppError('FORBIDDEN', message);
export const notFound = (message?: string) => new AppError('NOT_FOUND', message);
export const conflict = (message?: string) => new AppError('CONFLICT', message);
export const invalidState = (message?: string) => new AppError('INVALID_STATE', message);
export const notImplemented = (what?: string) =>
  new AppError('NOT_IMPLEMENTED', DEFAULT_MESSAGES.NOT_IMPLEMENTED, what ? { field: what } : {});

/** `field` names the offending argument so a form can highlight it. */
export const badUserInput = (message: string, field?: string) =>
  new AppError('BAD_USER_INPUT', message, field ? { field } : {});

/** `retryAfterSeconds` lets a client count down instead of parsing the sentence. */
export const rateLimited = (message: string, retryAfterSeconds?: number) =>
  new AppError('RATE_LIMITED', message, retryAfterSeconds === undefined ? {} : { retryAfterSeconds });

/** Every database connection stayed busy for the whole wait (an opening's rush): try again shortly. */
export const SERVER_BUSY_MESSAGE = '지금 요청이 몰려 처리하지 못했어요. 잠시 후 다시 시도해 주세요.';
export const serverBusy = () => new AppError('RATE_LIMITED', SERVER_BUSY_MESSAGE, { retryAfterSeconds: 2, reason: 'SERVER_BUSY' });
