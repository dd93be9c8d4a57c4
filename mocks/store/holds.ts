// Held stock during checkout in the mocked API, as backend/src/modules/holds does it (ADR 0076):
// the same rules (domain/holds) over the store. There is no minute job here: every read and write
// of holds, and placeOrder, first ends the dead ones, which is what the job does each minute.
import { notFound } from '../../domain/errors/errors';
import { CART_LINE_NOT_FOUND_MESSAGE } from '../../domain/cart/cart-input';
import { inStockLockOrder } from '../../domain/catalog/stock-lock-order';
import {
  extendedExpiry,
  holdExpiry,
  holdOutOfStock,
  holdStart,
  isLiveHold,
  parseStartHoldInput,
  releaseRefusal,
  wantedLines,
  type HoldFacts,
} from '../../domain/holds/hold-rules';
import { splitTakesOnHolds } from '../../domain/holds/order-on-holds';
import type { StockTake } from '../../domain/order/place-order-plan';
import type * as T from '../__generated__/types';
import { optionText } from '../scenarios/pricing';
import { setStock, stockOf } from './catalog';
import type { MockDb } from './db';
import { requireViewer } from './refusals';
import { returnStock } from './restock';
import type { StoreMember, StoreOrder } from './types';
import { admissionIn, holdMinutesNow, holdMinutesOf } from './waiting-room';

/** One member's units of one stock row (the API's stock_hold row). */
export interface StoreStockHold {
  id: number;
  userId: number;
  productId: number;
  productOptionDetailId: number | null;
  units: number;
  expiresAt: string;
  extended: boolean;
  orderId: number | null;
}

const holdsOf = (db: MockDb): StoreStockHold[] => (db.state.stockHolds ??= []);

function orderPending(db: MockDb, orderId: number | null): boolean {
  return orderId !== null && db.state.orders.find((order) => order.id === orderId)?.specification.status === 'READY';
}

function factsOf(db: MockDb, rows: readonly StoreStockHold[]): HoldFacts & { productName: string } {
  const first = rows[0]!;
  return {
    productId: first.productId,
    productName: db.product(first.productId)?.name ?? '',
    expiresAt: new Date(first.expiresAt),
    extended: first.extended,
    orderId: first.orderId,
    orderPending: orderPending(db, first.orderId),
    lines: rows.map((row) => ({ productOptionDetailId: row.productOptionDetailId, units: row.units })),
  };
}

function shapeOf(db: MockDb, rows: readonly StoreStockHold[]): T.CheckoutHold {
  const facts = factsOf(db, rows);
  const product = db.product(facts.productId);
  return {
    __typename: 'CheckoutHold',
    productId: facts.productId,
    productName: facts.productName,
    expiresAt: facts.expiresAt.toISOString(),
    extended: facts.extended,
    orderId: facts.orderId,
    lines: [...rows]
      .sort((a, b) => (a.productOptionDetailId ?? -1) - (b.productOptionDetailId ?? -1))
      .map((row) => {
        const detail = product ? db.optionDetail(product, row.productOptionDetailId) : null;
        return { __typename: 'CheckoutHoldLine' as const, productOptionDetailId: row.productOptionDetailId, optionText: detail ? optionText(detail) || null : null, units: row.units };
      }),
  };
}

/** The member's rows of a product. */
const rowsOf = (db: MockDb, userId: number, productId: number) => holdsOf(db).filter((row) => row.userId === userId && row.productId === productId);

/** Ends these rows: the units of unplaced ones go back (a placed one's order owns its units). */
function endRows(db: MockDb, ending: readonly StoreStockHold[]): void {
  if (ending.length === 0) return;
  const ids = new Set(ending.map((row) => row.id));
  db.state.stockHolds = holdsOf(db).filter((row) => !ids.has(row.id));
  returnStock(db, ending.filter((row) => row.orderId === null).map((row) => ({ productId: row.productId, productOptionDetailId: row.productOptionDetailId, count: row.units })));
}

/** The minute job's work: expired holds, and those whose order was paid or released, end. */
export function endDeadHolds(db: MockDb, now = db.now()): void {
  endRows(db, holdsOf(db).filter((row) => !isLiveHold({ expiresAt: new Date(row.expiresAt), orderId: row.orderId, orderPending: orderPending(db, row.orderId) }, now)));
}

/** Units of a product held right now by members still checking out. */
export function heldUnitsOf(db: MockDb, productId: number): number {
  const now = db.now();
  return holdsOf(db)
    .filter((row) => row.productId === productId && row.orderId === null && new Date(row.expiresAt) > now)
    .reduce((sum, row) => sum + row.units, 0);
}

/** Units of one stock row the member holds, unplaced and live: theirs to order although out of the stock. */
export function memberHeldUnits(db: MockDb, userId: number, productId: number, detailId: number | null): number {
  const now = db.now();
  return holdsOf(db)
    .filter((row) => row.userId === userId && row.productId === productId && row.productOptionDetailId === detailId && row.orderId === null && new Date(row.expiresAt) > now)
    .reduce((sum, row) => sum + row.units, 0);
}

export async function startCheckoutHold(db: MockDb, viewer: StoreMember | null, data: T.StartCheckoutHoldInput): Promise<T.CheckoutHold[]> {
  const member = requireViewer(viewer);
  const input = parseStartHoldInput(data);
  const now = db.now();
  const carts = input.cartIds.map((id) => db.state.carts.find((cart) => cart.id === id && cart.userId === member.id));
  if (carts.some((cart) => !cart || db.product(cart.productId)?.universityId !== db.universityId)) throw notFound(CART_LINE_NOT_FOUND_MESSAGE);
  const lines = carts.map((cart) => cart!);
  const productIds = [...new Set(lines.map((cart) => cart.productId))].filter((id) => holdMinutesNow(db, id, now) !== null).sort((a, b) => a - b);
  endDeadHolds(db, now);
  // Every product is decided before anything is taken: a refusal leaves the store as it was.
  const takes: { productId: number; wanted: ReturnType<typeof wantedLines>; expiresAt: Date }[] = [];
  for (const productId of productIds) {
    const product = db.product(productId)!;
    const wanted = wantedLines(lines.filter((cart) => cart.productId === productId).map((cart) => ({ productOptionDetailId: cart.productOptionDetailId, count: cart.count })));
    const admission = await admissionIn(db, input.waitingRoomPasses, member.id, productId, now);
    const existing = rowsOf(db, member.id, productId);
    const decision = holdStart({ productName: product.name, admission, live: existing.length ? factsOf(db, existing) : null, wanted });
    if (decision.kind === 'refuse') throw decision.error;
    if (decision.kind === 'take' && admission.state === 'valid') {
      for (const line of inStockLockOrder(wanted.map((row) => ({ ...row, productId })))) {
        const stock = stockOf(product, db.optionDetail(product, line.productOptionDetailId));
        if (stock < line.units) throw holdOutOfStock(product.name, stock);
      }
      takes.push({ productId, wanted, expiresAt: holdExpiry(now, holdMinutesNow(db, productId, now)!, admission.endsAt) });
    }
  }
  for (const { productId, wanted, expiresAt } of takes) {
    const product = db.product(productId)!;
    for (const line of wanted) {
      const detail = db.optionDetail(product, line.productOptionDetailId);
      setStock(product, detail, stockOf(product, detail) - line.units);
      holdsOf(db).push({ id: db.nextId('stockHold'), userId: member.id, productId, productOptionDetailId: line.productOptionDetailId, units: line.units, expiresAt: expiresAt.toISOString(), extended: false, orderId: null });
    }
  }
  return productIds.map((productId) => rowsOf(db, member.id, productId)).filter((rows) => rows.length).map((rows) => shapeOf(db, rows));
}

export function myCheckoutHolds(db: MockDb, viewer: StoreMember | null): T.CheckoutHold[] {
  const member = requireViewer(viewer);
  endDeadHolds(db);
  const mine = holdsOf(db).filter((row) => row.userId === member.id);
  return [...new Set(mine.map((row) => row.productId))]
    .map((productId) => shapeOf(db, rowsOf(db, member.id, productId)))
    .sort((a, b) => a.expiresAt.localeCompare(b.expiresAt) || a.productId - b.productId);
}

export function releaseCheckoutHold(db: MockDb, viewer: StoreMember | null, productId: number): T.CheckoutHold {
  const member = requireViewer(viewer);
  const rows = rowsOf(db, member.id, productId);
  const refusal = releaseRefusal(rows.length ? factsOf(db, rows) : null, db.now());
  if (refusal) throw refusal;
  const released = shapeOf(db, rows);
  endRows(db, rows);
  return released;
}

/**
 * placeOrder's stock step over the member's holds, as order-holds.ts does it: held units are
 * linked to the order instead of taken again, the hold extended once and the order's payment
 * deadline cut to it; what the order asks beyond its holds is taken from the stock.
 */
export function takeStockOnHolds<Ref>(db: MockDb, order: StoreOrder, takes: readonly StockTake<Ref>[], take: (stock: StockTake<Ref>) => void): void {
  const now = db.now();
  endDeadHolds(db, now);
  const products = new Set(takes.map((stock) => stock.productId));
  const rows = holdsOf(db).filter((row) => row.userId === order.userId && row.orderId === null && products.has(row.productId));
  const split = splitTakesOnHolds(takes, rows);
  for (const stock of split.decrement) take(stock);
  const unordered = rows.filter((row) => (split.consumed.get(row.id) ?? 0) === 0);
  for (const { row, units } of split.giveBack) {
    if (!unordered.includes(row as StoreStockHold)) returnStock(db, [{ productId: row.productId, productOptionDetailId: row.productOptionDetailId, count: units }]);
  }
  endRows(db, unordered);
  for (const row of rows) {
    const units = split.consumed.get(row.id) ?? 0;
    if (units === 0) continue;
    const expiresAt = extendedExpiry({ expiresAt: new Date(row.expiresAt), extended: row.extended }, now, holdMinutesOf(db, row.productId));
    Object.assign(row, { orderId: order.id, units, extended: true, expiresAt: expiresAt.toISOString() });
    if (order.expiresAt && expiresAt < new Date(order.expiresAt)) order.expiresAt = expiresAt.toISOString();
  }
}
