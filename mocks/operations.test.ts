// Every client operation against the mocked API in every scenario: each succeeds, or is refused
// exactly as listed below with a Korean message and the real API's code; and every operation a
// screen sends answers from the store, never from the schema mocks.
import { describe, expect, it } from 'vitest';
import { STAFF_ONLY_MESSAGE } from '../domain/staff/staff-messages';
import { MOCK_CERTIFICATION_CODE } from './store/certification';
import { MOCK_PASSWORD_RESET_CODE } from './store/profile';
import { SCENARIO_NAMES, StandardIds, type ScenarioName } from './scenarios';
import { operationsUsedByScreens } from './schema-first/screen-operations';
import { initialSessionToken } from './session';
import { CAMPAIGN_CASES } from './operation-cases/campaign.cases';
import { BILLING_CASES, BILLING_MEMBER_ONLY, BILLING_REFUSALS } from './operation-cases/billing.cases';
import { CONSOLE_CASES } from './operation-cases/console.cases';
import { GROUP_CASES, GROUP_MEMBER_ONLY, GROUP_REFUSALS } from './operation-cases/group.cases';
import { WAITING_ROOM_CASES, WAITING_ROOM_MEMBER_ONLY, WAITING_ROOM_REFUSALS } from './operation-cases/waiting-room.cases';
import { HOLD_CASES, HOLD_MEMBER_ONLY, HOLD_REFUSALS } from './operation-cases/holds.cases';
import { detailId, type Case, type Context } from './operation-cases/case';
import { ADMIN_TOKEN, DORM_ADDRESS, HANGUL, frozenApi, loadOperations, runner, type Run } from './store/testing';

const operations = loadOperations();
const { cart: C, order: O, orderProduct: L, review: R } = StandardIds;

const ADDRESS = { ...DORM_ADDRESS, note: '문 앞에 놓아 주세요.' };
const NEW_TEL = '010-2222-3333';

async function certificationToken(run: Run, purpose: string): Promise<string> {
  await run('CertifyTel', { data: { purpose, tel: NEW_TEL } });
  const result = await run<{ certifyTelWithToken: { token: string } }>('CertifyTelWithToken', {
    data: { purpose, tel: NEW_TEL, code: MOCK_CERTIFICATION_CODE },
  });
  return result.data?.certifyTelWithToken.token ?? 'none';
}

const SHOP_CASES: Record<string, Case> = {
  Ads: {},
  Banks: {},
  CancelOrderProduct: { variables: () => ({ data: { orderProductId: L.shortPadding, cancelReason: '다른 색으로 다시 살게요.' } }) },
  CancelPreview: { variables: () => ({ orderProductId: L.shortPadding }) },
  CartCount: {},
  CartsCheckouted: {},
  CertifyTel: { variables: () => ({ data: { purpose: 'CREATE_ACCOUNT', tel: NEW_TEL } }) },
  CertifyTelWithToken: {
    variables: async ({ run }) => {
      await run('CertifyTel', { data: { purpose: 'CREATE_ACCOUNT', tel: NEW_TEL } });
      return { data: { purpose: 'CREATE_ACCOUNT', tel: NEW_TEL, code: MOCK_CERTIFICATION_CODE } };
    },
  },
  CheckWhetherAvailableEmail: { variables: () => ({ data: { email: 'new.student@hanbit.ac.kr' } }) },
  CheckWhetherAvailableTel: { variables: () => ({ data: { tel: NEW_TEL } }) },
  AddWish: { variables: () => ({ productId: 24 }) },
  CountryDialingCodes: {},
  CreateCart: { variables: () => ({ data: { productId: 24, productOptionDetailId: detailId(24, ['블랙', 'M']), count: 1 } }) },
  CreateDirectCarts: { variables: () => ({ data: [{ productId: 24, productOptionDetailId: detailId(24, ['블랙', 'M']), count: 1 }] }) },
  CreateProductRestockNotification: {
    variables: async ({ run }) => {
      await run('DeleteProductRestockNotification', { productId: 9 });
      return { productId: 9 };
    },
  },
  CreateReview: {
    variables: () => ({
      data: {
        orderProductId: L.ballcap,
        rating: 5,
        note: '색이 예쁘고 챙이 튼튼해서 매일 쓰고 다녀요.',
        answers: [
          { reviewOptionId: 4, reviewOptionDetailId: 43 },
          { reviewOptionId: 5, reviewOptionDetailId: 53 },
        ],
      },
    }),
  },
  CreateUser: {
    variables: async ({ run }) => ({
      data: {
        email: 'new.student@hanbit.ac.kr',
        password: 'hanbit2026',
        name: '정다은',
        certificationToken: await certificationToken(run, 'CREATE_ACCOUNT'),
        userTypeId: 1,
        marketing: false,
        agreeTerms: true,
      },
    }),
  },
  DeleteProductRestockNotification: { variables: () => ({ productId: 9 }) },
  ErrorCodes: {},
  FindPassword: { variables: () => ({ email: 'demo@hanbit.ac.kr' }) },
  Login: { variables: () => ({ data: { email: 'demo@hanbit.ac.kr', password: 'demo1234!' } }) },
  LoginWithSocial: {
    variables: () => ({ code: 'demo@hanbit.ac.kr', social: 'KAKAO', payload: { redirectUri: 'http://shop.test/auth/kakao' } }),
  },
  Me: {},
  MyCart: {},
  MyPoints: {},
  MyMessages: { variables: () => ({ page: 1 }) },
  MyReviews: { variables: () => ({ page: 1 }) },
  OrderDeliveryCompanies: {},
  OrderDetail: { variables: () => ({ id: O.paidWithPoints }) },
  OrderList: { variables: () => ({ page: 1, startDate: '2026-01-01T00:00:00.000Z' }) },
  OrderProductCount: {},
  OrderProductDetail: { variables: () => ({ id: L.shortPadding }) },
  OrderWithSpecification: { variables: () => ({ id: O.vbankAwaitingDeposit }) },
  PayOrder: {
    variables: ({ mUid }) => ({
      data: { orderId: O.cardAwaitingPayment, impUid: 'imp_mock_paid', merchantUid: mUid(O.cardAwaitingPayment) },
    }),
  },
  PlaceOrder: { variables: () => ({ data: { cartIds: [C.ecobag], payMethod: 'card', pointUsing: 0, delivery: ADDRESS } }) },
  PointHistory: { variables: ({ viewerId }) => ({ data: { userId: viewerId ?? 1, page: 1 } }) },
  ProductCategories: { variables: () => ({ data: { isGroup: false } }) },
  ProductDetail: { variables: () => ({ id: 1 }) },
  ProductViewerState: { variables: () => ({ id: 5 }) },
  ProductList: { variables: () => ({ data: { categoryId: 75, limit: 20 } }) },
  ProductReviews: { variables: () => ({ data: { productId: 24, page: 1 } }) },
  ProductSizeGuide: { variables: () => ({ id: 10 }) },
  SizeRecommendation: { variables: () => ({ id: 10, height: 172, weight: 65 }) },
  RejectedReviews: { variables: () => ({ page: 1 }) },
  MyWishlist: { variables: () => ({ page: 1 }) },
  RemoveCarts: { variables: () => ({ ids: [C.ecobag] }) },
  RemoveWish: { variables: () => ({ productId: 24 }) },
  RestockOptionState: { variables: () => ({ id: 24 }) },
  WishState: { variables: () => ({ id: 24 }) },
  ResetPassword: {
    variables: async ({ run }) => {
      await run('FindPassword', { email: 'demo@hanbit.ac.kr' });
      return { password: 'hanbit2026', code: MOCK_PASSWORD_RESET_CODE };
    },
  },
  ResignUser: { variables: ({ viewerPassword }) => ({ data: { password: viewerPassword, reason: '졸업했어요.' } }) },
  RestockNotifications: { variables: () => ({ page: 1 }) },
  ReviewDetail: { variables: () => ({ data: { id: R.teeApplied } }) },
  ReviewType: { variables: () => ({ id: 1 }) },
  ReviewableOrderProducts: { variables: () => ({ page: 1 }) },
  ShopIntegrations: {},
  WithdrawOrderProductCancelRequest: { variables: () => ({ id: 1 }) },
  OrderCancelRequests: { variables: () => ({ id: O.groupPickupPreparing }) },
  RequestOrderProductCancel: {
    variables: async ({ run }) => {
      await run('WithdrawOrderProductCancelRequest', { id: 1 });
      return { orderProductId: L.councilVarsity, reason: '졸업 사진 일정이 바뀌었어요.' };
    },
  },
  ToggleCart: { variables: () => ({ data: { id: C.ecobag } }) },
  ToggleCarts: { variables: () => ({ selected: false }) },
  University: {},
  UpdateCartCount: { variables: () => ({ data: { id: C.ecobag, count: 2 } }) },
  UpdateOrderDelivery: { variables: () => ({ data: { orderId: O.paidWithPoints, delivery: ADDRESS } }) },
  UpdateOrderProductOptions: {
    variables: () => ({ data: { orderProductId: L.shortPadding, productOptionDetailId: detailId(8, ['블랙', 'L']) } }),
  },
  UpdatePassword: { variables: ({ viewerPassword }) => ({ data: { currentPassword: viewerPassword, newPassword: 'hanbit2026' } }) },
  UpdateRefundAccount: {
    variables: () => ({ data: { orderId: O.vbankAwaitingDeposit, refundBankCode: '004', refundAccount: '123456-01-234567', refundHolder: '김한빛' } }),
  },
  UpdateReview: {
    variables: () => ({
      data: {
        id: R.hoodieRejected,
        rating: 4,
        note: '사진을 다시 찍어 올려요. 두께감이 좋고 보풀이 없어요.',
        answers: [
          { reviewOptionId: 1, reviewOptionDetailId: 12 },
          { reviewOptionId: 2, reviewOptionDetailId: 22 },
          { reviewOptionId: 3, reviewOptionDetailId: 32 },
        ],
      },
    }),
  },
  UpdateUser: { variables: () => ({ data: { name: '김한빛나', marketing: false } }) },
  UpdateUserDelivery: { variables: () => ({ data: ADDRESS }) },
  UpdateUserTel: { variables: async ({ run }) => ({ data: { certificationToken: await certificationToken(run, 'UPDATE_TEL') } }) },
  UploadTarget: { variables: () => ({ name: '후기사진.jpg' }) },
  UserDelivery: {},
  UserTypes: {},
  ValidateCartToOrder: { variables: () => ({ ids: [C.ecobag] }) },
};

const CASES: Record<string, Case> = { ...CONSOLE_CASES, ...CAMPAIGN_CASES, ...BILLING_CASES, ...GROUP_CASES, ...WAITING_ROOM_CASES, ...HOLD_CASES, ...SHOP_CASES };

const MEMBER_ONLY = [
  'CancelOrderProduct', 'CancelPreview', 'CartsCheckouted', 'CreateCart', 'CreateDirectCarts', 'CreateProductRestockNotification', 'CreateReview',
  'DeleteProductRestockNotification', 'MyMessages', 'OrderDetail', 'OrderProductDetail', 'OrderWithSpecification', 'PayOrder', 'PlaceOrder',
  'PointHistory', 'RemoveCarts', 'ResignUser', 'RestockNotifications', 'ToggleCart', 'ToggleCarts', 'UpdateCartCount',
  'UpdateOrderDelivery', 'UpdateOrderProductOptions', 'UpdatePassword', 'UpdateRefundAccount', 'UpdateReview', 'UpdateUser',
  'UpdateUserDelivery', 'UpdateUserTel', 'UploadTarget', 'ValidateCartToOrder', 'RequestOrderProductCancel',
  'WithdrawOrderProductCancelRequest', 'OrderCancelRequests', 'AddWish', 'RemoveWish', 'MyWishlist',
  ...BILLING_MEMBER_ONLY,
  ...GROUP_MEMBER_ONLY,
  ...WAITING_ROOM_MEMBER_ONLY,
  ...HOLD_MEMBER_ONLY,
];

/** The demo member's ids as seen by another signed-in member (removeCarts is all or nothing, as in the real API). */
const OTHER_MEMBERS_HISTORY: Record<string, string> = {
  CancelOrderProduct: 'NOT_FOUND',
  CancelPreview: 'NOT_FOUND',
  CreateReview: 'NOT_FOUND',
  OrderDetail: 'NOT_FOUND',
  OrderProductDetail: 'NOT_FOUND',
  OrderWithSpecification: 'NOT_FOUND',
  PayOrder: 'NOT_FOUND',
  PlaceOrder: 'NOT_FOUND',
  ToggleCart: 'NOT_FOUND',
  UpdateCartCount: 'NOT_FOUND',
  UpdateOrderDelivery: 'NOT_FOUND',
  UpdateOrderProductOptions: 'NOT_FOUND',
  UpdateRefundAccount: 'NOT_FOUND',
  RemoveCarts: 'NOT_FOUND',
  UpdateReview: 'NOT_FOUND',
  ValidateCartToOrder: 'NOT_FOUND',
  RequestOrderProductCancel: 'NOT_FOUND',
  WithdrawOrderProductCancelRequest: 'NOT_FOUND',
  OrderCancelRequests: 'NOT_FOUND',
};

/** The refusals each scenario must give, by operation: anything not listed must succeed. */
const EXPECTED_REFUSALS: Record<ScenarioName, Record<string, string>> = {
  standard: {
    // The demo member has lines paid, in production and on their way.
    ResignUser: 'INVALID_STATE',
  },
  anonymous: Object.fromEntries(MEMBER_ONLY.map((name) => [name, 'UNAUTHENTICATED'])),
  // Copies: the per-area tables below add refusals to one scenario only.
  'new-member': { ...OTHER_MEMBERS_HISTORY },
  // Staff have no history of their own in the demo shop: the demo member's ids are NOT_FOUND to them.
  staff: { ...OTHER_MEMBERS_HISTORY },
  'staff-readonly': { ...OTHER_MEMBERS_HISTORY },
  'sold-out': {
    CreateCart: 'OUT_OF_STOCK',
    CreateDirectCarts: 'OUT_OF_STOCK',
    PlaceOrder: 'OUT_OF_STOCK',
    ResignUser: 'INVALID_STATE',
    UpdateCartCount: 'OUT_OF_STOCK',
    UpdateOrderProductOptions: 'OUT_OF_STOCK',
    ValidateCartToOrder: 'OUT_OF_STOCK',
  },
};

for (const [scenario, refusals] of Object.entries(BILLING_REFUSALS)) Object.assign(EXPECTED_REFUSALS[scenario as ScenarioName], refusals);
for (const [scenario, refusals] of Object.entries(GROUP_REFUSALS)) Object.assign(EXPECTED_REFUSALS[scenario as ScenarioName], refusals);
for (const [scenario, refusals] of Object.entries(WAITING_ROOM_REFUSALS)) Object.assign(EXPECTED_REFUSALS[scenario as ScenarioName], refusals);
for (const [scenario, refusals] of Object.entries(HOLD_REFUSALS)) Object.assign(EXPECTED_REFUSALS[scenario as ScenarioName], refusals);

it('the case table covers every operation in operations/ and nothing else', () => {
  expect(Object.keys(CASES).sort()).toEqual([...operations.keys()].sort());
  expect(operations.size).toBe(192);
});

const usedByScreens = operationsUsedByScreens();

/** Runs one case as the scenario's viewer (or the admin); `schemaMocked` receives the fields the store did not answer. */
async function runCase(scenario: ScenarioName, operation: string, schemaMocked: Set<string>) {
  const api = frozenApi(scenario);
  const collecting = { ...api, execute: ((document, variables, options) => api.execute(document, variables, { ...options, schemaMocked })) as typeof api.execute };
  const viewerId = api.scenario.viewerId;
  const testCase = CASES[operation] ?? {};
  const run = runner(collecting, operations, testCase.asAdmin ? ADMIN_TOKEN : initialSessionToken(scenario));
  const context: Context = {
    scenario,
    run,
    viewerId,
    viewerPassword: api.scenario.members.find((member) => member.id === viewerId)?.password ?? '',
    mUid: (orderId) => api.scenario.orders.find((order) => order.id === orderId)?.mUid ?? 'unknown',
  };
  return run(operation, await testCase.variables?.(context));
}

describe.each(SCENARIO_NAMES)('scenario %s', (scenario) => {
  it.each([...operations.keys()])('%s answers as listed', async (operation) => {
    const schemaMocked = new Set<string>();
    const result = await runCase(scenario, operation, schemaMocked);
    const expected = EXPECTED_REFUSALS[scenario][operation];
    if (expected) {
      expect(result.errors?.[0]?.extensions.code).toBe(expected);
      expect(result.errors?.[0]?.message).toMatch(HANGUL);
    } else {
      expect(result.errors).toBeUndefined();
      expect(result.data).toBeTruthy();
    }
    if (usedByScreens.has(operation)) expect([...schemaMocked]).toEqual([]);
  });
});

it('lists the operations still schema-mocked: none of them is sent by a screen', async () => {
  expect(usedByScreens.size).toBeGreaterThan(40);
  for (const used of usedByScreens) expect(operations.has(used), `${used} is imported but has no file in operations/`).toBe(true);
  const stillMocked: Record<string, string[]> = {};
  for (const operation of operations.keys()) {
    const schemaMocked = new Set<string>();
    await runCase('standard', operation, schemaMocked);
    if (schemaMocked.size > 0) stillMocked[operation] = [...schemaMocked].sort();
  }
  const sentByScreens = Object.keys(stillMocked).filter((operation) => usedByScreens.has(operation));
  expect(sentByScreens, `schema-mocked fields: ${JSON.stringify(stillMocked)}`).toEqual([]);
});

describe('staff operations', () => {
  const staffOperations = Object.entries(CASES).filter(([, testCase]) => testCase.asAdmin);

  it.each(staffOperations)('%s is refused to a member who is not staff, changing nothing', async (operation, testCase) => {
    const api = frozenApi('standard');
    const run = runner(api, operations);
    const before = JSON.stringify(api.db.state);
    const variables = await testCase.variables?.({ scenario: 'standard', run, viewerId: 1, viewerPassword: '', mUid: () => '' });
    const result = await run(operation, variables);
    expect(result.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(result.errors?.[0]?.message).toBe(STAFF_ONLY_MESSAGE);
    expect(JSON.stringify(api.db.state)).toBe(before);
  });

  it.each(staffOperations)('%s asks an anonymous visitor to log in', async (operation, testCase) => {
    const run = runner(frozenApi('anonymous'), operations, null);
    const variables = await testCase.variables?.({ scenario: 'anonymous', run, viewerId: null, viewerPassword: '', mUid: () => '' });
    expect((await run(operation, variables)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });
});
