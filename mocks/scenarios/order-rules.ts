// docs/product-rules.md#orders-and-payment over order lines, shared by the order factories, the scenarios'
// order builder and the mocked API, so that a story's order, a scenario's history and a freshly
// placed order are booked alike: fees on each group's first line, refunds, totals and the mUid.
// Deadlines, payment names and phone formats are the backend's own payment-request.ts.
import { deliveryFeeFor, deliveryLoadOf, type DeliveryFeeRule } from '../../domain/cart/delivery-fee';
import { merchantUidOf, MERCHANT_UID_RANDOM_LENGTH } from '../../domain/order/m-uid-rules';
import type * as T from '../__generated__/types';
import { unitPrices } from './pricing';
import type { ScenarioProduct, ScenarioProductOptionDetail } from './standard/types';

/**
 * The merchant uid in the real format (domain/order/m-uid-rules.ts). The real ones
 * end in random characters; these spell the order id, so stories and tests stay the same from run
 * to run. For example ord_20260901_000000000042.
 */
export function orderMUid(id: number, createdAt: string): string {
  return merchantUidOf(new Date(createdAt), id.toString(36).padStart(MERCHANT_UID_RANDOM_LENGTH, '0'));
}

/** What a cart or order line keeps of the buyer's choice: the product's option ids (listed in slot order) and the typed texts. */
export function optionColumns(
  product: { productOptions: readonly { id: number }[] },
  inputs: readonly (string | null | undefined)[],
) {
  return {
    productOptionId0: product.productOptions[0]?.id ?? null,
    productOptionId1: product.productOptions[1]?.id ?? null,
    productOptionId2: product.productOptions[2]?.id ?? null,
    productOptionInput0: inputs[0] ?? null,
    productOptionInput1: inputs[1] ?? null,
    productOptionInput2: inputs[2] ?? null,
  };
}

/** A line's money before delivery: unit prices with the combination's extra, and the goods after points. */
export function lineMoney(
  product: Pick<ScenarioProduct, 'price' | 'salePrice'>,
  detail: Pick<ScenarioProductOptionDetail, 'price'> | null,
  count: number,
  pointUsing: number,
) {
  const { price, salePrice } = unitPrices(product, detail);
  return {
    count,
    price,
    salePrice,
    discountFee: (price - salePrice) * count,
    pointUsing,
    paidPrice: salePrice * count - pointUsing,
  };
}

type BookedLine = Pick<
  T.OrderProduct,
  'deliveryTemplateId' | 'count' | 'salePrice' | 'status' | 'paidPrice' | 'deliveryFee' | 'cancelPrice'
>;

/**
 * Books each delivery group's fee on its first line (0 on the others) and what a cancelled line
 * refunds: its paidPrice, plus the fee once its whole group is cancelled. Sets both fields on the
 * freshly built lines it is given and returns them.
 */
export function bookDeliveryFees<L extends BookedLine>(lines: L[], ruleOf: (line: L) => DeliveryFeeRule): L[] {
  const groups = new Map<number, L[]>();
  for (const line of lines) groups.set(line.deliveryTemplateId, [...(groups.get(line.deliveryTemplateId) ?? []), line]);
  for (const group of groups.values()) {
    const [first] = group;
    if (!first) continue;
    const load = deliveryLoadOf(group.map((line) => ({ count: line.count, unitSalePrice: line.salePrice })));
    const fee = deliveryFeeFor(ruleOf(first), load);
    const wholeGroupCancelled = group.every((line) => line.status === 'CANCELLED');
    for (const line of group) {
      line.deliveryFee = line === first ? fee : 0;
      line.cancelPrice = line.status === 'CANCELLED' ? line.paidPrice + (wholeGroupCancelled ? line.deliveryFee : 0) : 0;
    }
  }
  return lines;
}

/** The payment status an order's lines imply. */
export function specificationStatusOf(lines: readonly Pick<T.OrderProduct, 'status'>[]): T.OrderSpecificationStatus {
  if (lines.every((line) => line.status === 'READY')) return 'READY';
  if (lines.every((line) => line.status === 'CANCELLED')) return 'CANCELLED';
  return 'PAID';
}

/** PortOne's status: null until a payment exists, except a virtual account that awaits its deposit. */
export function paymentStatusOf(status: T.OrderSpecificationStatus, vbank: boolean): T.PaymentStatus | null {
  if (status === 'PAID') return 'paid';
  if (status === 'CANCELLED') return 'cancelled';
  return vbank ? 'ready' : null;
}

/** Money of an order from its booked lines. */
export function orderTotals(
  lines: readonly Pick<T.OrderProduct, 'price' | 'count' | 'discountFee' | 'deliveryFee' | 'pointUsing' | 'paidPrice' | 'cancelPrice'>[],
) {
  const sum = (pickValue: (line: (typeof lines)[number]) => number) => lines.reduce((total, line) => total + pickValue(line), 0);
  const deliveryFee = sum((line) => line.deliveryFee);
  return {
    totalPrice: sum((line) => line.price * line.count),
    discountFee: sum((line) => line.discountFee),
    deliveryFee,
    pointUsing: sum((line) => line.pointUsing),
    paidPrice: sum((line) => line.paidPrice) + deliveryFee,
    cancelPrice: sum((line) => line.cancelPrice),
  };
}
