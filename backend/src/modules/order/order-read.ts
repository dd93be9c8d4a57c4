import { wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../account/user.entity';
import type { ProductOptionDetail } from '../catalog/product-option-detail.entity';
import type { Product } from '../catalog/product.entity';
import type { Review } from '../review/review.entity';
import {
  buyerById,
  deliveryCompanyById,
  orderDeliveryById,
  productById,
  optionDetailById,
  reviewOfLine,
  shippingOfLine,
  specificationOfOrder,
} from './order-loaders';
import type { OrderDeliveryCompany } from './order-delivery-company.entity';
import type { OrderDelivery } from './order-delivery.entity';
import type { OrderProductShipping } from './order-product-shipping.entity';
import type { OrderProduct } from './order-product.entity';
import type { OrderSpecification } from './order-specification.entity';
import type { Order } from './order.entity';

// The related rows an order screen shows, each through its per-request batch (order-loaders.ts).

/** A row the schema guarantees exists; missing means broken data, not a refusal to show. */
function present<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`${what} is missing`);
  return value;
}

export async function orderBuyer(em: EntityManager, order: Order): Promise<User> {
  return present(await buyerById(em, order.user.id), `Buyer of order ${order.id}`);
}

export function orderDelivery(em: EntityManager, order: Order): Promise<OrderDelivery | null> | null {
  return order.orderDelivery ? orderDeliveryById(em, order.orderDelivery.id) : null;
}

export async function orderSpecification(em: EntityManager, order: Order): Promise<OrderSpecification> {
  return present(await specificationOfOrder(em, order.id), `Specification of order ${order.id}`);
}

export async function lineProduct(em: EntityManager, line: OrderProduct): Promise<Product> {
  return present(await productById(em, line.product.id), `Product of order line ${line.id}`);
}

export function lineOptionDetail(em: EntityManager, line: OrderProduct): Promise<ProductOptionDetail | null> | null {
  return line.productOptionDetail ? optionDetailById(em, line.productOptionDetail.id) : null;
}

export function lineShipping(em: EntityManager, line: OrderProduct): Promise<OrderProductShipping | null> {
  return shippingOfLine(em, line.id);
}

export function lineReview(em: EntityManager, line: OrderProduct): Promise<Review | null> {
  return reviewOfLine(em, line.id);
}

export async function lineIsReviewable(em: EntityManager, line: OrderProduct, now: Date = new Date()): Promise<boolean> {
  // No review can exist before the window opens, so most lines answer without a query.
  if (line.reviewableUntil() === null) return false;
  return line.isReviewable(now, (await reviewOfLine(em, line.id)) !== null);
}

export async function shippingCompany(em: EntityManager, shipping: OrderProductShipping): Promise<OrderDeliveryCompany> {
  const company = shipping.orderDeliveryCompany;
  if (wrap(company).isInitialized()) return company;
  return present(await deliveryCompanyById(em, company.id), `Delivery company ${company.id}`);
}

export async function shippingTrackingUrl(em: EntityManager, shipping: OrderProductShipping): Promise<string | null> {
  const company = await shippingCompany(em, shipping);
  return company.trackingUrl ? company.trackingUrlFor(shipping.shippingNumber) : null;
}
