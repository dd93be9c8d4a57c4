import { standardRestockSpecs } from './activity/standard';
import { waitingRestockSpecs, waitingReviewSpecs } from './activity/staff-queue-data';
import { demoShopScenario } from './demo-shop';
import type { MockScenario } from './scenario';
import { adminMember, viewerMember } from './standard';

export const STAFF_DESCRIPTION = '생협 운영진(박생협, ADMIN) 로그인: 데모 회원의 주문·리뷰가 있는 상점을 운영 콘솔에서 관리합니다';
export const STAFF_READONLY_DESCRIPTION = '조회 전용 운영진(최열람, ADMINHIDDEN) 로그인: 운영 콘솔을 볼 수 있지만 바꿀 수는 없습니다';

/** Reviews waiting for a decision and members waiting for restocks, so the console's queues are filled. */
const CONSOLE_QUEUES = {
  restocks: [...standardRestockSpecs, ...waitingRestockSpecs],
  extraReviews: waitingReviewSpecs,
};

/** The standard shop seen from the operator console by the ADMIN. */
export function buildStaffScenario(now: Date): MockScenario {
  return demoShopScenario('staff', STAFF_DESCRIPTION, now, { viewerId: adminMember.id, ...CONSOLE_QUEUES });
}

/** The standard shop seen by look-only staff: every change button hidden, every change refused. */
export function buildStaffReadonlyScenario(now: Date): MockScenario {
  return demoShopScenario('staff-readonly', STAFF_READONLY_DESCRIPTION, now, { viewerId: viewerMember.id, ...CONSOLE_QUEUES });
}
