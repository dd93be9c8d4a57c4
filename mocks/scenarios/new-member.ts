import { demoShopScenario } from './demo-shop';
import { newMember } from './members';
import type { MockScenario } from './scenario';

export const NEW_MEMBER_DESCRIPTION = '방금 가입한 회원(이새봄) 로그인: 빈 장바구니, 주문·적립금·리뷰·배송지 없음';

/**
 * The same shop as `standard` (other members' reviews, the demo member's history) with a member
 * who has done nothing yet signed in: every empty state of the cart and my-page screens.
 */
export function buildNewMemberScenario(now: Date): MockScenario {
  return demoShopScenario('new-member', NEW_MEMBER_DESCRIPTION, now, { viewerId: newMember.id });
}
