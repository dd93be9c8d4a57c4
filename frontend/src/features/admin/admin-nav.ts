import { paths } from '../../lib/paths';

export interface AdminNavItem {
  label: string;
  href: string;
  /** Which addresses light the item up: its own and those below it. */
  prefix: string;
}

/** The console's sections in the order staff use them. */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { label: '홈', href: paths.adminHome(), prefix: paths.adminHome() },
  { label: '주문', href: paths.adminOrders(), prefix: paths.adminOrders() },
  { label: '송장·배송', href: paths.adminShipping(), prefix: paths.adminShipping() },
  { label: '단체 수령', href: paths.adminPickup(), prefix: paths.adminPickup() },
  { label: '취소·환불', href: paths.adminRefunds(), prefix: paths.adminRefunds() },
  { label: '리뷰', href: paths.adminReviews(), prefix: paths.adminReviews() },
  { label: '재입고 요청', href: paths.adminRestock(), prefix: paths.adminRestock() },
  { label: '매출 통계', href: paths.adminSales(), prefix: paths.adminSales() },
  { label: '상품', href: paths.adminProducts(), prefix: paths.adminProducts() },
  { label: '공동구매', href: paths.adminCampaigns(), prefix: paths.adminCampaigns() },
  { label: '대기열', href: paths.adminWaitingRooms(), prefix: paths.adminWaitingRooms() },
  { label: '카테고리', href: paths.adminCategories(), prefix: paths.adminCategories() },
  { label: '배송·수령지', href: paths.adminDelivery(), prefix: paths.adminDelivery() },
  { label: '배너·공지', href: paths.adminContent(), prefix: paths.adminContent() },
  { label: '상점 설정', href: paths.adminSettings(), prefix: paths.adminSettings() },
  { label: '회원', href: paths.adminMembers(), prefix: paths.adminMembers() },
  { label: '알림 발송', href: paths.staffMessages(), prefix: paths.staffMessages() },
  { label: '변경 기록', href: paths.adminAudit(), prefix: paths.adminAudit() },
];

/** The item the address belongs to: the longest prefix wins, so 홈 lights only on /admin itself. */
export function activeNavItem(path: string): AdminNavItem | undefined {
  return ADMIN_NAV.filter((item) => path === item.prefix || (item.prefix !== paths.adminHome() && path.startsWith(`${item.prefix}/`)))
    .sort((a, b) => b.prefix.length - a.prefix.length)[0];
}
