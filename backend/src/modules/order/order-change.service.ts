import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { AppError, badUserInput, invalidState } from '../../../../domain/errors/errors';
import { parseInput } from '../../../../domain/errors/input';
import { saveDelivery } from '../account/profile.service';
import type { Viewer } from '../account/session.service';
import { invalidateCatalogue } from '../catalog/catalogue-cache';
import { ProductOptionDetail } from '../catalog/product-option-detail.entity';
import { ProductOptionInput } from '../catalog/product-option-input.entity';
import { ProductOption } from '../catalog/product-option.entity';
import { restoreStock, takeStock } from '../catalog/stock';
import { ownOrder, ownOrderOfLine } from './order-guards';
import { deliveryInput, optionsInput } from '../../../../domain/order/order-input';
import { requireBuyerLineChange, requireLineEvent } from '../../../../domain/order/line-process';
import { optionInputSlots } from '../../../../domain/cart/cart-input';
import { enforceCampaignSwap } from '../campaign/campaign-join';
import { buyerLineOf } from '../production/production-freeze-read';
import { queueSheetChange } from '../production/production-sheet.service';
import {
  allInputsMessage,
  CANCELLED_ORDER_DELIVERY_MESSAGE,
  DETAIL_NOT_FOUND_MESSAGE,
  noInputsMessage,
  noOptionsMessage,
  NOTHING_TO_CHANGE_MESSAGE,
  optionOutOfStockMessage,
  PICKUP_DELIVERY_MESSAGE,
  SAME_PRICE_ONLY_MESSAGE,
} from '../../../../domain/order/order-messages';
import { OrderDelivery } from './order-delivery.entity';
import type { OrderProduct } from './order-product.entity';
import type { Order } from './order.entity';

type OptionsInput = z.output<typeof optionsInput>;

/** The combination chosen instead: of the same product, at the same extra price, with stock for the line. */
async function switchCombination(em: EntityManager, line: OrderProduct, detailId: number): Promise<void> {
  const current = line.productOptionDetail
    ? await em.findOne(ProductOptionDetail, { id: line.productOptionDetail.id })
    : null;
  if (!current) {
    throw badUserInput(noOptionsMessage(line.productName), 'productOptionDetailId');
  }
  if (detailId === current.id) return;
  const next = await em.findOne(ProductOptionDetail, { id: detailId, product: line.product.id, retired: false });
  if (!next) throw badUserInput(DETAIL_NOT_FOUND_MESSAGE, 'productOptionDetailId');
  if (next.price !== current.price) {
    throw badUserInput(SAME_PRICE_ONLY_MESSAGE, 'productOptionDetailId');
  }
  const label = `${line.productName} (${next.optionValues().join(' / ')})`;
  await enforceCampaignSwap(em, { productId: line.product.id, productOptionDetailId: next.id, optionText: next.optionValues().join(' / '), count: line.count });
  if (!(await takeStock(em, { productId: line.product.id, productOptionDetailId: next.id, count: line.count }))) {
    throw new AppError('OUT_OF_STOCK', optionOutOfStockMessage(label), {
      field: 'productOptionDetailId',
    });
  }
  await restoreStock(em, { productId: line.product.id, productOptionDetailId: current.id, count: line.count });
  const axes = await em.find(ProductOption, { product: line.product.id }, { orderBy: { position: 'asc', id: 'asc' } });
  line.productOptionDetail = next;
  line.optionText = next.optionValues().join(' / ');
  line.productOptionId0 = axes[0]?.id ?? null;
  line.productOptionId1 = axes[1]?.id ?? null;
  line.productOptionId2 = axes[2]?.id ?? null;
  invalidateCatalogue(em);
}

/** The texts for the product's free-text fields, one per field, in their order. */
async function rewriteInputs(em: EntityManager, line: OrderProduct, texts: string[]): Promise<void> {
  const fields = await em.find(ProductOptionInput, { product: line.product.id }, { orderBy: { position: 'asc', id: 'asc' } });
  if (fields.length === 0) {
    throw badUserInput(noInputsMessage(line.productName), 'productOptionInputs');
  }
  if (texts.length !== fields.length) {
    throw badUserInput(allInputsMessage(fields.map((field) => field.key)), 'productOptionInputs');
  }
  // The same rules as putting the line in the cart (length, characters, the product's own patterns).
  [line.productOptionInput0, line.productOptionInput1, line.productOptionInput2] = optionInputSlots(fields, texts);
}

/** Another combination (same price, in stock) and/or new input texts for one of the viewer's lines. */
export async function updateOrderProductOptions(em: EntityManager, viewer: Viewer, data: unknown): Promise<OrderProduct> {
  const input: OptionsInput = parseInput(optionsInput, data);
  if (input.productOptionDetailId == null && input.productOptionInputs == null) {
    throw badUserInput(NOTHING_TO_CHANGE_MESSAGE, 'productOptionDetailId');
  }
  const { line } = await ownOrderOfLine(em, viewer, input.orderProductId);
  requireBuyerLineChange(await buyerLineOf(em, line), 'changeOptions');
  if (input.productOptionDetailId != null) await switchCombination(em, line, input.productOptionDetailId);
  if (input.productOptionInputs != null) await rewriteInputs(em, line, input.productOptionInputs);
  await em.flush();
  await queueSheetChange(em, line.product.id);
  return line;
}

/** A new address for the viewer's order while every live line is READY or PAID (not for group pickups). */
export async function updateOrderDelivery(em: EntityManager, viewer: Viewer, data: unknown): Promise<Order> {
  const input = parseInput(deliveryInput, data);
  const { order, lines } = await ownOrder(em, viewer, input.orderId);
  const live = lines.filter((line) => !line.isCancelled());
  if (live.length === 0) throw invalidState(CANCELLED_ORDER_DELIVERY_MESSAGE);
  for (const line of live) requireLineEvent(line, 'changeDelivery');
  if (!order.orderDelivery) {
    throw invalidState(PICKUP_DELIVERY_MESSAGE);
  }
  const { saveAsDefault, ...address } = input.delivery;
  const delivery = await em.findOneOrFail(OrderDelivery, { id: order.orderDelivery.id });
  Object.assign(delivery, address);
  if (saveAsDefault) await saveDelivery(em, viewer, address);
  await em.flush();
  return order;
}
