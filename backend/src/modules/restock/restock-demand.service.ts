import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parseInput, pageWindow } from '../../../../domain/errors/input';
import { checkRaise, compareDemand, raiseStockInput, restockDemandInput, type DemandFacts } from '../../../../domain/restock/restock-demand';
import { STOCK_PRODUCT_NOT_FOUND_MESSAGE } from '../../../../domain/staff/staff-input';
import { notFound } from '../../../../domain/errors/errors';
import { Product } from '../catalog/product.entity';
import type { StaffScope } from '../staff/staff-access';
import { updateStock, type StockChange } from '../staff/staff-stock.service';

export interface RestockDemandRow extends DemandFacts {
  product: Product;
  newestRequestedAt: Date;
}

/**
 * Products of this university with members waiting for them (subscriptions not told yet), with
 * the product's whole stock. Few products are ever sold out at once, so the rows are ordered by
 * the one domain comparator (shared with the mocked API) rather than in SQL.
 */
export async function listRestockDemand(
  em: EntityManager,
  scope: StaffScope,
  args: { page?: number | null; sort?: string | null },
): Promise<{ items: RestockDemandRow[]; total: number; waitingMembers: number }> {
  const input = parseInput(restockDemandInput, args);
  const { limit, offset } = pageWindow(input.page);
  const rows = await em.execute<{ product_id: number; waiting: string; oldest: Date; newest: Date; stock: number }[]>(
    `select n.product_id, count(*) as waiting, min(n.created_at) as oldest, max(n.created_at) as newest,
            coalesce((select sum(d.count) from product_option_detail d where d.product_id = p.id and not d.retired), p.count)::int as stock
       from product_restock_notification n join product p on p.id = n.product_id
      where p.university_id = ?
      group by n.product_id, p.id`,
    [scope.universityId],
  );
  const facts = rows
    .map((row) => ({
      productId: Number(row.product_id),
      waiting: Number(row.waiting),
      oldestRequestedAt: new Date(row.oldest),
      newestRequestedAt: new Date(row.newest),
      stock: Number(row.stock),
    }))
    .sort(compareDemand(input.sort));
  const pageRows = facts.slice(offset, offset + limit);
  const products = await em.find(Product, { id: { $in: pageRows.map((row) => row.productId) } });
  const items = pageRows.map((row) => ({ ...row, product: products.find((product) => product.id === row.productId)! }));
  return { items, total: facts.length, waitingMembers: facts.reduce((sum, row) => sum + row.waiting, 0) };
}

/**
 * The board's one-click restock: a raise (the new count above the current one) through the one
 * stock path (changeStock), which tells the waiting members when the product comes back from zero.
 */
export async function raiseStock(em: EntityManager, scope: StaffScope, data: unknown): Promise<StockChange> {
  const input = parseInput(raiseStockInput, data);
  // The product row's lock (the one changeStock takes again) first: two raises of one product
  // take turns, so the second compares with the first one's count.
  const product = await em.findOne(
    Product,
    { id: input.productId, university: scope.universityId },
    { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
  if (!product) throw notFound(STOCK_PRODUCT_NOT_FOUND_MESSAGE);
  const [current] = await em.execute<{ count: number }[]>(
    input.productOptionDetailId != null
      ? 'select count from product_option_detail where id = ? and product_id = ? and not retired'
      : 'select count from product where id = ?',
    input.productOptionDetailId != null ? [input.productOptionDetailId, product.id] : [product.id],
  );
  const refusal = current ? checkRaise(Number(current.count), input.count) : null;
  if (refusal) throw refusal;
  return updateStock(em, scope, input);
}
