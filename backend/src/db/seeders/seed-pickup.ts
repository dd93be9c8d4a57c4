import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderProductStatus, OrderSpecificationStatus, PayMethod } from '../../../../domain/enums';
import { demoMember } from '../../../../mocks/scenarios/standard';
import { ProductOptionDetail } from '../../modules/catalog/product-option-detail.entity';
import { Product } from '../../modules/catalog/product.entity';
import { OrderProduct } from '../../modules/order/order-product.entity';
import { OrderSpecification } from '../../modules/order/order-specification.entity';
import { Order } from '../../modules/order/order.entity';
import { reservePurchasePoints } from '../../modules/point/point-ledger';

/**
 * Pickup day in the demo shop (docs/decisions/0067-pickup-day.md): the demo member's paid order of
 * the council jacket (product 4, handed out at 학생회관 1층 생협 매장), so the order page shows
 * its QR pass and /admin/pickup has a line to check off. The mocked `standard` scenario has the
 * same order. Idempotent by its order number.
 */
export const PICKUP_DEMO_MUID = 'DEMO-PICKUP-0001';
const JACKET_ID = 4;

export async function seedPickupDemo(em: EntityManager, options: { universityId: number; now?: Date }): Promise<{ inserted: boolean }> {
  const now = options.now ?? new Date();
  return em.transactional(async (tx) => {
    if ((await tx.count(Order, { mUid: PICKUP_DEMO_MUID })) > 0) return { inserted: false };
    const jacket = await tx.findOne(Product, { id: JACKET_ID, university: options.universityId });
    if (!jacket) return { inserted: false };
    const details = await tx.find(ProductOptionDetail, { product: jacket.id, retired: false }, { orderBy: { id: 'asc' } });
    const detail = details.find((row) => row.optionValues().join(' / ') === '로얄블루 / M') ?? details[0] ?? null;
    const price = jacket.price + (detail?.price ?? 0);
    const salePrice = jacket.salePrice + (detail?.price ?? 0);
    const order = tx.create(Order, {
      user: demoMember.id,
      university: options.universityId,
      paidPrice: salePrice,
      mUid: PICKUP_DEMO_MUID,
      totalPrice: price,
      discountFee: price - salePrice,
      orderDelivery: null,
      createdAt: new Date(now.getTime() - 3 * 86_400_000),
    });
    const line = tx.create(OrderProduct, {
      order,
      product: jacket,
      productOptionDetail: detail,
      productOptionInput0: 'KHB',
      productOptionInput1: '23',
      deliveryTemplate: jacket.deliveryTemplate,
      count: 1,
      price,
      salePrice,
      discountFee: price - salePrice,
      paidPrice: salePrice,
      status: OrderProductStatus.PAID,
      productName: jacket.name,
      optionText: detail ? detail.optionValues().join(' / ') : '',
      createdAt: order.createdAt,
    });
    tx.create(OrderSpecification, { order, payMethod: PayMethod.card, status: OrderSpecificationStatus.PAID, paidAt: order.createdAt, pgProvider: 'sandbox' });
    await tx.flush();
    await reservePurchasePoints(tx, { orderProducts: [line], now });
    await tx.flush();
    return { inserted: true };
  });
}
