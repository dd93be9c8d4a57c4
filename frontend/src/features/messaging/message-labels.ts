import type { BadgeTone } from '../../components/ui/badge';
import type { MessageChannel, MessageStatus } from '../../lib/__generated__/graphql';

export const MESSAGE_STATUS_LABELS = {
  QUEUED: '보내는 중',
  SENDING: '보내는 중',
  SENT: '보냄',
  FAILED: '보내지 못함',
  SKIPPED: '보내지 않음',
} as const satisfies Record<MessageStatus, string>;

export const MESSAGE_STATUS_TONES = {
  QUEUED: 'info',
  SENDING: 'info',
  SENT: 'success',
  FAILED: 'danger',
  SKIPPED: 'neutral',
} as const satisfies Record<MessageStatus, BadgeTone>;

export const MESSAGE_CHANNEL_LABELS = {
  ALIMTALK: '카카오 알림톡',
  SMS: '문자',
  EMAIL: '메일',
} as const satisfies Record<MessageChannel, string>;

export const STAFF_STATUS_FILTERS = [
  { id: 'ALL', label: '전체' },
  { id: 'FAILED', label: '보내지 못함' },
  { id: 'QUEUED', label: '대기' },
  { id: 'SENT', label: '보냄' },
  { id: 'SKIPPED', label: '보내지 않음' },
] as const;

/** `?page=` as a page number from 1. */
export function pageParam(raw: string | null): number {
  return raw !== null && /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : 1;
}
