import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parseInput } from '../../../../domain/errors/input';
import { joinClassOrderSchema, joinRefusal } from '../../../../domain/class-order/class-order-rules';
import { planDirectLines } from '../../../../domain/cart/direct-checkout';
import type { Viewer } from '../account/session.service';
import { Cart } from '../cart/cart.entity';
import { completeCartLines } from '../cart/cart-lines';
import { lockMemberCart } from '../cart/cart-validation';
import { newCartLine, resolveCartRow } from '../cart/cart.service';
import { ClassOrder } from './class-order.entity';
import { findClassOrder, memberClassLine } from './class-order.service';

/*
 * Joining a class order (docs/decisions/0065-class-orders.md): the classmate's chosen line becomes
 * their direct cart (구매하기's, ADR 0057) tagged with the class order, and they pay for themselves
 * through /checkout?direct=1. placeOrder checks the tag again under the class order's row lock.
 */

export async function joinClassOrder(em: EntityManager, viewer: Viewer, data: unknown, now: Date = new Date()): Promise<Cart[]> {
  const input = parseInput(joinClassOrderSchema, data);
  const classOrder = await findClassOrder(em, viewer, input.code);
  const alreadyJoined = (await memberClassLine(em, classOrder.id, viewer.userId)) !== null;
  const refusal = joinRefusal({ ...classOrder, now, alreadyJoined });
  if (refusal) throw refusal;

  const row = { productId: classOrder.product.id, productOptionDetailId: input.productOptionDetailId, productOptionInputs: input.productOptionInputs, count: input.count };
  const line = await resolveCartRow(em, viewer, row, now);
  const [planned] = planDirectLines([
    { productId: line.product.id, productName: line.product.name, detailId: line.detail?.id ?? null, inputs: line.inputs, stock: line.stock, count: input.count, line },
  ]);

  await lockMemberCart(em, viewer.userId);
  await em.nativeDelete(Cart, { user: viewer.userId, direct: true });
  const cart = newCartLine(em, viewer.userId, planned!.row.line, planned!.count, true);
  cart.classOrder = classOrder;
  await em.flush();
  return completeCartLines(em, [cart]);
}

/**
 * placeOrder's check of class-tagged lines: under the class order's row lock (so two tabs of one
 * member order one line, and nobody orders past the deadline or into a cancelled class), each
 * tagged line's class order must still take this member.
 */
export async function checkClassLines(em: EntityManager, userId: number, carts: readonly Cart[], now: Date): Promise<void> {
  const classOrderIds = [...new Set(carts.flatMap((cart) => (cart.classOrder ? [cart.classOrder.id] : [])))].sort((a, b) => a - b);
  for (const id of classOrderIds) {
    const classOrder = await em.findOneOrFail(ClassOrder, id, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    const alreadyJoined = (await memberClassLine(em, id, userId)) !== null;
    const refusal = joinRefusal({ ...classOrder, now, alreadyJoined });
    if (refusal) throw refusal;
  }
}
