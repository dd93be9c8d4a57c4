import { useStore } from 'jotai';
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import type { AddressFieldsFragment } from '../../../lib/__generated__/graphql';
import { errorMessage } from '../../../lib/graphql-client';
import { useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { useUserDelivery } from '../account-queries';
import styles from '../account.module.css';
import { FormFailure } from '../form-failure';
import { ScreenSkeleton } from '../../../widgets/member-page/member-only';
import { useFormFields } from '../use-form-fields';
import { DeliveryAddressFields } from '../../../widgets/delivery-address/delivery-address-fields';
import {
  DELIVERY_FIELDS,
  deliveryProblem,
  toUserDeliveryInput,
  type DeliveryField,
  type DeliveryValues,
} from '../../../widgets/delivery-address/delivery-rules';
import type { DeliveryAddressControl } from '../../../widgets/delivery-address/use-delivery-address';
import { addressValuesOf } from './address-form';
import { useSaveUserDelivery } from './use-address';

function AddressForm({ saved }: { saved: AddressFieldsFragment | null }) {
  const { user } = useSession();
  const store = useStore();
  const [manual, setManual] = useState(false);
  const validateOne = useMemo(() => (field: DeliveryField, values: DeliveryValues) => deliveryProblem(field, values, manual), [manual]);
  const { formRef, values, errors, failure, change, touch, setValues, clearErrors, submitted, place } = useFormFields(
    () => addressValuesOf(saved, user),
    DELIVERY_FIELDS,
    validateOne,
  );
  const save = useSaveUserDelivery();
  const address: DeliveryAddressControl = {
    values,
    errors,
    manual,
    change,
    touch,
    fill: (found) => {
      setValues((current) => ({ ...current, ...found }));
      clearErrors(['postCode', 'address']);
    },
    searchUnavailable: () => setManual(true),
  };

  const submit = (event: FormEvent) => {
    if (!submitted(event)) return;
    save.mutate(toUserDeliveryInput(values), {
      onSuccess: () => showToast('배송지를 저장했어요.', store),
      onError: (error) => place(error),
    });
  };

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={submit}>
      {!saved && <p className={styles.hintBox}>저장된 배송지가 없어요. 배송지를 저장해 두면 주문할 때 바로 채워져요.</p>}
      <DeliveryAddressFields control={address} />
      <FormFailure message={failure} />
      <Button type="submit" size="lg" fullWidth loading={save.isPending} loadingLabel="저장하는 중">
        배송지 저장
      </Button>
    </form>
  );
}

/** `/my/address`: the one saved delivery address (updateUserDelivery) that checkout starts from. */
export function AddressPage() {
  const delivery = useUserDelivery();
  if (delivery.isPending) return <ScreenSkeleton label="배송지를 불러오는 중이에요" />;
  if (delivery.isError) return <ErrorState message={errorMessage(delivery.error)} onRetry={() => void delivery.refetch()} />;
  return <AddressForm key={delivery.data?.id ?? 'new'} saved={delivery.data} />;
}
