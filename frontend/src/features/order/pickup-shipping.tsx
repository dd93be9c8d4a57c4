import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { RequestPickupShippingDocument, type OrderDeliveryInput } from '../../lib/__generated__/graphql';
import { errorMessage, request } from '../../lib/graphql-client';
import { invalidate, queryGroups } from '../../lib/invalidation';
import { DeliveryAddressFields } from '../../widgets/delivery-address/delivery-address-fields';
import { blankDelivery, toOrderDeliveryInput } from '../../widgets/delivery-address/delivery-rules';
import { useDeliveryAddress } from '../../widgets/delivery-address/use-delivery-address';
import type { DetailedOrder } from './order-payment';
import styles from './pickup.module.css';

function useRequestPickupShipping(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (delivery: OrderDeliveryInput) => request(RequestPickupShippingDocument, { data: { orderId, delivery } }),
    meta: { showError: false },
    onSuccess: () => invalidate(queryClient, queryGroups.pickupShipping),
  });
}

function ShippingForm({ order, onDone, onCancel }: { order: DetailedOrder; onDone: () => void; onCancel: () => void }) {
  const ask = useRequestPickupShipping(order.id);
  const address = useDeliveryAddress(() => blankDelivery({ name: order.user.name, tel: order.user.tel ?? '' }));
  const [saveAsDefault, setSaveAsDefault] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(address.check()).length > 0) return;
    ask.mutate(toOrderDeliveryInput(address.values, saveAsDefault), { onSuccess: onDone });
  };
  return (
    <form className={styles.shipping} noValidate onSubmit={submit} aria-label="택배로 받을 주소">
      <DeliveryAddressFields control={address} />
      <Checkbox label="기본 배송지로도 저장" checked={saveAsDefault} onChange={(event) => setSaveAsDefault(event.target.checked)} />
      {ask.isError && (
        <p className={styles.error} role="alert">
          {errorMessage(ask.error)}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          취소
        </Button>
        <Button type="submit" loading={ask.isPending} loadingLabel="신청하는 중">
          착불 택배로 받기
        </Button>
      </div>
    </form>
  );
}

/**
 * 택배로 받기: after the pickup period, uncollected pickup lines can be shipped instead; the
 * courier collects its fee on delivery (착불) and the shop charges nothing (ADR 0067).
 */
export function PickupShipping({ order, onSaved }: { order: DetailedOrder; onSaved: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  const requested = order.orderProducts.filter((line) => line.shippingRequestedAt && line.status !== 'COMPLETED' && line.status !== 'CANCELLED');
  if (!order.canRequestPickupShipping && requested.length === 0) return null;
  return (
    <section className={styles.shipping} aria-labelledby="pickup-shipping-title">
      <h2 id="pickup-shipping-title" className={styles.title}>
        택배로 받기
      </h2>
      {requested.length > 0 && <p className={styles.meta}>택배 발송을 신청했어요({requested.length}개). 보내면 송장 번호를 알려 드릴게요.</p>}
      {order.canRequestPickupShipping && !open && (
        <>
          <p className={styles.meta}>수령 기간이 끝났어요. 받지 못한 상품을 택배로 보내 드릴 수 있어요. 택배비는 받을 때 내는 착불이고, 쇼핑몰에서는 결제하지 않아요.</p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setOpen(true)}>
              택배로 받기 신청
            </Button>
          </div>
        </>
      )}
      {order.canRequestPickupShipping && open && (
        <ShippingForm
          order={order}
          onCancel={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            onSaved('택배 발송을 신청했어요. 택배비는 받을 때 내 주세요.');
          }}
        />
      )}
    </section>
  );
}
