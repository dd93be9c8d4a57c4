import type { EntityManager } from '@mikro-orm/postgresql';
import { PaymentGatewayError, type PaymentGateway } from '../../adapters/payment/payment-gateway';
import { AppError } from '../../../../domain/errors/errors';
import type { Logger } from '../../logger';
import { outOfStock } from '../../../../domain/cart/cart-rules';
import type { Cart } from '../cart/cart.entity';
import { inLockOrder, takeStock } from '../catalog/stock';

/** What the buyer sees when the payment provider cannot be reached; the whole request is undone. */
export const PAYMENT_PROVIDER_UNREACHABLE =
  '결제사와 연결하지 못해 주문을 완료하지 못했습니다. 잠시 후 다시 시도해 주세요. 결제된 금액은 없습니다.';

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

async function stockLeft(em: EntityManager, cart: Cart): Promise<number> {
  const [row] = cart.productOptionDetail
    ? await em.execute<{ count: number }[]>('select count from product_option_detail where id = ?', [cart.productOptionDetail.id])
    : await em.execute<{ count: number }[]>('select count from product where id = ?', [cart.product.id]);
  return Number(row?.count ?? 0);
}

/**
 * One conditional decrement per line, in the global lock order. The first line whose stock ran
 * out (another order took it since the cart was checked) refuses OUT_OF_STOCK naming the product
 * and how many are left; the transaction gives back what earlier lines took.
 */
export async function takeOrderStock(em: EntityManager, carts: readonly Cart[]): Promise<void> {
  const moves = inLockOrder(
    carts.map((cart) => ({
      cart,
      productId: cart.product.id,
      productOptionDetailId: cart.productOptionDetail?.id ?? null,
      count: cart.count,
    })),
  );
  for (const move of moves) {
    if (await takeStock(em, move)) continue;
    throw outOfStock(move.cart.product.name, await stockLeft(em, move.cart));
  }
}
