// The operator console's own shapes (products list and editor, banners and settings, members),
// built the way the API reports them, for stories and tests that override one answer.
import { buildStaffPickupPoint } from './catalog-setup';
import type * as T from '../__generated__/types';
import { buildProduct } from './catalog';
import { buildDeliveryTemplate } from './delivery';
import { daysBefore } from './clock';
import { buildPointSummary } from './point';
import { buildReviewType } from './review-type';
import { buildUniversity } from './content';
import { int, nextId, withOverrides } from './random';

export function buildProductVisibilityCheck(overrides?: Partial<T.ProductVisibilityCheck>): T.ProductVisibilityCheck {
  return withOverrides(
    { __typename: 'ProductVisibilityCheck', key: 'STOCK', ok: true, blocking: true, message: '재고가 있어요.' },
    overrides,
  );
}

export function buildStaffProduct(overrides?: Partial<T.StaffProduct>): T.StaffProduct {
  const product = overrides?.product ?? buildProduct();
  return withOverrides(
    { __typename: 'StaffProduct', product, updatedAt: product.createdAt, visibilityChecklist: [buildProductVisibilityCheck()] },
    overrides,
  );
}

export function buildStaffProductRow(overrides?: Partial<T.StaffProductRow>): T.StaffProductRow {
  const product = buildProduct();
  return withOverrides(
    {
      __typename: 'StaffProductRow',
      id: product.id,
      code: product.code,
      name: product.name,
      image: product.image,
      productType: product.productType,
      productVisible: product.productVisible,
      price: product.price,
      salePrice: product.salePrice,
      stock: product.count,
      lowStock: product.count <= 5,
      onSaleNow: product.isPurchasable,
      saleStartedAt: product.saleStartedAt,
      saleEndedAt: product.saleEndedAt,
      createdAt: product.createdAt,
      updatedAt: product.createdAt,
    },
    overrides,
  );
}

export function buildStaffProductPage(overrides?: Partial<T.StaffProductPage>): T.StaffProductPage {
  const items = overrides?.items ?? Array.from({ length: 3 }, () => buildStaffProductRow());
  return withOverrides({ __typename: 'StaffProductPage', items, total: items.length, page: 1, pageSize: 20 }, overrides);
}

export function buildStaffProductPickers(overrides?: Partial<T.StaffProductPickers>): T.StaffProductPickers {
  return withOverrides(
    { __typename: 'StaffProductPickers', deliveryTemplates: [buildDeliveryTemplate()], reviewTypes: [buildReviewType()], pickupPoints: [buildStaffPickupPoint()] },
    overrides,
  );
}

export function buildStaffAd(overrides?: Partial<T.StaffAd>): T.StaffAd {
  return withOverrides(
    {
      __typename: 'StaffAd',
      id: nextId('staffAd'),
      position: 1,
      primary: '겨울 과잠 공동구매',
      secondary: '12월 15일까지 신청해요',
      url: '/products',
      imageUrl: null,
      visible: true,
      startsAt: null,
      endsAt: null,
      state: 'LIVE',
      updatedAt: daysBefore(int(1, 20)),
    },
    overrides,
  );
}

export function buildStaffShopSettings(overrides?: Partial<T.StaffShopSettings>): T.StaffShopSettings {
  const university = buildUniversity();
  return withOverrides(
    {
      __typename: 'StaffShopSettings',
      id: university.id,
      name: university.name,
      shopName: university.shopName,
      siteUrl: university.siteUrl,
      topNotice: university.topNotice,
      topNoticeEndsAt: null,
      footerOperator: university.footerOperator,
      footerAddress: university.footerAddress,
      socialUrl: university.socialUrl,
      chatUrl: university.chatUrl,
      themeColor: university.themeColor,
      defaultTitle: university.defaultTitle,
      titleTemplate: university.titleTemplate,
      businessNumber: university.businessNumber,
      mailOrderNumber: university.mailOrderNumber,
      representative: university.representative,
      csTel: university.csTel,
      csEmail: university.csEmail,
      kakaoClientId: null,
      naverClientId: null,
      googleClientId: null,
      updatedAt: daysBefore(3),
    },
    overrides,
  );
}

export function buildStaffMemberSummary(overrides?: Partial<T.StaffMemberSummary>): T.StaffMemberSummary {
  return withOverrides(
    {
      __typename: 'StaffMemberSummary',
      id: nextId('staffMember'),
      name: '김한빛',
      email: 'demo@hanbit.ac.kr',
      tel: '+821012345678',
      authority: 0,
      pointBalance: 1000,
      suspended: false,
      resigned: false,
      createdAt: daysBefore(int(30, 400)),
    },
    overrides,
  );
}

export function buildStaffMemberPage(overrides?: Partial<T.StaffMemberPage>): T.StaffMemberPage {
  const items = overrides?.items ?? Array.from({ length: 3 }, () => buildStaffMemberSummary());
  return withOverrides({ __typename: 'StaffMemberPage', items, total: items.length }, overrides);
}

export function buildStaffMemberOrderLine(overrides?: Partial<T.StaffMemberOrderLine>): T.StaffMemberOrderLine {
  return withOverrides(
    {
      __typename: 'StaffMemberOrderLine',
      id: nextId('staffMemberOrderLine'),
      productId: 1,
      productName: '2026 경영학과 과잠',
      optionText: '네이비 / M',
      count: 1,
      paidPrice: 89000,
      status: 'PAID',
    },
    overrides,
  );
}

export function buildStaffMemberOrder(overrides?: Partial<T.StaffMemberOrder>): T.StaffMemberOrder {
  const lines = overrides?.lines ?? [buildStaffMemberOrderLine()];
  return withOverrides(
    {
      __typename: 'StaffMemberOrder',
      id: nextId('staffMemberOrder'),
      lines,
      paidPrice: lines.reduce((sum, line) => sum + line.paidPrice, 0),
      pointUsing: 0,
      createdAt: daysBefore(int(1, 60)),
    },
    overrides,
  );
}

export function buildStaffMemberPoint(overrides?: Partial<T.StaffMemberPoint>): T.StaffMemberPoint {
  return withOverrides(
    { __typename: 'StaffMemberPoint', id: nextId('staffMemberPoint'), status: 'GAIN', typeName: '회원가입', value: 1000, reason: null, createdAt: daysBefore(int(1, 90)) },
    overrides,
  );
}

export function buildStaffMemberReview(overrides?: Partial<T.StaffMemberReview>): T.StaffMemberReview {
  return withOverrides(
    {
      __typename: 'StaffMemberReview',
      id: nextId('staffMemberReview'),
      productId: 1,
      productName: '2026 경영학과 과잠',
      rating: 5,
      note: '두께감이 좋고 따뜻해요.',
      status: 'APPLIED',
      createdAt: daysBefore(int(1, 60)),
    },
    overrides,
  );
}

export function buildStaffMember(overrides?: Partial<T.StaffMember>): T.StaffMember {
  const recentOrders = overrides?.recentOrders ?? [buildStaffMemberOrder()];
  const recentPoints = overrides?.recentPoints ?? [buildStaffMemberPoint()];
  const recentReviews = overrides?.recentReviews ?? [buildStaffMemberReview()];
  return withOverrides(
    {
      __typename: 'StaffMember',
      id: nextId('staffMember'),
      name: '김한빛',
      email: 'demo@hanbit.ac.kr',
      tel: '+821012345678',
      admissionYear: 2023,
      userTypeName: '학부생',
      authority: 0,
      levelBeforeSuspension: null,
      suspended: false,
      suspendedAt: null,
      suspendReason: null,
      resigned: false,
      createdAt: daysBefore(200),
      pointSummary: buildPointSummary(),
      orderCount: recentOrders.length,
      pointCount: recentPoints.length,
      reviewCount: recentReviews.length,
      recentOrders,
      recentPoints,
      recentReviews,
    },
    overrides,
  );
}
