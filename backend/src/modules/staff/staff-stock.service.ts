import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badUserInput, notFound } from '../../../../domain/errors/errors';
import { parseInput } from '../../../../domain/errors/input';
import { invalidateCatalogue } from '../catalog/catalogue-cache';
import { ProductOptionDetail } from '../catalog/product-option-detail.entity';
import { Product } from '../catalog/product.entity';
import { notifyOptionRestock, notifyRestockSubscribers } from '../restock/restock-notify';
import { stockAudit } from '../../../../domain/staff/staff-audit-entries';
import type { StaffScope } from './staff-access';
import { recordStaffAudit } from './staff-audit.service';
import {
  NOT_THIS_PRODUCTS_OPTION_MESSAGE,
  STOCK_BY_OPTION_MESSAGE,
  STOCK_PRODUCT_NOT_FOUND_MESSAGE,
  stockInput,
} from '../../../../domain/staff/staff-input';

export interface StockChange {
  product: Product;
  /** The product's whole stock before and after (its own count, or the sum over its combinations). */
  before: number;
  after: number;
  /** Former subscribers told that it is back (only when it rose from zero). */
  notified: number;
}

/** A product of this university with its option combinations, for choosing what to restock. */
export async function readStock(
  em: EntityManager,
  scope: StaffScope,
  productId: number,
): Promise<{ product: Product; details: ProductOptionDetail[] }> {
  const product = await em.findOne(Product, { id: productId, university: scope.universityId });
  if (!product) throw notFound(STOCK_PRODUCT_NOT_FOUND_MESSAGE);
  const details = await em.find(ProductOptionDetail, { product: product.id, retired: false }, { orderBy: { id: 'asc' } });
  return { product, details };
}

/** A product and its combinations, locked for a stock change. */
export interface LockedStock {
  product: Product;
  details: ProductOptionDetail[];
}

/** Docs/product-rules.md#products: the live combinations' sum, or the product's own count without any. */
function wholeStock({ product, details }: LockedStock): number {
  const live = details.filter((detail) => !detail.retired);
  return live.length > 0 ? live.reduce((sum, row) => sum + row.count, 0) : product.count;
}

/**
 * The one path every staff stock change takes (the stock command, staffUpdateStock, the options
 * grid): the product and its combinations are locked first, so orders taking stock meanwhile wait
 * and then see the new counts; `change` edits the locked rows (and may add or remove
 * combinations); when the product's whole stock rises from zero, its restock subscribers are told
 * and unsubscribed (in this transaction, see notifyRestockSubscribers).
 */
export async function changeStock(
  em: EntityManager,
  scope: StaffScope,
  productId: number,
  change: (locked: LockedStock) => void | Promise<void>,
): Promise<StockChange> {
  const product = await em.findOne(
    Product,
    { id: productId, university: scope.universityId },
    { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
  if (!product) throw notFound(STOCK_PRODUCT_NOT_FOUND_MESSAGE);
  const lockDetails = () =>
    em.find(
      ProductOptionDetail,
      { product: product.id },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true, orderBy: { id: 'asc' } },
    );
  const before = wholeStock({ product, details: await lockDetails() });
  await change({ product, details: await lockDetails() });
  await em.flush();
  const after = wholeStock({ product, details: await lockDetails() });
  const wholeBack = before === 0 && after > 0 ? await notifyRestockSubscribers(em, { productId: product.id }) : 0;
  const notified = wholeBack + (await notifyOptionRestock(em, { productId: product.id }));
  invalidateCatalogue(em);
  return { product, before, after, notified };
}

/** Sets the stock of a product without option combinations, or of one live combination. */
export async function updateStock(
  em: EntityManager,
  scope: StaffScope,
  data: { productId: number; productOptionDetailId?: number | null; count: number },
): Promise<StockChange> {
  const input = parseInput(stockInput, data);
  const change = await changeStock(em, scope, input.productId, ({ product, details }) => {
    const live = details.filter((detail) => !detail.retired);
    if (input.productOptionDetailId != null) {
      const detail = live.find((row) => row.id === input.productOptionDetailId);
      if (!detail) throw badUserInput(NOT_THIS_PRODUCTS_OPTION_MESSAGE, 'productOptionDetailId');
      detail.count = input.count;
    } else if (live.length > 0) {
      throw badUserInput(STOCK_BY_OPTION_MESSAGE, 'productOptionDetailId');
    } else {
      product.count = input.count;
    }
  });
  recordStaffAudit(em, scope, stockAudit(input.productId, input.productOptionDetailId, change.before, change.after));
  await em.flush();
  return change;
}
