import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { matchRoute, useRouter } from 'wouter';
import { adminRoutes } from './admin/admin-routes';
import { ADMIN_AREA_PATTERN, ADMIN_ROUTE_NAMES, paths, routes, type RouteName } from '../lib/paths';
import { appRoutes } from './routes';

/** wouter's own pattern parser, so the test matches the way the app's Switch does. */
const { parser } = renderHook(() => useRouter()).result.current;

/** One address per route, with the parameters each should hand the screen. */
const samples: { [Name in RouteName]: { path: string; params?: Record<string, string> } } = {
  home: { path: paths.home() },
  products: { path: paths.products({ category: 75, sub: 76, available: true }) },
  product: { path: paths.product(30), params: { id: '30' } },
  waitingRoom: { path: paths.waitingRoom(7), params: { id: '7' } },
  login: { path: paths.login({ next: '/my/orders?period=1' }) },
  socialCallback: { path: paths.socialCallback('kakao'), params: { provider: 'kakao' } },
  signUp: { path: paths.signUp({ social: 'naver', next: '/cart' }) },
  findPassword: { path: paths.findPassword() },
  resetPassword: { path: paths.resetPassword({ byPhone: true }) },
  myPage: { path: paths.myPage() },
  profile: { path: paths.profile() },
  password: { path: paths.password() },
  phone: { path: paths.phone() },
  withdraw: { path: paths.withdraw() },
  address: { path: paths.address() },
  points: { path: paths.points({ status: 'GAIN', page: 2 }) },
  restock: { path: paths.restock({ page: 3 }) },
  wishlist: { path: paths.wishlist({ page: 2 }) },
  messages: { path: paths.messages({ page: 2 }) },
  myClassOrders: { path: paths.myClassOrders() },
  classOrderNew: { path: paths.classOrderNew({ product: 1 }) },
  classOrder: { path: paths.classOrder('Bz26Class23a'), params: { code: 'Bz26Class23a' } },
  classRoster: { path: paths.classRoster('Bz26Class23a'), params: { code: 'Bz26Class23a' } },
  adminHome: { path: paths.adminHome() },
  adminOrders: { path: paths.adminOrders({ status: 'PAID', page: 2 }) },
  adminOrder: { path: paths.adminOrder(12), params: { id: '12' } },
  adminShipping: { path: paths.adminShipping() },
  adminProductProduction: { path: paths.adminProductProduction(4), params: { id: '4' } },
  adminProductionSheet: { path: paths.adminProductionSheet(1), params: { id: '1' } },
  adminRefunds: { path: paths.adminRefunds({ tab: 'failed' }) },
  adminReviews: { path: paths.adminReviews() },
  adminRestock: { path: paths.adminRestock() },
  adminPickup: { path: paths.adminPickup({ point: 1 }) },
  adminWaitingRooms: { path: paths.adminWaitingRooms({ product: 7 }) },
  adminSales: { path: paths.adminSales({ from: '2026-11-01', to: '2026-11-27' }) },
  adminProducts: { path: paths.adminProducts({ search: '과잠', category: 75, soldOut: true, page: 2 }) },
  adminProductNew: { path: paths.adminProductNew({ from: 30 }) },
  adminProduct: { path: paths.adminProduct(30), params: { id: '30' } },
  adminProductOptions: { path: paths.adminProductOptions(30), params: { id: '30' } },
  adminProductImages: { path: paths.adminProductImages(30), params: { id: '30' } },
  adminCategories: { path: paths.adminCategories() },
  adminDelivery: { path: paths.adminDelivery({ tab: 'pickup' }) },
  adminContent: { path: paths.adminContent() },
  adminSettings: { path: paths.adminSettings() },
  adminMembers: { path: paths.adminMembers({ search: '010-1234-5678', page: 3 }) },
  adminMember: { path: paths.adminMember(7), params: { id: '7' } },
  adminAudit: { path: paths.adminAudit({ type: 'MEMBER', id: 7 }) },
  staffMessages: { path: paths.staffMessages() },
  adminCampaigns: { path: paths.adminCampaigns({ status: 'OPEN', page: 2 }) },
  adminCampaignNew: { path: paths.adminCampaignNew({ product: 30 }) },
  adminCampaign: { path: paths.adminCampaign(1), params: { id: '1' } },
  reviews: { path: paths.reviews({ tab: 'mine', page: 2 }) },
  writeReview: { path: paths.writeReview(41), params: { orderProductId: '41' } },
  editReview: { path: paths.editReview(7), params: { id: '7' } },
  orders: { path: paths.orders({ period: '6', page: 2 }) },
  order: { path: paths.order(12), params: { id: '12' } },
  cart: { path: paths.cart() },
  checkout: { path: paths.checkout() },
  paymentComplete: { path: paths.paymentComplete(12), params: { id: '12' } },
  sandboxCheckout: { path: paths.sandboxCheckout() },
};

const isAdminRoute = (name: RouteName) => (ADMIN_ROUTE_NAMES as readonly RouteName[]).includes(name);

/**
 * The route the app picks for an address: the console's area takes every `/admin` address and its
 * own Switch the first pattern that matches; the shop's Switch the rest.
 */
function routeOf(address: string) {
  const pathname = address.split('?')[0] ?? address;
  const [inConsole] = matchRoute(parser, ADMIN_AREA_PATTERN, pathname);
  for (const { path } of inConsole ? adminRoutes : appRoutes) {
    const [matched, params] = matchRoute(parser, path, pathname);
    if (matched) return { pattern: path, params: Object.fromEntries(Object.entries(params ?? {}).filter(([key]) => !/^\d+$/.test(key))) };
  }
  return null;
}

describe('typed paths', () => {
  it('registers every route of lib/paths.ts once (the sandbox window only in mock mode)', () => {
    const registered = appRoutes.map((route) => route.path);
    expect(new Set(registered).size).toBe(registered.length);
    const names = Object.keys(routes) as RouteName[];
    const expected = names.filter((name) => name !== 'sandboxCheckout' && !isAdminRoute(name)).map((name) => routes[name]);
    expect([...registered].sort()).toEqual([...expected].sort());
  });

  it("registers every console route once, in the console's own lazily loaded table", () => {
    const registered = adminRoutes.map((route) => route.path);
    expect(new Set(registered).size).toBe(registered.length);
    expect([...registered].sort()).toEqual(ADMIN_ROUTE_NAMES.map((name) => routes[name]).sort());
    for (const name of ADMIN_ROUTE_NAMES) expect(matchRoute(parser, ADMIN_AREA_PATTERN, routes[name].replace(/:\w+/g, '1'))[0]).toBe(true);
  });

  it('opens the screen each path names, with the parameters it was built from', () => {
    for (const [name, sample] of Object.entries(samples) as [RouteName, (typeof samples)[RouteName]][]) {
      if (name === 'sandboxCheckout') continue;
      expect(routeOf(sample.path), `${name}: ${sample.path}`).toEqual({ pattern: routes[name], params: sample.params ?? {} });
    }
  });

  it('writes search parameters the screens read back, leaving defaults out', () => {
    expect(paths.products({ category: 75, sub: 76, available: true })).toBe('/products?category=75&sub=76&available=1');
    expect(paths.products({ sub: 76, group: 90 })).toBe('/products?group=90');
    expect(paths.login({ next: '/my/orders?period=1' })).toBe('/login?next=%2Fmy%2Forders%3Fperiod%3D1');
    expect(paths.login({ next: '/' })).toBe('/login');
    expect(paths.signUp({ social: 'naver', next: '/cart' })).toBe('/signup?social=naver&next=%2Fcart');
    expect(paths.orders({ period: '6', page: 1 })).toBe('/my/orders?period=6');
    expect(paths.reviews({ tab: 'writable', page: 2 })).toBe('/my/reviews?page=2');
    expect(paths.points({ status: null, page: 1 })).toBe('/my/points');
    expect(paths.resetPassword({ byPhone: true })).toBe('/password/reset?by=phone');
    expect(paths.adminProducts({ search: '과잠', soldOut: true, lowStock: false, page: 1 })).toBe('/admin/products?search=%EA%B3%BC%EC%9E%A0&soldOut=1');
    expect(paths.adminMembers({ page: 2 })).toBe('/admin/members?page=2');
  });

  it('encodes a parameter, so a value can never reach another route', () => {
    expect(paths.socialCallback('a/b')).toBe('/login/callback/a%2Fb');
  });
});
