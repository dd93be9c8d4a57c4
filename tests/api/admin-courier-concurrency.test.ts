// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY, OrderProductStatus } from '../../domain/enums';
import type { Product } from '../../backend/src/modules/catalog/product.entity';
import { count, sql } from '../support/accounts';
import { startTestApi, type TestApi } from '../support/api';
import { createMember, createProduct, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';
import { fakePortOneAdapters, startFakePortOne, type FakePortOneServer } from '../support/fake-portone';
import { createOrder } from '../support/orders';

const APPLY = operationDocument('StaffApplyTrackingImport');
const CANCEL = operationDocument('CancelOrderProduct');

let fake: FakePortOneServer;
let api: TestApi;
let admin: TestMember;
let member: TestMember;
let tee: Product;

beforeAll(async () => {
  fake = await startFakePortOne();
  api = await startTestApi({ adapters: fakePortOneAdapters(fake) });
  const em = api.orm.em.fork();
  admin = await createMember(em, { authority: AUTHORITY.ADMIN });
  member = await createMember(em);
  tee = await createProduct(em, { count: 500, price: 20_000, salePrice: 20_000 });
});

afterAll(async () => {
  await api?.close();
  await fake?.close();
});

async function importOf(rows: [number, string][]): Promise<number> {
  const csv = `주문상품번호,운송장번호\r\n${rows.map(([id, number]) => `${id},${number}`).join('\r\n')}\r\n`;
  const response = await fetch(`${api.url}/api/admin/courier-imports?name=returned.csv`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'text/csv' },
    body: csv,
  });
  return ((await response.json()) as { importId: number }).importId;
}

const apply = (importId: number) =>
  api.gql<{ staffApplyTrackingImport: { shipCount: number; alreadyCount: number } }>(APPLY, { data: { importId, courier: 'CJ' } }, { token: admin.token });

describe('tracking import under concurrency', () => {
  it('a member cancelling while the import ships the line leaves exactly one valid state', async () => {
    for (const lineStatus of [OrderProductStatus.PREPARING, OrderProductStatus.PAID]) {
      const placed = await createOrder(api, member.user.id, { lines: [{ product: tee }], ...(lineStatus === 'PAID' ? {} : { lineStatus }) }, fake);
      const lineId = placed.lineIds[0]!;
      const importId = await importOf([[lineId, '601200000001']]);
      const [applied, cancelled] = await Promise.all([
        apply(importId),
        api.gql(CANCEL, { data: { orderProductId: lineId, cancelReason: '마음이 바뀌었어요' } }, { token: member.token }),
      ]);
      expect(applied.errors).toBeUndefined();
      const [line] = await sql<{ status: string }>(api, 'select status from order_product where id = ?', [lineId]);
      const shippings = await count(api, 'order_product_shipping', 'order_product_id = ?', [lineId]);
      if (line!.status === 'DELIVERING') {
        expect(cancelled.errors?.[0]?.extensions?.code).toBe('INVALID_STATE');
        expect(shippings).toBe(1);
      } else {
        expect(line!.status).toBe('CANCELLED');
        expect(cancelled.errors).toBeUndefined();
        expect(shippings).toBe(0);
        expect(applied.data!.staffApplyTrackingImport.shipCount).toBe(0);
      }
    }
  });

  it('two applies of the same file at once ship each line once', async () => {
    const lines: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      const placed = await createOrder(api, member.user.id, { lines: [{ product: tee }], lineStatus: OrderProductStatus.PREPARING }, fake);
      lines.push(placed.lineIds[0]!);
    }
    const importId = await importOf(lines.map((id, index) => [id, `60130000000${index}`]));
    const results = await Promise.all([apply(importId), apply(importId)]);
    for (const result of results) expect(result.errors).toBeUndefined();
    const shipped = results.map((result) => result.data!.staffApplyTrackingImport);
    expect(shipped[0]!.shipCount + shipped[1]!.shipCount).toBe(4);
    expect(shipped[0]!.alreadyCount + shipped[1]!.alreadyCount).toBe(4);
    for (const id of lines) {
      expect(await count(api, 'order_product_shipping', 'order_product_id = ?', [id])).toBe(1);
      expect(await count(api, 'staff_audit', "object_type = 'ORDER_PRODUCT' and object_id = ? and action like '%ship%'", [id])).toBe(1);
    }
  });
});
