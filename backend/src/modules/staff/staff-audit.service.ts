import type { EntityManager } from '@mikro-orm/postgresql';
import type { StaffAuditEntryDraft } from '../../../../domain/staff/staff-audit-entries';
import { parseInput } from '../../../../domain/errors/input';
import {
  auditChanges,
  STAFF_AUDIT_PAGE_SIZE,
  staffAuditLogInput,
} from '../../../../domain/staff/staff-audit';
import type { StaffAuditLogInput, StaffAuditPage } from '../../graphql/__generated__/resolvers-types';
import type { StaffScope } from './staff-access';
import { StaffAudit } from './staff-audit.entity';

/**
 * `action` is a stable dotted code (`product.update`), `summary` one Korean sentence in 해요체 past
 * ("상품 정보를 고쳤어요"); the order desk's drafts are in domain/staff/staff-audit-entries.ts.
 */
export type StaffAuditRecord = StaffAuditEntryDraft;

/**
 * Records a staff change in the caller's unit of work: call it inside the mutation's transaction,
 * so the entry commits with the change or not at all (docs/decisions/0042-operator-console.md).
 */
export function recordStaffAudit(em: EntityManager, scope: StaffScope, record: StaffAuditRecord): StaffAudit {
  const entry = em.create(StaffAudit, {
    university: scope.universityId,
    staffUser: scope.staffUserId,
    objectType: record.objectType,
    objectId: record.objectId,
    action: record.action,
    summary: record.summary,
    before: record.before ?? null,
    after: record.after ?? null,
    reason: record.reason ?? null,
  });
  em.persist(entry);
  return entry;
}

/** The tenant's log, newest first, optionally of one kind of object or one object. */
export async function listStaffAudit(
  em: EntityManager,
  scope: StaffScope,
  input: StaffAuditLogInput | null | undefined,
): Promise<StaffAuditPage> {
  const { objectType, objectId, page } = parseInput(staffAuditLogInput, {
    objectType: input?.objectType,
    objectId: input?.objectId,
    page: input?.page,
  });
  const where = {
    university: scope.universityId,
    ...(objectType ? { objectType } : {}),
    ...(objectId ? { objectId } : {}),
  };
  const [rows, total] = await em.findAndCount(StaffAudit, where, {
    orderBy: { id: 'desc' },
    limit: STAFF_AUDIT_PAGE_SIZE,
    offset: ((page ?? 1) - 1) * STAFF_AUDIT_PAGE_SIZE,
    populate: ['staffUser'],
  });
  return {
    total,
    items: rows.map((row) => ({
      id: row.id,
      objectType: row.objectType,
      objectId: row.objectId,
      action: row.action,
      summary: row.summary,
      staffUserId: row.staffUser?.id ?? null,
      staffName: row.staffUser?.name ?? null,
      reason: row.reason ?? null,
      changes: auditChanges(row.before, row.after),
      createdAt: row.createdAt,
    })),
  };
}
