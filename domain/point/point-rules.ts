import { AppError, badUserInput } from '../errors/errors';

/*
 * The point figures and sentences of docs/product-rules.md#points over plain values (no ORM), so that the
 * ledger, the services and the mocked API earn, expire and refuse alike.
 */

export const SIGNUP_POINTS = 1_000;
export const RECOMMENDATION_POINTS = 1_000;
export const TEXT_REVIEW_POINTS = 300;
export const PHOTO_REVIEW_POINTS = 500;
export const PURCHASE_POINT_PERCENT = 1;
/** The summary's "expiring soon" looks this far ahead. */
export const EXPIRING_SOON_DAYS = 30;

export const OTHER_MEMBER_POINTS_MESSAGE = '다른 회원의 포인트 내역은 볼 수 없어요.';

/** floor(1% of the line's paid price): no fractional points, never rounded up. */
export function purchasePointsOf(paidPrice: number): number {
  return Math.max(0, Math.floor((paidPrice * PURCHASE_POINT_PERCENT) / 100));
}

/** An applied review earns more with at least one photo. */
export function reviewPointsOf(hasPhotos: boolean): number {
  return hasPhotos ? PHOTO_REVIEW_POINTS : TEXT_REVIEW_POINTS;
}

/** GAIN expires one calendar year after it is earned. */
export function oneYearAfter(date: Date): Date {
  const next = new Date(date);
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}

const formatPoints = (value: number) => `${value.toLocaleString('ko-KR')}P`;

/** What a spend above the balance is told, saying what may be spent now. */
export function insufficientPointsMessage(balance: number): string {
  return `포인트가 부족해요. 지금 사용할 수 있는 포인트는 ${formatPoints(balance)}예요. 사용할 포인트를 줄여 주세요.`;
}

/** A spend above the balance. */
export function insufficientPoints(balance: number): AppError {
  return new AppError('INSUFFICIENT_POINTS', insufficientPointsMessage(balance), { field: 'pointUsing', balance });
}

export function requirePointAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw badUserInput('사용할 포인트는 0 이상의 정수로 입력해 주세요.', 'pointUsing');
  }
}
