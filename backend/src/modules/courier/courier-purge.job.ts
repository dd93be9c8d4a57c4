import { COURIER_MESSAGES, courierFileCutoff } from '../../../../domain/courier/courier-export-input';
import type { JobDeps } from '../../jobs/job-deps';
import { CourierExport, CourierImport } from './courier-export.entity';

/** Files removed per run; a backlog drains over the following nights. */
const PURGE_BATCH = 200;

export interface CourierPurgeResult {
  exports: number;
  imports: number;
}

/**
 * The nightly purge of courier files older than the retention (docs/product-rules.md#courier-
 * spreadsheets-staff): the object goes first, then the row forgets it, so a run stopped halfway
 * is finished by the next one (deleting a missing object is quiet). An export's row stays in the
 * history with the reason instead of a download; a returned file's row goes with its file.
 */
export async function purgeCourierFiles(deps: Pick<JobDeps, 'orm' | 'adapters'>, now: Date): Promise<CourierPurgeResult> {
  const em = deps.orm.em.fork();
  const cutoff = courierFileCutoff(now);
  const result: CourierPurgeResult = { exports: 0, imports: 0 };
  const exports = await em.find(CourierExport, { fileKey: { $ne: null }, createdAt: { $lt: cutoff } }, { limit: PURGE_BATCH, orderBy: { id: 'asc' } });
  for (const row of exports) {
    await deps.adapters.storage.deleteObject(row.fileKey!);
    row.fileKey = null;
    row.error = COURIER_MESSAGES.filePurged;
    await em.flush();
    result.exports += 1;
  }
  const imports = await em.find(CourierImport, { createdAt: { $lt: cutoff } }, { limit: PURGE_BATCH, orderBy: { id: 'asc' } });
  for (const row of imports) {
    await deps.adapters.storage.deleteObject(row.fileKey);
    await em.remove(row).flush();
    result.imports += 1;
  }
  return result;
}
