import type { DeliveryTemplateFieldsFragment } from './__generated__/graphql';
import { formatKRW } from './format';

type FeeRule = Pick<
  DeliveryTemplateFieldsFragment,
  | 'deliveryType'
  | 'deliveryFee'
  | 'condition'
  | 'quantity'
  | 'quantityCount0'
  | 'quantityCount1'
  | 'quantityPrice0'
  | 'quantityPrice1'
  | 'quantityPrice2'
>;

const count = (n: number) => `${n.toLocaleString('ko-KR')}개`;
const fee = (won: number) => (won === 0 ? '무료' : formatKRW(won));

/**
 * The delivery fee rule in the words a Korean shop prints under the price (docs/product-rules.md
 * #cart-and-delivery-fees; the same rule as domain/cart/delivery-fee.ts computes).
 * One line for the summary, and the tiers as their own lines for the delivery tab.
 */
export function deliveryFeeSummary(rule: FeeRule): string {
  switch (rule.deliveryType) {
    case 'FREE':
      return '무료배송';
    case 'PAY':
      return rule.deliveryFee === 0 ? '무료배송' : `배송비 ${formatKRW(rule.deliveryFee)}`;
    case 'CONDITIONALFREE':
      return `배송비 ${formatKRW(rule.deliveryFee)} (${formatKRW(rule.condition)} 이상 구매 시 무료)`;
    case 'BYQUANTITY':
      return rule.quantity > 0
        ? `${count(rule.quantity)}마다 배송비 ${formatKRW(rule.deliveryFee)}`
        : `수량별 배송비 ${fee(rule.quantityPrice0)}부터`;
  }
}

/** The quantity tiers, e.g. ["10개까지 3,000원", "11~30개 5,000원", "31개 이상 8,000원"]; empty for other rules. */
export function deliveryFeeTiers(rule: FeeRule): string[] {
  if (rule.deliveryType !== 'BYQUANTITY' || rule.quantity > 0) return [];
  const first = rule.quantityCount0;
  const second = rule.quantityCount1;
  return [
    `${count(first)}까지 ${fee(rule.quantityPrice0)}`,
    `${(first + 1).toLocaleString('ko-KR')}~${count(second)} ${fee(rule.quantityPrice1)}`,
    `${count(second + 1)} 이상 ${fee(rule.quantityPrice2)}`,
  ];
}

/** How a fee rule counts: what the student should know before putting several items in one order. */
export function deliveryFeeNote(rule: FeeRule): string | null {
  switch (rule.deliveryType) {
    case 'CONDITIONALFREE':
      return '같은 배송 방법으로 묶이는 상품의 할인가 합계로 계산해요.';
    case 'BYQUANTITY':
      return '같은 배송 방법으로 묶이는 상품의 수량을 합쳐서 계산해요.';
    case 'PAY':
      return rule.deliveryFee === 0 ? null : '같은 배송 방법으로 묶이는 상품은 한 번만 내요.';
    case 'FREE':
      return null;
  }
}
