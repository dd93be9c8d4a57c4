import type { PointStatus } from './__generated__/graphql';

/**
 * Every screen's route pattern, as wouter matches it. The features' route lists register these and
 * `paths` below fills them, so a link and the route it opens are written once (Saleor's urls.ts).
 */
export const routes = {
  home: '/',
  products: '/products',
  product: '/products/:id',
  waitingRoom: '/products/:id/waiting-room',
  login: '/login',
  socialCallback: '/login/callback/:provider',
  signUp: '/signup',
  findPassword: '/password/find',
  resetPassword: '/password/reset',
  myPage: '/my',
  profile: '/my/profile',
  password: '/my/password',
  phone: '/my/phone',
  withdraw: '/my/withdraw',
  address: '/my/address',
  points: '/my/points',
  restock: '/my/restock',
  wishlist: '/my/wishlist',
  messages: '/my/messages',
  myClassOrders: '/my/class-orders',
  classOrderNew: '/class/new',
  classOrder: '/class/:code',
  classRoster: '/class/:code/roster',
  // The operator console (its own lazily loaded bundle, features/admin/).
  adminHome: '/admin',
  adminOrders: '/admin/orders',
  adminOrder: '/admin/orders/:id',
  adminShipping: '/admin/shipping',
  adminRefunds: '/admin/refunds',
  adminReviews: '/admin/reviews',
  adminRestock: '/admin/restock',
  adminPickup: '/admin/pickup',
  adminWaitingRooms: '/admin/waiting-rooms',
  adminSales: '/admin/sales',
  adminProducts: '/admin/products',
  adminProductNew: '/admin/products/new',
  adminProduct: '/admin/products/:id',
  adminProductOptions: '/admin/products/:id/options',
  adminProductImages: '/admin/products/:id/images',
  adminProductProduction: '/admin/products/:id/production',
  adminProductionSheet: '/admin/production-sheets/:id',
  adminCategories: '/admin/categories',
  adminDelivery: '/admin/delivery',
  adminContent: '/admin/content',
  adminSettings: '/admin/settings',
  adminMembers: '/admin/members',
  adminMember: '/admin/members/:id',
  adminAudit: '/admin/audit',
  adminCampaigns: '/admin/campaigns',
  adminCampaignNew: '/admin/campaigns/new',
  adminCampaign: '/admin/campaigns/:id',
  staffMessages: '/admin/messages',
  reviews: '/my/reviews',
  writeReview: '/my/reviews/write/:orderProductId',
  editReview: '/my/reviews/:id/edit',
  orders: '/my/orders',
  order: '/my/orders/:id',
  cart: '/cart',
  checkout: '/checkout',
  paymentComplete: '/orders/:id/complete',
  /** The mocked API's stand-in for PortOne's window (the real backend serves its own page). */
  sandboxCheckout: '/sandbox/checkout',
} as const;

export type RouteName = keyof typeof routes;

/** The console's routes: the shop registers them all to one lazily loaded area (features/admin/). */
export const ADMIN_ROUTE_NAMES = [
  'adminHome',
  'adminOrders',
  'adminOrder',
  'adminShipping',
  'adminRefunds',
  'adminReviews',
  'adminRestock',
  'adminPickup',
  'adminWaitingRooms',
  'adminSales',
  'adminProducts',
  'adminProductNew',
  'adminProduct',
  'adminProductOptions',
  'adminProductImages',
  'adminProductProduction',
  'adminProductionSheet',
  'adminCategories',
  'adminDelivery',
  'adminContent',
  'adminSettings',
  'adminMembers',
  'adminMember',
  'adminAudit',
  'adminCampaigns',
  'adminCampaignNew',
  'adminCampaign',
  'staffMessages',
] as const satisfies readonly RouteName[];

/** Every console address, `/admin` itself included: the app hands them all to the console's area. */
export const ADMIN_AREA_PATTERN = '/admin/*?';

/** The `:name` parameters of a route pattern. */
type RouteParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A pattern with its parameters filled in (encoded, so an id can never open another route). */
function fillRoute<P extends string>(pattern: P, params: Record<RouteParamName<P>, string | number>): string {
  const values = params as Record<string, string | number>;
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
}

type QueryValue = string | number | null | undefined;

/** A path with the given search parameters in the given order; empty values are left out. */
function withQuery(path: string, query: Record<string, QueryValue>): string {
  const pairs = Object.entries(query).filter((entry): entry is [string, string | number] => entry[1] != null && entry[1] !== '');
  if (pairs.length === 0) return path;
  return `${path}?${pairs.map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`).join('&')}`;
}

/** Home is where a bare `next` leads anyway, so it is left out of the address. */
const nextParam = (next: string | undefined) => (next === '/' ? undefined : next);

/** Page 1 is the address without a page. */
const pageParam = (page: number | undefined) => (page !== undefined && page > 1 ? page : undefined);

interface ProductListQuery {
  category?: number | null;
  /** Only with `category`: a sub category narrows its main category. */
  sub?: number | null;
  group?: number | null;
  available?: boolean;
  /** Search words (ADR 0058). */
  q?: string | null;
  sort?: string | null;
  min?: number | null;
  max?: number | null;
}

/** A console list's filters, sort and page as its address keeps them (empty values left out). */
export type AdminListQuery = Record<string, QueryValue | boolean>;

const adminQuery = (query: AdminListQuery): Record<string, QueryValue> =>
  Object.fromEntries(
    Object.entries(query).map(([key, value]) => [key, typeof value === 'boolean' ? (value ? 1 : null) : key === 'page' && typeof value === 'number' ? pageParam(value) : value]),
  );

/** The address of each screen; every Link, navigate and href in the app goes through these. */
export const paths = {
  home: () => routes.home,
  products: ({ category, sub, group, available, q, sort, min, max }: ProductListQuery = {}) =>
    withQuery(routes.products, { q, category, sub: category == null ? null : sub, group, available: available ? 1 : null, sort, min, max }),
  product: (id: number) => fillRoute(routes.product, { id }),
  waitingRoom: (id: number) => fillRoute(routes.waitingRoom, { id }),
  login: ({ next }: { next?: string } = {}) => withQuery(routes.login, { next: nextParam(next) }),
  socialCallback: (provider: string) => fillRoute(routes.socialCallback, { provider }),
  /** `social`: a social provider's slug, continuing a sign-up its callback started. */
  signUp: ({ social, next }: { social?: string; next?: string } = {}) => withQuery(routes.signUp, { social, next: nextParam(next) }),
  findPassword: () => routes.findPassword,
  /** `byPhone`: the phone-certified reset, whose proof the find page left in this tab. */
  resetPassword: ({ byPhone = false }: { byPhone?: boolean } = {}) => withQuery(routes.resetPassword, { by: byPhone ? 'phone' : null }),
  myPage: () => routes.myPage,
  profile: () => routes.profile,
  password: () => routes.password,
  phone: () => routes.phone,
  withdraw: () => routes.withdraw,
  address: () => routes.address,
  points: ({ status, page }: { status?: PointStatus | null; page?: number } = {}) =>
    withQuery(routes.points, { status, page: pageParam(page) }),
  restock: ({ page }: { page?: number } = {}) => withQuery(routes.restock, { page: pageParam(page) }),
  wishlist: ({ page }: { page?: number } = {}) => withQuery(routes.wishlist, { page: pageParam(page) }),
  messages: ({ page }: { page?: number } = {}) => withQuery(routes.messages, { page: pageParam(page) }),
  myClassOrders: () => routes.myClassOrders,
  classOrderNew: ({ product }: { product?: number } = {}) => withQuery(routes.classOrderNew, { product }),
  classOrder: (code: string) => fillRoute(routes.classOrder, { code }),
  classRoster: (code: string) => fillRoute(routes.classRoster, { code }),
  adminHome: () => routes.adminHome,
  adminOrders: (query: AdminListQuery = {}) => withQuery(routes.adminOrders, adminQuery(query)),
  adminOrder: (id: number) => fillRoute(routes.adminOrder, { id }),
  adminShipping: (query: AdminListQuery = {}) => withQuery(routes.adminShipping, adminQuery(query)),
  adminRefunds: (query: AdminListQuery = {}) => withQuery(routes.adminRefunds, adminQuery(query)),
  adminReviews: (query: AdminListQuery = {}) => withQuery(routes.adminReviews, adminQuery(query)),
  adminRestock: (query: AdminListQuery = {}) => withQuery(routes.adminRestock, adminQuery(query)),
  /** `point`: the pickup point whose roster to show; none shows the points to pick from. */
  adminPickup: ({ point }: { point?: number | null } = {}) => withQuery(routes.adminPickup, { point }),
  /** `product`: the product whose waiting room to set; none lists the rooms switched on. */
  adminWaitingRooms: ({ product }: { product?: number | null } = {}) => withQuery(routes.adminWaitingRooms, { product }),
  adminSales: (query: AdminListQuery = {}) => withQuery(routes.adminSales, adminQuery(query)),
  adminProducts: (query: AdminListQuery = {}) => withQuery(routes.adminProducts, adminQuery(query)),
  adminProductNew: ({ from }: { from?: number } = {}) => withQuery(routes.adminProductNew, { from }),
  adminProduct: (id: number) => fillRoute(routes.adminProduct, { id }),
  adminProductOptions: (id: number) => fillRoute(routes.adminProductOptions, { id }),
  adminProductImages: (id: number) => fillRoute(routes.adminProductImages, { id }),
  adminProductProduction: (id: number) => fillRoute(routes.adminProductProduction, { id }),
  adminProductionSheet: (id: number) => fillRoute(routes.adminProductionSheet, { id }),
  adminCategories: () => routes.adminCategories,
  adminDelivery: (query: AdminListQuery = {}) => withQuery(routes.adminDelivery, adminQuery(query)),
  adminContent: (query: AdminListQuery = {}) => withQuery(routes.adminContent, adminQuery(query)),
  adminSettings: () => routes.adminSettings,
  adminMembers: (query: AdminListQuery = {}) => withQuery(routes.adminMembers, adminQuery(query)),
  adminMember: (id: number) => fillRoute(routes.adminMember, { id }),
  adminAudit: (query: AdminListQuery = {}) => withQuery(routes.adminAudit, adminQuery(query)),
  adminCampaigns: (query: AdminListQuery = {}) => withQuery(routes.adminCampaigns, adminQuery(query)),
  /** `product`: the product whose group purchase to open (or to find, when it has one). */
  adminCampaignNew: ({ product }: { product?: number } = {}) => withQuery(routes.adminCampaignNew, { product }),
  adminCampaign: (id: number) => fillRoute(routes.adminCampaign, { id }),
  staffMessages: () => routes.staffMessages,
  /** `tab`: 'mine' or 'rejected'; the writable list is the address without a tab. */
  reviews: ({ tab, page }: { tab?: string; page?: number } = {}) =>
    withQuery(routes.reviews, { tab: tab === 'writable' ? null : tab, page: pageParam(page) }),
  writeReview: (orderProductId: number) => fillRoute(routes.writeReview, { orderProductId }),
  editReview: (id: number) => fillRoute(routes.editReview, { id }),
  orders: ({ period, page }: { period?: string; page?: number } = {}) => withQuery(routes.orders, { period, page: pageParam(page) }),
  order: (id: number) => fillRoute(routes.order, { id }),
  cart: () => routes.cart,
  /** `direct`: the rows written by 구매하기 (ADR 0057), not the cart's selected lines. */
  checkout: ({ direct = false }: { direct?: boolean } = {}) => withQuery(routes.checkout, { direct: direct ? 1 : undefined }),
  paymentComplete: (orderId: number) => fillRoute(routes.paymentComplete, { id: orderId }),
  sandboxCheckout: () => routes.sandboxCheckout,
} as const satisfies Record<RouteName, (...args: never[]) => string>;
