// Every client operation against the mocked API in every scenario: each succeeds, or is refused
// exactly as listed below with a Korean message and the real API's code; and every operation a
// screen sends answers from the store, never from the schema mocks.
import { describe, expect, it } from 'vitest';
import { STAFF_ONLY_MESSAGE } from '../domain/staff/staff-messages';
import { MOCK_CERTIFICATION_CODE } from './store/certification';
import { MOCK_PASSWORD_RESET_CODE } from './store/profile';
import { detailOf, productOf } from './scenarios/activity/lookup';
import { loadScenario, SCENARIO_NAMES, StandardIds, type ScenarioName } from './scenarios';
import { operationsUsedByScreens } from './schema-first/screen-operations';
import { initialSessionToken } from './session';
import { ADMIN_TOKEN, DORM_ADDRESS, HANGUL, frozenApi, loadOperations, runner, type Run } from './store/testing';

const operations = loadOperations();
const { cart: C, order: O, orderProduct: L, review: R } = StandardIds;
const catalogue = loadScenario('standard').catalogue;
const detailId = (productId: number, values: string[]) => detailOf(productOf(catalogue, productId), values).id;

const ADDRESS = { ...DORM_ADDRESS, note: '문 앞에 놓아 주세요.' };
const NEW_TEL = '010-2222-3333';

interface Context {
  scenario: ScenarioName;
  run: Run;
  viewerId: number | null;
  viewerPassword: string;
  mUid: (orderId: number) => string;
}

/** Where an operation needs an earlier step (a code sent, a token issued), the step's output feeds its variables. */
type Case = {
  variables?: (context: Context) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Staff operations run as the co-op admin in every scenario. */
  asAdmin?: boolean;
};

async function certificationToken(run: Run, purpose: string): Promise<string> {
  await run('CertifyTel', { data: { purpose, tel: NEW_TEL } });
  const result = await run<{ certifyTelWithToken: { token: string } }>('CertifyTelWithToken', {
    data: { purpose, tel: NEW_TEL, code: MOCK_CERTIFICATION_CODE },
  });
  return result.data?.certifyTelWithToken.token ?? 'none';
}

const TEMPLATE = {
  name: '기본 배송', deliveryType: 'PAY', deliveryFee: 3000, condition: 0, quantity: 0, quantityCount0: 0, quantityCount1: 0,
  quantityCount2: 0, quantityPrice0: 0, quantityPrice1: 0, quantityPrice2: 0, shippingAddress: '대전 유성구 한빛대학로 123',
  returnAddress: '대전 대덕구 대화로 160', returnFee: 3000, exchangeFee: 6000,
};
/** The version sent when a visitor who may not read the list builds the variables (refused before it matters). */
const NO_VERSION = '2026-01-01T00:00:00.000Z';
const PICKUP_POINT = { name: '학생회관 1층 생협 매장', postCode: '34134', address: '대전광역시 유성구 한빛대학로 123', detailAddress: '', tel: '042-123-4567', note: '' };

async function staffCategories(run: Run) {
  const result = await run<{ staffCategories: { id: number; parentId: number | null; content: string; updatedAt: string }[] }>('StaffCatalogCategories', {});
  return result.data?.staffCategories ?? [];
}

async function deliverySetup(run: Run) {
  const result = await run<{ staffDeliveryTemplates: { id: number; updatedAt: string }[]; staffPickupPoints: { id: number; updatedAt: string }[] }>(
    'StaffDeliverySetup',
    {},
  );
  return result.data ?? { staffDeliveryTemplates: [], staffPickupPoints: [] };
}

// Versions are read as the admin even where the case runs as someone else, so that a refusal is
// about who asks, not about a blank version.
async function firstAd(run: Run): Promise<{ ad: number; updatedAt: string }> {
  const listed = await run<{ staffAds: { id: number; updatedAt: string }[] }>('StaffAds', {}, ADMIN_TOKEN);
  const first = listed.data?.staffAds[0];
  return { ad: first?.id ?? 0, updatedAt: first?.updatedAt ?? '' };
}

async function shopSettings(run: Run): Promise<Record<string, unknown> & { updatedAt: string }> {
  const read = await run<{ staffShopSettings: Record<string, unknown> & { updatedAt: string } }>('StaffShopSettings', {}, ADMIN_TOKEN);
  if (!read.data) throw new Error(JSON.stringify(read.errors));
  return read.data.staffShopSettings;
}

const CASES: Record<string, Case> = {
  StaffCreateProduct: {
    asAdmin: true,
    variables: () => ({
      data: {
        productType: 'SINGLEORDER', productVisible: 2, deliveryTemplateId: 1, name: '2027 과잠', description: '', price: 89_000,
        salePrice: 79_000, code: 'JK-2027', productDetail: { story: '', info: '', faq: '' }, tags: ['신상'], categoryIds: [75],
      },
    }),
  },
  StaffDuplicateProduct: { asAdmin: true, variables: () => ({ id: 24 }) },
  StaffProduct: { asAdmin: true, variables: () => ({ id: 24 }) },
  StaffProductPickers: { asAdmin: true },
  StaffProducts: { asAdmin: true, variables: () => ({ data: { lowStock: true, sort: 'STOCK', page: 1 } }) },
  StaffSetProductVisibility: { asAdmin: true, variables: () => ({ id: 24, productVisible: 2 }) },
  StaffUpdateProduct: {
    asAdmin: true,
    variables: async ({ run }) => {
      const read = await run<{ staffProduct: { updatedAt: string } }>('StaffProduct', { id: 24 });
      return {
        id: 24,
        // A version for callers who may not read it either: their refusal comes first.
        expectedUpdatedAt: read.data?.staffProduct.updatedAt ?? '2000-01-01T00:00:00.000Z',
        data: {
          productType: 'SINGLEFREE', productVisible: 0, deliveryTemplateId: 1, name: '이름을 고친 상품', description: '', price: 30_000,
          salePrice: 25_000, code: 'RENAMED-24', productDetail: { story: '', info: '', faq: '' }, tags: [], categoryIds: [],
        },
      };
    },
  },
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
  ProductList: { variables: () => ({ data: { categoryId: 75, limit: 20 } }) },
  ProductReviews: { variables: () => ({ data: { productId: 24, page: 1 } }) },
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
  StaffAnswerReview: { asAdmin: true, variables: () => ({ data: { reviewId: R.teeApplied, content: '소중한 후기 감사합니다!' } }) },
  StaffCatalogCategories: { asAdmin: true },
  StaffCreateCategory: { asAdmin: true, variables: () => ({ data: { content: '새 카테고리' } }) },
  StaffUpdateCategory: {
    asAdmin: true,
    variables: async ({ run }) => {
      const hoodie = (await staffCategories(run)).find((row) => row.content === '후드티');
      return { data: { id: hoodie?.id ?? 80, content: '후드티', visible: true, expectedUpdatedAt: hoodie?.updatedAt ?? NO_VERSION } };
    },
  },
  StaffDeleteCategory: {
    asAdmin: true,
    variables: async ({ run }) => {
      const created = await run<{ staffCreateCategory: { id: number } }>('StaffCreateCategory', { data: { content: '지울 카테고리' } });
      return { id: created.data?.staffCreateCategory.id ?? 0 };
    },
  },
  StaffReorderCategories: {
    asAdmin: true,
    variables: async ({ run }) => ({ data: { parentId: 71, ids: (await staffCategories(run)).filter((row) => row.parentId === 71).map((row) => row.id).reverse() } }),
  },
  StaffSetPromotedCategories: {
    asAdmin: true,
    variables: async ({ run }) => {
      const result = await run<{ staffPromotedCategories: { updatedAt: string } }>('StaffCatalogCategories', {});
      return { data: { expectedUpdatedAt: result.data?.staffPromotedCategories.updatedAt ?? NO_VERSION, categories: [{ categoryId: 75, title: '과잠 모음' }] } };
    },
  },
  StaffDeliverySetup: { asAdmin: true },
  StaffCreateDeliveryTemplate: { asAdmin: true, variables: () => ({ data: TEMPLATE }) },
  StaffUpdateDeliveryTemplate: {
    asAdmin: true,
    variables: async ({ run }) => {
      const template = (await deliverySetup(run)).staffDeliveryTemplates[0];
      return { data: { id: template?.id ?? 1, expectedUpdatedAt: template?.updatedAt ?? NO_VERSION, template: TEMPLATE } };
    },
  },
  StaffDeleteDeliveryTemplate: {
    asAdmin: true,
    variables: async ({ run }) => {
      const created = await run<{ staffCreateDeliveryTemplate: { id: number } }>('StaffCreateDeliveryTemplate', { data: TEMPLATE });
      return { id: created.data?.staffCreateDeliveryTemplate.id ?? 0 };
    },
  },
  StaffCreatePickupPoint: { asAdmin: true, variables: () => ({ data: { ...PICKUP_POINT, name: '공학관 로비' } }) },
  StaffDeletePickupPoint: {
    asAdmin: true,
    variables: async ({ run }) => {
      const created = await run<{ staffCreatePickupPoint: { id: number } }>('StaffCreatePickupPoint', { data: { ...PICKUP_POINT, name: '지울 수령지' } });
      return { id: created.data?.staffCreatePickupPoint.id ?? 0 };
    },
  },
  StaffUpdatePickupPoint: {
    asAdmin: true,
    variables: async ({ run }) => {
      const point = (await deliverySetup(run)).staffPickupPoints[0];
      return { data: { id: point?.id ?? 1, expectedUpdatedAt: point?.updatedAt ?? NO_VERSION, point: PICKUP_POINT } };
    },
  },
  StaffCompleteOrderProduct: { asAdmin: true, variables: () => ({ orderProductId: L.coachJacket }) },
  StaffConfirmOrderProduct: { asAdmin: true, variables: () => ({ orderProductId: L.shortPadding }) },
  StaffConfirmOrderProducts: { asAdmin: true, variables: () => ({ orderProductIds: [L.shortPadding, L.zipupCancelled] }) },
  StaffCompleteOrderProducts: { asAdmin: true, variables: () => ({ orderProductIds: [L.coachJacket] }) },
  StaffShipOrderProducts: {
    asAdmin: true,
    variables: () => ({ rows: [{ orderProductId: L.councilVarsity, orderDeliveryCompanyId: 1, shippingNumber: '6840-1234-5678' }] }),
  },
  StaffNotifyShippingDelay: {
    asAdmin: true,
    variables: () => ({ data: { orderProductIds: [L.shortPadding], reason: '원단 입고가 늦어지고 있어요', expectedDate: '2099-12-05' } }),
  },
  StaffMessages: { asAdmin: true, variables: () => ({ page: 1 }) },
  StaffResendMessage: {
    asAdmin: true,
    variables: async ({ run }) => {
      const listed = await run<{ staffMessages: { items: { message: { id: number } }[] } }>('StaffMessages', { status: 'FAILED' });
      return { messageId: listed.data?.staffMessages.items[0]?.message.id ?? 0 };
    },
  },
  StaffModerateReview: { asAdmin: true, variables: () => ({ data: { reviewId: R.ecobagReady, status: 'APPLIED', pinned: true } }) },
  StaffAds: { asAdmin: true },
  StaffShopSettings: { asAdmin: true },
  StaffCreateAd: { asAdmin: true, variables: () => ({ data: { primary: '겨울 세일', url: '/products?category=72', visible: true } }) },
  StaffUpdateAd: {
    asAdmin: true,
    variables: async ({ run }) => {
      const { ad, updatedAt } = await firstAd(run);
      return { data: { id: ad, primary: '고친 배너', url: '/products', visible: true, expectedUpdatedAt: updatedAt } };
    },
  },
  StaffToggleAd: {
    asAdmin: true,
    variables: async ({ run }) => {
      const { ad, updatedAt } = await firstAd(run);
      return { data: { id: ad, visible: false, expectedUpdatedAt: updatedAt } };
    },
  },
  StaffReorderAds: {
    asAdmin: true,
    variables: async ({ run }) => {
      const listed = await run<{ staffAds: { id: number }[] }>('StaffAds', {}, ADMIN_TOKEN);
      return { ids: (listed.data?.staffAds ?? []).map((ad) => ad.id).reverse() };
    },
  },
  StaffDeleteAd: { asAdmin: true, variables: async ({ run }) => ({ id: (await firstAd(run)).ad }) },
  StaffSetTopNotice: {
    asAdmin: true,
    variables: async ({ run }) => ({ data: { text: '12월 1일은 매장 휴무예요.', expectedUpdatedAt: (await shopSettings(run)).updatedAt } }),
  },
  StaffUpdateShopSettings: {
    asAdmin: true,
    variables: async ({ run }) => {
      const { id: _id, topNotice: _notice, topNoticeEndsAt: _ends, updatedAt, ...fields } = await shopSettings(run);
      return { data: { ...fields, themeColor: '#0f766e', expectedUpdatedAt: updatedAt } };
    },
  },
  StaffMembers: { asAdmin: true, variables: () => ({ data: { search: '010-1234-5678', page: 1 } }) },
  StaffMember: { asAdmin: true, variables: () => ({ id: 1 }) },
  StaffOrderLines: { asAdmin: true, variables: () => ({ filter: { statuses: ['PREPARING'], search: '김' }, sort: 'AMOUNT_HIGH', page: 1 }) },
  StaffOrderLineCounts: { asAdmin: true, variables: () => ({ filter: { payMethod: 'card' } }) },
  StaffOrder: { asAdmin: true, variables: () => ({ id: O.groupPickupPreparing }) },
  StaffOrderDeskPickers: { asAdmin: true },
  StaffOrderViews: { asAdmin: true },
  StaffSaveOrderView: { asAdmin: true, variables: () => ({ name: '준비 중', filter: { statuses: ['PREPARING'] }, sort: 'OLDEST' }) },
  StaffDeleteOrderView: {
    asAdmin: true,
    variables: async ({ run }) => {
      const saved = await run<{ staffSaveOrderView: { id: number } }>('StaffSaveOrderView', { name: '지울 보기', filter: {} });
      return { id: saved.data?.staffSaveOrderView.id ?? 0 };
    },
  },
  StaffToday: { asAdmin: true },
  StaffSalesReport: { asAdmin: true, variables: () => ({ from: '2026-11-01', to: '2026-11-27' }) },
  StaffAdjustPoints: { asAdmin: true, variables: () => ({ data: { userId: 1, amount: 500, reason: '축제 이벤트 당첨' } }) },
  StaffSuspendMember: { asAdmin: true, variables: () => ({ userId: 1, reason: '거래 사기 신고' }) },
  StaffRestoreMember: {
    asAdmin: true,
    variables: async ({ run }) => {
      await run('StaffSuspendMember', { userId: 1, reason: '거래 사기 신고' });
      return { userId: 1 };
    },
  },
  StaffSetMemberLevel: { asAdmin: true, variables: () => ({ userId: 1, level: 1 }) },
  StaffAuditLog: { asAdmin: true, variables: () => ({ data: { objectType: 'PRODUCT', page: 1 } }) },
  StaffOrderProducts: { asAdmin: true, variables: () => ({ data: { status: 'PAID', page: 1 } }) },
  StaffPendingReviews: { asAdmin: true, variables: () => ({ page: 1 }) },
  // The review queue and restock board (ADR 0053): the tee review is APPLIED with a staff answer (id = the review's) everywhere; the tumbler (32) is sold out.
  StaffReviews: { asAdmin: true, variables: () => ({ data: { status: 'READY', page: 1 } }) },
  StaffPinReview: { asAdmin: true, variables: () => ({ data: { reviewId: R.teeApplied, pinned: true } }) },
  StaffEditReviewAnswer: { asAdmin: true, variables: () => ({ data: { reviewCommentId: R.teeApplied, content: '소중한 후기 감사해요!' } }) },
  StaffRestockDemand: { asAdmin: true, variables: () => ({ page: 1, sort: 'MOST_WAITING' }) },
  StaffRaiseStock: { asAdmin: true, variables: () => ({ data: { productId: 32, productOptionDetailId: null, count: 5 } }) },
  StaffProductOptions: { asAdmin: true, variables: () => ({ productId: 28 }) },
  StaffSaveProductOptions: {
    asAdmin: true,
    variables: async ({ run }) => {
      const read = await run<{ staffProductOptions: { updatedAt: string } }>('StaffProductOptions', { productId: 28 });
      const axes = [{ key: '색상', values: ['화이트', '차콜'] }];
      return {
        data: {
          productId: 28,
          // A member who may not read gets a past version: the refusal is about who asks, not the date.
          expectedUpdatedAt: read.data?.staffProductOptions.updatedAt ?? '2026-01-01T00:00:00.000Z',
          axes,
          combinations: axes[0]!.values.map((value) => ({ values: [value], extraPrice: 0, count: 3 })),
          inputs: [],
        },
      };
    },
  },
  StaffShipOrderProduct: {
    asAdmin: true,
    variables: () => ({ data: { orderProductId: L.councilVarsity, orderDeliveryCompanyId: 1, shippingNumber: '6840-1234-5678' } }),
  },
  StaffProductImages: { asAdmin: true, variables: () => ({ productId: 30 }) },
  // The demo's returned courier file is import 1 in every scenario (mocks/store/courier.ts).
  StaffCourierExports: { asAdmin: true },
  StaffRequestCourierExport: { asAdmin: true, variables: () => ({ data: { courier: 'CJ', format: 'CSV' } }) },
  StaffPreviewTrackingImport: { asAdmin: true, variables: () => ({ data: { importId: 1, courier: 'CJ' } }) },
  StaffApplyTrackingImport: { asAdmin: true, variables: () => ({ data: { importId: 1, courier: 'CJ' } }) },
  // A product nobody edited yet has the version of its creation.
  StaffSetProductImages: {
    asAdmin: true,
    variables: () => {
      const product = productOf(catalogue, 30);
      return { data: { productId: 30, expectedUpdatedAt: product.createdAt, images: [product.image], detailImages: [] } };
    },
  },
  StaffCancelPreview: { asAdmin: true, variables: () => ({ orderProductIds: [L.shortPadding] }) },
  StaffCancelOrderProducts: { asAdmin: true, variables: () => ({ data: { orderProductIds: [L.shortPadding], reason: '품절로 발송이 어려워요.' } }) },
  StaffRefunds: { asAdmin: true, variables: () => ({ status: 'FAILED', page: 1 }) },
  // The scenarios start with one FAILED refund and one open cancel request (mocks/store/refund-desk.ts).
  StaffRetryRefund: { asAdmin: true, variables: () => ({ refundId: 1 }) },
  StaffCancelRequests: { asAdmin: true, variables: () => ({ status: 'REQUESTED', page: 1 }) },
  StaffApproveCancelRequest: { asAdmin: true, variables: () => ({ id: 1 }) },
  StaffRefuseCancelRequest: { asAdmin: true, variables: () => ({ id: 1, answer: '이미 이니셜 자수를 마쳤어요.' }) },
  WithdrawOrderProductCancelRequest: { variables: () => ({ id: 1 }) },
  OrderCancelRequests: { variables: () => ({ id: O.groupPickupPreparing }) },
  RequestOrderProductCancel: {
    variables: async ({ run }) => {
      await run('WithdrawOrderProductCancelRequest', { id: 1 });
      return { orderProductId: L.councilVarsity, reason: '졸업 사진 일정이 바뀌었어요.' };
    },
  },
  StaffUpdateStock: { asAdmin: true, variables: () => ({ data: { productId: 24, productOptionDetailId: detailId(24, ['블랙', 'M']), count: 30 } }) },
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

const MEMBER_ONLY = [
  'CancelOrderProduct', 'CancelPreview', 'CartsCheckouted', 'CreateCart', 'CreateProductRestockNotification', 'CreateReview',
  'DeleteProductRestockNotification', 'MyMessages', 'OrderDetail', 'OrderProductDetail', 'OrderWithSpecification', 'PayOrder', 'PlaceOrder',
  'PointHistory', 'RemoveCarts', 'ResignUser', 'RestockNotifications', 'ToggleCart', 'ToggleCarts', 'UpdateCartCount',
  'UpdateOrderDelivery', 'UpdateOrderProductOptions', 'UpdatePassword', 'UpdateRefundAccount', 'UpdateReview', 'UpdateUser',
  'UpdateUserDelivery', 'UpdateUserTel', 'UploadTarget', 'ValidateCartToOrder', 'RequestOrderProductCancel',
  'WithdrawOrderProductCancelRequest', 'OrderCancelRequests', 'AddWish', 'RemoveWish', 'MyWishlist',
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
  'new-member': OTHER_MEMBERS_HISTORY,
  // Staff have no history of their own in the demo shop: the demo member's ids are NOT_FOUND to them.
  staff: OTHER_MEMBERS_HISTORY,
  'staff-readonly': OTHER_MEMBERS_HISTORY,
  'sold-out': {
    CreateCart: 'OUT_OF_STOCK',
    PlaceOrder: 'OUT_OF_STOCK',
    ResignUser: 'INVALID_STATE',
    UpdateCartCount: 'OUT_OF_STOCK',
    UpdateOrderProductOptions: 'OUT_OF_STOCK',
    ValidateCartToOrder: 'OUT_OF_STOCK',
  },
};

it('the case table covers every operation in operations/ and nothing else', () => {
  expect(Object.keys(CASES).sort()).toEqual([...operations.keys()].sort());
  expect(operations.size).toBe(150);
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
