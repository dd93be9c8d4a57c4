import { deliveryGroupFee, type DeliveryFeeRule } from '../cart/delivery-fee';

/*
 * The money of an order (docs/product-rules.md#cart-and-delivery-fees, #orders-and-payment) as pure
 * functions, so the arithmetic is unit-tested without a database:
 *   paidPrice = totalPrice - discountFee + deliveryFee - pointUsing
 * Each delivery group's fee is booked on its first line. Points pay for the goods first, split
 * over the lines in proportion to their goods (largest remainder, so the shares add up exactly);
 * only points beyond the goods pay the delivery fees, split the same way over the fee-bearing
 * lines. A line's paidPrice is its goods minus its goods share and never goes below zero.
 */

export interface PricingInput {
  /** The delivery template the line ships under. */
  templateId: number;
  count: number;
  /** List price per unit, with the option extra. */
  unitPrice: number;
  /** Sale price per unit, with the option extra. */
  unitSalePrice: number;
}

export interface PricedLine {
  count: number;
  price: number;
  salePrice: number;
  discountFee: number;
  /** salePrice x count. */
  goods: number;
  /** The group's fee on the group's first line, 0 on the others. */
  deliveryFee: number;
}

export interface OrderPrice {
  lines: PricedLine[];
  totalPrice: number;
  discountFee: number;
  deliveryFee: number;
  /** What the buyer owes before points. */
  payable: number;
}

export interface PaidLine extends PricedLine {
  pointUsing: number;
  paidPrice: number;
}

export interface PaidOrder extends Omit<OrderPrice, 'lines'> {
  lines: PaidLine[];
  pointUsing: number;
  paidPrice: number;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Splits `amount` over `weights` in proportion, whole won: everyone gets the floor of their exact
 * share, and the won left over go one each to the largest remainders (earlier lines win ties).
 */
export function splitProportionally(amount: number, weights: readonly number[]): number[] {
  const total = sum(weights);
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`amount must be a whole non-negative number, got ${amount}`);
  if (amount > total) throw new RangeError(`cannot split ${amount} over weights totalling ${total}`);
  if (amount === 0) return weights.map(() => 0);
  if (!Number.isSafeInteger(amount * total)) throw new RangeError('amounts too large to split exactly');
  const shares = weights.map((weight) => Math.floor((amount * weight) / total));
  const byRemainder = weights
    .map((weight, index) => ({ index, remainder: (amount * weight) % total }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  let left = amount - sum(shares);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** Prices lines in the given order: unit snapshots, discounts and each group's fee on its first line. */
export function priceOrder(lines: readonly PricingInput[], ruleOf: (templateId: number) => DeliveryFeeRule): OrderPrice {
  const groups = new Map<number, number[]>();
  lines.forEach((line, index) => groups.set(line.templateId, [...(groups.get(line.templateId) ?? []), index]));
  const fees = lines.map(() => 0);
  for (const [templateId, members] of groups) {
    const fee = deliveryGroupFee(
      ruleOf(templateId),
      members.map((index) => ({ count: lines[index]!.count, unitSalePrice: lines[index]!.unitSalePrice })),
    ).deliveryFee;
    fees[members[0]!] = fee;
  }
  const priced = lines.map(
    (line, index): PricedLine => ({
      count: line.count,
      price: line.unitPrice,
      salePrice: line.unitSalePrice,
      discountFee: (line.unitPrice - line.unitSalePrice) * line.count,
      goods: line.unitSalePrice * line.count,
      deliveryFee: fees[index] ?? 0,
    }),
  );
  const totalPrice = sum(priced.map((line) => line.price * line.count));
  const discountFee = sum(priced.map((line) => line.discountFee));
  const deliveryFee = sum(priced.map((line) => line.deliveryFee));
  return { lines: priced, totalPrice, discountFee, deliveryFee, payable: totalPrice - discountFee + deliveryFee };
}

/** Spreads `pointUsing` (0..payable, checked by the caller) over the lines; see the file comment. */
export function applyPoints(price: OrderPrice, pointUsing: number): PaidOrder {
  if (pointUsing > price.payable) throw new RangeError(`pointUsing ${pointUsing} exceeds payable ${price.payable}`);
  const goods = price.lines.map((line) => line.goods);
  const onGoods = Math.min(pointUsing, sum(goods));
  const goodsShares = splitProportionally(onGoods, goods);
  const feeShares = splitProportionally(
    pointUsing - onGoods,
    price.lines.map((line) => line.deliveryFee),
  );
  const lines = price.lines.map(
    (line, index): PaidLine => ({
      ...line,
      pointUsing: (goodsShares[index] ?? 0) + (feeShares[index] ?? 0),
      paidPrice: line.goods - (goodsShares[index] ?? 0),
    }),
  );
  return { ...price, lines, pointUsing, paidPrice: price.payable - pointUsing };
}
