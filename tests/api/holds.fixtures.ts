import { expect } from 'vitest';
import { signAdmission } from '../../domain/waiting-room/waiting-room-pass';
import type { Product } from '../../backend/src/modules/catalog/product.entity';
import { sql } from '../support/accounts';
import type { GqlResponse, TestApi } from '../support/api';
import { checkoutProduct, type CheckoutProductFixture } from '../support/checkout';
import { SET_GATE } from './waiting-room.fixtures';

// Held stock (ADR 0076) in API tests: an opening that is on now, admissions signed as the poll
// would hand them out, and the three operations.

export const HOLD_FIELDS = 'productId productName expiresAt extended orderId lines { productOptionDetailId optionText units }';
export const START = `mutation ($data: StartCheckoutHoldInput!) { startCheckoutHold(data: $data) { ${HOLD_FIELDS} } }`;
export const MINE = `query { myCheckoutHolds { ${HOLD_FIELDS} } }`;
export const RELEASE = `mutation ($productId: Int!) { releaseCheckoutHold(productId: $productId) { ${HOLD_FIELDS} } }`;

export interface HoldBody {
  productId: number;
  productName: string;
  expiresAt: string;
  extended: boolean;
  orderId: number | null;
  lines: { productOptionDetailId: number | null; optionText: string | null; units: number }[];
}

/** A product whose sale opened a minute ago behind a waiting room switched on by staff. */
export async function openingProduct(
  api: TestApi,
  staffToken: string,
  fixture: CheckoutProductFixture & { holdMinutes?: number } = {},
): Promise<Product> {
  const { holdMinutes, ...product } = fixture;
  const created = await checkoutProduct(api, { name: '한빛대 과잠 2027', count: 10, ...product, saleStartedAt: new Date(Date.now() - 60_000) });
  const result = await api.gql(
    SET_GATE,
    {
      data: {
        productId: created.id,
        enabled: true,
        queueOpensMinutesBefore: 15,
        rateMode: 'PER_MINUTE',
        rate: 60,
        admissionMinutes: 10,
        ...(holdMinutes ? { holdMinutes } : {}),
      },
    },
    { token: staffToken },
  );
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return created;
}

/** The admission the poll hands an admitted member, ending `minutes` from now. */
export function admissionOf(api: TestApi, memberId: number, productId: number, minutes = 10): Promise<string> {
  return signAdmission(api.config.WAITING_ROOM_SECRET, {
    universityId: api.config.UNIVERSITY_ID,
    productId,
    memberId,
    expiresAt: new Date(Date.now() + minutes * 60_000),
  });
}

export function startHold(api: TestApi, token: string | undefined, data: { cartIds: unknown; waitingRoomPasses: unknown }) {
  return api.gql<{ startCheckoutHold: HoldBody[] }>(START, { data }, token ? { token } : {});
}

export async function heldRows(api: TestApi, productId: number): Promise<{ user_id: number; units: number; order_id: number | null }[]> {
  return sql(api, 'select user_id, units, order_id from stock_hold where product_id = ? order by id', [productId]);
}

export const reasonOf = (result: GqlResponse<unknown>) => result.errors?.[0]?.extensions;
