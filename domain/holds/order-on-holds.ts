import { orderTakeOnHold } from './hold-rules';

/*
 * placeOrder over the member's holds (ADR 0076), as both APIs run it: the order takes its held
 * units instead of decrementing the stock again, decrements only what it asks beyond them, and
 * gives back held units it does not order (another combination of the same product, or fewer).
 */

/** One held stock row of the member, as the split reads it. */
export interface HeldRow {
  id: number;
  productId: number;
  productOptionDetailId: number | null;
  units: number;
}

/** What an order line asks of a stock row. */
export interface RowTake {
  productId: number;
  productOptionDetailId: number | null;
  count: number;
}

export interface TakeSplit<Take extends RowTake> {
  /** The takes still to decrement from the stock, with their counts reduced by the held units (none of 0). */
  decrement: Take[];
  /** Per hold row: the units the order took from it (0: the row is not ordered at all). */
  consumed: Map<number, number>;
  /** Held units the order does not take, per hold row: they go back to stock. */
  giveBack: { row: HeldRow; units: number }[];
}

const rowKey = (row: { productId: number; productOptionDetailId: number | null }) => `${row.productId}:${row.productOptionDetailId ?? '-'}`;

export function splitTakesOnHolds<Take extends RowTake>(takes: readonly Take[], held: readonly HeldRow[]): TakeSplit<Take> {
  const left = new Map(held.map((row) => [rowKey(row), { row, units: row.units }]));
  const consumed = new Map(held.map((row) => [row.id, 0]));
  const decrement: Take[] = [];
  for (const take of takes) {
    const hold = left.get(rowKey(take));
    if (!hold) {
      decrement.push(take);
      continue;
    }
    const { fromHold, decrement: rest, giveBack } = orderTakeOnHold(hold.units, take.count);
    consumed.set(hold.row.id, consumed.get(hold.row.id)! + fromHold);
    hold.units = giveBack;
    if (rest > 0) decrement.push({ ...take, count: rest });
  }
  const giveBack = [...left.values()].filter((hold) => hold.units > 0);
  return { decrement, consumed, giveBack };
}
