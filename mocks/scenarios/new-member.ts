import { buildDemoActivity } from './activity/standard';
import { newMember, scenarioMembers } from './members';
import type { MockScenario } from './scenario';
import { buildStandardCatalogue } from './standard';

export const NEW_MEMBER_DESCRIPTION = '방금 가입한 회원(이새봄) 로그인: 빈 장바구니, 주문·적립금·리뷰·배송지 없음';

/**
 * The same shop as `standard` (other members' reviews, the demo member's history) with a member
 * who has done nothing yet signed in: every empty state of the cart and my-page screens.
 */
export function buildNewMemberScenario(now: Date): MockScenario {
  const catalogue = buildStandardCatalogue(now);
  return {
    name: 'new-member',
    description: NEW_MEMBER_DESCRIPTION,
    now: now.toISOString(),
    catalogue,
    members: scenarioMembers['new-member'],
    viewerId: newMember.id,
    ...buildDemoActivity(catalogue, now, { viewerId: newMember.id }),
  };
}
