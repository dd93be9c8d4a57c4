import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config';
import { notFound } from '../../../../domain/errors/errors';
import { CART_LINE_NOT_FOUND_MESSAGE } from '../../../../domain/cart/cart-input';
import { inStockLockOrder } from '../../../../domain/catalog/stock-lock-order';
import { needsAdmission } from '../../../../domain/waiting-room/admission';
import {
  admissionAmong,
  holdExpiry,
  holdOutOfStock,
  holdStart,
  isLiveHold,
  parseStartHoldInput,
  releaseRefusal,
  wantedLines,
} from '../../../../domain/holds/hold-rules';
import type { Viewer } from '../account/session.service';
import { lockMemberCart } from '../cart/cart-validation';
import { invalidateCatalogue } from '../catalog/catalogue-cache';
import { intArray } from '../catalog/product-facts';
import { takeStock } from '../catalog/stock';
import { GATE_COLUMNS, gateFactsOf, type GateFactsRow } from '../waiting-room/waiting-room-rows';
import { liveHolds, memberHolds, type CheckoutHoldBody } from './hold-rows';
import { endMemberDeadHolds, endMemberHold } from './hold-sweep';

/*
 * The member's side of held stock (docs/product-rules.md#held-stock, ADR 0076): taking a hold
 * when checkout opens, reading it back after a refresh, and leaving checkout. Every write runs in
 * the mutation's one transaction under the member's cart lock (the lock placeOrder takes too), so
 * two tabs of one member take a hold once, and a refusal changes nothing.
 */

type HoldConfig = Pick<Config, 'WAITING_ROOM_SECRET' | 'UNIVERSITY_ID'>;

interface LineRow {
  id: number;
  count: number;
  product_id: number;
  product_option_detail_id: number | null;
  name: string;
}

/** The member's cart lines `ids` of this tenant's products; a missing one is NOT_FOUND. */
async function cartLinesOf(em: EntityManager, viewer: Viewer, ids: readonly number[]): Promise<LineRow[]> {
  const rows = await em.execute<LineRow[]>(
    `select c.id, c.count, c.product_id, c.product_option_detail_id, p.name
       from cart c join product p on p.id = c.product_id
      where c.user_id = ? and p.university_id = ? and c.id = any(?::int[])`,
    [viewer.userId, viewer.universityId, intArray(ids)],
  );
  if (rows.length !== ids.length) throw notFound(CART_LINE_NOT_FOUND_MESSAGE);
  return rows;
}

/** Products among these behind a waiting room whose sale is open now, with their hold minutes. */
async function gatedNow(em: EntityManager, universityId: number, productIds: readonly number[], now: Date): Promise<Map<number, number>> {
  const rows = await em.execute<(GateFactsRow & { product_id: number })[]>(
    `select g.product_id, ${GATE_COLUMNS} from waiting_room_gate g join product p on p.id = g.product_id
      where g.university_id = ? and g.product_id = any(?::int[])`,
    [universityId, intArray(productIds)],
  );
  const gated = new Map<number, number>();
  for (const row of rows) {
    const facts = gateFactsOf(row);
    if (needsAdmission(facts, now)) gated.set(row.product_id, facts.holdMinutes);
  }
  return gated;
}

async function stockLeft(em: EntityManager, productId: number, detailId: number | null): Promise<number> {
  const [row] = detailId
    ? await em.execute<{ count: number }[]>('select count from product_option_detail where id = ?', [detailId])
    : await em.execute<{ count: number }[]>('select count from product where id = ?', [productId]);
  return Number(row?.count ?? 0);
}

export async function startCheckoutHold(em: EntityManager, viewer: Viewer, config: HoldConfig, data: unknown, now = new Date()): Promise<CheckoutHoldBody[]> {
  const input = parseStartHoldInput(data);
  await lockMemberCart(em, viewer.userId);
  const lines = await cartLinesOf(em, viewer, input.cartIds);
  const gated = await gatedNow(em, config.UNIVERSITY_ID, [...new Set(lines.map((line) => line.product_id))], now);
  const productIds = [...gated.keys()].sort((a, b) => a - b);
  if (productIds.length === 0) return [];
  // Dead holds of these products (expired, or their order paid or released) make way first.
  await endMemberDeadHolds(em, { userId: viewer.userId, productIds, now });
  const existing = new Map((await memberHolds(em, viewer, productIds)).map((hold) => [hold.productId, hold]));
  let took = false;
  for (const productId of productIds) {
    const productLines = lines.filter((line) => line.product_id === productId);
    const productName = productLines[0]!.name;
    const wanted = wantedLines(productLines.map((line) => ({ productOptionDetailId: line.product_option_detail_id, count: Number(line.count) })));
    const admission = await admissionAmong(config.WAITING_ROOM_SECRET, input.waitingRoomPasses, {
      universityId: config.UNIVERSITY_ID,
      productId,
      memberId: viewer.userId,
      now,
    });
    const live = existing.get(productId);
    const decision = holdStart({ productName, admission, live: live && isLiveHold(live, now) ? live : null, wanted });
    if (decision.kind === 'refuse') throw decision.error;
    if (decision.kind === 'reuse' || admission.state !== 'valid') continue;
    const expiresAt = holdExpiry(now, gated.get(productId)!, admission.endsAt);
    // The same conditional decrement placeOrder uses: others see the stock net of this hold at once.
    for (const line of inStockLockOrder(wanted.map((row) => ({ ...row, productId })))) {
      const move = { productId, productOptionDetailId: line.productOptionDetailId, count: line.units };
      if (!(await takeStock(em, move))) throw holdOutOfStock(productName, await stockLeft(em, productId, line.productOptionDetailId));
      await em.execute(
        `insert into stock_hold (university_id, product_id, product_option_detail_id, user_id, units, expires_at, created_at)
         values (?, ?, ?, ?, ?, ?, ?)`,
        [config.UNIVERSITY_ID, productId, line.productOptionDetailId, viewer.userId, line.units, expiresAt, now],
      );
    }
    took = true;
  }
  if (took) invalidateCatalogue(em);
  return (await memberHolds(em, viewer, productIds)).filter((hold) => isLiveHold(hold, now));
}

export function myCheckoutHolds(em: EntityManager, viewer: Viewer, now = new Date()): Promise<CheckoutHoldBody[]> {
  return liveHolds(em, viewer, now);
}

/** The member leaves checkout: the product's unplaced hold ends and its units go back now. */
export async function releaseCheckoutHold(em: EntityManager, viewer: Viewer, productId: number, now = new Date()): Promise<CheckoutHoldBody> {
  await lockMemberCart(em, viewer.userId);
  const [hold] = await memberHolds(em, viewer, [productId]);
  const refusal = releaseRefusal(hold ?? null, now);
  if (refusal) throw refusal;
  await endMemberHold(em, { userId: viewer.userId, productId });
  return hold!;
}
