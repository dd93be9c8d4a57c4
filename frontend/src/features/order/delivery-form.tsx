import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import type { OrderDeliveryFieldsFragment } from '../../lib/__generated__/graphql';
import { errorMessage } from '../../lib/graphql-client';
import { DeliveryAddressFields } from '../../widgets/delivery-address/delivery-address-fields';
import { toOrderDeliveryInput } from '../../widgets/delivery-address/delivery-rules';
import { useDeliveryAddress } from '../../widgets/delivery-address/use-delivery-address';
import { orderDeliveryValues } from './delivery-values';
import styles from './order.module.css';
import { useUpdateOrderDelivery } from './use-order-mutations';

interface DeliveryFormProps {
  orderId: number;
  delivery: OrderDeliveryFieldsFragment;
  onSaved: () => void;
  onCancel: () => void;
}

/** "배송지 변경": the order's address with the postcode search, saved by updateOrderDelivery. */
export function DeliveryForm({ orderId, delivery, onSaved, onCancel }: DeliveryFormProps) {
  const save = useUpdateOrderDelivery(orderId);
  const address = useDeliveryAddress(() => orderDeliveryValues(delivery));
  const [saveAsDefault, setSaveAsDefault] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(address.check()).length > 0) return;
    save.mutate(toOrderDeliveryInput(address.values, saveAsDefault), { onSuccess: onSaved });
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-label="배송지 변경">
      <DeliveryAddressFields control={address} />
      <Checkbox label="기본 배송지로도 저장" checked={saveAsDefault} onChange={(event) => setSaveAsDefault(event.target.checked)} />
      {save.isError && (
        <p className={styles.error} role="alert">
          {errorMessage(save.error)}
        </p>
      )}
      <div className={styles.lineActions}>
        <Button variant="secondary" onClick={onCancel}>
          취소
        </Button>
        <Button type="submit" loading={save.isPending} loadingLabel="저장하는 중">
          배송지 저장
        </Button>
      </div>
    </form>
  );
}
