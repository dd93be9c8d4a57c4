// The parts of a product page: tags, detail tabs, option axes and combinations, inputs, pickup.
import type * as T from '../__generated__/types';
import { FAQ_STOCK, infoText, PICKUP, WASH_COTTON } from '../scenarios/standard/products/build';
import { int, nextId, pick, withOverrides } from './random';
import { PRODUCT_TAGS, SIZES } from './vocabulary';

export function buildProductTag(overrides?: Partial<T.ProductTag>): T.ProductTag {
  return withOverrides({ __typename: 'ProductTag', id: nextId('ProductTag'), content: pick(PRODUCT_TAGS) }, overrides);
}

export function buildProductDetail(overrides?: Partial<T.ProductDetail>): T.ProductDetail {
  return withOverrides(
    {
      __typename: 'ProductDetail',
      id: overrides?.id ?? nextId('ProductDetail'),
      story:
        '한빛대 학생들과 함께 고른 원단과 색으로 만든 캠퍼스 웨어예요. 학교 로고는 프린트 대신 자수로 넣어 여러 번 빨아도 선명해요.',
      info: infoText('면 80% 폴리에스터 20% (기모)', WASH_COTTON, '대한민국', '모델 175cm / 68kg, L 착용'),
      faq: FAQ_STOCK,
    },
    overrides,
  );
}

export function buildProductOption(overrides?: Partial<T.ProductOption>): T.ProductOption {
  return withOverrides(
    { __typename: 'ProductOption', id: nextId('ProductOption'), key: '사이즈', value: SIZES.join(',') },
    overrides,
  );
}

export function buildProductOptionDetail(overrides?: Partial<T.ProductOptionDetail>): T.ProductOptionDetail {
  return withOverrides(
    {
      __typename: 'ProductOptionDetail',
      id: overrides?.id ?? nextId('ProductOptionDetail'),
      productId: overrides?.productId ?? nextId('Product'),
      productDetailId: null,
      isRestockSubscribed: false,
      option0: pick(['네이비', '블랙', '그레이']),
      option1: pick(SIZES),
      option2: null,
      price: 0,
      count: int(0, 40),
    },
    overrides,
  );
}

export function buildProductOptionInput(overrides?: Partial<T.ProductOptionInput>): T.ProductOptionInput {
  return withOverrides({ __typename: 'ProductOptionInput', id: nextId('ProductOptionInput'), key: '이니셜', rule: 'FREE' }, overrides);
}

/** The co-op store as a group's pickup point. */
export function buildProductGroupDelivery(overrides?: Partial<T.ProductGroupDelivery>): T.ProductGroupDelivery {
  return withOverrides(
    {
      __typename: 'ProductGroupDelivery',
      id: overrides?.id ?? nextId('ProductGroupDelivery'),
      productId: overrides?.productId ?? nextId('Product'),
      productGroupDeliveryType: 'GROUP',
      ...PICKUP,
      pickupPointId: null,
    },
    overrides,
  );
}

/** Every combination of the axes' values, one stock count each, big sizes a little dearer. */
export function combinationsOf(
  productId: number,
  options: ReadonlyArray<Pick<T.ProductOption, 'value'>>,
  extraOf: (value: string) => number,
): T.ProductOptionDetail[] {
  if (options.length === 0) return [];
  const axes = options.map((option) => option.value.split(','));
  const combos = axes.reduce<string[][]>((acc, values) => acc.flatMap((prefix) => values.map((v) => [...prefix, v])), [[]]);
  return combos.map((combo) =>
    buildProductOptionDetail({
      productId,
      option0: combo[0] ?? null,
      option1: combo[1] ?? null,
      option2: combo[2] ?? null,
      price: combo.reduce((sum, value) => sum + extraOf(value), 0),
      count: pick([0, 3, 12, 20, 35]),
    }),
  );
}
