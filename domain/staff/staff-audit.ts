import { z } from 'zod';
import { StaffAuditObjectType } from '../enums';

/*
 * The staff audit log (docs/decisions/0042-operator-console.md): every staff change keeps who, what,
 * the fields before and after, and when. The rows store plain JSON snapshots; what changed is
 * computed here, once, for the API and the mocked API alike.
 */

export type AuditSnapshot = Record<string, unknown>;

export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** How a snapshot value reads in the log: text as is, lists joined, objects as compact JSON. */
export function auditValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) {
    return value.map((item) => String(item)).join(', ');
  }
  return JSON.stringify(value);
}

/** The fields whose value differs between the two snapshots, in the order they first appear. */
export function auditChanges(before: AuditSnapshot | null | undefined, after: AuditSnapshot | null | undefined): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: AuditChange[] = [];
  for (const field of fields) {
    const was = auditValue(before?.[field]);
    const is = auditValue(after?.[field]);
    if (was !== is) changes.push({ field, before: was, after: is });
  }
  return changes;
}

export const STAFF_AUDIT_OBJECT_TYPE_MESSAGE = '기록을 볼 대상 종류를 다시 골라 주세요.';
export const STAFF_AUDIT_OBJECT_ID_MESSAGE = '기록을 볼 대상 번호를 숫자로 입력해 주세요.';
export const STAFF_AUDIT_PAGE_MESSAGE = '페이지는 1 이상의 숫자로 입력해 주세요.';

/** The audit log shows 20 entries per page, newest first. */
export const STAFF_AUDIT_PAGE_SIZE = 20;

export const staffAuditLogInput = z.object({
  objectType: z.enum(StaffAuditObjectType, { error: STAFF_AUDIT_OBJECT_TYPE_MESSAGE }).nullish(),
  objectId: z.number({ error: STAFF_AUDIT_OBJECT_ID_MESSAGE }).int({ error: STAFF_AUDIT_OBJECT_ID_MESSAGE }).positive({ error: STAFF_AUDIT_OBJECT_ID_MESSAGE }).nullish(),
  page: z.number({ error: STAFF_AUDIT_PAGE_MESSAGE }).int({ error: STAFF_AUDIT_PAGE_MESSAGE }).min(1, { error: STAFF_AUDIT_PAGE_MESSAGE }).max(10_000, { error: STAFF_AUDIT_PAGE_MESSAGE }).nullish(),
});

/** Korean names of the object kinds, for the log's filter and rows. */
export const STAFF_AUDIT_OBJECT_LABEL = {
  PRODUCT: '상품',
  CATEGORY: '카테고리',
  DELIVERY_TEMPLATE: '배송 템플릿',
  PICKUP_POINT: '단체 수령지',
  AD: '광고 배너',
  SHOP: '상점 설정',
  MEMBER: '회원',
  ORDER_PRODUCT: '주문 상품',
  REVIEW: '리뷰',
  MESSAGE: '알림 메시지',
  CLASS_ORDER: '과대표 단체 주문',
} as const satisfies Record<StaffAuditObjectType, string>;
