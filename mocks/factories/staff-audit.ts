// Staff audit log entries (the operator console's 변경 기록), built the way the API reports them.
import type * as T from '../__generated__/types';
import { daysBefore } from './clock';
import { int, nextId, withOverrides } from './random';

export function buildStaffAuditChange(overrides?: Partial<T.StaffAuditChange>): T.StaffAuditChange {
  return withOverrides({ __typename: 'StaffAuditChange', field: 'salePrice', before: '59000', after: '55000' }, overrides);
}

export function buildStaffAuditEntry(overrides?: Partial<T.StaffAuditEntry>): T.StaffAuditEntry {
  return withOverrides(
    {
      __typename: 'StaffAuditEntry',
      id: nextId('staffAudit'),
      objectType: 'PRODUCT',
      objectId: 1,
      action: 'product.update',
      summary: '상품 정보를 고쳤어요',
      staffUserId: 2,
      staffName: '박생협',
      reason: null,
      changes: [buildStaffAuditChange()],
      createdAt: daysBefore(int(0, 20)),
    },
    overrides,
  );
}

export function buildStaffAuditPage(overrides?: Partial<T.StaffAuditPage>): T.StaffAuditPage {
  const items = overrides?.items ?? Array.from({ length: 3 }, () => buildStaffAuditEntry());
  return withOverrides({ __typename: 'StaffAuditPage', items, total: items.length }, overrides);
}
