// The staff audit log as the real staff-audit.service.ts keeps it (docs/decisions/0042): every
// staff change appends an entry in the same (snapshot-restored) mutation; the log reads newest first.
import { parseInput } from '../../domain/errors/input';
import {
  auditChanges,
  STAFF_AUDIT_PAGE_SIZE,
  staffAuditLogInput,
} from '../../domain/staff/staff-audit';
import type { StaffAuditEntryDraft } from '../../domain/staff/staff-audit-entries';
import type * as T from '../__generated__/types';
import type { MockDb } from './db';
import { requireStaffReader } from './refusals';
import type { StoreMember } from './types';

export type StaffAuditRecord = StaffAuditEntryDraft;

export function recordStaffAudit(db: MockDb, viewer: StoreMember | null, record: StaffAuditRecord): void {
  db.state.staffAudit.push({
    id: db.nextId('staffAudit'),
    objectType: record.objectType,
    objectId: record.objectId,
    action: record.action,
    summary: record.summary,
    staffUserId: viewer?.id ?? null,
    before: record.before ?? null,
    after: record.after ?? null,
    reason: record.reason ?? null,
    createdAt: db.nowIso(),
  });
}

export function staffAuditLog(db: MockDb, viewer: StoreMember | null, input: T.StaffAuditLogInput | null | undefined): T.StaffAuditPage {
  requireStaffReader(viewer);
  const { objectType, objectId, page } = parseInput(staffAuditLogInput, {
    objectType: input?.objectType,
    objectId: input?.objectId,
    page: input?.page,
  });
  const rows = db.state.staffAudit
    .filter((row) => (!objectType || row.objectType === objectType) && (!objectId || row.objectId === objectId))
    .sort((a, b) => b.id - a.id);
  const start = ((page ?? 1) - 1) * STAFF_AUDIT_PAGE_SIZE;
  return {
    __typename: 'StaffAuditPage',
    total: rows.length,
    items: rows.slice(start, start + STAFF_AUDIT_PAGE_SIZE).map((row) => ({
      __typename: 'StaffAuditEntry',
      id: row.id,
      objectType: row.objectType,
      objectId: row.objectId,
      action: row.action,
      summary: row.summary,
      staffUserId: row.staffUserId,
      staffName: db.state.members.find((member) => member.id === row.staffUserId)?.name ?? null,
      reason: row.reason,
      changes: auditChanges(row.before, row.after).map((change) => ({ __typename: 'StaffAuditChange', ...change })),
      createdAt: row.createdAt,
    })),
  };
}
