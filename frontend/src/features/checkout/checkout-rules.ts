import { MIN_PG_AMOUNT, MIN_PG_AMOUNT_MESSAGE, pointsOverPayableMessage } from '../../../../domain/order/place-order-rules';
import { insufficientPointsMessage } from '../../../../domain/point/point-rules';
import type { CartLineFragment, GroupDeliveryFieldsFragment, PayMethod } from '../../lib/__generated__/graphql';
import { formatKRW } from '../../lib/format';

/*
 * The checkout's money and delivery rules over plain values. The limits and sentences are
 * placeOrder's own (domain/order/place-order-rules.ts, domain/point/point-rules.ts; docs/decisions/
 * 0017-checkout-and-payment.md), so that the obvious mistakes are caught before the request and the
 * server's refusal reads the same when it is not.
 */

export const POINTS_WHOLE_MESSAGE = '포인트는 1P 단위의 숫자로 입력해 주세요.';
export const AGREEMENT_MESSAGE = '구매 조건을 확인하고 결제 진행에 동의해 주세요.';

/** Whether a member picks the method; `point` is never picked, it follows from the points used. */
const PICKABLE = { card: true, trans: true, vbank: true, kakaopay: true, point: false } as const satisfies Record<PayMethod, boolean>;

/** The pay methods a member picks from, in the order the checkout lists them. */
export const PICKABLE_PAY_METHODS: readonly PayMethod[] = (Object.keys(PICKABLE) as PayMethod[]).filter((method) => PICKABLE[method]);

/** Points pay for what the order costs and no more than the member has. */
export function pointLimit(balance: number, payable: number): number {
  return Math.max(0, Math.min(balance, payable));
}

/** The typed amount as whole points; blank is 0, anything else that is not digits is null. */
export function parsePoints(text: string): number | null {
  const compact = text.replaceAll(',', '').trim();
  if (compact === '') return 0;
  return /^\d+$/.test(compact) ? Number(compact) : null;
}

/**
 * Why these points cannot be used, in the words the server refuses with and in its order (the
 * order's cost before the balance); null when they can.
 */
export function pointsProblem(text: string, balance: number, payable: number): string | null {
  const points = parsePoints(text);
  if (points === null) return POINTS_WHOLE_MESSAGE;
  if (points > payable) return pointsOverPayableMessage(payable);
  if (points > balance) return insufficientPointsMessage(balance);
  const left = payable - points;
  if (left > 0 && left < MIN_PG_AMOUNT) return MIN_PG_AMOUNT_MESSAGE;
  return null;
}

/** `point` exactly when nothing is left to pay; otherwise what the member chose. */
export function effectivePayMethod(left: number, chosen: PayMethod): PayMethod {
  return left === 0 ? 'point' : chosen;
}

/** "49,000원 결제하기", the sticky button's name. */
export function payButtonLabel(left: number): string {
  return `${formatKRW(left)} 결제하기`;
}

type PickupProduct = Pick<CartLineFragment['product'], 'productType' | 'productGroupDelivery'>;

/** A group-order product picked up at its group's point rather than shipped to the buyer. */
export function pickupPointOf(product: PickupProduct): GroupDeliveryFieldsFragment | null {
  const point = product.productGroupDelivery;
  return product.productType === 'GROUPORDER' && point?.productGroupDeliveryType === 'GROUP' ? point : null;
}

/** Where a pickup line is handed out, as the checkout names it. */
export interface PickupPlace {
  name: string;
  address: string;
  detailAddress: string;
  note: string;
  /** The product's own point has these; a registered point a class collects at may not. */
  postCode?: string;
  tel?: string;
}

type PickupLine = Pick<CartLineFragment, 'product' | 'classOrder'>;

/**
 * Where a line is collected, null when it ships: a class line at its class order's point (the
 * order takes no address for it, ADR 0065), a group-order product at its group's point.
 */
export function pickupPlaceOf(line: PickupLine): PickupPlace | null {
  if (line.classOrder) return line.classOrder.pickupPoint;
  const point = pickupPointOf(line.product);
  return point ? { ...point, note: point.note ?? '' } : null;
}

export interface PickupPoint {
  point: PickupPlace;
  /** The names of the products collected there. */
  productNames: string[];
}

export interface DeliveryPlan {
  /** Every line goes to a pickup point: no address is asked for or sent. */
  pickupOnly: boolean;
  /** Each pickup point once, with what is collected there. */
  pickups: PickupPoint[];
}

/** Which lines ship to the member and which wait at a pickup point (the same rule placeOrder applies). */
export function deliveryPlanOf(lines: readonly PickupLine[]): DeliveryPlan {
  const byKey = new Map<string, PickupPoint>();
  let shipped = 0;
  for (const line of lines) {
    const point = pickupPlaceOf(line);
    if (!point) {
      shipped += 1;
      continue;
    }
    // Products of one department share a pickup point; each product has its own row for it.
    const key = `${point.name}|${point.postCode ?? ''}|${point.address}|${point.detailAddress}`;
    const entry = byKey.get(key) ?? { point, productNames: [] };
    if (!entry.productNames.includes(line.product.name)) entry.productNames.push(line.product.name);
    byKey.set(key, entry);
  }
  return { pickupOnly: lines.length > 0 && shipped === 0, pickups: [...byKey.values()] };
}

type OptionLine = Pick<
  CartLineFragment,
  'productOptionDetail' | 'productOptionInput0' | 'productOptionInput1' | 'productOptionInput2'
> & { product: Pick<CartLineFragment['product'], 'productOptions' | 'productOptionInputs'> };

/** "색상 네이비 / 사이즈 M": each chosen option after its axis name. */
export function optionSummary(line: OptionLine): string | null {
  const detail = line.productOptionDetail;
  if (!detail) return null;
  const values = [detail.option0, detail.option1, detail.option2];
  const parts = line.product.productOptions
    .map((option, index) => {
      const value = values[index];
      return value ? `${option.key} ${value}` : null;
    })
    .filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' / ') : null;
}

/** The buyer's texts (an embroidered initial, a student number), each after what it answers. */
export function inputSummary(line: OptionLine): { key: string; value: string }[] {
  const values = [line.productOptionInput0, line.productOptionInput1, line.productOptionInput2];
  return line.product.productOptionInputs
    .map((input, index) => ({ key: input.key, value: values[index] ?? '' }))
    .filter((entry) => entry.value !== '');
}
