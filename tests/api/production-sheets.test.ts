// @vitest-environment node
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY, OrderProductStatus } from '../../domain/enums';
import { PERSONALISED_CONSENT_TEXT } from '../../domain/production/personalised-consent';
import { createLogger } from '../../backend/src/logger';
import { runProductionSheet } from '../../backend/src/modules/production/production-freeze.service';
import { count, refusal, sql } from '../support/accounts';
import type { TestApi } from '../support/api';
import { cartLine, placeOrder } from '../support/checkout';
import { createCartProduct, type CartProduct } from '../support/cart-fixtures';
import { createMember, createProduct, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';
import type { FakePortOneServer } from '../support/fake-portone';
import { createOrder, expectRefusalKeepsOrder, startOrdersApi, type OrdersApi } from '../support/orders';
import { createSecondUniversity } from '../support/tenants';

const FREEZE = operationDocument('StaffFreezeProduction');
const SHEET = operationDocument('StaffProductionSheet');
const SHEETS = operationDocument('StaffProductionSheets');
const CANCEL = operationDocument('CancelOrderProduct');
const UPDATE_OPTIONS = operationDocument('UpdateOrderProductOptions');

interface SheetData {
  id: number;
  version: number;
  trigger: string;
  totalUnits: number;
  summary: { optionText: string; units: number }[];
  people: { orderProductId: number; name: string; count: number; inputs: { label: string; value: string }[] }[];
  changes: { kind: string; orderProductId: number }[];
  xlsxPath: string;
  csvPath: string;
}

let orders: OrdersApi;
let api: TestApi;
let fake: FakePortOneServer;
let admin: TestMember;
let reader: TestMember;
let buyer: TestMember;

beforeAll(async () => {
  orders = await startOrdersApi();
  ({ api, fake } = orders);
  const em = api.orm.em.fork();
  admin = await createMember(em, { authority: AUTHORITY.ADMIN, name: '김운영' });
  reader = await createMember(em, { authority: AUTHORITY.ADMINHIDDEN, name: '박열람' });
  buyer = await createMember(em, { name: '최하은' });
});
afterAll(() => orders?.close());

const jobDeps = () => ({ orm: api.orm, config: api.config, adapters: api.adapters, logger: createLogger(api.config) });
const freeze = (productId: number, token = admin.token) => api.gql<{ staffFreezeProduction: SheetData }>(FREEZE, { productId }, { token });
const sheetOf = (id: number, token = admin.token) => api.gql<{ staffProductionSheet: SheetData }>(SHEET, { id }, { token });

/** A jacket with sizes S/M/L and an 이니셜 input. */
function jacket(): Promise<CartProduct> {
  return createCartProduct(api.orm.em.fork(), { name: '한빛 과잠', options: [{ stock: 100 }, { stock: 100 }, { stock: 100 }], inputs: ['이니셜'] });
}

async function paidLine(product: CartProduct, member: TestMember, detail: number, count: number, initials: string, extra: { paid?: boolean; lineStatus?: OrderProductStatus } = {}) {
  const placed = await createOrder(api, member.user.id, { lines: [{ product: product.product, detailId: product.detailIds[detail], count, inputs: [initials] }], ...extra }, fake);
  return placed;
}

/** The product's paid units straight from the order lines (the truth the sheet must equal). */
async function paidUnits(productId: number): Promise<number> {
  const [row] = await sql<{ units: number }>(
    api,
    `select coalesce(sum(count), 0)::int as units from order_product where product_id = ? and status in ('PAID', 'PREPARING', 'DELIVERING', 'COMPLETED')`,
    [productId],
  );
  return row!.units;
}

describe('personalised consent at placeOrder', () => {
  it('refuses an embroidered line without the consent, and stores the sentence and time on it with it', async () => {
    const product = await jacket();
    const plain = await createProduct(api.orm.em.fork(), { count: 10 });
    const member = await createMember(api.orm.em.fork());
    const lines = async () => [
      await cartLine(api, member.user.id, { productId: product.product.id, productOptionDetailId: product.detailIds[0], inputs: ['KMS'] }),
      await cartLine(api, member.user.id, { productId: plain.id }),
    ];
    const data = { cartIds: await lines(), payMethod: 'card', pointUsing: 0, delivery: { name: '최하은', postCode: '34134', address: '대전광역시 유성구 한빛대학로 123', detailAddress: '301호', tel: '010-1234-5678' } };
    const ordersBefore = await count(api, 'order', 'user_id = ?', [member.user.id]);
    for (const personalisedConsent of [undefined, false]) {
      const error = refusal(await placeOrder(api, member.token, { ...data, personalisedConsent }), 'BAD_USER_INPUT');
      expect(error.extensions?.field).toBe('personalisedConsent');
      expect(error.message).toMatch(/동의해 주세요\.$/);
    }
    expect(await count(api, 'order', 'user_id = ?', [member.user.id])).toBe(ordersBefore);

    const before = Date.now();
    const result = await placeOrder(api, member.token, { ...data, personalisedConsent: true });
    expect(result.errors).toBeUndefined();
    const rows = await sql<{ product_id: number; consent_text: string | null; consent_at: Date | null }>(
      api,
      'select product_id, consent_text, consent_at from order_product where order_id = ? order by id',
      [result.data!.placeOrder.id],
    );
    const embroidered = rows.find((row) => row.product_id === product.product.id)!;
    expect(embroidered.consent_text).toBe(PERSONALISED_CONSENT_TEXT);
    expect(new Date(embroidered.consent_at!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(rows.find((row) => row.product_id === plain.id)).toMatchObject({ consent_text: null, consent_at: null });
  });
});

describe('staffFreezeProduction and the production sheet', () => {
  it('makes version 1 whose totals equal the paid lines, and answers it again while nothing changed', async () => {
    const product = await jacket();
    const other = await createMember(api.orm.em.fork(), { name: '김민수' });
    await paidLine(product, buyer, 0, 2, 'CHE');
    await paidLine(product, other, 2, 1, 'KMS', { lineStatus: OrderProductStatus.PREPARING });
    await paidLine(product, other, 1, 5, 'UNP', { paid: false });
    const cancelled = await paidLine(product, other, 1, 4, 'CAN');
    await sql(api, `update order_product set status = 'CANCELLED' where id = ?`, [cancelled.lineIds[0]]);

    const first = await freeze(product.product.id);
    expect(first.errors).toBeUndefined();
    const sheet = first.data!.staffFreezeProduction;
    expect(sheet).toMatchObject({ version: 1, trigger: 'FREEZE', totalUnits: 3, changes: [] });
    expect(sheet.totalUnits).toBe(await paidUnits(product.product.id));
    expect(sheet.summary.reduce((sum, row) => sum + row.units, 0)).toBe(sheet.totalUnits);
    expect(sheet.people.reduce((sum, row) => sum + row.count, 0)).toBe(sheet.totalUnits);
    expect(sheet.people.map((row) => row.inputs)).toEqual([[{ label: '이니셜', value: 'KMS' }], [{ label: '이니셜', value: 'CHE' }]]);

    const again = await freeze(product.product.id);
    expect(again.data!.staffFreezeProduction.id).toBe(sheet.id);
    expect(await count(api, 'production_sheet', 'product_id = ?', [product.product.id])).toBe(1);
    const [frozen] = await sql<{ production_frozen_at: Date | null }>(api, 'select production_frozen_at from product where id = ?', [product.product.id]);
    expect(frozen!.production_frozen_at).not.toBeNull();
    expect(await count(api, 'staff_audit', `object_type = 'PRODUCT' and object_id = ? and action = 'product.freezeProduction'`, [product.product.id])).toBe(2);
  });

  it('keeps a frozen embroidered line from being cancelled or changed by its buyer, and a later change makes version 2 with a diff', async () => {
    const product = await jacket();
    const mine = await paidLine(product, buyer, 0, 1, 'CHE');
    const kept = await paidLine(product, buyer, 1, 1, 'KEP');
    const v1 = (await freeze(product.product.id)).data!.staffFreezeProduction;
    const v1Rows = await sql(api, 'select rows from production_sheet where id = ?', [v1.id]);

    const cancel = await expectRefusalKeepsOrder(
      api,
      mine.orderId,
      () => api.gql(CANCEL, { data: { orderProductId: mine.lineIds[0], cancelReason: '마음이 바뀌었어요' } }, { token: buyer.token }),
      'INVALID_STATE',
    );
    expect(cancel.message).toContain('주문 제작이 시작되어 취소할 수 없어요');
    const change = await expectRefusalKeepsOrder(
      api,
      mine.orderId,
      () => api.gql(UPDATE_OPTIONS, { data: { orderProductId: mine.lineIds[0], productOptionInputs: ['XYZ'] } }, { token: buyer.token }),
      'INVALID_STATE',
    );
    expect(change.message).toContain('옵션을 바꿀 수 없어요');

    // Staff still act on frozen lines (the buyer asked the co-op): the sheet job then makes v2.
    await sql(api, `update order_product set status = 'CANCELLED' where id = ?`, [kept.lineIds[0]]);
    await paidLine(product, buyer, 2, 2, 'NEW');
    await runProductionSheet(jobDeps(), { productId: product.product.id, trigger: 'CHANGE' });
    const versions = await api.gql<{ staffProductionSheets: { id: number; version: number; trigger: string; totalUnits: number }[] }>(
      SHEETS,
      { productId: product.product.id },
      { token: reader.token },
    );
    const [latest] = versions.data!.staffProductionSheets;
    expect(latest).toMatchObject({ version: 2, trigger: 'CHANGE', totalUnits: 3 });
    expect(latest!.totalUnits).toBe(await paidUnits(product.product.id));
    const v2 = (await sheetOf(latest!.id, reader.token)).data!.staffProductionSheet;
    expect(v2.changes.map((c) => c.kind).sort()).toEqual(['ADDED', 'REMOVED']);
    expect(v2.changes.find((c) => c.kind === 'REMOVED')!.orderProductId).toBe(kept.lineIds[0]);
    // Version 1 is never rewritten.
    expect(await sql(api, 'select rows from production_sheet where id = ?', [v1.id])).toEqual(v1Rows);
    // The job again with nothing new makes nothing.
    await runProductionSheet(jobDeps(), { productId: product.product.id, trigger: 'CHANGE' });
    expect(await count(api, 'production_sheet', 'product_id = ?', [product.product.id])).toBe(2);
  });

  it('makes one version, not two, when two freezes and the job race', async () => {
    const product = await jacket();
    await paidLine(product, buyer, 0, 3, 'RAC');
    const results = await Promise.all([
      freeze(product.product.id),
      freeze(product.product.id),
      runProductionSheet(jobDeps(), { productId: product.product.id, trigger: 'CLOSE' }).then(() => null),
    ]);
    for (const result of results) if (result) expect(result.errors).toBeUndefined();
    expect(await count(api, 'production_sheet', 'product_id = ?', [product.product.id])).toBe(1);
  });

  it('lets only this shop ADMIN freeze, and this shop staff read and download', async () => {
    const product = await jacket();
    await paidLine(product, buyer, 1, 2, 'DL=');
    refusal(await freeze(product.product.id, reader.token), 'FORBIDDEN');
    refusal(await freeze(product.product.id, buyer.token), 'FORBIDDEN');
    refusal(await api.gql(FREEZE, { productId: product.product.id }), 'UNAUTHENTICATED');
    expect(await count(api, 'production_sheet', 'product_id = ?', [product.product.id])).toBe(0);

    const em = api.orm.em.fork();
    const elsewhere = await createSecondUniversity(em);
    const foreign = await createProduct(em, { universityId: elsewhere.id });
    refusal(await freeze(foreign.id), 'NOT_FOUND');
    refusal(await api.gql(SHEETS, { productId: foreign.id }, { token: admin.token }), 'NOT_FOUND');

    const sheet = (await freeze(product.product.id)).data!.staffFreezeProduction;
    refusal(await sheetOf(sheet.id, buyer.token), 'FORBIDDEN');
    expect((await fetch(`${api.url}${sheet.xlsxPath}`)).status).toBe(401);
    expect((await fetch(`${api.url}${sheet.xlsxPath}`, { headers: { authorization: `Bearer ${buyer.token}` } })).status).toBe(403);
    expect((await fetch(`${api.url}/api/admin/production-sheets/99999999/file.csv`, { headers: { authorization: `Bearer ${admin.token}` } })).status).toBe(404);

    const xlsx = await fetch(`${api.url}${sheet.xlsxPath}`, { headers: { authorization: `Bearer ${reader.token}` } });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-disposition')).toContain(encodeURIComponent('제작시트_한빛 과잠_v1.xlsx'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const [summary, people] = workbook.worksheets;
    expect(summary!.name).toBe('옵션별 수량');
    expect(summary!.getRow(1).values).toEqual([undefined, '사이즈', '수량']);
    expect(summary!.getRow(summary!.rowCount).values).toEqual([undefined, '합계', 2]);
    expect(people!.getRow(1).values).toEqual([undefined, '번호', '이름', '학과·반', '사이즈', '이니셜', '수량', '주문상품번호']);
    expect(people!.getRow(2).getCell(5).value).toBe('DL=');
    expect(people!.getRow(people!.rowCount).getCell(6).value).toBe(await paidUnits(product.product.id));

    const csv = await fetch(`${api.url}${sheet.csvPath}`, { headers: { authorization: `Bearer ${admin.token}` } });
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await csv.arrayBuffer());
    expect(text.startsWith('\uFEFF번호,이름,학과·반,사이즈,이니셜,수량,주문상품번호\r\n')).toBe(true);
    expect(text).toContain('합계,,,,,2,');
  });
});

describe('the seeded demo shop', () => {
  it('has the council jacket sheet v1 and v2, v2 with its diff and equal to the paid lines', async () => {
    const versions = (await api.gql<{ staffProductionSheets: { id: number; version: number }[] }>(SHEETS, { productId: 4 }, { token: admin.token })).data!
      .staffProductionSheets;
    expect(versions.map((sheet) => sheet.version)).toEqual([2, 1]);
    const v2 = (await sheetOf(versions[0]!.id)).data!.staffProductionSheet;
    expect(v2.changes.length).toBeGreaterThan(0);
    expect(v2.totalUnits).toBe(await paidUnits(4));
  });
});
