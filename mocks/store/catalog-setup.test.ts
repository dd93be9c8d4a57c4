// The console's catalogue setup kept statefully by the mocked API, as the real staff services do
// (tests/api/admin-*-setup.test.ts); the rules themselves are domain/catalog-setup's tests.
import { beforeEach, describe, expect, it } from 'vitest';
import type { MockApi } from '../schema';
import { ADMIN_TOKEN, dataOf, DEMO_TOKEN, frozenApi, refusalOf, runner, type Run } from './testing';

interface Category {
  id: number;
  parentId: number | null;
  content: string;
  visible: boolean;
  position: number;
  updatedAt: string;
}

let api: MockApi;
let staff: Run;
let student: Run;

beforeEach(() => {
  api = frozenApi('standard');
  staff = runner(api, undefined, ADMIN_TOKEN);
  student = runner(api, undefined, DEMO_TOKEN);
});

const categories = async () => dataOf(await staff<{ staffCategories: Category[] }>('StaffCatalogCategories', {})).staffCategories;
const listed = async (categoryId: number) =>
  dataOf(await student<{ products: { items: { id: number }[] } }>('ProductList', { data: { categoryId, limit: 20 } })).products.items.map((item) => item.id);

describe('categories', () => {
  it('keeps a created sub category, its order and its hiding; students stop finding products through it', async () => {
    const parentId = (await categories()).find((row) => row.content === '후드·맨투맨')!.id;
    const created = dataOf(await staff<{ staffCreateCategory: Category }>('StaffCreateCategory', { data: { parentId, content: '반집업' } })).staffCreateCategory;
    const siblings = (await categories()).filter((row) => row.parentId === parentId);
    expect(siblings.at(-1)!.id).toBe(created.id);

    const ids = [created.id, ...siblings.filter((row) => row.id !== created.id).map((row) => row.id)];
    dataOf(await staff('StaffReorderCategories', { data: { parentId, ids } }));
    expect((await categories()).filter((row) => row.parentId === parentId).map((row) => row.id)).toEqual(ids);

    const hoodie = (await categories()).find((row) => row.content === '후드티')!;
    expect((await listed(hoodie.id)).length).toBeGreaterThan(0);
    dataOf(await staff('StaffUpdateCategory', { data: { id: hoodie.id, content: hoodie.content, visible: false, expectedUpdatedAt: hoodie.updatedAt } }));
    expect(await listed(hoodie.id)).toEqual([]);
    // The version moved on: the form the other staff member still has is stale.
    const stale = refusalOf(await staff('StaffUpdateCategory', { data: { id: hoodie.id, content: '후드', visible: true, expectedUpdatedAt: hoodie.updatedAt } }));
    expect(stale.code).toBe('CONFLICT');
    expect(api.db.state.staffAudit.map((entry) => entry.action)).toEqual(['category.create', 'category.reorder', 'category.hide']);
  });
});

describe('delivery templates and pickup points', () => {
  it('creates a template, and a changed pickup point moves the place of the products using it', async () => {
    const template = {
      name: '수량별', deliveryType: 'BYQUANTITY', deliveryFee: 3000, condition: 500, quantity: 4, quantityCount0: 0, quantityCount1: 0,
      quantityCount2: 0, quantityPrice0: 0, quantityPrice1: 0, quantityPrice2: 0, shippingAddress: '대전', returnAddress: '대전', returnFee: 0, exchangeFee: 0,
    };
    const created = dataOf(await staff<{ staffCreateDeliveryTemplate: { id: number; condition: number } }>('StaffCreateDeliveryTemplate', { data: template }));
    expect(created.staffCreateDeliveryTemplate.condition).toBe(0);

    const setup = dataOf(await staff<{ staffPickupPoints: { id: number; updatedAt: string; productCount: number }[] }>('StaffDeliverySetup', {}));
    const point = setup.staffPickupPoints[0]!;
    expect(point.productCount).toBeGreaterThan(0);
    const fields = { name: '학생회관 2층 창구', postCode: '34134', address: '대전광역시 유성구 한빛대학로 123', detailAddress: '2층', tel: '042-123-4567', note: '' };
    dataOf(await staff('StaffUpdatePickupPoint', { data: { id: point.id, expectedUpdatedAt: point.updatedAt, point: fields } }));
    const using = api.db.catalogue.products.filter((product) => product.productGroupDelivery?.pickupPointId === point.id);
    expect(using.length).toBe(point.productCount);
    expect(using.every((product) => product.productGroupDelivery!.name === '학생회관 2층 창구')).toBe(true);

    expect(refusalOf(await student('StaffDeliverySetup', {})).code).toBe('FORBIDDEN');
  });
});
