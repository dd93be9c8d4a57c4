import { z } from 'zod';
import { AppError, type ErrorCode } from '../errors/errors';
import { WaitingRoomRateMode } from '../enums';
import { isQueueOpen, queueOpensAt, type GateFacts } from './admission';
import { holdMinutesInput } from '../holds/hold-rules';

/*
 * The waiting room's refusals and staff input (docs/product-rules.md#waiting-room): a stable
 * `extensions.reason` next to the shop's usual code, and the sentence both APIs answer.
 */

export const WAITING_ROOM_REFUSALS = {
  WAITING_ROOM_SIGN_IN: 'UNAUTHENTICATED',
  WAITING_ROOM_NEEDS_PHONE: 'FORBIDDEN',
  WAITING_ROOM_NOT_GATED: 'NOT_FOUND',
  WAITING_ROOM_NOT_OPEN: 'INVALID_STATE',
  WAITING_ROOM_ALREADY_JOINED: 'CONFLICT',
  WAITING_ROOM_ADMISSION_REQUIRED: 'NOT_PURCHASABLE',
  WAITING_ROOM_NO_OPENING: 'BAD_USER_INPUT',
} as const satisfies Record<string, ErrorCode>;

export type WaitingRoomRefusalReason = keyof typeof WAITING_ROOM_REFUSALS;

const KST = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });

export const WAITING_ROOM_MESSAGES = {
  signIn: '대기열에 들어가려면 로그인해 주세요.',
  needsPhone: '휴대폰 인증을 마친 회원만 대기열에 들어갈 수 있어요. 회원 정보에서 휴대폰 인증을 해 주세요.',
  notGated: '이 상품은 대기열 없이 바로 구매할 수 있어요.',
  alreadyJoined: '이미 대기열에 있어요. 대기 화면에서 순서를 확인해 주세요.',
  noOpening: '판매 시작 시각이 정해진 상품만 대기열을 켤 수 있어요. 먼저 판매 기간을 정해 주세요.',
  ticketInvalid: '대기 정보를 확인할 수 없어요. 상품 화면에서 대기열에 다시 들어가 주세요.',
} as const;

export function notOpenMessage(gate: GateFacts, now: Date): string {
  const from = queueOpensAt(gate);
  if (from && now < from) return `대기열은 ${KST.format(from)}에 열려요. 그때 다시 와 주세요.`;
  return '판매가 끝나 대기열이 닫혔어요.';
}

export const admissionRequiredMessage = (productName: string) =>
  `'${productName}' 상품은 대기열을 거쳐 입장한 뒤에 주문할 수 있어요. 입장 시간이 끝났다면 대기열에 다시 들어가 주세요.`;

export function waitingRoomRefusal(reason: WaitingRoomRefusalReason, message: string, field?: string): AppError {
  return new AppError(WAITING_ROOM_REFUSALS[reason], message, { reason, ...(field ? { field } : {}) });
}

/** Who may join, as plain facts both stores read. */
export interface JoinFacts {
  signedIn: boolean;
  phoneCertified: boolean;
  /** The product's gate, or null when it has none (or it is switched off). */
  gate: GateFacts | null;
  alreadyJoined: boolean;
}

/** Why this member may not join now, or null when they may. */
export function joinRefusal(facts: JoinFacts, now: Date): AppError | null {
  if (!facts.signedIn) return waitingRoomRefusal('WAITING_ROOM_SIGN_IN', WAITING_ROOM_MESSAGES.signIn);
  if (!facts.phoneCertified) return waitingRoomRefusal('WAITING_ROOM_NEEDS_PHONE', WAITING_ROOM_MESSAGES.needsPhone);
  if (!facts.gate?.enabled) return waitingRoomRefusal('WAITING_ROOM_NOT_GATED', WAITING_ROOM_MESSAGES.notGated);
  if (facts.alreadyJoined) return waitingRoomRefusal('WAITING_ROOM_ALREADY_JOINED', WAITING_ROOM_MESSAGES.alreadyJoined);
  if (!isQueueOpen(facts.gate, now)) return waitingRoomRefusal('WAITING_ROOM_NOT_OPEN', notOpenMessage(facts.gate, now));
  return null;
}

/** One sentence per field: a missing, fractional or out-of-range number gets the same help. */
const whole = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

export const staffWaitingRoomInput = z.object({
  productId: z.number().int().positive('상품을 다시 선택해 주세요.'),
  enabled: z.boolean(),
  queueOpensMinutesBefore: whole(1, 180, '대기열은 판매 시작 1분에서 180분 전 사이에 열 수 있어요.'),
  rateMode: z.enum(WaitingRoomRateMode),
  rate: whole(1, 10_000, '입장 인원은 1명에서 10,000명 사이로 입력해 주세요.'),
  admissionMinutes: whole(1, 60, '입장 유지 시간은 1분에서 60분 사이로 입력해 주세요.'),
  // Optional so a staff screen or script that predates held stock keeps the current setting.
  holdMinutes: holdMinutesInput,
});

/** Where both APIs answer the poll (a plain GET, ADR 0073). */
export const WAITING_ROOM_STATUS_PATH = '/api/waiting-room/status';

/** The audit entry of a staff change to a waiting room, as both APIs record it. */
export function waitingRoomAudit(productId: number, before: Record<string, unknown>, after: Record<string, unknown> & { enabled: boolean }) {
  return {
    objectType: 'PRODUCT' as const,
    objectId: productId,
    action: 'product.waitingRoom',
    summary: after.enabled ? '대기열 설정을 바꿨어요' : '대기열을 껐어요',
    before,
    after,
  };
}
