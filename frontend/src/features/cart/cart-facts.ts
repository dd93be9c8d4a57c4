// What the cart page says about a line and a delivery group, from the facts the API returns. The
// fees themselves always come from the API (CartGroup.deliveryFee); this only puts them in words.
import type { BadgeTone } from '../../components/ui/badge';
import type { CartGroupFieldsFragment, CartLineFragment } from '../../lib/__generated__/graphql';
import { analyticsItem } from '../../lib/analytics/analytics-item';
import type { AnalyticsParams } from '../../lib/analytics/track';
import { formatKRW } from '../../lib/format';

export type CartLine = CartLineFragment;
export type CartGroup = CartGroupFieldsFragment;
type Template = CartGroup['deliveryTemplate'];

export interface LineStatus {
  /** Nothing the member can change here makes it orderable: it cannot be selected for ordering. */
  blocked: boolean;
  badge: { label: string; tone: BadgeTone } | null;
}

const inputsOf = (line: CartLine) => [line.productOptionInput0, line.productOptionInput1, line.productOptionInput2];

/**
 * Blocked when the product cannot be bought now, the chosen combination is sold out, the product
 * sells combinations the line lacks, or an input is missing (the cart cannot edit inputs). A line
 * above the stock is only flagged: lowering its count fixes it, and the API's sentence says so.
 */
export function lineStatus(line: CartLine): LineStatus {
  const { product, productOptionDetail } = line;
  const soldOut = productOptionDetail ? productOptionDetail.count <= 0 : product.isSoldOut;
  if (soldOut) return { blocked: true, badge: { label: '품절', tone: 'danger' } };
  if (!product.isPurchasable) return { blocked: true, badge: { label: '구매 불가', tone: 'neutral' } };
  if (product.productOptions.length > 0 && !productOptionDetail) return { blocked: true, badge: { label: '옵션 변경', tone: 'warning' } };
  const inputs = inputsOf(line);
  if (product.productOptionInputs.some((_input, slot) => !inputs[slot]?.trim())) {
    return { blocked: true, badge: { label: '입력 필요', tone: 'warning' } };
  }
  if (line.problem) return { blocked: false, badge: { label: '재고 부족', tone: 'warning' } };
  return { blocked: false, badge: null };
}

/** "색상: 네이비 / 사이즈: M", or null for a product without options. */
export function optionText(line: CartLine): string | null {
  const detail = line.productOptionDetail;
  if (!detail) return null;
  const values = [detail.option0, detail.option1, detail.option2];
  const parts = line.product.productOptions.flatMap((option, slot) => {
    const value = values[slot];
    return value ? [`${option.key}: ${value}`] : [];
  });
  return parts.length > 0 ? parts.join(' / ') : null;
}

/** What the member typed, by the product's input names: [["이니셜", "KHB"], ["등번호", "23"]]. */
export function inputEntries(line: CartLine): [string, string][] {
  const inputs = inputsOf(line);
  return line.product.productOptionInputs.flatMap((input, slot) => {
    const value = inputs[slot];
    return value ? [[input.key, value] as [string, string]] : [];
  });
}

/** How many items of the group are selected, the quantity BYQUANTITY fees are counted on. */
export function selectedQuantity(group: CartGroup): number {
  return group.carts.reduce((total, line) => total + (line.selected ? line.count : 0), 0);
}

/**
 * The group's fee as the header of the group shows it; null when it would only repeat the group's
 * title (a "무료배송" template is not followed by "무료배송" again).
 */
export function groupFeeLabel(group: CartGroup): string | null {
  if (selectedQuantity(group) === 0) return '선택한 상품 없음';
  if (group.deliveryFee > 0) return `배송비 ${formatKRW(group.deliveryFee)}`;
  return group.deliveryTemplate.name.includes('무료') ? null : '배송비 무료';
}

interface Tier {
  /** Inclusive upper bound; null for the open-ended last tier. */
  upTo: number | null;
  price: number;
}

/** The tiers of a tiered BYQUANTITY template in order; a count of 0 marks a tier as unused. */
export function quantityTiers(template: Template): Tier[] {
  const tiers: Tier[] = [];
  let previous = 0;
  for (const [upTo, price] of [
    [template.quantityCount0, template.quantityPrice0],
    [template.quantityCount1, template.quantityPrice1],
  ] as const) {
    if (upTo <= previous) continue;
    tiers.push({ upTo, price });
    previous = upTo;
  }
  tiers.push({ upTo: null, price: template.quantityPrice2 });
  return tiers;
}

function byQuantityHint(template: Template, quantity: number): string | null {
  if (template.quantity > 0) {
    const rule = `${template.quantity}개마다 배송비 ${formatKRW(template.deliveryFee)}`;
    if (quantity === 0) return `${rule}이 붙어요.`;
    const room = (template.quantity - (quantity % template.quantity)) % template.quantity;
    return room > 0
      ? `${rule}: ${room}개 더 담아도 배송비는 그대로예요.`
      : `${rule}: 1개 더 담으면 배송비 ${formatKRW(template.deliveryFee)}이 더 붙어요.`;
  }
  const tiers = quantityTiers(template);
  const index = tiers.findIndex((tier) => tier.upTo === null || quantity <= tier.upTo);
  const current = tiers[index];
  const next = tiers[index + 1];
  if (!current || current.upTo === null || !next) return null;
  const more = current.upTo - quantity + 1;
  const prefix = quantity === 0 ? '' : `지금 ${quantity}개: `;
  return `${prefix}${current.upTo}개까지 배송비 ${formatKRW(current.price)}이고, ${more}개 더 담으면 ${formatKRW(next.price)}이 돼요.`;
}

/**
 * The sentence under a group's fee: how much more makes a CONDITIONALFREE group free (from the
 * API's freeDeliveryRemaining), or where a BYQUANTITY group's next step lies; null when nothing
 * is worth saying.
 */
export function deliveryHint(group: CartGroup): string | null {
  const template = group.deliveryTemplate;
  const quantity = selectedQuantity(group);
  switch (template.deliveryType) {
    case 'CONDITIONALFREE':
      // Said as what changes for the student (the fee), so the template's own name ("… 무료배송")
      // is not echoed under it.
      if (group.freeDeliveryRemaining !== null) return `${formatKRW(group.freeDeliveryRemaining)} 더 담으면 배송비가 무료예요.`;
      return quantity > 0 ? '조건을 채워 배송비가 무료예요.' : `${formatKRW(template.condition)} 이상 담으면 배송비가 무료예요.`;
    case 'BYQUANTITY':
      return byQuantityHint(template, quantity);
    default:
      return null;
  }
}

/** GA4 `items[]` for cart lines: unit prices with the option extras, the options as the variant. */
export function lineItems(lines: readonly CartLine[]): AnalyticsParams[] {
  return lines.map((line) => {
    const product = { ...line.product, price: line.unitPrice, salePrice: line.unitSalePrice };
    const variant = optionText(line) ?? undefined;
    return analyticsItem(product, { quantity: line.count, ...(variant ? { variant } : {}) });
  });
}

/** The sale value of the lines, as GA4's `value` for the same `items`. */
export function linesValue(lines: readonly CartLine[]): number {
  return lines.reduce((total, line) => total + line.unitSalePrice * line.count, 0);
}

export function allLines(groups: readonly CartGroup[]): CartLine[] {
  return groups.flatMap((group) => group.carts);
}
