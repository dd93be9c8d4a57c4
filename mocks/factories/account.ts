// The viewer and the session payloads. A built user owns everything nested in it (carts, orders,
// reviews, address carry its id) and its counts and point balance follow from that content.
import type * as T from '../__generated__/types';
import { userTypes } from '../scenarios/standard/reference';
import { buildCartSummary } from './cart';
import { daysAfter, daysBefore, MOCK_NOW } from './clock';
import { campusEmail, koreanAddress, koreanMobile, koreanName } from './korean';
import { buildOrderPage } from './order';
import { buildOrderProduct, buildOrderProductPage } from './order-product';
import { buildPointSummary } from './point';
import { chance, faker, hex, int, nextId, pick, withOverrides } from './random';
import { buildReview, buildReviewPage } from './review';
import { DELIVERY_NOTES } from './vocabulary';

export function buildUserType(overrides?: Partial<T.UserType>): T.UserType {
  const { key: _key, position: _position, ...row } = pick(userTypes);
  return withOverrides({ __typename: 'UserType', ...row }, overrides);
}

export function buildUserConfig(overrides?: Partial<T.UserConfig>): T.UserConfig {
  const marketing = chance(0.5);
  return withOverrides(
    { __typename: 'UserConfig', marketing, marketingAgreedAt: marketing ? '2026-03-02T01:00:00.000Z' : null, social: null },
    overrides,
  );
}

export function buildUserDelivery(overrides?: Partial<T.UserDelivery>): T.UserDelivery {
  return withOverrides(
    {
      __typename: 'UserDelivery',
      id: nextId('UserDelivery'),
      userId: 1,
      name: koreanName(),
      tel: koreanMobile(),
      ...koreanAddress(),
      note: pick(DELIVERY_NOTES),
    },
    overrides,
  );
}

/** How many of the lines are in each status, for the my-page summary. */
export function orderProductCountOf(orders: readonly T.Order[]): T.OrderProductCount {
  const lines = orders.flatMap((order) => order.orderProducts);
  const count = (status: T.OrderProductStatus) => lines.filter((line) => line.status === status).length;
  return {
    __typename: 'OrderProductCount',
    ready: count('READY'),
    paid: count('PAID'),
    preparing: count('PREPARING'),
    delivering: count('DELIVERING'),
    completed: count('COMPLETED'),
    cancelled: count('CANCELLED'),
  };
}

function ownReview(status: T.ReviewStatus): T.Review {
  const review = buildReview({ status });
  return { ...review, orderProduct: buildOrderProduct({ status: 'COMPLETED', product: review.product, review: null, isReviewable: false }) };
}

/** A signed-in member with a cart, orders, reviews and points, all theirs. */
export function buildUser(overrides?: Partial<T.User>): T.User {
  const id = overrides?.id ?? nextId('User');
  const name = overrides?.name ?? koreanName();
  const tel = overrides?.tel !== undefined ? overrides.tel : koreanMobile();
  const type = buildUserType();
  const carts = buildCartSummary();
  const orders = buildOrderPage();
  const mine = <R extends { userId: number }>(row: R): R => ({ ...row, userId: id });
  const reviews = (['APPLIED', 'READY'] as const).map((status) => mine(ownReview(status)));
  const rejected = [mine(ownReview('REJECT'))];
  const pointSummary = buildPointSummary();
  return withOverrides(
    {
      __typename: 'User',
      id,
      email: campusEmail(),
      name,
      tel,
      admissionYear: int(2019, 2026),
      birthYear: int(1999, 2007),
      gender: pick(['FEMALE', 'MALE', 'NOT_SET'] as const),
      userTypeId: type.id,
      userType: type,
      userConfig: buildUserConfig(),
      authority: 0,
      authorityLevel: 'NORMAL',
      recommendationCode: `HB${faker.string.alphanumeric({ length: 6, casing: 'upper' })}`,
      createdAt: daysBefore(int(30, 700)),
      userDelivery: buildUserDelivery({ userId: id, name, tel: tel ?? koreanMobile() }),
      carts: {
        ...carts,
        cartsGroupedByDeliveryTemplate: carts.cartsGroupedByDeliveryTemplate.map((group) => ({
          ...group,
          carts: group.carts.map(mine),
        })),
      },
      orders: { ...orders, items: orders.items.map(mine) },
      orderProductCount: orderProductCountOf(orders.items),
      point: pointSummary.balance,
      pointSummary,
      reviews: buildReviewPage({ items: reviews }),
      rejectedReviews: buildReviewPage({ items: rejected }),
      reviewableOrderProducts: buildOrderProductPage(),
    },
    overrides,
  );
}

/** A member who just signed up: nothing in the cart, no orders, reviews, points or address. */
export function buildNewUser(overrides?: Partial<T.User>): T.User {
  const empty = <P>(page: P) => ({ ...page, items: [], total: 0 });
  const user = buildUser(overrides);
  return withOverrides(
    {
      ...user,
      createdAt: MOCK_NOW.toISOString(),
      userDelivery: null,
      carts: buildCartSummary({ cartsGroupedByDeliveryTemplate: [] }),
      orders: empty(user.orders),
      orderProductCount: orderProductCountOf([]),
      point: 0,
      pointSummary: { __typename: 'PointSummary', balance: 0, reserved: 0, expiringSoon: 0 },
      reviews: empty(user.reviews),
      rejectedReviews: empty(user.rejectedReviews),
      reviewableOrderProducts: empty(user.reviewableOrderProducts),
    },
    overrides,
  );
}

export function buildAuthPayload(overrides?: Partial<T.AuthPayload>): T.AuthPayload {
  return withOverrides(
    { __typename: 'AuthPayload', token: hex(64), expiresAt: daysAfter(MOCK_NOW.toISOString(), 30), user: buildUser() },
    overrides,
  );
}

export function buildCreateUserResult(overrides?: Partial<T.CreateUserResult>): T.CreateUserResult {
  const user = overrides?.user ?? buildNewUser();
  return withOverrides({ __typename: 'CreateUserResult', id: user.id, token: hex(64), user }, overrides);
}

/** A linked member by default; pass `isExist: false` for the sign-up ticket branch. */
export function buildSocialLoginResult(overrides?: Partial<T.SocialLoginResult>): T.SocialLoginResult {
  const isExist = overrides?.isExist ?? true;
  const user = isExist ? buildUser() : null;
  return withOverrides(
    {
      __typename: 'SocialLoginResult',
      isExist,
      email: user?.email ?? campusEmail(),
      token: isExist ? hex(64) : null,
      user,
      signUpTicket: isExist ? null : hex(64),
    },
    overrides,
  );
}
