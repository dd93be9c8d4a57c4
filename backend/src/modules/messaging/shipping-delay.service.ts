import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { OrderProductStatus } from '../../../../domain/enums';
import { invalidState, notFound } from '../../../../domain/errors/errors';
import { parseInput } from '../../../../domain/errors/input';
import { OrderProduct } from '../order/order-product.entity';
import type { StaffScope } from '../staff/staff-access';
import { queueShippingDelayed } from './order-messages';

const DELAY_LINE_NOT_FOUND_MESSAGE = '주문 상품을 찾을 수 없어요. 목록을 새로고침해 주세요.';
const DELAY_WRONG_STATE_MESSAGE = '결제 완료나 상품 준비 중인 주문만 배송 지연을 알릴 수 있어요.';

const delayInput = z.object({
  orderProductId: z.number().int().positive(),
  reason: z.string().trim().min(1, { error: '지연 사유를 입력해 주세요.' }).max(100, { error: '지연 사유는 100자 이내로 입력해 주세요.' }),
  expectedDate: z.string().trim().min(1, { error: '발송 예정일을 입력해 주세요.' }).max(30, { error: '발송 예정일은 30자 이내로 입력해 주세요.' }),
});

/**
 * Staff tell a buyer that a paid line ships late, with the reason and the new date. The staff
 * screen for it comes with the operator console; until then this is the service it will call.
 * One message per line and expected date: repeating the same notice sends nothing new.
 */
export async function notifyShippingDelay(
  em: EntityManager,
  scope: StaffScope,
  data: { orderProductId: number; reason: string; expectedDate: string },
): Promise<OrderProduct> {
  const input = parseInput(delayInput, data);
  const line = await em.findOne(
    OrderProduct,
    { id: input.orderProductId, order: { university: scope.universityId } },
    { populate: ['order'] },
  );
  if (!line) throw notFound(DELAY_LINE_NOT_FOUND_MESSAGE);
  if (line.status !== OrderProductStatus.PAID && line.status !== OrderProductStatus.PREPARING) throw invalidState(DELAY_WRONG_STATE_MESSAGE);
  await queueShippingDelayed(em, line.order, line, { reason: input.reason, expectedDate: input.expectedDate });
  return line;
}
