// The console's products as the real staff-product services answer them (tests/api/staff-products.test.ts):
// create, the version check, duplicate, hide/show and the list's filters, decided by domain/ code.
import { beforeEach, describe, expect, it } from 'vitest';
import { STALE_EDIT_MESSAGE } from '../../domain/staff/staff-messages';
import type { MockApi } from '../schema';
import { ADMIN_TOKEN, DEMO_TOKEN, dataOf, frozenApi, refusalOf, runner, type Run } from './testing';

interface Editor {
  updatedAt: string;
  visibilityChecklist: { key: string; ok: boolean }[];
  product: { id: number; name: string; code: string; productVisible: number; count: number; productDetail: { story: string }; productOptionDetails: { id: number }[] };
}

let api: MockApi;
let staff: Run;

beforeEach(() => {
  api = frozenApi('standard');
  staff = runner(api, undefined, ADMIN_TOKEN);
});

const INPUT = {
  productType: 'SINGLEFREE',
  productVisible: 0,
  deliveryTemplateId: 1,
  name: '콘솔 후드',
  description: '',
  price: 45_000,
  salePrice: 39_000,
  code: 'CONSOLE-1',
  productDetail: { story: '<p>기모<script>x()</script></p>', info: '', faq: '' },
  tags: ['신상'],
  categoryIds: [],
};

describe('staff products', () => {
  it('creates a product students then open, with its story cleaned', async () => {
    const created = dataOf(await staff<{ staffCreateProduct: Editor }>('StaffCreateProduct', { data: INPUT })).staffCreateProduct;
    expect(created.product.productDetail.story).toBe('<p>기모</p>');
    expect(created.visibilityChecklist.filter((check) => !check.ok).map((check) => check.key)).toEqual(['STOCK', 'CATEGORY', 'IMAGE']);
    const seen = await runner(api, undefined, null)<{ product: { name: string } }>('ProductDetail', { id: created.product.id });
    expect(dataOf(seen).product.name).toBe('콘솔 후드');
  });

  it('copies a registered pickup point, follows it, and refuses one that is not registered', async () => {
    const point = api.db.state.catalogue.pickupPoints[0]!;
    const typed = { productGroupDeliveryType: 'GROUP', name: '옛 이름', postCode: '00000', address: '옛 주소', detailAddress: '', tel: '010', note: '' };
    const created = dataOf(
      await staff<{ staffCreateProduct: Editor & { product: { productGroupDelivery: Record<string, unknown> } } }>('StaffCreateProduct', {
        data: { ...INPUT, productGroupDelivery: { ...typed, pickupPointId: point.id } },
      }),
    ).staffCreateProduct;
    expect(created.product.productGroupDelivery).toMatchObject({ pickupPointId: point.id, name: point.name, postCode: point.postCode, tel: point.tel });
    const refused = await staff('StaffCreateProduct', { data: { ...INPUT, code: 'CONSOLE-2', productGroupDelivery: { ...typed, pickupPointId: 9999 } } });
    expect(refusalOf(refused).code).toBe('BAD_USER_INPUT');
  });

  it('refuses a stale save with CONFLICT and keeps the first', async () => {
    const created = dataOf(await staff<{ staffCreateProduct: Editor }>('StaffCreateProduct', { data: INPUT })).staffCreateProduct;
    const at = created.updatedAt;
    api.db.state.catalogue.products.find((row) => row.id === created.product.id)!.updatedAt = new Date(Date.parse(at) + 1000).toISOString();
    const stale = await staff('StaffUpdateProduct', { id: created.product.id, expectedUpdatedAt: at, data: { ...INPUT, name: '늦은 이름' } });
    expect(refusalOf(stale)).toEqual({ code: 'CONFLICT', message: STALE_EDIT_MESSAGE });
    expect(api.db.product(created.product.id)?.name).toBe('콘솔 후드');
  });

  it('duplicates with stock 0 under a new code, hidden from students', async () => {
    const source = api.db.state.catalogue.products.find((row) => row.productOptionDetails.some((detail) => detail.count > 0))!;
    const copy = dataOf(await staff<{ staffDuplicateProduct: Editor }>('StaffDuplicateProduct', { id: source.id })).staffDuplicateProduct.product;
    expect(copy).toMatchObject({ code: `${source.code}-COPY`, productVisible: 2, count: 0 });
    expect(copy.productOptionDetails).toHaveLength(source.productOptionDetails.length);
    expect(refusalOf(await runner(api, undefined, DEMO_TOKEN)('ProductDetail', { id: copy.id })).code).toBe('NOT_FOUND');
  });

  it('lists sold-out and hidden products for staff, and refuses a shopper', async () => {
    const list = async (data: Record<string, unknown>) =>
      dataOf(await staff<{ staffProducts: { total: number; items: { stock: number; productVisible: number }[] } }>('StaffProducts', { data })).staffProducts;
    const soldOut = await list({ soldOut: true });
    expect(soldOut.total).toBeGreaterThan(0);
    expect(soldOut.items.every((row) => row.stock === 0)).toBe(true);
    const hiddenId = api.db.state.catalogue.products[0]!.id;
    dataOf(await staff('StaffSetProductVisibility', { id: hiddenId, productVisible: 3 }));
    expect((await list({ visibility: 'HIDDEN' })).items.every((row) => row.productVisible > 0)).toBe(true);
    expect(refusalOf(await runner(api, undefined, DEMO_TOKEN)('StaffProducts', {})).code).toBe('FORBIDDEN');
  });
});
