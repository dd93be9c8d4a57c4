import type { EntityManager } from '@mikro-orm/postgresql';
import { PaymentGatewayError, type PaymentGateway } from '../../adapters/payment/payment-gateway';
import { AppError } from '../../../../domain/errors/errors';
import type { Logger } from '../../logger';
import { outOfStock } from '../../../../domain/cart/cart-rules';
import type { Cart } from '../cart/cart.entity';
import { restoreStock, takeStock } from '../catalog/stock';
import { stockKeyOf } from '../cart/cart-validation';
import { consumeClaims, type Claim } from './checkout-admission-claims';
import type { StockTake } from '../../../../domain/order/place-order-plan';

/** What the buyer sees when the payment provider cannot be reached; the whole request is undone. */
export const PAYMENT_PROVIDER_UNREACHABLE =
  '결제사와 연결하지 못해 주문을 완료하지 못했어요. 잠시 후 다시 시도해 주세요. 결제된 금액은 없어요.';

/** The outside failure as the buyer's refusal, logged for staff without the provider's details reaching the screen. */
export function providerUnreachable(log: Logger, error: unknown, context: Record<string, unknown>, message: string): AppError {
  log.error({ err: error, ...context }, 'payment provider call failed');
  return new AppError('EXTERNAL_SERVICE_ERROR', message);
}

/**
 * Registers the amount with PortOne (`/payments/prepare`) so its window refuses any other amount.
 * A failure refuses the order, and the transaction takes everything back.
 */
export async function prepareAmount(
  gateway: PaymentGateway,
  { mUid, amount, log }: { mUid: string; amount: number; log: Logger },
): Promise<void> {
  try {
    await gateway.prepare(mUid, amount);
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    throw providerUnreachable(log, error, { mUid, amount }, PAYMENT_PROVIDER_UNREACHABLE);
  }
}

async function stockLeft(em: EntityManager, take: StockTake<Cart>): Promise<number> {
  const [row] = take.productOptionDetailId
    ? await em.execute<{ count: number }[]>('select count from product_option_detail where id = ?', [take.productOptionDetailId])
    : await em.execute<{ count: number }[]>('select count from product where id = ?', [take.productId]);
  return Number(row?.count ?? 0);
}

/**
 * The order's stock, the one step that sells units (H2's held stock replaces it for held lines).
 * The units its precheck claimed (checkout-admission-claims.ts) were taken from the stock rows
 * already: the claims are deleted and those units are the order's, without waiting on the rows
 * every buyer shares. What no claim covers (no precheck ran, a claim expired and was swept, the
 * member changed the line meanwhile) is one conditional decrement per planned take, in the plan's
 * lock order; units claimed beyond the plan go back. A take whose stock ran out (another order
 * took it since the cart was checked) refuses OUT_OF_STOCK naming the product and how many are
 * left; the transaction gives back what earlier lines took and the claims it deleted.
 */
export async function takeOrderStock(em: EntityManager, takes: readonly StockTake<Cart>[], claims: readonly Claim[] = []): Promise<void> {
  const claimed = new Map<string, number>();
  for (const claim of await consumeClaims(em, claims)) {
    const key = stockKeyOf(claim.productId, claim.productOptionDetailId);
    claimed.set(key, (claimed.get(key) ?? 0) + claim.units);
  }
  for (const take of takes) {
    const key = stockKeyOf(take.productId, take.productOptionDetailId);
    const covered = Math.min(claimed.get(key) ?? 0, take.count);
    claimed.set(key, (claimed.get(key) ?? 0) - covered);
    if (covered === take.count || (await takeStock(em, { ...take, count: take.count - covered }))) continue;
    throw outOfStock(take.productName, await stockLeft(em, take));
  }
  for (const claim of claims.filter((claim) => claim.consumed)) {
    const key = stockKeyOf(claim.productId, claim.productOptionDetailId);
    const over = Math.min(claimed.get(key) ?? 0, claim.units);
    if (over <= 0) continue;
    claimed.set(key, (claimed.get(key) ?? 0) - over);
    await restoreStock(em, { productId: claim.productId, productOptionDetailId: claim.productOptionDetailId, count: over });
  }
}
