// The operator console's refused mutations (issue 15: catalogue setup, shop content, members,
// products, images, options), spread into REFUSAL_CASES.
import { adminMember, demoMember } from '../../mocks/scenarios/standard';
import { catalogue, MISSING, PRODUCT_ID, type RefusalCase } from './refusal-parity.fixtures';

const ADJUST_POINTS = 'mutation ($data: StaffAdjustPointsInput!) { staffAdjustPoints(data: $data) { id } }';
const SUSPEND = 'mutation ($userId: Int!, $reason: String!) { staffSuspendMember(userId: $userId, reason: $reason) { id } }';
const RESTORE = 'mutation ($userId: Int!) { staffRestoreMember(userId: $userId) { id } }';
const SET_LEVEL = 'mutation ($userId: Int!, $level: Int!) { staffSetMemberLevel(userId: $userId, level: $level) { id } }';

const CREATE_CATEGORY = 'mutation ($data: StaffCreateCategoryInput!) { staffCreateCategory(data: $data) { id } }';
const UPDATE_CATEGORY = 'mutation ($data: StaffUpdateCategoryInput!) { staffUpdateCategory(data: $data) { id } }';
const DELETE_CATEGORY = 'mutation ($id: Int!) { staffDeleteCategory(id: $id) }';
const REORDER_CATEGORIES = 'mutation ($data: StaffReorderCategoriesInput!) { staffReorderCategories(data: $data) { id } }';
const PROMOTE = 'mutation ($data: StaffSetPromotedCategoriesInput!) { staffSetPromotedCategories(data: $data) { updatedAt } }';
const CREATE_TEMPLATE = 'mutation ($data: StaffDeliveryTemplateFields!) { staffCreateDeliveryTemplate(data: $data) { id } }';
const UPDATE_TEMPLATE = 'mutation ($data: StaffUpdateDeliveryTemplateInput!) { staffUpdateDeliveryTemplate(data: $data) { id } }';
const DELETE_TEMPLATE = 'mutation ($id: Int!) { staffDeleteDeliveryTemplate(id: $id) }';
const CREATE_POINT = 'mutation ($data: StaffPickupPointFields!) { staffCreatePickupPoint(data: $data) { id } }';
const UPDATE_POINT = 'mutation ($data: StaffUpdatePickupPointInput!) { staffUpdatePickupPoint(data: $data) { id } }';
const DELETE_POINT = 'mutation ($id: Int!) { staffDeletePickupPoint(id: $id) }';
/** A version no row has: every edit sent with it is stale on both targets. */
const OLD_VERSION = '2000-01-01T00:00:00.000Z';
const TEMPLATE = {
  name: '기본 배송', deliveryType: 'PAY', deliveryFee: 3000, condition: 0, quantity: 0, quantityCount0: 0, quantityCount1: 0,
  quantityCount2: 0, quantityPrice0: 0, quantityPrice1: 0, quantityPrice2: 0, shippingAddress: '대전 유성구 한빛대학로 123',
  returnAddress: '대전 대덕구 대화로 160', returnFee: 3000, exchangeFee: 6000,
};
const USED_TEMPLATE_ID = catalogue.deliveryTemplates[0]!.id;
const POINT = catalogue.pickupPoints[0]!;
const POINT_FIELDS = { name: '새 수령지', postCode: POINT.postCode, address: POINT.address, detailAddress: '', tel: POINT.tel, note: '' };
/** Two regular main categories of the standard catalogue. */
const MAINS = catalogue.productCategories.filter((row) => row.categoryId == null && !row.isGroup).slice(0, 2);
const HOODIE = catalogue.productCategories.find((row) => row.content === '후드티')!;
const CREATE_AD = 'mutation ($data: StaffCreateAdInput!) { staffCreateAd(data: $data) { id } }';
const UPDATE_AD = 'mutation ($data: StaffUpdateAdInput!) { staffUpdateAd(data: $data) { id } }';
const TOGGLE_AD = 'mutation ($data: StaffToggleAdInput!) { staffToggleAd(data: $data) { id } }';
const REORDER_ADS = 'mutation ($ids: [Int!]!) { staffReorderAds(ids: $ids) { id } }';
const DELETE_AD = 'mutation ($id: Int!) { staffDeleteAd(id: $id) { id } }';
const TOP_NOTICE = 'mutation ($data: StaffTopNoticeInput!) { staffSetTopNotice(data: $data) { id } }';
const SHOP_SETTINGS = 'mutation ($data: StaffShopSettingsInput!) { staffUpdateShopSettings(data: $data) { id } }';
/** A version no row of either target has: the edit was made on a stale screen. */
const STALE = '2020-01-01T00:00:00.000Z';
const AD = { primary: '겨울 세일', url: '/products', visible: true };
const SETTINGS = {
  expectedUpdatedAt: STALE,
  name: '한빛대학교',
  shopName: '한빛대 생협 굿즈샵',
  siteUrl: 'https://shop.hanbit.ac.kr',
  footerOperator: '한빛대학교 소비자생활협동조합',
  footerAddress: '대전광역시 유성구 한빛대학로 123',
  defaultTitle: '한빛대 단체복 공동구매 몰',
  titleTemplate: '%s | 한빛대 생협 굿즈샵',
  themeColor: '#1e4fa3',
};

const SET_IMAGES = 'mutation ($data: StaffSetProductImagesInput!) { staffSetProductImages(data: $data) { productId } }';
const imagesData = (change: Record<string, unknown>) => ({
  data: { productId: PRODUCT_ID, expectedUpdatedAt: '2026-01-01T00:00:00.000Z', images: ['/static/products/a-1.svg'], detailImages: [], ...change },
});
const CREATE_PRODUCT = 'mutation ($data: StaffProductInput!) { staffCreateProduct(data: $data) { updatedAt } }';
const UPDATE_PRODUCT = `mutation ($id: Int!, $at: DateTime!, $data: StaffProductInput!) {
  staffUpdateProduct(id: $id, expectedUpdatedAt: $at, data: $data) { updatedAt }
}`;
const DUPLICATE_PRODUCT = 'mutation ($id: Int!) { staffDuplicateProduct(id: $id) { updatedAt } }';
const PRODUCT_VISIBILITY = 'mutation ($id: Int!, $level: Int!) { staffSetProductVisibility(id: $id, productVisible: $level) { updatedAt } }';
/** A console product input both targets would accept but for what a case changes. */
const PRODUCT_INPUT = {
  productType: 'SINGLEFREE',
  productVisible: 2,
  deliveryTemplateId: 1,
  name: '대칭 확인용 상품',
  description: '',
  price: 10_000,
  salePrice: 9_000,
  code: 'PARITY-1',
  productDetail: { story: '', info: '', faq: '' },
  tags: [],
  categoryIds: [],
};
const SAVE_OPTIONS = 'mutation ($data: StaffSaveProductOptionsInput!) { staffSaveProductOptions(data: $data) { productId } }';
/** A whole options grid of one axis (the version is long past, so only a stale-version case gets that far). */
const optionsGrid = (productId: number, axes: { key: string; values: string[] }[] = [{ key: '색상', values: ['블랙'] }]) => ({
  productId,
  expectedUpdatedAt: '2000-01-01T00:00:00.000Z',
  axes,
  combinations: axes.length === 1 ? axes[0]!.values.map((value) => ({ values: [value], extraPrice: 0, count: 1 })) : [],
  inputs: [],
});

export const CONSOLE_REFUSAL_CASES: readonly RefusalCase[] = [
  // Catalogue setup (ADR 0046).
  { mutation: 'staffCreateCategory', title: 'a shopper', as: 'demo', query: CREATE_CATEGORY, code: 'FORBIDDEN',
    variables: () => ({ data: { content: '새 카테고리' } }) },
  { mutation: 'staffCreateCategory', title: 'a blank name', as: 'admin', query: CREATE_CATEGORY, code: 'BAD_USER_INPUT',
    variables: () => ({ data: { content: '  ' } }) },
  { mutation: 'staffCreateCategory', title: 'a sub category under a sub category', as: 'admin', query: CREATE_CATEGORY, code: 'BAD_USER_INPUT',
    variables: () => ({ data: { parentId: HOODIE.id, content: '세부' } }) },
  { mutation: 'staffUpdateCategory', title: 'a main category moved under another', as: 'admin', query: UPDATE_CATEGORY, code: 'BAD_USER_INPUT',
    variables: () => ({ data: { id: MAINS[0]!.id, content: MAINS[0]!.content, visible: true, parentId: MAINS[1]!.id, expectedUpdatedAt: OLD_VERSION } }) },
  { mutation: 'staffUpdateCategory', title: 'a stale version', as: 'admin', query: UPDATE_CATEGORY, code: 'CONFLICT',
    variables: () => ({ data: { id: HOODIE.id, content: HOODIE.content, visible: false, expectedUpdatedAt: OLD_VERSION } }) },
  { mutation: 'staffUpdateCategory', title: 'hiding a promoted category', as: 'admin', query: UPDATE_CATEGORY, code: 'BAD_USER_INPUT',
    variables: () => ({ data: { id: catalogue.university.promotedCategories[0]!.categoryId, content: '과잠·점퍼', visible: false, expectedUpdatedAt: OLD_VERSION } }) },
  { mutation: 'staffDeleteCategory', title: 'a category with sub categories', as: 'admin', query: DELETE_CATEGORY, code: 'INVALID_STATE',
    variables: () => ({ id: HOODIE.categoryId }) },
  { mutation: 'staffDeleteCategory', title: 'a category with products', as: 'admin', query: DELETE_CATEGORY, code: 'INVALID_STATE',
    variables: () => ({ id: HOODIE.id }) },
  { mutation: 'staffDeleteCategory', title: 'a category that does not exist', as: 'admin', query: DELETE_CATEGORY, code: 'NOT_FOUND',
    variables: () => ({ id: MISSING }) },
  { mutation: 'staffReorderCategories', title: 'an order missing a sibling', as: 'admin', query: REORDER_CATEGORIES, code: 'CONFLICT',
    variables: () => ({ data: { parentId: HOODIE.categoryId, ids: [HOODIE.id] } }) },
  { mutation: 'staffSetPromotedCategories', title: 'five categories', as: 'admin', query: PROMOTE, code: 'BAD_USER_INPUT',
    variables: () => ({ data: { expectedUpdatedAt: OLD_VERSION, categories: [75, 71, 72, 74, 76].map((categoryId) => ({ categoryId, title: '추천' })) } }) },
  { mutation: 'staffSetPromotedCategories', title: 'a stale version', as: 'admin', query: PROMOTE, code: 'CONFLICT',
    variables: () => ({ data: { expectedUpdatedAt: OLD_VERSION, categories: [] } }) },
  { mutation: 'staffCreateDeliveryTemplate', title: 'a paid template without a fee', as: 'admin', query: CREATE_TEMPLATE, code: 'BAD_USER_INPUT',
    variables: () => ({ data: { ...TEMPLATE, deliveryFee: 0 } }) },
  { mutation: 'staffCreateDeliveryTemplate', title: 'a shopper', as: 'demo', query: CREATE_TEMPLATE, code: 'FORBIDDEN',
    variables: () => ({ data: TEMPLATE }) },
  { mutation: 'staffUpdateDeliveryTemplate', title: 'a template that does not exist', as: 'admin', query: UPDATE_TEMPLATE, code: 'NOT_FOUND',
    variables: () => ({ data: { id: MISSING, expectedUpdatedAt: OLD_VERSION, template: TEMPLATE } }) },
  { mutation: 'staffUpdateDeliveryTemplate', title: 'a stale version', as: 'admin', query: UPDATE_TEMPLATE, code: 'CONFLICT',
    variables: () => ({ data: { id: USED_TEMPLATE_ID, expectedUpdatedAt: OLD_VERSION, template: TEMPLATE } }) },
  { mutation: 'staffDeleteDeliveryTemplate', title: 'a template products use', as: 'admin', query: DELETE_TEMPLATE, code: 'INVALID_STATE',
    variables: () => ({ id: USED_TEMPLATE_ID }) },
  { mutation: 'staffDeleteDeliveryTemplate', title: 'a template that does not exist', as: 'admin', query: DELETE_TEMPLATE, code: 'NOT_FOUND',
    variables: () => ({ id: MISSING }) },
  { mutation: 'staffCreatePickupPoint', title: 'a four-digit postal code', as: 'admin', query: CREATE_POINT, code: 'BAD_USER_INPUT',
    variables: () => ({ data: { ...POINT_FIELDS, postCode: '3413' } }) },
  { mutation: 'staffCreatePickupPoint', title: 'a name another point has', as: 'admin', query: CREATE_POINT, code: 'BAD_USER_INPUT',
    variables: () => ({ data: { ...POINT_FIELDS, name: POINT.name } }) },
  { mutation: 'staffUpdatePickupPoint', title: 'a point that does not exist', as: 'admin', query: UPDATE_POINT, code: 'NOT_FOUND',
    variables: () => ({ data: { id: MISSING, expectedUpdatedAt: OLD_VERSION, point: POINT_FIELDS } }) },
  { mutation: 'staffUpdatePickupPoint', title: 'a stale version', as: 'admin', query: UPDATE_POINT, code: 'CONFLICT',
    variables: () => ({ data: { id: POINT.id, expectedUpdatedAt: OLD_VERSION, point: POINT_FIELDS } }) },
  { mutation: 'staffDeletePickupPoint', title: 'a shopper', as: 'demo', query: DELETE_POINT, code: 'FORBIDDEN', variables: () => ({ id: POINT.id }) },
  { mutation: 'staffDeletePickupPoint', title: 'a point products hand out at', as: 'admin', query: DELETE_POINT, code: 'INVALID_STATE',
    variables: () => ({ id: POINT.id }) },
  { mutation: 'staffDeletePickupPoint', title: 'a point that does not exist', as: 'admin', query: DELETE_POINT, code: 'NOT_FOUND',
    variables: () => ({ id: MISSING }) },
  // Shop content (ADR 0047). Seeded banner 1 exists on both targets.
  { mutation: 'staffCreateAd', title: 'a shopper', as: 'demo', query: CREATE_AD, code: 'FORBIDDEN', variables: () => ({ data: AD }) },
  { mutation: 'staffCreateAd', title: 'a javascript: link', as: 'admin', query: CREATE_AD, code: 'BAD_USER_INPUT',
    variables: () => ({ data: { ...AD, url: 'javascript:alert(1)' } }) },
  { mutation: 'staffUpdateAd', title: 'a stale version', as: 'admin', query: UPDATE_AD, code: 'CONFLICT',
    variables: () => ({ data: { ...AD, id: 1, expectedUpdatedAt: STALE } }) },
  { mutation: 'staffUpdateAd', title: 'a banner that does not exist', as: 'admin', query: UPDATE_AD, code: 'NOT_FOUND',
    variables: () => ({ data: { ...AD, id: MISSING, expectedUpdatedAt: STALE } }) },
  { mutation: 'staffToggleAd', title: 'a shopper', as: 'demo', query: TOGGLE_AD, code: 'FORBIDDEN',
    variables: () => ({ data: { id: 1, visible: false, expectedUpdatedAt: STALE } }) },
  { mutation: 'staffToggleAd', title: 'a banner that does not exist', as: 'admin', query: TOGGLE_AD, code: 'NOT_FOUND',
    variables: () => ({ data: { id: MISSING, visible: false, expectedUpdatedAt: STALE } }) },
  { mutation: 'staffReorderAds', title: 'an order that leaves banners out', as: 'admin', query: REORDER_ADS, code: 'BAD_USER_INPUT',
    variables: () => ({ ids: [1] }) },
  { mutation: 'staffDeleteAd', title: 'an anonymous visitor', as: 'anonymous', query: DELETE_AD, code: 'UNAUTHENTICATED',
    variables: () => ({ id: 1 }) },
  { mutation: 'staffDeleteAd', title: 'a banner that does not exist', as: 'admin', query: DELETE_AD, code: 'NOT_FOUND',
    variables: () => ({ id: MISSING }) },
  { mutation: 'staffSetTopNotice', title: 'a stale version', as: 'admin', query: TOP_NOTICE, code: 'CONFLICT',
    variables: () => ({ data: { text: '12월 1일은 휴무예요.', expectedUpdatedAt: STALE } }) },
  { mutation: 'staffSetTopNotice', title: 'a shopper', as: 'demo', query: TOP_NOTICE, code: 'FORBIDDEN',
    variables: () => ({ data: { text: '공지', expectedUpdatedAt: STALE } }) },
  { mutation: 'staffUpdateShopSettings', title: 'a theme colour whose text fails AA', as: 'admin', query: SHOP_SETTINGS,
    code: 'BAD_USER_INPUT', variables: () => ({ data: { ...SETTINGS, themeColor: '#777777' } }) },
  { mutation: 'staffUpdateShopSettings', title: 'a stale version', as: 'admin', query: SHOP_SETTINGS, code: 'CONFLICT',
    variables: () => ({ data: SETTINGS }) },
  { mutation: 'staffUpdateShopSettings', title: 'a shopper', as: 'demo', query: SHOP_SETTINGS, code: 'FORBIDDEN',
    variables: () => ({ data: SETTINGS }) },
  // Members (docs/decisions/0048).
  { mutation: 'staffAdjustPoints', title: 'a shopper', as: 'demo', query: ADJUST_POINTS, code: 'FORBIDDEN',
    variables: () => ({ data: { userId: demoMember.id, amount: 1000, reason: '셀프 지급' } }) },
  { mutation: 'staffAdjustPoints', title: 'an amount of 0', as: 'admin', query: ADJUST_POINTS, code: 'BAD_USER_INPUT',
    variables: () => ({ data: { userId: demoMember.id, amount: 0, reason: '이벤트 지급' } }) },
  { mutation: 'staffAdjustPoints', title: 'a member who does not exist', as: 'admin', query: ADJUST_POINTS, code: 'NOT_FOUND',
    variables: () => ({ data: { userId: MISSING, amount: 100, reason: '이벤트 지급' } }) },
  { mutation: 'staffSuspendMember', title: 'staff suspending themselves', as: 'admin', query: SUSPEND, code: 'FORBIDDEN',
    variables: () => ({ userId: adminMember.id, reason: '테스트 정지' }) },
  { mutation: 'staffSuspendMember', title: 'no reason', as: 'admin', query: SUSPEND, code: 'BAD_USER_INPUT',
    variables: () => ({ userId: demoMember.id, reason: ' ' }) },
  { mutation: 'staffSuspendMember', title: 'a shopper', as: 'demo', query: SUSPEND, code: 'FORBIDDEN',
    variables: () => ({ userId: adminMember.id, reason: '테스트 정지' }) },
  { mutation: 'staffRestoreMember', title: 'a member who is not suspended', as: 'admin', query: RESTORE, code: 'INVALID_STATE',
    variables: () => ({ userId: demoMember.id }) },
  { mutation: 'staffRestoreMember', title: 'an anonymous visitor', as: 'anonymous', query: RESTORE, code: 'UNAUTHENTICATED',
    variables: () => ({ userId: demoMember.id }) },
  { mutation: 'staffSetMemberLevel', title: 'staff setting their own level', as: 'admin', query: SET_LEVEL, code: 'FORBIDDEN',
    variables: () => ({ userId: adminMember.id, level: 0 }) },
  { mutation: 'staffSetMemberLevel', title: 'a level above 3', as: 'admin', query: SET_LEVEL, code: 'BAD_USER_INPUT',
    variables: () => ({ userId: demoMember.id, level: 4 }) },
  { mutation: 'staffSetProductImages', title: 'a shopper', as: 'demo', query: SET_IMAGES, code: 'FORBIDDEN', variables: () => imagesData({}) },
  { mutation: 'staffSetProductImages', title: 'a fourth gallery image', as: 'admin', query: SET_IMAGES, code: 'BAD_USER_INPUT',
    variables: () => imagesData({ images: [1, 2, 3, 4].map((n) => `/static/products/a-${n}.svg`) }) },
  { mutation: 'staffSetProductImages', title: 'an address that is nobody’s upload', as: 'admin', query: SET_IMAGES, code: 'BAD_USER_INPUT',
    variables: () => imagesData({ images: ['https://evil.example/cat.png'] }) },
  { mutation: 'staffSetProductImages', title: 'a product that does not exist', as: 'admin', query: SET_IMAGES, code: 'NOT_FOUND',
    variables: () => imagesData({ productId: MISSING }) },
  { mutation: 'staffCreateProduct', title: 'a shopper', as: 'demo', query: CREATE_PRODUCT, code: 'FORBIDDEN',
    variables: () => ({ data: PRODUCT_INPUT }) },
  { mutation: 'staffCreateProduct', title: 'a sale price above the list price', as: 'admin', query: CREATE_PRODUCT, code: 'BAD_USER_INPUT',
    variables: () => ({ data: { ...PRODUCT_INPUT, salePrice: 20_000 } }) },
  { mutation: 'staffUpdateProduct', title: 'a stale version', as: 'admin', query: UPDATE_PRODUCT, code: 'CONFLICT',
    variables: () => ({ id: PRODUCT_ID, at: '2000-01-01T00:00:00.000Z', data: PRODUCT_INPUT }) },
  { mutation: 'staffUpdateProduct', title: 'a product that does not exist', as: 'admin', query: UPDATE_PRODUCT, code: 'NOT_FOUND',
    variables: () => ({ id: MISSING, at: '2000-01-01T00:00:00.000Z', data: PRODUCT_INPUT }) },
  { mutation: 'staffDuplicateProduct', title: 'a shopper', as: 'demo', query: DUPLICATE_PRODUCT, code: 'FORBIDDEN',
    variables: () => ({ id: PRODUCT_ID }) },
  { mutation: 'staffDuplicateProduct', title: 'a product that does not exist', as: 'admin', query: DUPLICATE_PRODUCT, code: 'NOT_FOUND',
    variables: () => ({ id: MISSING }) },
  { mutation: 'staffSetProductVisibility', title: 'an anonymous visitor', as: 'anonymous', query: PRODUCT_VISIBILITY, code: 'UNAUTHENTICATED',
    variables: () => ({ id: PRODUCT_ID, level: 2 }) },
  { mutation: 'staffSetProductVisibility', title: 'a level that does not exist', as: 'admin', query: PRODUCT_VISIBILITY, code: 'BAD_USER_INPUT',
    variables: () => ({ id: PRODUCT_ID, level: 7 }) },
  { mutation: 'staffSaveProductOptions', title: 'a shopper', as: 'demo', query: SAVE_OPTIONS, code: 'FORBIDDEN',
    variables: () => ({ data: optionsGrid(PRODUCT_ID) }) },
  { mutation: 'staffSaveProductOptions', title: 'a fourth axis', as: 'admin', query: SAVE_OPTIONS, code: 'BAD_USER_INPUT',
    variables: () => ({ data: optionsGrid(PRODUCT_ID, ['가', '나', '다', '라'].map((key) => ({ key, values: ['a'] }))) }) },
  { mutation: 'staffSaveProductOptions', title: 'a product that does not exist', as: 'admin', query: SAVE_OPTIONS, code: 'NOT_FOUND',
    variables: () => ({ data: optionsGrid(MISSING) }) },
  { mutation: 'staffSaveProductOptions', title: 'a version another staff member saved over', as: 'admin', query: SAVE_OPTIONS,
    code: 'CONFLICT', variables: () => ({ data: optionsGrid(PRODUCT_ID) }) },
];
