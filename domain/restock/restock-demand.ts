import { z } from 'zod';
import { badUserInput, type AppError } from '../errors/errors';
import { stockInput } from '../staff/staff-input';
import type { StaffRestockDemandSort } from '../__generated__/schema-enums';

/*
 * The restock demand board (ADR 0053): members wait per product (the product page subscribes a
 * product, not a combination), so the board has one row per product with its combinations' stock.
 * Its order and the raise rule are written once for the API and the mocked API.
 */

export const RESTOCK_DEMAND_SORTS = ['MOST_WAITING', 'OLDEST_REQUEST'] as const satisfies readonly StaffRestockDemandSort[];
export type RestockDemandSort = (typeof RESTOCK_DEMAND_SORTS)[number];

export const restockDemandInput = z.object({
  sort: z
    .enum(RESTOCK_DEMAND_SORTS, { error: '정렬은 MOST_WAITING, OLDEST_REQUEST 중 하나로 골라 주세요.' })
    .nullish()
    .transform((value) => value ?? 'MOST_WAITING'),
  page: z.number().nullish(),
});

/** What the board orders by. */
export interface DemandFacts {
  productId: number;
  waiting: number;
  oldestRequestedAt: Date;
  stock: number;
}

/**
 * Sold-out products first (their members are the ones waiting), then the most waiting members
 * (MOST_WAITING) or the longest wait (OLDEST_REQUEST), then the other key, then the product id.
 */
export function compareDemand(sort: RestockDemandSort): (a: DemandFacts, b: DemandFacts) => number {
  return (a, b) => {
    const soldOut = Number(b.stock <= 0) - Number(a.stock <= 0);
    const waiting = b.waiting - a.waiting;
    const oldest = a.oldestRequestedAt.getTime() - b.oldestRequestedAt.getTime();
    const [first, second] = sort === 'MOST_WAITING' ? [waiting, oldest] : [oldest, waiting];
    return soldOut || first || second || a.productId - b.productId;
  };
}

/** The raise dialog's request: the same fields and limits as any stock change. */
export const raiseStockInput = stockInput;

export const raiseNotHigherMessage = (current: number) =>
  `지금 재고(${current.toLocaleString('ko-KR')}개)보다 많은 수량을 입력해 주세요.`;

/** A raise must raise: a lower or equal count belongs to the product's stock screen, not the board. */
export function checkRaise(current: number, next: number): AppError | null {
  return next > current ? null : badUserInput(raiseNotHigherMessage(current), 'count');
}

/** Members told when a product's whole stock goes from `before` to `after` (docs/product-rules.md#restock-notifications). */
export function membersToTell(before: number, after: number, waiting: number): number {
  return before <= 0 && after > 0 ? waiting : 0;
}
