import type { EntityManager } from '@mikro-orm/postgresql';
import { createBatchLoader, perRequest, type BatchLoader } from '../../graphql/per-request';
import { User } from '../account/user.entity';
import { ProductOptionDetail } from '../catalog/product-option-detail.entity';
import { Product } from '../catalog/product.entity';
import { Review } from '../review/review.entity';
import { OrderDeliveryCompany } from './order-delivery-company.entity';
import { OrderDelivery } from './order-delivery.entity';
import { OrderProductShipping } from './order-product-shipping.entity';
import { OrderProduct } from './order-product.entity';
import { OrderSpecification } from './order-specification.entity';

// An orders page shows 10 orders with their lines, products, options, shipping and reviews: each
// of those is one batched statement per request, however many orders and lines the page has.

type Batch<V> = (em: EntityManager, ids: number[]) => Promise<Map<number, V>>;

function batchedById<V>(batch: Batch<V>, missing: V): (em: EntityManager, id: number) => Promise<V> {
  const loaders = perRequest<BatchLoader<number, V>>();
  return (em, id) => loaders(em, () => createBatchLoader((ids) => batch(em, ids), () => missing)).load(id);
}

function byKey<T, V>(rows: readonly T[], key: (row: T) => number, value: (row: T) => V): Map<number, V> {
  return new Map(rows.map((row) => [key(row), value(row)]));
}

/** The lines of an order, in the order they were placed. */
export const linesOfOrder = batchedById<OrderProduct[]>(async (em, orderIds) => {
  const lines = await em.find(OrderProduct, { order: { $in: orderIds } }, { orderBy: { id: 'asc' } });
  const grouped = new Map<number, OrderProduct[]>();
  for (const line of lines) grouped.set(line.order.id, [...(grouped.get(line.order.id) ?? []), line]);
  return grouped;
}, []);

export const orderDeliveryById = batchedById<OrderDelivery | null>(async (em, ids) => {
  const rows = await em.find(OrderDelivery, { id: { $in: ids } });
  return byKey(rows, (row) => row.id, (row) => row);
}, null);

export const specificationOfOrder = batchedById<OrderSpecification | null>(async (em, orderIds) => {
  const rows = await em.find(OrderSpecification, { order: { $in: orderIds } });
  return byKey(rows, (row) => row.order.id, (row) => row);
}, null);

export const buyerById = batchedById<User | null>(async (em, ids) => {
  const rows = await em.find(User, { id: { $in: ids } });
  return byKey(rows, (row) => row.id, (row) => row);
}, null);

/** A line's product as it is now, whatever its visibility: it is the buyer's own purchase. */
export const productById = batchedById<Product | null>(async (em, ids) => {
  const rows = await em.find(Product, { id: { $in: ids } });
  return byKey(rows, (row) => row.id, (row) => row);
}, null);

export const optionDetailById = batchedById<ProductOptionDetail | null>(async (em, ids) => {
  const rows = await em.find(ProductOptionDetail, { id: { $in: ids } });
  return byKey(rows, (row) => row.id, (row) => row);
}, null);

/** The newest shipping record of each line (a reshipment replaces the tracking number shown). */
export const shippingOfLine = batchedById<OrderProductShipping | null>(async (em, lineIds) => {
  const rows = await em.find(
    OrderProductShipping,
    { orderProduct: { $in: lineIds } },
    { populate: ['orderDeliveryCompany'], orderBy: { id: 'asc' } },
  );
  return byKey(rows, (row) => row.orderProduct.id, (row) => row);
}, null);

export const deliveryCompanyById = batchedById<OrderDeliveryCompany | null>(async (em, ids) => {
  const rows = await em.find(OrderDeliveryCompany, { id: { $in: ids } });
  return byKey(rows, (row) => row.id, (row) => row);
}, null);

export const reviewOfLine = batchedById<Review | null>(async (em, lineIds) => {
  const rows = await em.find(Review, { orderProduct: { $in: lineIds } });
  // Found by their line, so every row has one.
  return byKey(rows, (row) => row.orderProduct!.id, (row) => row);
}, null);
