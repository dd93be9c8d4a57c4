import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { OrderSpecificationStatus } from '../../db/enums';
import { invalidState } from '../../graphql/errors';
import { parseInput } from '../../graphql/input';
import type { Viewer } from '../account/session.service';
import { ownOrder } from './order-guards';
import { bankNameOf } from './order-query.service';
import type { Order } from './order.entity';

const ACCOUNT_MESSAGE = '계좌번호는 숫자 10~20자리로 입력해 주세요. (- 는 넣어도 괜찮아요)';
const HOLDER_MESSAGE = '예금주 이름은 2~20자로 입력해 주세요.';

const refundAccountInput = z.object({
  orderId: z.number().int(),
  refundBankCode: z
    .string({ error: '환불받을 은행을 선택해 주세요.' })
    .trim()
    .refine((code) => bankNameOf(code) !== null, { error: '환불받을 은행을 목록에서 다시 선택해 주세요.' }),
  // Stored as digits only: that is what the PG's refund_account takes.
  refundAccount: z
    .string({ error: ACCOUNT_MESSAGE })
    .trim()
    .regex(/^[\d-]+$/, { error: ACCOUNT_MESSAGE })
    .transform((account) => account.replaceAll('-', ''))
    .refine((digits) => digits.length >= 10 && digits.length <= 20, { error: ACCOUNT_MESSAGE }),
  refundHolder: z
    .string({ error: HOLDER_MESSAGE })
    .trim()
    .refine((holder) => [...holder].length >= 2 && [...holder].length <= 20, { error: HOLDER_MESSAGE }),
});

/** Where a virtual-account order's refunds go (PortOne needs bank, account and holder for them). */
export async function updateRefundAccount(em: EntityManager, viewer: Viewer, data: unknown): Promise<Order> {
  const input = parseInput(refundAccountInput, data);
  const { order, specification } = await ownOrder(em, viewer, input.orderId);
  if (!specification.isVirtualAccount()) {
    throw invalidState('환불 계좌는 가상계좌로 결제한 주문에만 등록할 수 있어요. 다른 결제 수단은 결제한 수단으로 환불돼요.');
  }
  if (specification.status === OrderSpecificationStatus.CANCELLED) {
    throw invalidState('이미 모두 취소된 주문이라 환불 계좌를 등록할 필요가 없어요.');
  }
  order.refundBankCode = input.refundBankCode;
  order.refundBankName = bankNameOf(input.refundBankCode);
  order.refundAccount = input.refundAccount;
  order.refundHolder = input.refundHolder;
  await em.flush();
  return order;
}
