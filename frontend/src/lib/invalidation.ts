import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import type { DocumentNode } from 'graphql';
import type * as Generated from './__generated__/graphql';
import { operationName } from './operation-key';

/** The operation names of queries whose cached answers one kind of change makes wrong. */
type QueryGroup = ReadonlySet<string>;

/**
 * A generated query's operation name ('MyCart' for MyCartDocument), checked by the compiler. The
 * groups name queries rather than import their documents: this module is on the first page's
 * path, and a document import would carry that query's whole AST into the entry (ADR 0055).
 */
type QueryName = { [Key in keyof typeof Generated]: Key extends `${infer Name}Document` ? Name : never }[keyof typeof Generated];

function group(...queries: readonly (QueryName | DocumentNode)[]): QueryGroup {
  return new Set(queries.map((query) => (typeof query === 'string' ? query : operationName(query))));
}

/**
 * Every list of queries a change refreshes, named by the change. A mutation's onSuccess passes its
 * group to `invalidate` (or `forget`); a key from `queryKeyFor` narrows a refresh to one answer.
 */
export const queryGroups = {
  /** Any write may touch the cart (add, remove, order): the header's badge is one cheap query. */
  cartBadge: group('CartCount'),
  /** A cart write, or a refusal that says the cart is not what the screen shows: badge, cart, checkout. */
  cart: group('CartCount', 'MyCart', 'CartsCheckouted'),
  /**
   * What a placed order changes besides the checkout itself (marked stale, not refetched) and the
   * points (forgotten): the header badge, the cart, orders, stock, the saved address.
   */
  placedOrder: group(
    'CartCount',
    'MyCart',
    'OrderList',
    'OrderProductCount',
    'UserDelivery',
    'ProductDetail',
    'ProductViewerState',
  ),
  /**
   * What a payment touches besides the points: a failed one puts the lines back in the cart and
   * returns stock; a paid one changes the order lists and the order itself.
   */
  payment: group(
    'MyCart',
    'CartsCheckouted',
    'OrderList',
    'OrderWithSpecification',
    'OrderProductCount',
    'ProductDetail',
    'ProductList',
    'ProductViewerState',
    'OrderCampaignCharge',
  ),
  /** Every page and period of the order list. */
  orderList: group('OrderList'),
  /** A cancel changes the list, the my-page counts (the order itself is refreshed by its key). */
  cancelledLine: group('OrderList', 'OrderProductCount'),
  /** A ship-instead request (ADR 0067): the order, the lists, a saved default address. */
  pickupShipping: group('OrderWithSpecification', 'OrderList', 'UserDelivery'),
  /** A pickup check-off: the roster and the order desk's lines. */
  pickupCheckOff: group('StaffPickupRoster', 'StaffOrderLines', 'StaffOrder', 'StaffOrderLineCounts'),
  /** The saved delivery address, after an order's address is saved as the default. */
  savedAddress: group('UserDelivery'),
  /**
   * A written or edited review: the three lists, the review itself, and the order screens that
   * show a line's 리뷰 쓰기 or its review.
   */
  review: group(
    'ReviewableOrderProducts',
    'MyReviews',
    'RejectedReviews',
    'ReviewDetail',
    'OrderProductDetail',
    'OrderWithSpecification',
    'OrderList',
    'OrderProductCount',
  ),
  /** A product's images, changed by staff: the image screen, the shop's lists and the product page. */
  productImages: group('StaffProductImages', 'ProductList', 'ProductDetail'),
  /** A freeze made a sheet version: the product's versions, and the lines' frozen state on the order screens. */
  production: group('StaffProductionSheets', 'StaffProductionSheet', 'OrderWithSpecification', 'OrderList'),
  /** The member's restock subscriptions, and a product page's own flag. */
  restock: group('RestockNotifications', 'ProductViewerState'),
  /** The member's wishlist (찜) and every product's wished flag. */
  wishlist: group('MyWishlist', 'WishState'),
  /** A class order and its roster, and the representative's list (ADR 0065). */
  classOrders: group('ClassOrder', 'ClassOrderRoster', 'MyClassOrders'),
  /** A join or a staff change: the member's ticket, the gate, staff's board. */
  waitingRooms: group('WaitingRoom', 'MyWaitingRoomTicket', 'StaffWaitingRooms', 'StaffWaitingRoom'),
  /** The balance and its history: forgotten, not marked stale, when something moves the balance. */
  points: group('MyPoints', 'PointHistory'),
  /** What staff change on the shop's content: the tenant (header, footer, notice, theme) and the banners. */
  shopContent: group('University', 'Ads'),
  /** Answers that are the same whoever asks: they survive a sign-out. */
  viewerIndependent: group('University', 'ShopIntegrations'),
} as const satisfies Record<string, QueryGroup>;

/** A whole group, or one query's key from `queryKeyFor` (a prefix: it matches longer keys too). */
type QueryTarget = QueryGroup | QueryKey;

export function inGroup(target: QueryGroup, query: Pick<Query, 'queryKey'>): boolean {
  const [name] = query.queryKey;
  return typeof name === 'string' && target.has(name);
}

function filtersFor(target: QueryTarget) {
  return target instanceof Set ? { predicate: (query: Query) => inGroup(target, query) } : { queryKey: target as QueryKey };
}

interface InvalidateOptions {
  /** false: only mark stale, for a screen about to leave that must not flash a refetched answer. */
  refetch?: boolean;
}

/** Marks the target's cached answers stale; those on screen are fetched again. */
export function invalidate(queryClient: QueryClient, target: QueryTarget, { refetch = true }: InvalidateOptions = {}): Promise<void> {
  return queryClient.invalidateQueries({ ...filtersFor(target), ...(refetch ? {} : { refetchType: 'none' as const }) });
}

/**
 * Drops the target's cached answers rather than marking them stale, so no screen shows the old
 * value for a moment before the new one arrives; a screen that shows them loads them again.
 */
export function forget(queryClient: QueryClient, target: QueryTarget): Promise<void> {
  return queryClient.resetQueries(filtersFor(target));
}
