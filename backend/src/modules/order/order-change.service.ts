import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { AppError, badUserInput, invalidState } from '../../graphql/errors';
import { parseInput } from '../../graphql/input';
import { saveDelivery } from '../account/profile.service';
import type { Viewer } from '../account/session.service';
import { invalidateCatalogue } from '../catalog/catalogue-cache';
import { ProductOptionDetail } from '../catalog/product-option-detail.entity';
import { ProductOptionInput } from '../catalog/product-option-input.entity';
import { ProductOption } from '../catalog/product-option.entity';
import { restoreStock, takeStock } from '../catalog/stock';
import { ownOrder, ownOrderOfLine, requireChangeable } from './order-guards';
import { OrderDelivery } from './order-delivery.entity';
import type { OrderProduct } from './order-product.entity';
import type { Order } from './order.entity';
import { orderDeliverySchema } from './place-order-input';

const OPTION_INPUT_MESSAGE = '입력 옵션은 1~20자로 입력해 주세요.';

const optionsInput = z.object({
  orderProductId: z.number().int(),
  productOptionDetailId: z.number().int().nullish(),
  productOptionInputs: z
    .array(
      z
        .string({ error: OPTION_INPUT_MESSAGE })
        .trim()
        .refine((text) => [...text].length >= 1 && [...text].length <= 20, { error: OPTION_INPUT_MESSAGE }),
    )
    .nullish(),
});

type OptionsInput = z.output<typeof optionsInput>;

/** The combination chosen instead: of the same product, at the same extra price, with stock for the line. */
async function switchCombination(em: EntityManager, line: OrderProduct, detailId: number): Promise<void> {
  const current = line.productOptionDetail
    ? await em.findOne(ProductOptionDetail, { id: line.productOptionDetail.id })
    : null;
  if (!current) {
    throw badUserInput(`'${line.productName}' 상품은 바꿀 수 있는 옵션이 없어요.`, 'productOptionDetailId');
  }
  if (detailId === current.id) return;
  const next = await em.findOne(ProductOptionDetail, { id: detailId, product: line.product.id });
  if (!next) throw badUserInput('선택한 옵션을 찾을 수 없어요. 옵션을 다시 선택해 주세요.', 'productOptionDetailId');
  if (next.price !== current.price) {
    throw badUserInput(
      '가격이 같은 옵션으로만 바꿀 수 있어요. 가격이 다른 옵션을 원하시면 이 상품을 취소한 뒤 다시 주문해 주세요.',
      'productOptionDetailId',
    );
  }
  const label = `${line.productName} (${next.optionValues().join(' / ')})`;
  if (!(await takeStock(em, { productId: line.product.id, productOptionDetailId: next.id, count: line.count }))) {
    throw new AppError('OUT_OF_STOCK', `'${label}' 옵션은 재고가 부족해요. 다른 옵션을 선택해 주세요.`, {
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
    throw badUserInput(`'${line.productName}' 상품에는 입력할 옵션이 없어요.`, 'productOptionInputs');
  }
  if (texts.length !== fields.length) {
    throw badUserInput(`${fields.map((field) => field.key).join(', ')}을(를) 모두 입력해 주세요.`, 'productOptionInputs');
  }
  line.productOptionInput0 = texts[0] ?? null;
  line.productOptionInput1 = texts[1] ?? null;
  line.productOptionInput2 = texts[2] ?? null;
}

/** Another combination (same price, in stock) and/or new input texts for one of the viewer's lines. */
export async function updateOrderProductOptions(em: EntityManager, viewer: Viewer, data: unknown): Promise<OrderProduct> {
  const input: OptionsInput = parseInput(optionsInput, data);
  if (input.productOptionDetailId == null && input.productOptionInputs == null) {
    throw badUserInput('바꿀 옵션을 선택하거나 입력해 주세요.', 'productOptionDetailId');
  }
  const { line } = await ownOrderOfLine(em, viewer, input.orderProductId);
  requireChangeable(line, 'options');
  if (input.productOptionDetailId != null) await switchCombination(em, line, input.productOptionDetailId);
  if (input.productOptionInputs != null) await rewriteInputs(em, line, input.productOptionInputs);
  await em.flush();
  return line;
}

const deliveryInput = z.object({
  orderId: z.number().int(),
  delivery: orderDeliverySchema,
});

/** A new address for the viewer's order while every live line is READY or PAID (not for group pickups). */
export async function updateOrderDelivery(em: EntityManager, viewer: Viewer, data: unknown): Promise<Order> {
  const input = parseInput(deliveryInput, data);
  const { order, lines } = await ownOrder(em, viewer, input.orderId);
  const live = lines.filter((line) => !line.isCancelled());
  if (live.length === 0) throw invalidState('취소된 주문은 배송지를 바꿀 수 없어요.');
  for (const line of live) requireChangeable(line, 'delivery');
  if (!order.orderDelivery) {
    throw invalidState('단체 수령 상품은 정해진 수령 장소로 배송되어 배송지를 바꿀 수 없어요. 수령 장소는 상품 안내를 확인해 주세요.');
  }
  const { saveAsDefault, ...address } = input.delivery;
  const delivery = await em.findOneOrFail(OrderDelivery, { id: order.orderDelivery.id });
  Object.assign(delivery, address);
  if (saveAsDefault) await saveDelivery(em, viewer, address);
  await em.flush();
  return order;
}
