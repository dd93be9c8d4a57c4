import type { EntityManager } from '@mikro-orm/postgresql';
import { isLiveHold, type HoldFacts } from '../../../../domain/holds/hold-rules';
import { dateOf } from '../waiting-room/waiting-room-rows';

/*
 * Reading a member's holds (ADR 0076) into the rules' facts and the GraphQL shape. A hold is
 * one member's rows of one product: one row per stock row, all with the same expiry.
 */

interface HoldRow {
  id: number;
  product_id: number;
  product_option_detail_id: number | null;
  units: number;
  expires_at: Date | string;
  extended: boolean;
  order_id: number | null;
  order_status: string | null;
  product_name: string;
  option_text: string | null;
}

export interface CheckoutHoldBody extends HoldFacts {
  productName: string;
  lines: { productOptionDetailId: number | null; optionText: string | null; units: number }[];
}

const READ_SQL = `
  select h.id, h.product_id, h.product_option_detail_id, h.units, h.expires_at, h.extended, h.order_id,
         s.status as order_status, p.name as product_name,
         nullif(concat_ws(' / ', nullif(d.option0, ''), nullif(d.option1, ''), nullif(d.option2, '')), '') as option_text
    from stock_hold h
    join product p on p.id = h.product_id
    left join product_option_detail d on d.id = h.product_option_detail_id
    left join order_specification s on s.order_id = h.order_id
   where h.user_id = ? and h.university_id = ?`;

function holdsOf(rows: readonly HoldRow[]): CheckoutHoldBody[] {
  const byProduct = new Map<number, CheckoutHoldBody>();
  for (const row of rows) {
    let hold = byProduct.get(row.product_id);
    if (!hold) {
      hold = {
        productId: row.product_id,
        productName: row.product_name,
        expiresAt: dateOf(row.expires_at)!,
        extended: row.extended,
        orderId: row.order_id,
        orderPending: row.order_status === 'READY',
        lines: [],
      };
      byProduct.set(row.product_id, hold);
    }
    hold.lines.push({ productOptionDetailId: row.product_option_detail_id, optionText: row.option_text, units: Number(row.units) });
  }
  return [...byProduct.values()];
}

/** The member's holds of these products (all of theirs when `productIds` is omitted), live or not. */
export async function memberHolds(
  em: EntityManager,
  member: { userId: number; universityId: number },
  productIds?: readonly number[],
): Promise<CheckoutHoldBody[]> {
  const only = productIds ? ' and h.product_id = any(?::int[])' : '';
  const params: unknown[] = [member.userId, member.universityId];
  if (productIds) params.push(`{${productIds.join(',')}}`);
  const rows = await em.execute<HoldRow[]>(`${READ_SQL}${only} order by h.product_id, h.product_option_detail_id nulls first`, params);
  return holdsOf(rows);
}

/** The member's live holds, soonest to end first. */
export async function liveHolds(em: EntityManager, member: { userId: number; universityId: number }, now: Date): Promise<CheckoutHoldBody[]> {
  const holds = await memberHolds(em, member);
  return holds.filter((hold) => isLiveHold(hold, now)).sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.productId - b.productId);
}
