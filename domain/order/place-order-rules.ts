import { PayMethod, ProductGroupDeliveryType, ProductType } from '../enums';
import { badUserInput } from '../errors/errors';

/*
 * placeOrder's refusals after the cart is checked (docs/decisions/0017), over plain values, so
 * that place-order.service.ts, the mocked API and the checkout screen refuse the same order in the
 * same words. Free of zod on purpose: the checkout screen imports it, and the schemas would ship.
 */

/** The smallest amount a PG takes for a card, transfer, virtual account or KakaoPay payment. */
export const MIN_PG_AMOUNT = 100;

export const MIN_PG_AMOUNT_MESSAGE = `카드 등으로 결제할 금액은 ${MIN_PG_AMOUNT}원 이상이어야 해요. 포인트를 조금 덜 쓰거나 전액 포인트로 결제해 주세요.`;

/** More points than the order costs (checked before the balance). */
export function pointsOverPayableMessage(payable: number): string {
  return `결제할 금액(${payable.toLocaleString('ko-KR')}원)보다 많은 포인트는 사용할 수 없어요.`;
}

export const DELIVERY_REQUIRED_MESSAGE =
  '배송지를 입력해 주세요. 단체 수령 상품만 주문할 때만 배송지를 비워 둘 수 있어요.';

export interface PickupFacts {
  productType: ProductType;
  productGroupDelivery?: { productGroupDeliveryType: ProductGroupDeliveryType } | null;
}

/** Every line is a group product picked up at its group's point, so no address is needed. */
export function shipsToPickupOnly(products: readonly PickupFacts[]): boolean {
  return products.every(
    (product) =>
      product.productType === ProductType.GROUPORDER &&
      product.productGroupDelivery?.productGroupDeliveryType === ProductGroupDeliveryType.GROUP,
  );
}

/** Points pay for what the order costs, never more. */
export function checkPointsWithinPayable(pointUsing: number, payable: number): void {
  if (pointUsing > payable) {
    throw badUserInput(pointsOverPayableMessage(payable), 'pointUsing');
  }
}

/** `point` exactly when nothing is left to pay; a PG takes at least MIN_PG_AMOUNT. */
export function checkPayMethod(payMethod: PayMethod, paidPrice: number): void {
  if (paidPrice === 0 && payMethod !== PayMethod.point) {
    throw badUserInput('포인트로 전액 결제할 때는 결제 수단을 포인트 결제로 선택해 주세요.', 'payMethod');
  }
  if (paidPrice > 0 && payMethod === PayMethod.point) {
    throw badUserInput('포인트 결제는 포인트로 전액을 낼 때만 선택할 수 있어요. 다른 결제 수단을 골라 주세요.', 'payMethod');
  }
  if (paidPrice > 0 && paidPrice < MIN_PG_AMOUNT) {
    throw badUserInput(MIN_PG_AMOUNT_MESSAGE, 'pointUsing');
  }
}
