/*
 * The review queue's keyboard shortcuts (ADR 0053): one table the key handler and the visible
 * help ("단축키") both read, so the help never lists a key that does nothing.
 */

export type ReviewShortcut = 'next' | 'previous' | 'apply' | 'reject' | 'pin' | 'answer';

export const REVIEW_SHORTCUTS: readonly { action: ReviewShortcut; keys: readonly string[]; label: string; changes: boolean }[] = [
  { action: 'next', keys: ['j', 'ArrowDown'], label: '다음 리뷰', changes: false },
  { action: 'previous', keys: ['k', 'ArrowUp'], label: '이전 리뷰', changes: false },
  { action: 'apply', keys: ['a'], label: '승인', changes: true },
  { action: 'reject', keys: ['r'], label: '반려 (사유 입력)', changes: true },
  { action: 'pin', keys: ['p'], label: '상단 고정 / 고정 해제', changes: true },
  { action: 'answer', keys: ['n'], label: '답변 쓰기', changes: true },
];

/** How a key is shown in the help: arrows as arrows. */
export const keyName = (key: string) => ({ ArrowDown: '↓', ArrowUp: '↑' })[key] ?? key;

/** True when the key press belongs to something the staff member is typing into. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The shortcut a key press asks for, or null: never while typing, never with a modifier (the
 * browser's own shortcuts stay), and changes only for staff who may change the shop.
 */
export function shortcutOf(event: Pick<KeyboardEvent, 'key' | 'target' | 'ctrlKey' | 'metaKey' | 'altKey'>, canOperate: boolean): ReviewShortcut | null {
  if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  const found = REVIEW_SHORTCUTS.find((shortcut) => shortcut.keys.includes(key));
  if (!found || (found.changes && !canOperate)) return null;
  return found.action;
}
