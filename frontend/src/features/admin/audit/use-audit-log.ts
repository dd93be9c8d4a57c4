import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { StaffAuditLogDocument, type StaffAuditObjectType } from '../../../lib/__generated__/graphql';
import { queryOptionsFor } from '../../../lib/query-options';

export interface AuditFilter {
  objectType?: StaffAuditObjectType | null;
  objectId?: number | null;
  page?: number;
}

export function auditLogQueryOptions({ objectType = null, objectId = null, page = 1 }: AuditFilter) {
  return queryOptionsFor(StaffAuditLogDocument, { data: { objectType, objectId, page } }, { select: (data) => data.staffAuditLog });
}

/** The page on screen stays while the next one loads. */
export function useAuditLog(filter: AuditFilter) {
  return useQuery({ ...auditLogQueryOptions(filter), placeholderData: keepPreviousData });
}
