import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { badUserInput, notFound } from '../../graphql/errors';
import { parseInput } from '../../graphql/input';
import { invalidateCatalogue } from '../catalog/catalogue-cache';
import { ProductOptionDetail } from '../catalog/product-option-detail.entity';
import { Product } from '../catalog/product.entity';
import { notifyRestockSubscribers } from '../restock/restock-notify';
import type { StaffScope } from './staff-access';

export const STOCK_PRODUCT_NOT_FOUND_MESSAGE = '상품을 찾을 수 없습니다. 상품 번호를 다시 확인해 주세요.';

/** Far above any shelf; keeps a typo (an extra zero or five) from going live. */
export const MAX_STOCK = 100_000;

const stockInput = z.object({
  productId: z.number().int({ error: '상품 번호를 숫자로 입력해 주세요.' }),
  productOptionDetailId: z.number().int({ error: '옵션을 다시 선택해 주세요.' }).nullish(),
  count: z
    .number({ error: '재고 수량을 숫자로 입력해 주세요.' })
    .int({ error: '재고 수량은 0 이상의 정수로 입력해 주세요.' })
    .min(0, { error: '재고 수량은 0 이상의 정수로 입력해 주세요.' })
    .max(MAX_STOCK, { error: `재고 수량은 ${MAX_STOCK.toLocaleString('ko-KR')}개 이하로 입력해 주세요.` }),
});

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
  const details = await em.find(ProductOptionDetail, { product: product.id }, { orderBy: { id: 'asc' } });
  return { product, details };
}

/**
 * Sets the stock of a product without option combinations, or of one combination. The product
 * and its combinations are locked first, so orders taking stock meanwhile wait and then see the
 * new count. When the product's whole stock rises from zero, its restock subscribers are told and
 * unsubscribed (in this transaction, see notifyRestockSubscribers).
 */
export async function updateStock(
  em: EntityManager,
  scope: StaffScope,
  data: { productId: number; productOptionDetailId?: number | null; count: number },
): Promise<StockChange> {
  const input = parseInput(stockInput, data);
  const product = await em.findOne(
    Product,
    { id: input.productId, university: scope.universityId },
    { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
  if (!product) throw notFound(STOCK_PRODUCT_NOT_FOUND_MESSAGE);
  const details = await em.find(
    ProductOptionDetail,
    { product: product.id },
    { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true, orderBy: { id: 'asc' } },
  );
  const wholeStock = () => (details.length > 0 ? details.reduce((sum, row) => sum + row.count, 0) : product.count);
  const before = wholeStock();
  if (input.productOptionDetailId != null) {
    const detail = details.find((row) => row.id === input.productOptionDetailId);
    if (!detail) throw badUserInput('이 상품의 옵션이 아닙니다. 옵션을 다시 선택해 주세요.', 'productOptionDetailId');
    detail.count = input.count;
  } else if (details.length > 0) {
    throw badUserInput('옵션별로 재고를 관리하는 상품입니다. 재고를 바꿀 옵션을 선택해 주세요.', 'productOptionDetailId');
  } else {
    product.count = input.count;
  }
  await em.flush();
  const after = wholeStock();
  const notified = before === 0 && after > 0 ? await notifyRestockSubscribers(em, { productId: product.id }) : 0;
  invalidateCatalogue(em);
  return { product, before, after, notified };
}
