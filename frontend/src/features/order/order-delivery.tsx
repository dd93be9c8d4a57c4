import { useState } from 'react';
import { deliveryLockedReason } from '../../../../domain/order/line-process';
import { Button } from '../../components/ui/button';
import { DeliveryForm } from './delivery-form';
import { orderTel } from './delivery-values';
import type { DetailedOrder } from './order-payment';
import styles from './order.module.css';

function Pickup({ order }: { order: DetailedOrder }) {
  const point = order.orderProducts.find((line) => line.product.productGroupDelivery)?.product.productGroupDelivery;
  return (
    <>
      <p className={styles.meta}>단체 수령 상품은 정해진 수령 장소로 배송돼요.</p>
      {point && (
        <address className={styles.address}>
          <strong>{point.name}</strong>
          <br />
          [{point.postCode}] {point.address} {point.detailAddress}
        </address>
      )}
    </>
  );
}

/** 배송지: where the order goes and, while nothing has shipped, "배송지 변경". */
export function OrderDelivery({ order, onSaved }: { order: DetailedOrder; onSaved: (message: string) => void }) {
  const [editing, setEditing] = useState(false);
  const delivery = order.orderDelivery;
  const locked = deliveryLockedReason(order.orderProducts);
  return (
    <section className={styles.section} aria-labelledby="order-delivery-title">
      <div className={styles.sectionHeader}>
        <h2 id="order-delivery-title" className={styles.sectionTitle}>
          배송지
        </h2>
        {delivery && !locked && !editing && (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            배송지 변경
          </Button>
        )}
      </div>
      {!delivery && <Pickup order={order} />}
      {delivery && editing && (
        <DeliveryForm
          orderId={order.id}
          delivery={delivery}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            onSaved('배송지를 바꿨어요.');
          }}
        />
      )}
      {delivery && !editing && (
        <>
          <address className={styles.address}>
            <strong>{delivery.name}</strong> · {orderTel(delivery)}
            <br />
            [{delivery.postCode}] {delivery.address} {delivery.detailAddress}
            {delivery.note && (
              <>
                <br />
                <span className={styles.meta}>배송 메모: {delivery.note}</span>
              </>
            )}
          </address>
          {locked && <p className={styles.meta}>{locked}</p>}
        </>
      )}
    </section>
  );
}
