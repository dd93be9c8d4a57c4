// The console's operations (ADRs 0042-0054) as mocks/operations.test.ts runs them: every one as
// the co-op admin in every scenario, and refused to members and visitors.
import { StandardIds } from '../scenarios';
import { ADMIN_TOKEN, type Run } from '../store/testing';
import { productOf } from '../scenarios/activity/lookup';
import { catalogue, detailId, type Case } from './case';

const { orderProduct: L, order: O, review: R } = StandardIds;

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

export const CONSOLE_CASES: Record<string, Case> = {
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
  StaffSetProductSizeChart: { asAdmin: true, variables: () => ({ data: { productId: 10, sizeChart: { measurements: ['총장'], rows: [{ size: 'M', values: [70] }] } } }) },
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
  StaffAnswerReview: { asAdmin: true, variables: () => ({ data: { reviewId: R.teeApplied, content: '소중한 후기 감사해요!' } }) },
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
  StaffUpdateStock: { asAdmin: true, variables: () => ({ data: { productId: 24, productOptionDetailId: detailId(24, ['블랙', 'M']), count: 30 } }) },
};
