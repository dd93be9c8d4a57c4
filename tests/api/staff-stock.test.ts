// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY } from '../../domain/enums';
import type { Product } from '../../backend/src/modules/catalog/product.entity';
import { refusal, sql } from '../support/accounts';
import { startTestApi, type TestApi } from '../support/api';
import { createMember, createProduct, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';

const UPDATE_STOCK = operationDocument('StaffUpdateStock');
const PRODUCT = operationDocument('ProductDetail');

interface StockFields {
  id: number;
  count: number;
  isSoldOut: boolean;
  isPurchasable: boolean;
  productOptionDetails: { id: number; count: number }[];
}

let api: TestApi;
let staff: TestMember;
let member: TestMember;

beforeAll(async () => {
  api = await startTestApi();
  const em = api.orm.em.fork();
  staff = await createMember(em, { authority: AUTHORITY.ADMIN });
  member = await createMember(em);
});

afterAll(async () => {
  await api?.close();
});

function updateStock(data: Record<string, unknown>, token: string | null = staff.token) {
  return api.gql<{ staffUpdateStock: StockFields }>(UPDATE_STOCK, { data }, token ? { token } : {});
}

async function stockRows(product: Product) {
  const [own] = await sql<{ count: number }>(api, 'select count from product where id = ?', [product.id]);
  const details = await sql<{ id: number; count: number }>(
    api,
    'select id, count from product_option_detail where product_id = ? order by id',
    [product.id],
  );
  return { own: own!.count, details };
}

describe('staffUpdateStock', () => {
  it("sets a product's own stock, and the product page shows it at once", async () => {
    const product = await createProduct(api.orm.em.fork(), { count: 0 });
    // Read first, so a stale cached page would show if the update forgot to clear the catalogue.
    const before = await api.gql<{ product: { isSoldOut: boolean } }>(PRODUCT, { id: product.id });
    expect(before.data!.product.isSoldOut).toBe(true);
    const result = await updateStock({ productId: product.id, count: 7 });
    expect(result.errors).toBeUndefined();
    expect(result.data!.staffUpdateStock).toMatchObject({ id: product.id, count: 7, isSoldOut: false, isPurchasable: true });
    expect((await stockRows(product)).own).toBe(7);
    const after = await api.gql<{ product: { isSoldOut: boolean } }>(PRODUCT, { id: product.id });
    expect(after.data!.product.isSoldOut).toBe(false);
  });

  it('sets one option combination and leaves the others alone', async () => {
    const product = await createProduct(api.orm.em.fork(), { optionStock: [2, 3] });
    const { details } = await stockRows(product);
    const result = await updateStock({ productId: product.id, productOptionDetailId: details[1]!.id, count: 0 });
    expect(result.errors).toBeUndefined();
    expect((await stockRows(product)).details.map((row) => row.count)).toEqual([2, 0]);
    expect(result.data!.staffUpdateStock.productOptionDetails.map((row) => row.count)).toEqual([2, 0]);
  });

  it('refuses a negative count, an option of another product and a product-level count for an optioned product', async () => {
    const product = await createProduct(api.orm.em.fork(), { optionStock: [2, 3] });
    const other = await createProduct(api.orm.em.fork(), { optionStock: [1] });
    const [otherDetail] = (await stockRows(other)).details;
    const before = await stockRows(product);
    const negative = refusal(await updateStock({ productId: product.id, productOptionDetailId: before.details[0]!.id, count: -1 }), 'BAD_USER_INPUT');
    expect(negative.extensions?.field).toBe('count');
    const foreign = refusal(
      await updateStock({ productId: product.id, productOptionDetailId: otherDetail!.id, count: 5 }),
      'BAD_USER_INPUT',
    );
    expect(foreign.extensions?.field).toBe('productOptionDetailId');
    const whole = refusal(await updateStock({ productId: product.id, count: 5 }), 'BAD_USER_INPUT');
    expect(whole.message).toContain('옵션별로 재고를 관리하는 상품');
    expect(await stockRows(product)).toEqual(before);
    expect((await stockRows(other)).details[0]!.count).toBe(1);
  });

  it('answers NOT_FOUND for a product that does not exist', async () => {
    const error = refusal(await updateStock({ productId: 99_999_999, count: 1 }), 'NOT_FOUND');
    expect(error.message).toContain('상품을 찾을 수 없어요');
  });

  it('is FORBIDDEN to a normal member and UNAUTHENTICATED without a token, changing nothing', async () => {
    const product = await createProduct(api.orm.em.fork(), { count: 4 });
    refusal(await updateStock({ productId: product.id, count: 40 }, member.token), 'FORBIDDEN');
    refusal(await updateStock({ productId: product.id, count: 40 }, null), 'UNAUTHENTICATED');
    expect((await stockRows(product)).own).toBe(4);
  });
});
