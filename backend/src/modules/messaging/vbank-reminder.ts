import { OrderSpecificationStatus, PayMethod } from '../../../../domain/enums';
import type { JobDeps } from '../../jobs/job-deps';
import { Order } from '../order/order.entity';
import { queueVbankExpiring } from './order-messages';

/** How long before a virtual account's deadline the member is reminded. */
const VBANK_REMINDER_BEFORE_MS = 12 * 60 * 60_000;

/**
 * The every-ten-minutes sweep: each unpaid virtual-account order of this university whose deadline
 * falls within the next 12 hours gets one reminder. The message's event key carries the deadline,
 * so repeated runs queue nothing new, and a deadline the provider moves earns a fresh reminder.
 * Returns how many orders were looked at.
 */
export async function remindVbankDeposits(deps: JobDeps, now: Date): Promise<number> {
  const em = deps.orm.em.fork();
  const due = await em.find(
    Order,
    {
      university: deps.config.UNIVERSITY_ID,
      orderSpecification: {
        status: OrderSpecificationStatus.READY,
        payMethod: PayMethod.vbank,
        vbankNum: { $ne: null },
        vbankDate: { $gt: now, $lte: new Date(now.getTime() + VBANK_REMINDER_BEFORE_MS) },
      },
    },
    { populate: ['orderSpecification'], orderBy: { id: 'asc' }, limit: 500 },
  );
  for (const order of due) await queueVbankExpiring(em, order);
  return due.length;
}
