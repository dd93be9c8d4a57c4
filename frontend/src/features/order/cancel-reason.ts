/** The usual reasons a Korean shop offers; `other` asks the member to write their own. */
export const CANCEL_REASONS = [
  { value: 'change-of-mind', label: '단순 변심' },
  { value: 'wrong-option', label: '사이즈·색상을 잘못 선택했어요' },
  { value: 'reorder', label: '다른 상품으로 다시 주문할게요' },
  { value: 'delivery', label: '배송이 늦어져요' },
  { value: 'other', label: '기타 (직접 입력)' },
] as const;

export type CancelReasonChoice = (typeof CANCEL_REASONS)[number]['value'];

/** The API keeps 2-200 characters (order-input.ts); the longest label and " - " leave room for 150. */
export const CANCEL_DETAIL_MAX = 150;

export const REASON_REQUIRED_MESSAGE = '취소 사유를 선택해 주세요.';
export const DETAIL_REQUIRED_MESSAGE = '취소 사유를 2자 이상 적어 주세요.';

/**
 * The sentence sent as `cancelReason`: the chosen reason, with the member's words after it when
 * they wrote any (staff read both). Returns the message to show instead when something is missing.
 */
export function cancelReasonOf(choice: CancelReasonChoice | '', detail: string): { reason: string } | { error: string } {
  const words = detail.trim();
  if (choice === '') return { error: REASON_REQUIRED_MESSAGE };
  if (choice === 'other') return [...words].length >= 2 ? { reason: words } : { error: DETAIL_REQUIRED_MESSAGE };
  const label = CANCEL_REASONS.find((reason) => reason.value === choice)?.label ?? '';
  return { reason: words === '' ? label : `${label} - ${words}` };
}
