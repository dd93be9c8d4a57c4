import type { EntityManager } from '@mikro-orm/postgresql';
import { extendedExpiry, HOLD_MINUTES } from '../../../../domain/holds/hold-rules';
import { splitTakesOnHolds } from '../../../../domain/holds/order-on-holds';
import type { StockTake } from '../../../../domain/order/place-order-plan';
import type { Cart } from '../cart/cart.entity';
import { intArray } from '../catalog/product-facts';
import { returnStock } from '../restock/stock-return';
import { takeOrderStock } from '../order/place-order-effects';
import type { Claim } from '../order/checkout-admission-claims';
import type { Order } from '../order/order.entity';
import { dateOf } from '../waiting-room/waiting-room-rows';
import { endHoldRows } from './hold-sweep';

/*
 * placeOrder's stock step over the member's checkout holds (ADR 0076): the one call placeOrder
 * makes in place of takeOrderStock. Held units are not decremented again: the hold rows are
 * linked to the order (the order owns the units from now on, and its release returns them),
 * their time is extended once for the pending payment, and the order's payment deadline is cut
 * to that time so the unpaid-order sweep releases it then (asking the provider first, outside
 * any stock lock). What the order asks beyond its holds is decremented as before.
 */

interface HeldRowRecord {
  id: number;
  product_id: number;
  product_option_detail_id: number | null;
  units: number;
  expires_at: Date | string;
  extended: boolean;
  hold_minutes: number | null;
}

export async function takeOrderStockOnHolds(
  em: EntityManager,
  { userId, order, takes, now, claims = [] }: { userId: number; order: Pick<Order, 'id' | 'expiresAt'>; takes: readonly StockTake<Cart>[]; now: Date; claims?: readonly Claim[] },
): Promise<void> {
  // The member's live unplaced holds of these products, locked first (before any stock row, the
  // order every stock writer keeps): a sweep ending one of them right now is waited for, and then
  // it is gone, so its units are either returned by the sweep or taken here, never both.
  const rows = takes.length
    ? await em.execute<HeldRowRecord[]>(
        `select h.id, h.product_id, h.product_option_detail_id, h.units, h.expires_at, h.extended, g.hold_minutes
           from stock_hold h left join waiting_room_gate g on g.product_id = h.product_id
          where h.user_id = ? and h.order_id is null and h.expires_at > ? and h.product_id = any(?::int[])
          order by h.id for update of h`,
        [userId, now, intArray(new Set(takes.map((take) => take.productId)))],
      )
    : [];
  if (rows.length === 0) return takeOrderStock(em, takes, claims);

  const held = rows.map((row) => ({ id: row.id, productId: row.product_id, productOptionDetailId: row.product_option_detail_id, units: Number(row.units) }));
  const split = splitTakesOnHolds(takes, held);
  // What the order asks beyond its holds is what the precheck claimed (cart-validation.ts).
  await takeOrderStock(em, split.decrement, claims);

  let deadline: Date | null = null;
  for (const row of rows) {
    const units = split.consumed.get(row.id) ?? 0;
    if (units === 0) continue;
    const expiresAt = extendedExpiry({ expiresAt: dateOf(row.expires_at)!, extended: row.extended }, now, row.hold_minutes ?? HOLD_MINUTES.default);
    if (!deadline || expiresAt < deadline) deadline = expiresAt;
    await em.execute('update stock_hold set order_id = ?, units = ?, extended = true, expires_at = ? where id = ?', [order.id, units, expiresAt, row.id]);
  }
  // Held units not ordered go back now: whole rows are ended, the rest of a partly ordered row returned.
  await endHoldRows(em, rows.filter((row) => (split.consumed.get(row.id) ?? 0) === 0).map((row) => row.id));
  await returnStock(
    em,
    split.giveBack
      .filter(({ row }) => (split.consumed.get(row.id) ?? 0) > 0)
      .map(({ row, units }) => ({ productId: row.productId, productOptionDetailId: row.productOptionDetailId, count: units })),
  );
  if (deadline) {
    // A point-only order is already paid (no deadline): nothing to cut.
    await em.execute('update "order" set expires_at = least(expires_at, ?) where id = ? and expires_at is not null', [deadline, order.id]);
    if (order.expiresAt && deadline < order.expiresAt) order.expiresAt = deadline;
  }
}
