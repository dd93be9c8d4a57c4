import type { EntityManager } from '@mikro-orm/postgresql';
import { courierFileName } from '../../../../domain/courier/courier-layouts';
import { COURIER_MESSAGES, courierExportInput, EXPORT_LIST_LIMIT } from '../../../../domain/courier/courier-export-input';
import { notFound } from '../../../../domain/errors/errors';
import { parseInput } from '../../../../domain/errors/input';
import { seoulDay } from '../../../../domain/order-desk/order-line-filter';
import { QUEUES } from '../../jobs/queues';
import { orderLineWhere } from '../order-desk/order-line-filter-sql';
import type { StaffScope } from '../staff/staff-access';
import { CourierExport } from './courier-export.entity';

/** An export row as resolvers map it (they never import the ORM's entities). */
export type CourierExportRow = CourierExport;

/** The download address of a finished export (courier-files.ts serves it to this shop's staff). */
export const courierExportPath = (id: number) => `/api/admin/courier-exports/${id}/file`;

/**
 * Queues a courier file: the export row and its pg-boss job are written in the mutation's one
 * transaction, so a request either leaves both or neither, and the job runs once per export.
 * The filter is parsed now, so a bad one is refused before anything is queued.
 */
export async function requestCourierExport(em: EntityManager, scope: StaffScope, raw: unknown, now = new Date()): Promise<CourierExport> {
  const input = parseInput(courierExportInput, raw);
  const { filter } = orderLineWhere(scope, input.filter ?? {});
  const row = em.create(CourierExport, {
    university: scope.universityId,
    courier: input.courier,
    format: input.format,
    status: 'QUEUED',
    // The lines to ship unless the desk's filter names statuses of its own.
    filter: input.orderProductIds ? null : { ...filter, statuses: filter.statuses?.length ? filter.statuses : ['PREPARING'] },
    orderProductIds: input.orderProductIds,
    fileName: '',
    staffUser: scope.staffUserId,
    createdAt: now,
  });
  await em.flush();
  row.fileName = courierFileName(input.courier, input.format, seoulDay(now), row.id);
  await em.flush();
  // pg-boss's own insert, written in this transaction (its `send` would commit on its own pool).
  await em.execute(
    `insert into pgboss.job (name, data, singleton_key, retry_limit, retry_delay, expire_seconds, policy)
     values (?, ?::jsonb, ?, 1, 30, 900, 'standard')`,
    [QUEUES.courierExport, JSON.stringify({ exportId: row.id }), `courier-export-${row.id}`],
  );
  // Returned as the history lists it: with the staff member who asked.
  await em.populate(row, ['staffUser']);
  return row;
}

/** This shop's latest exports, newest first. */
export function listCourierExports(em: EntityManager, scope: StaffScope): Promise<CourierExport[]> {
  return em.find(
    CourierExport,
    { university: scope.universityId },
    { orderBy: { id: 'desc' }, limit: EXPORT_LIST_LIMIT, populate: ['staffUser'] },
  );
}

/** A finished export of this shop, for its download; NOT_FOUND for any other shop's id. */
export async function findCourierExport(em: EntityManager, scope: StaffScope, id: number): Promise<CourierExport> {
  const row = await em.findOne(CourierExport, { id, university: scope.universityId });
  if (!row) throw notFound(COURIER_MESSAGES.exportNotFound);
  return row;
}
