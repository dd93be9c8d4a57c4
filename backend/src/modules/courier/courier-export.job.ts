import type { EntityManager } from '@mikro-orm/postgresql';
import type { CourierExportLine } from '../../../../domain/courier/courier-layouts';
import { COURIER_MESSAGES } from '../../../../domain/courier/courier-export-input';
import type { JobDeps } from '../../jobs/job-deps';
import { ORDER_LINE_FROM, orderLineWhere } from '../order-desk/order-line-filter-sql';
import { CourierExport } from './courier-export.entity';
import { courierSheetWriter } from './courier-sheet';

/** Lines read per query: small enough that a student's request never waits long behind one. */
const BATCH = 500;

interface LineRow {
  id: number;
  m_uid: string;
  name: string;
  tel: string;
  post_code: string;
  address: string;
  detail_address: string;
  delivery_note: string | null;
  product_name: string;
  option_text: string;
  count: number;
  line_note: string | null;
}

/** Where the export's lines are: ticked ids (still PREPARING) or its stored filter; only lines with a delivery address. */
function linesWhere(row: CourierExport): { sql: string; params: unknown[] } {
  const scope = { universityId: row.university.id, staffUserId: null };
  if (row.orderProductIds) {
    return {
      sql: `o.university_id = ? and op.status = 'PREPARING' and op.id = any(?::int[])`,
      params: [scope.universityId, `{${row.orderProductIds.join(',')}}`],
    };
  }
  const { sql, params } = orderLineWhere(scope, row.filter ?? {});
  return { sql, params };
}

async function readBatch(em: EntityManager, where: { sql: string; params: unknown[] }, afterId: number): Promise<LineRow[]> {
  return em.execute<LineRow[]>(
    `select op.id, o.m_uid, od.name, od.tel, od.post_code, od.address, od.detail_address, od.note as delivery_note,
            op.product_name, op.option_text, op.count, op.note as line_note
       from ${ORDER_LINE_FROM}
       join order_delivery od on od.id = o.order_delivery_id
      where ${where.sql} and op.id > ?
      order by op.id
      limit ${BATCH}`,
    [...where.params, afterId],
  );
}

function exportLine(row: LineRow): CourierExportLine {
  return {
    lineId: row.id,
    orderNumber: row.m_uid,
    receiver: row.name,
    phone: row.tel,
    postcode: row.post_code,
    address: row.address,
    detailAddress: row.detail_address,
    productName: row.product_name,
    optionText: row.option_text,
    quantity: row.count,
    note: [row.delivery_note, row.line_note].filter((note) => note && note.trim() !== '').join(' / '),
  };
}

/**
 * The courier-export job: claims the export (QUEUED, or RUNNING again after a crashed try), reads
 * its lines in id order batch by batch into the sheet writer, stores the file and marks it DONE.
 * An export already DONE or FAILED is left alone, so a duplicate delivery of the job writes nothing.
 */
export async function runCourierExport(deps: Pick<JobDeps, 'orm' | 'adapters' | 'logger'>, exportId: number, now = () => new Date()): Promise<{ rows: number } | null> {
  const em = deps.orm.em.fork();
  const claimed = await em.execute<{ id: number }[]>(
    `update courier_export set status = 'RUNNING' where id = ? and status in ('QUEUED', 'RUNNING') returning id`,
    [exportId],
  );
  if (claimed.length === 0) return null;
  const row = await em.findOneOrFail(CourierExport, exportId, { populate: ['university'] });
  try {
    const where = linesWhere(row);
    const writer = courierSheetWriter(row.courier, row.format);
    let afterId = 0;
    let rows = 0;
    for (;;) {
      const batch = await readBatch(em, where, afterId);
      if (batch.length === 0) break;
      await writer.add(batch.map(exportLine));
      rows += batch.length;
      afterId = batch[batch.length - 1]!.id;
      if (batch.length < BATCH) break;
    }
    const key = `courier/exports/${row.id}-${crypto.randomUUID()}.${row.format.toLowerCase()}`;
    await deps.adapters.storage.writeObject(key, await writer.finish(), row.format === 'XLSX'
      ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
      : 'text/csv; charset=utf-8');
    Object.assign(row, { status: 'DONE', rowCount: rows, fileKey: key, finishedAt: now(), error: null });
    await em.flush();
    return { rows };
  } catch (err) {
    deps.logger.error({ err, exportId }, 'courier export failed');
    Object.assign(row, { status: 'FAILED', error: COURIER_MESSAGES.exportFailed, finishedAt: now() });
    await em.flush();
    return null;
  }
}
