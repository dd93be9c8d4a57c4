// @vitest-environment node
/**
 * The running API, introspected over HTTP, offers every query, mutation, type, field and enum
 * value that the original specification names (kept outside the repo; docs/glossary.md maps its names). The lists below are copied from the spec by hand
 * on purpose: they are the yardstick, not a reflection of the SDL.
 */
import { getIntrospectionQuery, type IntrospectionQuery, type IntrospectionType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api';

// §4 Enumerations: every value, under the GraphQL enum that carries it.
const specEnums: Record<string, string[]> = {
  CertificationPurpose: ['CREATE_ACCOUNT', 'PHONE_CERTIFICATION', 'RESET_PASSWORD', 'UPDATE_TEL'],
  DeliveryType: ['BYQUANTITY', 'CONDITIONALFREE', 'FREE', 'PAY'],
  EduDegree: ['BACHELOR', 'NOT_SET', 'POST_GRADUATE'],
  Gender: ['FEMALE', 'MALE', 'NOT_SET'],
  Nationality: ['DOMESTIC', 'FOREIGNER', 'NOT_SET'],
  ShippingStatus: ['COMPLETED', 'DELIVERING'],
  OrderSpecificationStatus: ['CANCELLED', 'PAID', 'READY'],
  PointStatus: ['EXPIRED', 'GAIN', 'RESERVED', 'USED'],
  ProductGroupDeliveryType: ['GROUP', 'INDIVIDUAL'],
  ProductType: ['GROUPORDER', 'SINGLEFREE', 'SINGLEORDER'],
  Authority: ['ADMIN', 'ADMINHIDDEN', 'HIDDEN', 'NORMAL'],
  ReviewStatus: ['APPLIED', 'READY', 'REJECT'],
  PaymentStatus: ['ready', 'paid', 'cancelled', 'failed'],
  PayMethod: ['card', 'trans', 'vbank', 'kakaopay', 'point'],
};

// §7 The calls it makes.
const specQueries = [
  'me', 'cartsCheckouted', 'userTypes', 'university', 'ads', 'countryDialingCodes', 'order',
  'orderProduct', 'pointsByUserId', 'productCategories', 'productRestockNotifications', 'products',
  'product', 'reviewType', 'reviewsByProductId', 'review', 'upload',
];
const specMutations = [
  'login', 'loginWithSocial', 'findPassword', 'resetPassword', 'certifyTel', 'certifyTelWithToken',
  'updateUserTel', 'checkWhetherAvailableEmail', 'checkWhetherAvailableTel', 'createUser',
  'updateUser', 'updatePassword', 'resignUser', 'createCart', 'toggleCart', 'toggleCarts',
  'removeCarts', 'validateCartToOrder', 'placeOrder', 'payOrder', 'updateOrderProductOptions',
  'updateOrderDelivery', 'updateRefundAccount', 'cancelOrderProduct',
  'createProductRestockNotification', 'deleteProductRestockNotification', 'createReview',
  'updateReview',
];

// §3 Entities and their fields (plus the result shapes §7 spells out).
const specFields: Record<string, string[]> = {
  Product: [
    'id', 'universityId', 'productType', 'productVisible', 'productReviewGroupId', 'deliveryTemplateId',
    'name', 'description', 'price', 'salePrice', 'count', 'image', 'image2', 'image3', 'code',
    'productTags', 'saleStartedAt', 'saleEndedAt', 'deliverStartedAt', 'deliverEndedAt',
    'fastDeliverStartedAt', 'fastDeliverEndedAt', 'createdAt', 'productDetail', 'productOptions',
    'productOptionDetails', 'productOptionInputs', 'deliveryTemplate', 'productCategoryTaggeds',
    'productGroupDelivery',
  ],
  ProductDetail: ['story', 'info', 'faq'],
  ProductOption: ['key', 'value'],
  ProductTag: ['content'],
  ProductGroupDelivery: [
    'id', 'productId', 'productGroupDeliveryType', 'name', 'postCode', 'address', 'detailAddress', 'tel', 'note',
  ],
  ProductOptionDetail: ['id', 'productId', 'productDetailId', 'option0', 'option1', 'option2', 'price', 'count'],
  ProductOptionInput: ['key'],
  DeliveryTemplate: [
    'id', 'name', 'deliveryType', 'deliveryFee', 'condition', 'quantity', 'quantityCount0', 'quantityCount1',
    'quantityCount2', 'quantityPrice0', 'quantityPrice1', 'quantityPrice2', 'shippingAddress', 'returnAddress',
    'returnFee', 'exchangeFee', 'createdAt', 'updatedAt',
  ],
  Cart: [
    'id', 'userId', 'product', 'productId', 'productOptionDetail', 'productOptionDetailId', 'productOptionId0',
    'productOptionId1', 'productOptionId2', 'productOptionInput0', 'productOptionInput1', 'productOptionInput2',
    'deliveryTemplate', 'deliveryTemplateId', 'count', 'selected', 'createdAt',
  ],
  CartSummary: ['cartsGroupedByDeliveryTemplate', 'totalPrice', 'discountFee', 'deliveryFee'],
  Order: [
    'id', 'userId', 'paidPrice', 'pointUsing', 'user', 'mUid', 'orderProducts', 'deliveryFee', 'orderDelivery',
    'orderSpecification', 'createdAt', 'refundAccount', 'refundHolder', 'refundBankName', 'cancelPrice', 'check',
  ],
  OrderUser: ['email', 'name', 'tel'],
  OrderProduct: [
    'id', 'product', 'productId', 'productOptionDetail', 'productOptionDetailId', 'orderProductShipping',
    'productOptionId0', 'productOptionId1', 'productOptionId2', 'productOptionInput0', 'productOptionInput1',
    'productOptionInput2', 'deliveryTemplateId', 'count', 'discountFee', 'paidPrice', 'deliveryFee', 'check',
    'cancelPrice', 'status', 'pointUsing', 'note', 'cancelReason', 'review',
  ],
  OrderProductShipping: ['id', 'shippingNumber', 'orderDeliveryCompanyId', 'orderDeliveryCompany', 'status', 'createdAt'],
  OrderDeliveryCompany: ['content'],
  OrderDelivery: ['id', 'name', 'postCode', 'address', 'detailAddress', 'tel', 'note'],
  OrderSpecification: ['vbankNum', 'vbankName', 'vbankCode', 'vbankHolder', 'vbankDate', 'payMethod', 'status'],
  Review: [
    'id', 'userId', 'user', 'productId', 'orderProduct', 'reviewUserSize', 'reviewOptionSelecteds',
    'reviewComments', 'rating', 'images', 'note', 'pinned', 'status', 'feedback', 'createdAt',
  ],
  ReviewUserSize: ['size', 'height', 'weight'],
  ReviewComment: ['id', 'content', 'createdAt'],
  ReviewType: ['id', 'content', 'reviewOptions'],
  ReviewOption: ['id', 'content', 'reviewOptionDetails'],
  User: [
    'id', 'name', 'email', 'tel', 'admissionYear', 'birthYear', 'gender', 'userTypeId', 'userType', 'userConfig',
    'authority', 'recommendationCode', 'point', 'userDelivery', 'carts', 'orders', 'orderProductCount',
    'reviewableOrderProducts', 'reviews', 'rejectedReviews',
  ],
  UserType: ['id', 'content', 'nationality', 'eduDegree', 'inCollege'],
  UserConfig: ['marketing', 'social'],
  UserDelivery: ['id', 'userId', 'name', 'postCode', 'address', 'detailAddress', 'tel', 'note'],
  Point: ['id', 'status', 'value', 'createdAt', 'expiredAt', 'pointType'],
  PointType: ['content'],
  ProductCategory: ['id', 'universityId', 'category', 'categories', 'categoryId', 'content', 'visible'],
  ProductRestockNotification: ['id', 'userId', 'productId', 'createdAt', 'product'],
  Ad: ['id', 'primary', 'secondary', 'url'],
  CountryDialingCode: ['id', 'isoCode', 'code', 'imageUrl', 'name'],
  University: ['topNotice'],
  Upload: ['uploadUrl', 'url'],
  ProductList: ['items', 'total', 'nextCursor'],
  OrderPage: ['items', 'total'],
  AuthPayload: ['token', 'user'],
  SocialLoginResult: ['email', 'isExist', 'token', 'user'],
  PlaceOrderResult: ['id', 'mUid', 'paidPrice'],
  CreateUserResult: ['id'],
};

// §7 argument names the spec spells out.
const specArguments: Record<string, string[]> = {
  'Query.userTypes': ['universityId'],
  'Query.university': ['universityId'],
  'Query.ads': ['universityId'],
  'Query.order': ['id'],
  'Query.orderProduct': ['id'],
  'Query.product': ['id'],
  'Query.products': ['data'],
  'Query.productCategories': ['data'],
  'Query.pointsByUserId': ['data'],
  'Query.productRestockNotifications': ['page'],
  'Query.reviewType': ['id'],
  'Query.reviewsByProductId': ['data'],
  'Query.review': ['data'],
  'Query.upload': ['name'],
  'User.orders': ['startDate', 'page'],
  'User.reviewableOrderProducts': ['page'],
  'User.reviews': ['page'],
  'User.rejectedReviews': ['page'],
  'Mutation.login': ['data'],
  'Mutation.loginWithSocial': ['code', 'social', 'payload'],
  'Mutation.findPassword': ['email'],
  'Mutation.resetPassword': ['password', 'code'],
  'Mutation.toggleCarts': ['selected'],
  'Mutation.removeCarts': ['ids'],
  'Mutation.validateCartToOrder': ['ids'],
  'Mutation.createProductRestockNotification': ['productId'],
  'Mutation.deleteProductRestockNotification': ['productId'],
  'Mutation.placeOrder': ['data'],
  'Mutation.payOrder': ['data'],
  'Mutation.cancelOrderProduct': ['data'],
  'Mutation.createReview': ['data'],
  'Mutation.updateReview': ['data'],
};

let api: TestApi;
let types: Map<string, IntrospectionType>;

beforeAll(async () => {
  api = await startTestApi({ seed: false });
  const result = await api.gql<IntrospectionQuery>(getIntrospectionQuery());
  expect(result.errors).toBeUndefined();
  types = new Map(result.data!.__schema.types.map((t) => [t.name, t]));
});
afterAll(() => api?.close());

function fieldsOf(typeName: string) {
  const type = types.get(typeName);
  if (!type || (type.kind !== 'OBJECT' && type.kind !== 'INPUT_OBJECT')) return null;
  return type.kind === 'OBJECT' ? type.fields : type.inputFields;
}

describe('introspecting the running API', () => {
  it('offers every enumeration of spec §4 with all of its values', () => {
    const missing: string[] = [];
    for (const [name, values] of Object.entries(specEnums)) {
      const type = types.get(name);
      if (type?.kind !== 'ENUM') {
        missing.push(`enum ${name}`);
        continue;
      }
      const present = new Set(type.enumValues.map((v) => v.name));
      for (const v of values) if (!present.has(v)) missing.push(`${name}.${v}`);
    }
    expect(missing).toEqual([]);
  });

  it('offers every query and mutation of spec §7', () => {
    const queries = new Set(fieldsOf('Query')?.map((f) => f.name));
    const mutations = new Set(fieldsOf('Mutation')?.map((f) => f.name));
    expect(specQueries.filter((q) => !queries.has(q))).toEqual([]);
    expect(specMutations.filter((m) => !mutations.has(m))).toEqual([]);
  });

  it('offers every entity field of spec §3 and the result shapes of §7', () => {
    const missing: string[] = [];
    for (const [typeName, fields] of Object.entries(specFields)) {
      const present = fieldsOf(typeName);
      if (!present) {
        missing.push(typeName);
        continue;
      }
      const names = new Set(present.map((f) => f.name));
      for (const f of fields) if (!names.has(f)) missing.push(`${typeName}.${f}`);
    }
    expect(missing).toEqual([]);
  });

  it('takes the arguments spec §7 names', () => {
    const missing: string[] = [];
    for (const [path, args] of Object.entries(specArguments)) {
      const [typeName, fieldName] = path.split('.') as [string, string];
      const field = types.get(typeName)?.kind === 'OBJECT' ? fieldsOf(typeName)?.find((f) => f.name === fieldName) : undefined;
      const present = new Set(field && 'args' in field ? field.args.map((a) => a.name) : []);
      for (const a of args) if (!present.has(a)) missing.push(`${path}(${a})`);
    }
    expect(missing).toEqual([]);
  });

  it('describes every type and field it offers', () => {
    const undocumented: string[] = [];
    for (const type of types.values()) {
      if (type.name.startsWith('__') || ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name)) continue;
      if (!type.description) undocumented.push(type.name);
      for (const f of fieldsOf(type.name) ?? []) if (!f.description) undocumented.push(`${type.name}.${f.name}`);
    }
    expect(undocumented).toEqual([]);
  });
});
