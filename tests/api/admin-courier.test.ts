// @vitest-environment node
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY, OrderProductStatus } from '../../domain/enums';
import { createLogger } from '../../backend/src/logger';
import { runCourierExport } from '../../backend/src/modules/courier/courier-export.job';
import { purgeCourierFiles } from '../../backend/src/modules/courier/courier-purge.job';
import { COURIER_FILE_RETENTION_DAYS, COURIER_MESSAGES } from '../../domain/courier/courier-export-input';
import type { Product } from '../../backend/src/modules/catalog/product.entity';
import { count, sql } from '../support/accounts';
import { startTestApi, type TestApi } from '../support/api';
import { createMember, createProduct, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';
import { fakePortOneAdapters, startFakePortOne, type FakePortOneServer } from '../support/fake-portone';
import { createOrder } from '../support/orders';

const EXPORTS = operationDocument('StaffCourierExports');
const REQUEST = operationDocument('StaffRequestCourierExport');
const PREVIEW = operationDocument('StaffPreviewTrackingImport');
const APPLY = operationDocument('StaffApplyTrackingImport');

let fake: FakePortOneServer;
let api: TestApi;
let admin: TestMember;
let reader: TestMember;
let member: TestMember;
let tee: Product;

beforeAll(async () => {
  fake = await startFakePortOne();
  api = await startTestApi({ adapters: fakePortOneAdapters(fake) });
  const em = api.orm.em.fork();
  admin = await createMember(em, { authority: AUTHORITY.ADMIN, name: '김운영' });
  reader = await createMember(em, { authority: AUTHORITY.ADMINHIDDEN, name: '박열람' });
  member = await createMember(em);
  tee = await createProduct(em, { count: 500, price: 30_000, salePrice: 25_000 });
});

afterAll(async () => {
  await api?.close();
  await fake?.close();
});

async function preparingLine(): Promise<number> {
  const placed = await createOrder(api, member.user.id, { lines: [{ product: tee }], lineStatus: OrderProductStatus.PREPARING }, fake);
  return placed.lineIds[0]!;
}

const jobDeps = () => ({ orm: api.orm, adapters: api.adapters, logger: createLogger(api.config) });

const gql = <T>(query: string, variables: Record<string, unknown>, token = admin.token) => api.gql<T>(query, variables, { token });

async function exportOf(ids: number[], format: 'XLSX' | 'CSV', token = admin.token) {
  return gql<{ staffRequestCourierExport: { id: number; status: string; fileName: string; requestedBy: string | null } }>(
    REQUEST,
    { data: { orderProductIds: ids, courier: 'CJ', format } },
    token,
  );
}

async function upload(name: string, body: Uint8Array | string, token = admin.token): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${api.url}/api/admin/courier-imports?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    body: typeof body === 'string' ? body : Buffer.from(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

interface ImportAnswer {
  shipCount: number;
  alreadyCount: number;
  refusedCount: number;
  rows: { row: number; outcome: string; orderProductId: number | null; code: string | null; reason: string | null }[];
}

describe('courier export', () => {
  it('queues one job with the export row, and the job writes an XLSX only this shop staff download', async () => {
    const lineId = await preparingLine();
    const requested = await exportOf([lineId], 'XLSX');
    expect(requested.errors).toBeUndefined();
    const { id, status, requestedBy } = requested.data!.staffRequestCourierExport;
    expect(status).toBe('QUEUED');
    expect(requestedBy).toBe('김운영');
    const jobs = await sql(api, "select id from pgboss.job where name = 'courier-export' and singleton_key = ?", [`courier-export-${id}`]);
    expect(jobs).toHaveLength(1);

    expect(await runCourierExport(jobDeps(), id)).toEqual({ rows: 1 });
    // A second delivery of the same job writes nothing.
    expect(await runCourierExport(jobDeps(), id)).toBeNull();

    const listed = await gql<{ staffCourierExports: { id: number; status: string; rowCount: number; downloadPath: string }[] }>(EXPORTS, {}, reader.token);
    const row = listed.data!.staffCourierExports.find((item) => item.id === id)!;
    expect(row).toMatchObject({ status: 'DONE', rowCount: 1 });

    const anonymous = await fetch(`${api.url}${row.downloadPath}`);
    expect(anonymous.status).toBe(401);
    const shopper = await fetch(`${api.url}${row.downloadPath}`, { headers: { authorization: `Bearer ${member.token}` } });
    expect(shopper.status).toBe(403);
    const file = await fetch(`${api.url}${row.downloadPath}`, { headers: { authorization: `Bearer ${reader.token}` } });
    expect(file.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toContain('주문상품번호');
    expect(sheet.getRow(2).values).toContain(lineId);
  });

  it('writes CSV with a byte order mark', async () => {
    const lineId = await preparingLine();
    const { id } = (await exportOf([lineId], 'CSV')).data!.staffRequestCourierExport;
    await runCourierExport(jobDeps(), id);
    const file = await fetch(`${api.url}/api/admin/courier-exports/${id}/file`, { headers: { authorization: `Bearer ${admin.token}` } });
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain(`${lineId},`);
  });

  it('refuses look-only staff and a bad courier, queueing nothing', async () => {
    const before = await count(api, 'courier_export');
    const looking = await exportOf([1], 'CSV', reader.token);
    expect(looking.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const bad = await gql(REQUEST, { data: { courier: 'CJ', format: 'CSV', filter: { from: '2026-13-01' } } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await count(api, 'courier_export')).toBe(before);
  });
});

describe('tracking import', () => {
  it('previews without changing, applies through the ship step, and a second apply changes nothing', async () => {
    const [first, second, cancelled] = [await preparingLine(), await preparingLine(), await preparingLine()];
    await sql(api, `update order_product set status = 'CANCELLED' where id = ?`, [cancelled]);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('운송장');
    sheet.addRow(['CJ대한통운 예약 결과']);
    sheet.addRow(['받는분성명', '운송장번호', '주문상품번호']);
    sheet.addRow(['김학생', '6012-3456-7801', first]);
    sheet.addRow(['김학생', 601234567802, second]);
    sheet.addRow(['김학생', '1.23457E+11', cancelled]);
    sheet.addRow(['김학생', '601234567804', 99_999_999]);
    const stored = await upload('송장.xlsx', new Uint8Array(await workbook.xlsx.writeBuffer()));
    expect(stored.status).toBe(200);
    const data = { importId: stored.json.importId, courier: 'CJ' };

    const preview = await gql<{ staffPreviewTrackingImport: ImportAnswer }>(PREVIEW, { data }, reader.token);
    expect(preview.errors).toBeUndefined();
    expect(preview.data!.staffPreviewTrackingImport).toMatchObject({ shipCount: 2, alreadyCount: 0, refusedCount: 2 });
    expect(preview.data!.staffPreviewTrackingImport.rows.map((row) => row.code)).toEqual([null, null, 'TRACKING_EXPONENT', 'LINE_NOT_FOUND']);
    expect(await count(api, 'order_product_shipping', 'order_product_id in (?, ?)', [first, second])).toBe(0);

    const readerApply = await gql(APPLY, { data }, reader.token);
    expect(readerApply.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const applied = await gql<{ staffApplyTrackingImport: ImportAnswer }>(APPLY, { data });
    expect(applied.errors).toBeUndefined();
    expect(applied.data!.staffApplyTrackingImport).toMatchObject({ shipCount: 2, refusedCount: 2 });
    const lines = await sql<{ id: number; status: string }>(api, 'select id, status from order_product where id in (?, ?) order by id', [first, second]);
    expect(lines.map((line) => line.status)).toEqual(['DELIVERING', 'DELIVERING']);
    expect(await count(api, 'staff_audit', "object_type = 'ORDER_PRODUCT' and object_id in (?, ?)", [first, second])).toBe(2);

    const again = await gql<{ staffApplyTrackingImport: ImportAnswer }>(APPLY, { data });
    expect(again.data!.staffApplyTrackingImport).toMatchObject({ shipCount: 0, alreadyCount: 2 });
    expect(again.data!.staffApplyTrackingImport.rows[0]!.reason).toBe('이미 등록됨');
    expect(await count(api, 'order_product_shipping', 'order_product_id in (?, ?)', [first, second])).toBe(2);
  });

  it('refuses other file types, shoppers and another shop import id', async () => {
    expect((await upload('송장.pdf', 'x')).json.code).toBe('BAD_USER_INPUT');
    expect((await upload('a.csv', 'x', member.token)).status).toBe(403);
    const missing = await gql(PREVIEW, { data: { importId: 987_654, courier: 'CJ' } });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses a file without the line id header with its Korean reason', async () => {
    const stored = await upload('a.csv', '받는분,운송장번호\r\n김학생,601234567890\r\n');
    const preview = await gql(PREVIEW, { data: { importId: stored.json.importId, courier: 'CJ' } });
    expect(preview.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(preview.errors?.[0]?.message).toContain('주문상품번호');
  });
});

describe('courier file retention', () => {
  it('deletes files past the retention, keeps the export in the history without a download, and spares newer files', async () => {
    const [oldId, newId] = [
      (await exportOf([await preparingLine()], 'CSV')).data!.staffRequestCourierExport.id,
      (await exportOf([await preparingLine()], 'CSV')).data!.staffRequestCourierExport.id,
    ];
    await runCourierExport(jobDeps(), oldId);
    await runCourierExport(jobDeps(), newId);
    const stored = await upload('송장.csv', '받는분성명,운송장번호,주문상품번호\r\n김학생,601234567899,1\r\n');
    const [oldRow] = await sql<{ file_key: string }>(api, 'select file_key from courier_export where id = ?', [oldId]);
    const [importRow] = await sql<{ file_key: string }>(api, 'select file_key from courier_import where id = ?', [stored.json.importId]);
    const now = new Date();
    const past = new Date(now.getTime() - (COURIER_FILE_RETENTION_DAYS * 86_400_000 + 60_000));
    await sql(api, 'update courier_export set created_at = ? where id = ?', [past, oldId]);
    await sql(api, 'update courier_import set created_at = ? where id = ?', [past, stored.json.importId]);

    const purged = await purgeCourierFiles(jobDeps(), now);
    expect(purged.exports).toBeGreaterThanOrEqual(1);
    expect(await api.adapters.storage.readObject(oldRow!.file_key)).toBeNull();
    expect(await api.adapters.storage.readObject(importRow!.file_key)).toBeNull();
    expect(await count(api, 'courier_import', 'id = ?', [stored.json.importId as number])).toBe(0);

    const listed = await gql<{ staffCourierExports: { id: number; status: string; downloadPath: string | null; error: string | null }[] }>(EXPORTS, {});
    const [oldOne, newOne] = [oldId, newId].map((id) => listed.data!.staffCourierExports.find((row) => row.id === id)!);
    expect(oldOne).toMatchObject({ status: 'DONE', downloadPath: null, error: COURIER_MESSAGES.filePurged });
    expect(newOne!.downloadPath).not.toBeNull();
    const gone = await fetch(`${api.url}/api/admin/courier-exports/${oldId}/file`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { message: string }).message).toBe(COURIER_MESSAGES.filePurged);
    // A second night finds nothing more of these.
    await purgeCourierFiles(jobDeps(), now);
    const again = await fetch(`${api.url}${newOne!.downloadPath}`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(again.status).toBe(200);
  });
});
