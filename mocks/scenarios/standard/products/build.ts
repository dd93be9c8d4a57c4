import type { OptionInputRule } from '../../../../domain/enums';
import { STANDARD_UNIVERSITY_ID } from '../tenant';
import type {
  ProductArt,
  ProductType,
  ScenarioProduct,
  ScenarioProductGroupDelivery,
  ScenarioProductOptionDetail,
} from '../types';

/** Where a product's sale window sits relative to the seed time. */
export type WindowKind = 'none' | 'current' | 'past' | 'future';

export interface OptionAxis {
  key: string;
  values: string[];
  /** Extra price per value, added to price and salePrice. */
  extra?: Record<string, number>;
}

export interface ProductDef {
  slug: string;
  id: number;
  productType: ProductType;
  productVisible?: number;
  reviewTypeId: number | null;
  deliveryTemplateId: number;
  name: string;
  description: string;
  price: number;
  salePrice: number;
  code: string;
  tags: string[];
  story: string;
  info: string;
  faq: string;
  /** Main category, sub category and, for group products, the group category. */
  categoryIds: number[];
  axes?: OptionAxis[];
  inputs?: string[];
  /** Each input's rule by position (ADR 0065); FREE where not given. */
  inputRules?: OptionInputRule[];
  /** Stock per option combination, or the product's own stock when it has no axes. */
  stock: number;
  /** Stock of single combinations, keyed by their values joined with '/' (e.g. '네이비/2XL'). */
  stockOverrides?: Record<string, number>;
  window?: WindowKind;
  art: ProductArt;
  groupDelivery?: Omit<ScenarioProductGroupDelivery, 'id' | 'productGroupDeliveryType' | 'pickupPointId'>;
}

const DAY = 24 * 60 * 60 * 1000;

interface Windows {
  saleStartedAt: string | null;
  saleEndedAt: string | null;
  deliverStartedAt: string | null;
  deliverEndedAt: string | null;
  fastDeliverStartedAt: string | null;
  fastDeliverEndedAt: string | null;
}

// Offsets in days from the seed time: [saleStart, saleEnd, fastStart, fastEnd, deliverStart, deliverEnd].
const WINDOW_OFFSETS: Record<Exclude<WindowKind, 'none'>, readonly number[]> = {
  current: [-10, 14, -10, 2, 21, 35],
  past: [-60, -30, -60, -55, -20, -10],
  future: [7, 21, 7, 9, 35, 49],
};

export function windowsFor(kind: WindowKind, now: Date): Windows {
  if (kind === 'none') {
    return {
      saleStartedAt: null,
      saleEndedAt: null,
      deliverStartedAt: null,
      deliverEndedAt: null,
      fastDeliverStartedAt: null,
      fastDeliverEndedAt: null,
    };
  }
  const at = (days: number | undefined) => new Date(now.getTime() + (days ?? 0) * DAY).toISOString();
  const [saleStart, saleEnd, fastStart, fastEnd, deliverStart, deliverEnd] = WINDOW_OFFSETS[kind];
  return {
    saleStartedAt: at(saleStart),
    saleEndedAt: at(saleEnd),
    fastDeliverStartedAt: at(fastStart),
    fastDeliverEndedAt: at(fastEnd),
    deliverStartedAt: at(deliverStart),
    deliverEndedAt: at(deliverEnd),
  };
}

function combinations(axes: OptionAxis[]): string[][] {
  return axes.reduce<string[][]>(
    (acc, axis) => acc.flatMap((prefix) => axis.values.map((value) => [...prefix, value])),
    [[]],
  );
}

export function imageUrl(slug: string, index: number): string {
  return `/static/products/${slug}-${index + 1}.svg`;
}

export function buildProduct(def: ProductDef, now: Date): ScenarioProduct {
  const axes = def.axes ?? [];
  const optionDetails: ScenarioProductOptionDetail[] =
    axes.length === 0
      ? []
      : combinations(axes).map((combo, index) => ({
          // Child ids derive from the product id so that they never shift when another product changes.
          id: def.id * 100 + index + 1,
          option0: combo[0] ?? null,
          option1: combo[1] ?? null,
          option2: combo[2] ?? null,
          price: combo.reduce((sum, value, axis) => sum + (axes[axis]?.extra?.[value] ?? 0), 0),
          count: def.stockOverrides?.[combo.join('/')] ?? def.stock,
        }));
  const count = axes.length === 0 ? def.stock : optionDetails.reduce((sum, detail) => sum + detail.count, 0);
  const images = def.art.colors.slice(0, 3).map((_, index) => imageUrl(def.slug, index));

  return {
    key: `product.${def.slug}`,
    id: def.id,
    universityId: STANDARD_UNIVERSITY_ID,
    productType: def.productType,
    productVisible: def.productVisible ?? 0,
    productReviewGroupId: def.reviewTypeId,
    deliveryTemplateId: def.deliveryTemplateId,
    name: def.name,
    description: def.description,
    price: def.price,
    salePrice: def.salePrice,
    count,
    image: images[0] ?? imageUrl(def.slug, 0),
    image2: images[1] ?? null,
    image3: images[2] ?? null,
    code: def.code,
    productTags: def.tags.map((content, index) => ({ id: def.id * 10 + index + 1, content })),
    ...windowsFor(def.window ?? 'none', now),
    // Older ids first, so "newest" sorting follows the catalogue order backwards.
    createdAt: new Date(now.getTime() - (60 - def.id) * DAY).toISOString(),
    productDetail: { id: def.id, story: def.story, info: def.info, faq: def.faq },
    productOptions: axes.map((axis, position) => ({
      id: def.id * 10 + position + 1,
      key: axis.key,
      value: axis.values.join(','),
      position,
    })),
    productOptionDetails: optionDetails,
    productOptionInputs: (def.inputs ?? []).map((key, position) => ({ id: def.id * 10 + position + 1, key, position, rule: def.inputRules?.[position] ?? 'FREE' })),
    productCategoryTaggeds: def.categoryIds.map((productCategoryId, index) => ({
      id: def.id * 10 + index + 1,
      productCategoryId,
    })),
    productGroupDelivery: def.groupDelivery
      ? { id: def.id, productGroupDeliveryType: 'GROUP', pickupPointId: pickupPointIdOf(def.groupDelivery), ...def.groupDelivery }
      : null,
    art: def.art,
  };
}

function pickupPointIdOf(place: { name: string; address: string }): number | null {
  return place.name === PICKUP.name && place.address === PICKUP.address ? PICKUP_POINT_ID : null;
}

/** 소재/세탁/원산지 paragraph of the product information tab. */
export function infoText(material: string, wash: string, origin: string, extra = ''): string {
  return [`소재: ${material}`, `세탁: ${wash}`, `원산지: ${origin}`, extra].filter(Boolean).join('\n');
}

export const SIZES = ['S', 'M', 'L', 'XL', '2XL'];
export const SIZES_WIDE = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'];
export const BIG_SIZE_EXTRA: Record<string, number> = { '2XL': 2000, '3XL': 3000 };

export const WASH_COTTON = '30℃ 이하 미온수에 뒤집어서 단독 세탁, 건조기 사용 금지';
export const WASH_FLEECE = '찬물에 중성세제로 손세탁 또는 울 코스, 섬유유연제 사용 금지';
export const WASH_OUTER = '드라이클리닝 권장, 자수 부분은 문지르지 마세요';

/** The scenario's one pickup point; every group product hands out there, each with its own note. */
export const PICKUP_POINT_ID = 1;

export const PICKUP = {
  name: '학생회관 1층 생협 매장',
  postCode: '34134',
  address: '대전광역시 유성구 한빛대학로 123',
  detailAddress: '학생회관 1층 생협 매장',
  tel: '042-123-4567',
  note: '평일 10:00-18:00 수령, 학생증을 지참해 주세요.',
} as const;

export const FAQ_GROUP =
  'Q. 개인 주소로 받을 수 있나요?\nA. 단체 주문은 학생회관 1층 생협 매장에서 일괄 수령합니다.\n' +
  'Q. 이니셜은 어떻게 들어가나요?\nA. 입력한 문구 그대로 자수되며 제작이 시작되면 변경할 수 없습니다.';
export const FAQ_PREORDER =
  'Q. 언제 받을 수 있나요?\nA. 판매 기간이 끝난 뒤 제작하여 배송 기간에 순차 발송합니다. 빠른 배송 기간 주문은 1차로 발송됩니다.\n' +
  'Q. 주문을 취소할 수 있나요?\nA. 제작 확정(준비 중) 전까지 마이페이지에서 취소할 수 있습니다.';
export const FAQ_STOCK =
  'Q. 언제 발송되나요?\nA. 평일 오후 2시 이전 결제 건은 당일 발송합니다.\n' +
  'Q. 교환·반품은 어떻게 하나요?\nA. 수령 후 7일 이내 마이페이지에서 신청해 주세요. 단순 변심은 왕복 배송비가 부과됩니다.';
