import { standardRestockSpecs } from './activity/standard';
import { demoShopScenario } from './demo-shop';
import type { MockScenario } from './scenario';
import { buildStandardCatalogue, demoMember, type StandardCatalogue } from './standard';

export const SOLD_OUT_DESCRIPTION =
  '전 상품 품절: 모든 상품과 옵션 재고 0, 데모 회원 로그인, 재입고 알림 신청 목록과 품절 표시된 장바구니';

/** Extra subscriptions beyond the standard three, ids following theirs. */
export const SoldOutRestockIds = {
  bizVarsity: 4,
  logoHoodie: 5,
  fleeceJacket: 6,
} as const;

export function withoutStock(catalogue: StandardCatalogue): StandardCatalogue {
  return {
    ...catalogue,
    products: catalogue.products.map((product) => ({
      ...product,
      count: 0,
      productOptionDetails: product.productOptionDetails.map((detail) => ({ ...detail, count: 0 })),
    })),
  };
}

/** The standard shop after every product sold out: the cart shows why nothing can be ordered. */
export function buildSoldOutScenario(now: Date): MockScenario {
  const restocks = [
    ...standardRestockSpecs,
    { id: SoldOutRestockIds.bizVarsity, productId: 1, asked: { hours: 6 } },
    { id: SoldOutRestockIds.logoHoodie, productId: 10, asked: { hours: 3 } },
    { id: SoldOutRestockIds.fleeceJacket, productId: 19, asked: { minutes: 40 } },
  ];
  return demoShopScenario('sold-out', SOLD_OUT_DESCRIPTION, now, {
    viewerId: demoMember.id,
    catalogue: withoutStock(buildStandardCatalogue(now)),
    restocks,
  });
}
