import { EXPIRED_ORDER_REASON } from '../../../domain/order/order-messages';
import { OrderSpecificationStatus } from '../../../domain/enums';
import type { GatewayPayment } from '../adapters';
import { Order } from '../modules/order/order.entity';
import { releaseUnpaidOrder } from '../modules/order/order-release';
import { applyGatewayPayment } from '../modules/order/payment.service';
import type { JobDeps } from './job-deps';

/** Orders read at a time; a run goes on past orders it has to leave, so they never block the rest. */
export const EXPIRY_BATCH = 100;


export interface ExpiryResult {
  /** Unpaid orders cancelled, their stock and points given back. */
  released: number;
  /** Orders the provider reported paid after all (the payment was applied instead). */
  paid: number;
  /** Orders left for the next run: the provider could not be asked, or a deposit is still possible. */
  skipped: number;
}

function stillPayable(payment: GatewayPayment | null, now: Date): boolean {
  // A virtual account whose deadline the provider puts later than ours still accepts the deposit.
  return payment?.status === 'ready' && payment.vbank !== null && payment.vbank.dueAt.getTime() > now.getTime();
}

type Outcome = keyof ExpiryResult | 'unchanged';

async function settleExpiredOrder(
  deps: JobDeps,
  order: Pick<Order, 'id' | 'mUid'>,
  now: Date,
  log: JobDeps['logger'],
): Promise<Outcome> {
  const { orm, adapters } = deps;
  let payment: GatewayPayment | null;
  try {
    payment = await adapters.payment.findPaymentByMerchantUid(order.mUid);
  } catch (err) {
    log.warn({ err }, 'could not ask the payment provider about an expired order; trying again next run');
    return 'skipped';
  }
  if (payment?.status === 'paid') {
    const applied = await orm.em.fork().transactional((em) =>
      applyGatewayPayment(em, payment, {
        gateway: adapters.payment,
        orderId: order.id,
        universityId: deps.config.UNIVERSITY_ID,
        merchantUid: order.mUid,
        source: 'expiry',
        log,
        now,
      }),
    );
    if (applied.outcome === 'paid') log.warn({ impUid: payment.impUid }, 'an expired order was paid at the provider; payment applied');
    return applied.outcome === 'paid' ? 'paid' : 'unchanged';
  }
  if (stillPayable(payment, now)) return 'skipped';
  const released = await orm.em
    .fork()
    .transactional((em) => releaseUnpaidOrder(em, { orderId: order.id, reason: EXPIRED_ORDER_REASON, now }));
  if (released) log.info('unpaid order expired and released');
  return released ? 'released' : 'unchanged';
}

/**
 * The every-minute sweep (docs/product-rules.md#stock): READY orders of this deployment's university whose
 * `expiresAt` has passed, in id order. The provider is asked first, outside any transaction,
 * because a payment may have gone through without its webhook or payOrder reaching us: a paid one
 * is applied like a webhook would, anything else is released. An order the provider cannot be asked about is left
 * alone, since releasing it could cancel a paid order. Only this university's orders: another
 * tenant in the same database pays through another provider account.
 */
export async function expireUnpaidOrders(deps: JobDeps, now: Date): Promise<ExpiryResult> {
  const log = deps.logger.child({ job: 'expire-unpaid-orders' });
  const result: ExpiryResult = { released: 0, paid: 0, skipped: 0 };
  for (let after = 0; ; ) {
    const due = await deps.orm.em.fork().find(
      Order,
      {
        id: { $gt: after },
        university: deps.config.UNIVERSITY_ID,
        expiresAt: { $lte: now },
        orderSpecification: { status: OrderSpecificationStatus.READY },
      },
      { fields: ['id', 'mUid'], orderBy: { id: 'asc' }, limit: EXPIRY_BATCH },
    );
    for (const order of due) {
      const orderLog = log.child({ orderId: order.id, mUid: order.mUid });
      try {
        const outcome = await settleExpiredOrder(deps, order, now, orderLog);
        if (outcome !== 'unchanged') result[outcome] += 1;
      } catch (err) {
        // One order that cannot be settled must not hold up the others.
        orderLog.error({ err }, 'an expired order could not be settled; trying again next run');
        result.skipped += 1;
      }
    }
    if (due.length < EXPIRY_BATCH) break;
    after = due.at(-1)!.id;
  }
  return result;
}
