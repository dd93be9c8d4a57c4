import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderProductStatus, OrderSpecificationStatus, PayMethod } from '../../../../domain/enums';
import { PERSONALISED_CONSENT_TEXT } from '../../../../domain/production/personalised-consent';
import { DEMO_CLASSMATES, standardClassOrders } from '../../../../mocks/scenarios/standard/class-orders';
import { UserConfig } from '../../modules/account/user-config.entity';
import { User } from '../../modules/account/user.entity';
import { ProductOptionDetail } from '../../modules/catalog/product-option-detail.entity';
import { Product } from '../../modules/catalog/product.entity';
import { ClassOrder } from '../../modules/class-order/class-order.entity';
import { OrderProduct } from '../../modules/order/order-product.entity';
import { OrderSpecification } from '../../modules/order/order-specification.entity';
import { Order } from '../../modules/order/order.entity';
import { reservePurchasePoints } from '../../modules/point/point-ledger';

/**
 * The demo class order in the seeded shop (docs/decisions/0069-class-order-journey.md): the same
 * link, representative, class, point and deadline as the mocked `standard` scenario
 * (mocks/scenarios/standard/class-orders.ts), and its classmates as members who cannot sign in (no
 * password) with their own orders: paid by card, or waiting on a virtual account. Written through
 * the entities the API reads, so the roster, counts and pickup roster see them as real joins.
 * Does nothing when the code exists already.
 */
export const CLASSMATE_EMAIL_PREFIX = 'class-23a-';
const DAY_MS = 86_400_000;

export async function seedDemoClassOrders(em: EntityManager, universityId: number, now: Date): Promise<void> {
  for (const demo of standardClassOrders(now)) {
    if ((await em.count(ClassOrder, { code: demo.code })) > 0) continue;
    const product = await em.findOne(Product, { id: demo.productId, university: universityId });
    if (!product) continue;
    const classOrder = em.create(ClassOrder, {
      university: universityId,
      code: demo.code,
      product,
      representative: demo.representativeId,
      department: demo.department,
      className: demo.className,
      pickupPoint: demo.pickupPointId,
      closesAt: new Date(demo.closesAt),
      status: demo.status,
      lastRemindedAt: demo.lastRemindedAt ? new Date(demo.lastRemindedAt) : null,
      createdAt: new Date(demo.createdAt),
    });
    const details = await em.find(ProductOptionDetail, { product: product.id, retired: false });
    const paidLines: OrderProduct[] = [];
    DEMO_CLASSMATES.forEach((mate, index) => {
      const n = index + 1;
      const joinedAt = new Date(now.getTime() - DAY_MS - (DEMO_CLASSMATES.length - index) * 3_600_000);
      const member = em.create(User, {
        university: universityId,
        email: `${CLASSMATE_EMAIL_PREFIX}${n}@example.com`,
        name: mate.name,
        tel: `+8210${String(55_230_000 + n)}`,
        admissionYear: 2023,
        recommendationCode: `CLASS23A${n}`,
        createdAt: joinedAt,
      });
      em.create(UserConfig, { user: member, marketing: false, social: null, createdAt: joinedAt });
      const detail = details.find((row) => row.optionValues().join(' / ') === mate.option.join(' / ')) ?? null;
      const price = product.price + (detail?.price ?? 0);
      const salePrice = product.salePrice + (detail?.price ?? 0);
      const order = em.create(Order, {
        user: member,
        university: universityId,
        paidPrice: salePrice,
        mUid: `DEMO-CLASS-23A-${String(n).padStart(2, '0')}`,
        totalPrice: price,
        discountFee: price - salePrice,
        orderDelivery: null,
        // An unpaid classmate's virtual account is due before the roster locks.
        expiresAt: mate.paid ? null : new Date(now.getTime() + 2 * DAY_MS),
        createdAt: joinedAt,
      });
      const line = em.create(OrderProduct, {
        order,
        product,
        productOptionDetail: detail,
        productOptionInput0: mate.initials,
        productOptionInput1: mate.number,
        deliveryTemplate: product.deliveryTemplate,
        count: 1,
        price,
        salePrice,
        discountFee: price - salePrice,
        paidPrice: salePrice,
        status: mate.paid ? OrderProductStatus.PAID : OrderProductStatus.READY,
        productName: product.name,
        optionText: detail ? detail.optionValues().join(' / ') : '',
        classOrder,
        consentText: PERSONALISED_CONSENT_TEXT,
        consentAt: joinedAt,
        createdAt: joinedAt,
      });
      if (mate.paid) paidLines.push(line);
      em.create(
        OrderSpecification,
        mate.paid
          ? { order, payMethod: PayMethod.card, status: OrderSpecificationStatus.PAID, paidAt: new Date(joinedAt.getTime() + 120_000), pgProvider: 'sandbox' }
          : {
              order,
              payMethod: PayMethod.vbank,
              status: OrderSpecificationStatus.READY,
              vbankNum: `273901045${String(23_000 + n)}`,
              vbankName: 'KB국민은행',
              vbankCode: '004',
              vbankHolder: '한빛대학교소비자생활협동조합',
              vbankDate: order.expiresAt,
              pgProvider: 'sandbox',
            },
      );
    });
    await em.flush();
    await reservePurchasePoints(em, { orderProducts: paidLines, now });
    await em.flush();
  }
}
