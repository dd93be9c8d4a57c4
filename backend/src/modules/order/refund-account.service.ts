import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderSpecificationStatus } from '../../../../domain/enums';
import { invalidState } from '../../../../domain/errors/errors';
import { parseInput } from '../../../../domain/errors/input';
import type { Viewer } from '../account/session.service';
import { ownOrder } from './order-guards';
import { bankNameOf, refundAccountInput } from '../../../../domain/order/order-input';
import { ALL_CANCELLED_REFUND_MESSAGE, NOT_VBANK_MESSAGE } from '../../../../domain/order/order-messages';
import type { Order } from './order.entity';

/** Where a virtual-account order's refunds go (PortOne needs bank, account and holder for them). */
export async function updateRefundAccount(em: EntityManager, viewer: Viewer, data: unknown): Promise<Order> {
  const input = parseInput(refundAccountInput, data);
  const { order, specification } = await ownOrder(em, viewer, input.orderId);
  if (!specification.isVirtualAccount()) throw invalidState(NOT_VBANK_MESSAGE);
  if (specification.status === OrderSpecificationStatus.CANCELLED) throw invalidState(ALL_CANCELLED_REFUND_MESSAGE);
  order.refundBankCode = input.refundBankCode;
  order.refundBankName = bankNameOf(input.refundBankCode);
  order.refundAccount = input.refundAccount;
  order.refundHolder = input.refundHolder;
  await em.flush();
  return order;
}
