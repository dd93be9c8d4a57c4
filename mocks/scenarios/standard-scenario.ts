import { demoShopScenario } from './demo-shop';
import type { MockScenario } from './scenario';
import { demoMember } from './standard';

export const STANDARD_DESCRIPTION =
  '데모 회원(김한빛) 로그인: 배송 유형별 장바구니, 모든 상태의 주문, 적립금 내역, 리뷰, 재입고 알림, 저장된 배송지';

/** The demo tenant's catalogue with the demo member signed in and a history in every state. */
export function buildStandardScenario(now: Date): MockScenario {
  return demoShopScenario('standard', STANDARD_DESCRIPTION, now, { viewerId: demoMember.id });
}
