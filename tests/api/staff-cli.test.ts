// @vitest-environment node
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderProductStatus, ReviewStatus } from '../../domain/enums';
import type { Product } from '../../backend/src/modules/catalog/product.entity';
import { count, sql } from '../support/accounts';
import { startTestApi, type TestApi } from '../support/api';
import { createMember, createProduct, createReview, type TestMember } from '../support/catalog-fixtures';
import { fakePortOneAdapters, startFakePortOne, type FakePortOneServer } from '../support/fake-portone';
import { createOrder, orderSnapshot } from '../support/orders';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = 'backend/src/modules/staff/staff.cli.ts';

let fake: FakePortOneServer;
let api: TestApi;
let buyer: TestMember;
let product: Product;

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run staff -- …` against this file's test database, as an operator would run it. */
function staff(...args: string[]): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', CLI, ...args],
      {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: api.config.DATABASE_URL, UNIVERSITY_ID: '1', NODE_ENV: 'test' },
        timeout: 60_000,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

beforeAll(async () => {
  fake = await startFakePortOne();
  api = await startTestApi({ adapters: fakePortOneAdapters(fake) });
  const em = api.orm.em.fork();
  buyer = await createMember(em);
  product = await createProduct(em, { count: 100, name: '한빛 로고 반팔티' });
});

afterAll(async () => {
  await api?.close();
  await fake?.close();
});

// Each run starts a Node process that loads the backend: seconds apiece on a busy two-core machine.
describe('the staff command line', { timeout: 120_000 }, () => {
  it('confirms, ships and completes a paid line, printing each step', async () => {
    const { lineIds } = await createOrder(api, buyer.user.id, { lines: [{ product }] }, fake);
    const lineId = String(lineIds[0]);

    const listed = await staff('list', 'orders', '--status', 'paid');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(`#${lineId}  결제 완료 (PAID)`);

    const confirmed = await staff('confirm', lineId);
    expect(confirmed).toMatchObject({ code: 0, stderr: '' });
    expect(confirmed.stdout).toContain('상품 준비 중 (PREPARING)');

    const shipped = await staff('ship', lineId, '--company', 'cj', '--number', '6300 1234 5678');
    expect(shipped.code).toBe(0);
    expect(shipped.stdout).toContain('배송 중 (DELIVERING)');
    const [shipping] = await sql<{ shipping_number: string; order_delivery_company_id: number }>(
      api,
      'select shipping_number, order_delivery_company_id from order_product_shipping where order_product_id = ?',
      [lineId],
    );
    expect(shipping).toEqual({ shipping_number: '630012345678', order_delivery_company_id: 1 });

    const completed = await staff('complete', lineId);
    expect(completed.code).toBe(0);
    expect(completed.stdout).toContain('배송 완료 (COMPLETED)');
    expect(await count(api, 'point', "order_product_id = ? and status = 'GAIN'", [lineId])).toBe(1);
  });

  it('prints the Korean refusal with its code, exits 1 and changes nothing', async () => {
    const placed = await createOrder(api, buyer.user.id, { lines: [{ product }], lineStatus: OrderProductStatus.PREPARING }, fake);
    const before = await orderSnapshot(api, placed.orderId);
    const refused = await staff('complete', String(placed.lineIds[0]));
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain('배송 중인 주문 상품만 완료 처리할 수 있어요.');
    expect(refused.stderr).toContain('[INVALID_STATE]');
    expect(await orderSnapshot(api, placed.orderId)).toEqual(before);
  });

  it('raises a sold-out product and queues its restock messages', async () => {
    const soldOut = await createProduct(api.orm.em.fork(), { count: 0 });
    const subscriber = await createMember(api.orm.em.fork());
    await sql(api, 'insert into product_restock_notification (user_id, product_id, created_at) values (?, ?, now())', [
      subscriber.user.id,
      soldOut.id,
    ]);
    const raised = await staff('stock', String(soldOut.id), '25');
    expect(raised.code).toBe(0);
    expect(raised.stdout).toContain('전체 재고 0 → 25');
    expect(raised.stdout).toContain('재입고 알림 1명');
    const listed = await staff('list', 'stock', String(soldOut.id));
    expect(listed.stdout).toContain(`상품 #${soldOut.id}`);
    expect(listed.stdout).toContain('재고 25개');
    expect(await count(api, 'product_restock_notification', 'product_id = ?', [soldOut.id])).toBe(0);
    const messages = await sql(api, "select id from message where template = 'RESTOCKED' and user_id = ?", [subscriber.user.id]);
    expect(messages).toHaveLength(1);
  });

  it('applies and pins a review, and refuses a rejection without feedback', async () => {
    const review = await createReview(api.orm.em.fork(), buyer.user, product, { status: ReviewStatus.READY });
    const pending = await staff('list', 'reviews');
    expect(pending.stdout).toContain(`#${review.id}  ★5`);

    const refused = await staff('review', 'reject', String(review.id));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('반려 사유를');
    expect((await sql<{ status: string }>(api, 'select status from review where id = ?', [review.id]))[0]!.status).toBe('READY');

    const applied = await staff('review', 'apply', String(review.id), '--pin');
    expect(applied.code).toBe(0);
    expect(applied.stdout).toContain('승인 (APPLIED), 상단 고정 (pinned)');
    expect(await count(api, 'point', 'review_id = ?', [review.id])).toBe(1);
  });

  it('explains a command it does not understand and exits 2; --help exits 0', async () => {
    const unknown = await staff('refund', '3');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('알 수 없는 명령이에요: refund');
    const notNumber = await staff('confirm', 'abc');
    expect(notNumber.code).toBe(2);
    expect(notNumber.stderr).toContain('숫자로 입력해 주세요');
    const help = await staff('--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('npm run staff -- <command>');
  });
});
