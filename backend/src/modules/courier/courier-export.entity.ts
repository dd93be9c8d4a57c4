import { defineEntity, p } from '@mikro-orm/core';
import { CourierCode, CourierExportStatusCode, CourierFormatCode } from '../../../../domain/courier/courier-layouts';
import { createdAt, id } from '../../db/columns';
import { User } from '../account/user.entity';
import { University } from '../content/university.entity';

/**
 * A courier file staff asked for (docs/decisions/0051). The request writes this row and the
 * background job's row in one transaction; the job writes the file into storage and the row's
 * outcome. Which lines: `orderProductIds` when staff ticked lines, else `filter` (the desk's).
 */
export const CourierExportSchema = defineEntity({
  name: 'CourierExport',
  tableName: 'courier_export',
  properties: {
    id: id(),
    // No own index: it leads the composite index below.
    university: () => p.manyToOne(University),
    courier: p.enum(() => CourierCode),
    format: p.enum(() => CourierFormatCode),
    status: p.enum(() => CourierExportStatusCode).default(CourierExportStatusCode.QUEUED),
    filter: p.json<Record<string, unknown>>().nullable(),
    orderProductIds: p.json<number[]>().nullable(),
    rowCount: p.integer().nullable(),
    fileKey: p.string().nullable(),
    fileName: p.string(),
    error: p.text().nullable(),
    staffUser: () => p.manyToOne(User).nullable().deleteRule('set null').index(),
    createdAt: createdAt(),
    finishedAt: p.datetime().nullable(),
  },
  indexes: [{ name: 'courier_export_university_index', properties: ['university', 'id'] }],
});

export class CourierExport extends CourierExportSchema.class {}
CourierExportSchema.setClass(CourierExport);

/** A courier's returned file staff uploaded; previews and applies read it from storage by key. */
export const CourierImportSchema = defineEntity({
  name: 'CourierImport',
  tableName: 'courier_import',
  properties: {
    id: id(),
    university: () => p.manyToOne(University),
    fileKey: p.string(),
    fileName: p.string(),
    byteSize: p.integer(),
    staffUser: () => p.manyToOne(User).nullable().deleteRule('set null').index(),
    createdAt: createdAt(),
    /** The last apply; applying again is allowed and changes nothing already shipped. */
    appliedAt: p.datetime().nullable(),
  },
  indexes: [{ name: 'courier_import_university_index', properties: ['university', 'id'] }],
});

export class CourierImport extends CourierImportSchema.class {}
CourierImportSchema.setClass(CourierImport);
