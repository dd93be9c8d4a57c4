// Class orders (과대표 단체주문, ADR 0065): a department's link, its pickup point and its roster.
import type * as T from '../__generated__/types';
import { buildProduct } from './catalog';
import { daysBefore } from './clock';
import { int, nextId, pick, withOverrides } from './random';

const DEPARTMENTS = ['경영학과', '컴퓨터공학과', '시각디자인학과', '기계공학과', '국어국문학과'] as const;
const CLASSES = ['23학번', '24학번', '2반', '25학번 A반'] as const;
const NAMES = ['이서연', '박지훈', '최유나', '정민재', '한소희', '윤도현', '강하늘'] as const;
const SIZES = ['네이비 / M', '네이비 / L', '블랙 / S', '네이비 / XL', '버건디 / M'] as const;

export function buildPickupPoint(overrides?: Partial<T.PickupPoint>): T.PickupPoint {
  return withOverrides(
    {
      __typename: 'PickupPoint',
      id: nextId('PickupPoint'),
      name: '학생회관 1층 생협 매장',
      address: '대전광역시 유성구 한빛대학로 123',
      detailAddress: '학생회관 1층',
      note: '평일 10:00~18:00, 학생증을 가져와 주세요',
    },
    overrides,
  );
}

const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

export function buildClassOrder(overrides?: Partial<T.ClassOrder>): T.ClassOrder {
  const product = overrides?.product ?? buildProduct({ productType: 'GROUPORDER', name: '2026 경영학과 과잠' });
  const joinedCount = overrides?.joinedCount ?? int(0, 30);
  return withOverrides(
    {
      __typename: 'ClassOrder',
      id: nextId('ClassOrder'),
      code: Array.from({ length: 12 }, () => pick([...CODE_CHARS])).join(''),
      productId: product.id,
      product,
      department: pick(DEPARTMENTS),
      className: pick(CLASSES),
      pickupPoint: buildPickupPoint(),
      closesAt: daysBefore(-int(1, 7)),
      status: 'OPEN',
      representativeName: '김한빛',
      isRepresentative: false,
      joinedCount,
      paidCount: Math.min(joinedCount, int(0, joinedCount)),
      myOrderProduct: null,
      nextReminderAt: null,
    },
    overrides,
  );
}

export function buildClassOrderRosterEntry(overrides?: Partial<T.ClassOrderRosterEntry>): T.ClassOrderRosterEntry {
  const paid = overrides?.paid ?? int(0, 1) === 1;
  return withOverrides(
    {
      __typename: 'ClassOrderRosterEntry',
      orderProductId: nextId('OrderProduct'),
      name: pick(NAMES),
      optionText: pick(SIZES),
      inputs: ['KMS', `2023${String(int(1000, 9999))}`],
      count: 1,
      paid,
      status: paid ? 'PAID' : 'READY',
    },
    overrides,
  );
}

export function buildClassOrderSizeCount(overrides?: Partial<T.ClassOrderSizeCount>): T.ClassOrderSizeCount {
  const units = overrides?.units ?? int(1, 12);
  return withOverrides({ __typename: 'ClassOrderSizeCount', optionText: pick(SIZES), units, paidUnits: int(0, units) }, overrides);
}

export function buildClassOrderRoster(overrides?: Partial<T.ClassOrderRoster>): T.ClassOrderRoster {
  const entries = overrides?.entries ?? Array.from({ length: 4 }, () => buildClassOrderRosterEntry());
  const sizes = new Map<string, T.ClassOrderSizeCount>();
  for (const entry of entries) {
    const key = entry.optionText ?? '옵션 없음';
    const size = sizes.get(key) ?? buildClassOrderSizeCount({ optionText: key, units: 0, paidUnits: 0 });
    size.units += entry.count;
    if (entry.paid) size.paidUnits += entry.count;
    sizes.set(key, size);
  }
  return withOverrides(
    {
      __typename: 'ClassOrderRoster',
      classOrder: buildClassOrder({ isRepresentative: true, joinedCount: entries.length, paidCount: entries.filter((entry) => entry.paid).length }),
      entries,
      sizes: [...sizes.values()],
    },
    overrides,
  );
}
