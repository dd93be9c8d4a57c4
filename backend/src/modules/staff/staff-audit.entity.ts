import { defineEntity, p } from '@mikro-orm/core';
import type { AuditSnapshot } from '../../../../domain/staff/staff-audit';
import { StaffAuditObjectType } from '../../../../domain/enums';
import { createdAt, id } from '../../db/columns';
import { User } from '../account/user.entity';
import { University } from '../content/university.entity';

/**
 * One staff change (docs/decisions/0042-operator-console.md): written in the transaction of the
 * change itself, so a change without its entry (or an entry without its change) cannot exist.
 * Append-only: nothing updates or deletes a row.
 */
export const StaffAuditSchema = defineEntity({
  name: 'StaffAudit',
  tableName: 'staff_audit',
  properties: {
    id: id(),
    // No own index: it leads the composite index below.
    university: () => p.manyToOne(University),
    /** Null for the operator's command line; kept when the account later withdraws. */
    staffUser: () => p.manyToOne(User).nullable().deleteRule('set null'),
    objectType: p.enum(() => StaffAuditObjectType),
    objectId: p.integer(),
    action: p.string().length(60),
    summary: p.string().length(200),
    before: p.json<AuditSnapshot>().nullable(),
    after: p.json<AuditSnapshot>().nullable(),
    reason: p.text().nullable(),
    createdAt: createdAt(),
  },
  indexes: [
    { name: 'staff_audit_object_index', properties: ['university', 'objectType', 'objectId', 'id'] },
    { name: 'staff_audit_university_id_index', properties: ['university', 'id'] },
  ],
});

export class StaffAudit extends StaffAuditSchema.class {}
StaffAuditSchema.setClass(StaffAudit);
