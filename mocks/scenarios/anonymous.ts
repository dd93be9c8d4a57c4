import { demoShopScenario } from './demo-shop';
import type { MockScenario } from './scenario';

export const ANONYMOUS_DESCRIPTION =
  '비로그인 방문자: 상품은 모두 보이고, 데모 회원으로 로그인하면 기본 시나리오의 장바구니와 주문이 보입니다';

/**
 * Nobody signed in. The members keep their standard history so that logging in as the demo
 * member lands in the same shop the real seeded database would show after login.
 */
export function buildAnonymousScenario(now: Date): MockScenario {
  return demoShopScenario('anonymous', ANONYMOUS_DESCRIPTION, now, { viewerId: null });
}
