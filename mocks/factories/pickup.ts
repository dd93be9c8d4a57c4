// Pickup day (ADR 0067): a member's pass and a point's roster, with names, phone digits and the
// council jacket's embroidery as staff see them at the pickup table.
import type * as T from '../__generated__/types';
import { phoneLast4 } from '../../domain/pickup/pickup-search';
import { koreanMobile, koreanName } from './korean';
import { hex, int, nextId, pick, withOverrides } from './random';

const PRODUCTS = [
  { productName: '2025 총학생회 과잠', optionText: '로얄블루 / M', inputs: ['KHB', '23'] },
  { productName: '한빛 클래식 과잠', optionText: '네이비 / L', inputs: ['SYL'] },
  { productName: '공과대학 후드집업', optionText: '그레이 / XL', inputs: [] },
] as const;

export function buildPickupRosterLine(overrides?: Partial<T.PickupRosterLine>): T.PickupRosterLine {
  const product = pick(PRODUCTS);
  return withOverrides(
    {
      __typename: 'PickupRosterLine',
      orderProductId: nextId('PickupRosterLine'),
      productName: product.productName,
      optionText: product.optionText,
      inputs: [...product.inputs],
      count: 1,
      status: pick(['PAID', 'PREPARING', 'COMPLETED'] as const),
      shippingRequested: false,
    },
    overrides,
  );
}

export function buildPickupRosterEntry(overrides?: Partial<T.PickupRosterEntry>): T.PickupRosterEntry {
  return withOverrides(
    {
      __typename: 'PickupRosterEntry',
      orderId: nextId('PickupRosterEntry'),
      name: koreanName(),
      phoneLast4: phoneLast4(koreanMobile()),
      lines: Array.from({ length: int(1, 2) }, () => buildPickupRosterLine()),
    },
    overrides,
  );
}

export function buildPickupRoster(overrides?: Partial<T.PickupRoster>): T.PickupRoster {
  const entries = overrides?.entries ?? Array.from({ length: 3 }, () => buildPickupRosterEntry());
  const lines = entries.flatMap((entry) => entry.lines);
  return withOverrides(
    {
      __typename: 'PickupRoster',
      pickupPoint: {
        __typename: 'PickupPoint',
        id: 1,
        name: '학생회관 1층 생협 매장',
        address: '대전광역시 유성구 한빛대학로 123',
        detailAddress: '학생회관 1층',
        note: '평일 10:00~17:00, 학생증을 가져오세요.',
      },
      entries,
      collectedLines: lines.filter((line) => line.status === 'COMPLETED').length,
      remainingLines: lines.filter((line) => line.status !== 'COMPLETED' && !line.shippingRequested).length,
    },
    overrides,
  );
}

/** A pass as the order page shows it; its signature is random here (the mocked API signs real ones). */
export function buildPickupPass(overrides?: Partial<T.PickupPass>): T.PickupPass {
  const orderId = overrides?.orderId ?? nextId('PickupPass');
  return withOverrides(
    {
      __typename: 'PickupPass',
      orderId,
      code: `PK1.${orderId}.${hex(43).replace(/[^A-Za-z0-9_-]/g, 'A')}`,
      pickupPointName: '학생회관 1층 생협 매장',
      orderProductIds: [nextId('OrderProduct')],
    },
    overrides,
  );
}
