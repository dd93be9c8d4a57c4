// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY } from '../../domain/enums';
import { PAY_FEE_MESSAGE, TEMPLATE_IN_USE_MESSAGE } from '../../domain/catalog-setup/delivery-template-rules';
import { PICKUP_NAME_TAKEN_MESSAGE, PICKUP_POINT_IN_USE_MESSAGE } from '../../domain/catalog-setup/pickup-point-rules';
import { DeliveryTemplate } from '../../backend/src/modules/catalog/delivery-template.entity';
import { PickupPoint } from '../../backend/src/modules/catalog/pickup-point.entity';
import { ProductCategory } from '../../backend/src/modules/catalog/product-category.entity';
import { refusal, sql } from '../support/accounts';
import { startTestApi, type TestApi } from '../support/api';
import { createMember, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';
import { createSecondUniversity } from '../support/tenants';

const SETUP = operationDocument('StaffDeliverySetup');
const CREATE_TEMPLATE = operationDocument('StaffCreateDeliveryTemplate');
const UPDATE_TEMPLATE = operationDocument('StaffUpdateDeliveryTemplate');
const DELETE_TEMPLATE = operationDocument('StaffDeleteDeliveryTemplate');
const CREATE_POINT = operationDocument('StaffCreatePickupPoint');
const UPDATE_POINT = operationDocument('StaffUpdatePickupPoint');
const DELETE_POINT = operationDocument('StaffDeletePickupPoint');
const UPDATE_CATEGORY = operationDocument('StaffUpdateCategory');
const PRODUCT = operationDocument('ProductDetail');

interface Template {
  id: number;
  name: string;
  deliveryType: string;
  deliveryFee: number;
  quantity: number;
  quantityCount0: number;
  productCount: number;
  updatedAt: string;
}
interface Point {
  id: number;
  name: string;
  tel: string;
  productCount: number;
  updatedAt: string;
}

const templateFields = {
  name: '수량별 배송',
  deliveryType: 'BYQUANTITY',
  deliveryFee: 9999,
  condition: 7777,
  quantity: 0,
  quantityCount0: 10,
  quantityCount1: 30,
  quantityCount2: 0,
  quantityPrice0: 3000,
  quantityPrice1: 5000,
  quantityPrice2: 8000,
  shippingAddress: '대전 유성구 한빛대학로 123',
  returnAddress: '대전 대덕구 대화로 160',
  returnFee: 3000,
  exchangeFee: 6000,
};
const pointFields = { name: '공학관 로비', postCode: '34134', address: '대전 유성구 한빛대학로 123', detailAddress: '공학관 1층', tel: '042-123-0000', note: '' };

let api: TestApi;
let admin: TestMember;
let viewer: TestMember;
let member: TestMember;

beforeAll(async () => {
  api = await startTestApi();
  const em = api.orm.em.fork();
  admin = await createMember(em, { authority: AUTHORITY.ADMIN });
  viewer = await createMember(em, { authority: AUTHORITY.ADMINHIDDEN });
  member = await createMember(em);
});
afterAll(() => api?.close());

const as = (who: TestMember | null) => (who ? { token: who.token } : {});
const setup = async (who: TestMember = admin) =>
  (await api.gql<{ staffDeliveryTemplates: Template[]; staffPickupPoints: Point[] }>(SETUP, {}, as(who))).data!;
const templateCount = async () => Number((await sql<{ count: string }>(api, 'select count(*) from delivery_template'))[0]!.count);

describe('delivery templates', () => {
  it('ADMINHIDDEN reads them with how many products use each; a member may not', async () => {
    const { staffDeliveryTemplates } = await setup(viewer);
    expect(staffDeliveryTemplates.map((row) => row.deliveryType)).toEqual(expect.arrayContaining(['FREE', 'PAY', 'CONDITIONALFREE', 'BYQUANTITY']));
    expect(staffDeliveryTemplates.some((row) => row.productCount > 0)).toBe(true);
    refusal(await api.gql(SETUP, {}, as(member)), 'FORBIDDEN');
  });

  it('creates a tier template with the unused fee fields stored as 0, and records it', async () => {
    const result = await api.gql<{ staffCreateDeliveryTemplate: Template }>(CREATE_TEMPLATE, { data: templateFields }, as(admin));
    expect(result.errors).toBeUndefined();
    const created = result.data!.staffCreateDeliveryTemplate;
    expect(created).toMatchObject({ deliveryType: 'BYQUANTITY', deliveryFee: 0, quantity: 0, quantityCount0: 10, productCount: 0 });
    const [row] = await sql<{ condition: number }>(api, 'select condition from delivery_template where id = ?', [created.id]);
    expect(row!.condition).toBe(0);
    const audit = await sql<{ action: string }>(api, "select action from staff_audit where object_type = 'DELIVERY_TEMPLATE' and object_id = ?", [created.id]);
    expect(audit.map((entry) => entry.action)).toEqual(['delivery-template.create']);
  });

  it('refuses a paid template without a fee, and ADMINHIDDEN, changing nothing', async () => {
    const before = await templateCount();
    const refused = refusal(await api.gql(CREATE_TEMPLATE, { data: { ...templateFields, deliveryType: 'PAY', deliveryFee: 0 } }, as(admin)), 'BAD_USER_INPUT');
    expect(refused).toMatchObject({ message: PAY_FEE_MESSAGE, extensions: { field: 'deliveryFee' } });
    refusal(await api.gql(CREATE_TEMPLATE, { data: templateFields }, as(viewer)), 'FORBIDDEN');
    expect(await templateCount()).toBe(before);
  });

  it("updates a template products use: their product page shows the new rule at once; a stale save is refused", async () => {
    const used = (await setup()).staffDeliveryTemplates.find((row) => row.deliveryType === 'PAY' && row.productCount > 0)!;
    const [product] = await sql<{ id: number }>(api, 'select id from product where delivery_template_id = ? and product_visible = 0 limit 1', [used.id]);
    const page = () => api.gql<{ product: { deliveryTemplate: { deliveryFee: number } } }>(PRODUCT, { id: product!.id });
    expect((await page()).data!.product.deliveryTemplate.deliveryFee).toBe(used.deliveryFee);
    const data = { id: used.id, expectedUpdatedAt: used.updatedAt, template: { ...templateFields, name: used.name, deliveryType: 'PAY', deliveryFee: 3500 } };
    const result = await api.gql<{ staffUpdateDeliveryTemplate: Template }>(UPDATE_TEMPLATE, { data }, as(admin));
    expect(result.errors).toBeUndefined();
    expect((await page()).data!.product.deliveryTemplate.deliveryFee).toBe(3500);
    refusal(await api.gql(UPDATE_TEMPLATE, { data }, as(admin)), 'CONFLICT');

    const inUse = refusal(await api.gql(DELETE_TEMPLATE, { id: used.id }, as(admin)), 'INVALID_STATE');
    expect(inUse.message).toBe(TEMPLATE_IN_USE_MESSAGE);
  });

  it('deletes a template no product uses', async () => {
    const created = (await api.gql<{ staffCreateDeliveryTemplate: Template }>(CREATE_TEMPLATE, { data: { ...templateFields, name: '지울 템플릿' } }, as(admin))).data!
      .staffCreateDeliveryTemplate;
    const deleted = await api.gql<{ staffDeleteDeliveryTemplate: number }>(DELETE_TEMPLATE, { id: created.id }, as(admin));
    expect(deleted.data?.staffDeleteDeliveryTemplate).toBe(created.id);
    expect((await setup()).staffDeliveryTemplates.some((row) => row.id === created.id)).toBe(false);
  });
});

describe('pickup points', () => {
  it("lists the seeded point the group products use; changing it moves their pickup place", async () => {
    const seeded = (await setup()).staffPickupPoints.find((row) => row.productCount > 0)!;
    const [used] = await sql<{ product_id: number }>(api, 'select product_id from product_group_delivery where pickup_point_id = ? limit 1', [seeded.id]);
    const page = () => api.gql<{ product: { productGroupDelivery: { name: string; note: string } } }>(PRODUCT, { id: used!.product_id }, as(admin));
    const note = (await page()).data!.product.productGroupDelivery.note;
    const data = { id: seeded.id, expectedUpdatedAt: seeded.updatedAt, point: { ...pointFields, name: '학생회관 2층 생협 창구' } };
    const result = await api.gql<{ staffUpdatePickupPoint: Point }>(UPDATE_POINT, { data }, as(admin));
    expect(result.errors).toBeUndefined();
    // The product shows the new place at once; its own pickup note stays.
    expect((await page()).data!.product.productGroupDelivery).toMatchObject({ name: '학생회관 2층 생협 창구', note });
    refusal(await api.gql(UPDATE_POINT, { data }, as(admin)), 'CONFLICT');
  });

  it('creates a point and refuses a second with the same name or a bad phone number', async () => {
    const created = await api.gql<{ staffCreatePickupPoint: Point }>(CREATE_POINT, { data: pointFields }, as(admin));
    expect(created.errors).toBeUndefined();
    expect(created.data!.staffCreatePickupPoint).toMatchObject({ name: '공학관 로비', productCount: 0 });
    expect(refusal(await api.gql(CREATE_POINT, { data: pointFields }, as(admin)), 'BAD_USER_INPUT').message).toBe(PICKUP_NAME_TAKEN_MESSAGE);
    expect(refusal(await api.gql(CREATE_POINT, { data: { ...pointFields, name: '다른 곳', tel: '12' } }, as(admin)), 'BAD_USER_INPUT').extensions?.field).toBe('tel');
    refusal(await api.gql(CREATE_POINT, { data: { ...pointFields, name: '열람자' } }, as(viewer)), 'FORBIDDEN');
  });

  it('deletes a point no product hands out at, recorded; keeps one in use and refuses look-only staff', async () => {
    const created = (await api.gql<{ staffCreatePickupPoint: Point }>(CREATE_POINT, { data: { ...pointFields, name: '지울 수령지' } }, as(admin))).data!
      .staffCreatePickupPoint;
    refusal(await api.gql(DELETE_POINT, { id: created.id }, as(viewer)), 'FORBIDDEN');
    const deleted = await api.gql<{ staffDeletePickupPoint: number }>(DELETE_POINT, { id: created.id }, as(admin));
    expect(deleted.data?.staffDeletePickupPoint).toBe(created.id);
    expect((await setup()).staffPickupPoints.some((row) => row.id === created.id)).toBe(false);
    const [audit] = await sql<{ action: string }>(api, "select action from staff_audit where object_type = 'PICKUP_POINT' and object_id = ? order by id desc limit 1", [created.id]);
    expect(audit?.action).toBe('pickup-point.delete');

    const used = (await setup()).staffPickupPoints.find((row) => row.productCount > 0)!;
    expect(refusal(await api.gql(DELETE_POINT, { id: used.id }, as(admin)), 'INVALID_STATE').message).toBe(PICKUP_POINT_IN_USE_MESSAGE);
    expect((await setup()).staffPickupPoints.some((row) => row.id === used.id)).toBe(true);
  });
});

describe('another tenant', () => {
  it("answers another university's category, template and pickup point as missing", async () => {
    const em = api.orm.em.fork();
    const other = await createSecondUniversity(em);
    const category = em.create(ProductCategory, { university: other, content: '남의 카테고리' });
    const template = em.create(DeliveryTemplate, { university: other, name: '남의 템플릿', deliveryType: 'FREE', shippingAddress: 'a', returnAddress: 'b' });
    const point = em.create(PickupPoint, { university: other, name: '남의 수령지', postCode: '30000', address: 'a', detailAddress: '', tel: '044-000-0000', note: '' });
    await em.flush();
    const version = new Date().toISOString();
    refusal(await api.gql(UPDATE_CATEGORY, { data: { id: category.id, content: 'x', visible: false, expectedUpdatedAt: version } }, as(admin)), 'NOT_FOUND');
    refusal(await api.gql(UPDATE_TEMPLATE, { data: { id: template.id, expectedUpdatedAt: version, template: templateFields } }, as(admin)), 'NOT_FOUND');
    refusal(await api.gql(DELETE_TEMPLATE, { id: template.id }, as(admin)), 'NOT_FOUND');
    refusal(await api.gql(UPDATE_POINT, { data: { id: point.id, expectedUpdatedAt: version, point: { ...pointFields, name: '바꿈' } } }, as(admin)), 'NOT_FOUND');
    refusal(await api.gql(DELETE_POINT, { id: point.id }, as(admin)), 'NOT_FOUND');
    const { staffDeliveryTemplates, staffPickupPoints } = await setup();
    expect(staffDeliveryTemplates.some((row) => row.id === template.id)).toBe(false);
    expect(staffPickupPoints.some((row) => row.id === point.id)).toBe(false);
  });
});
