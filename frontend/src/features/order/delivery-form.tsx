import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { FieldRow } from '../../components/ui/field-row';
import { TextField } from '../../components/ui/text-field';
import type { OrderDeliveryFieldsFragment } from '../../lib/__generated__/graphql';
import { errorMessage } from '../../lib/graphql-client';
import { AddressSearch } from '../../widgets/address-search/address-search';
import type { FoundAddress } from '../../widgets/address-search/postcode-loader';
import { deliveryErrors, deliveryValuesOf, toDeliveryInput, type DeliveryField, type DeliveryValues } from './delivery-values';
import styles from './order.module.css';
import { useUpdateOrderDelivery } from './use-order-mutations';

const SEARCH_UNAVAILABLE_MESSAGE = '주소 검색 서비스를 불러오지 못했어요. 우편번호와 주소를 직접 입력해 주세요.';

interface DeliveryFormProps {
  orderId: number;
  delivery: OrderDeliveryFieldsFragment;
  onSaved: () => void;
  onCancel: () => void;
}

/** "배송지 변경": the order's address with the postcode search, saved by updateOrderDelivery. */
export function DeliveryForm({ orderId, delivery, onSaved, onCancel }: DeliveryFormProps) {
  const save = useUpdateOrderDelivery(orderId);
  const detailId = useId();
  const [values, setValues] = useState<DeliveryValues>(() => deliveryValuesOf(delivery));
  const [errors, setErrors] = useState<Partial<Record<DeliveryField, string>>>({});
  const [searching, setSearching] = useState(false);
  const [manual, setManual] = useState(false);
  const [found, setFound] = useState(0);
  // After a search what is left is the flat or room; this runs once the sheet returned focus.
  useEffect(() => {
    if (found > 0) document.getElementById(detailId)?.focus();
  }, [found, detailId]);

  const change = (field: DeliveryField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const bind = (field: DeliveryField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });
  const onFound = ({ postCode, address }: FoundAddress) => {
    setValues((current) => ({ ...current, postCode, address }));
    setErrors((current) => ({ ...current, postCode: undefined, address: undefined }));
    setSearching(false);
    setFound((n) => n + 1);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = deliveryErrors(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    save.mutate(toDeliveryInput(values), { onSuccess: onSaved });
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-label="배송지 변경">
      <TextField label="받는 분" required autoComplete="name" maxLength={20} {...bind('name')} />
      <TextField label="연락처" type="tel" inputMode="tel" autoComplete="tel" required placeholder="010-1234-5678" {...bind('tel')} />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>주소</legend>
        {manual && (
          <p className={styles.notice} role="alert">
            {SEARCH_UNAVAILABLE_MESSAGE}
          </p>
        )}
        <FieldRow>
          <TextField label="우편번호" required inputMode="numeric" maxLength={5} readOnly={!manual} {...bind('postCode')} />
          <Button variant="secondary" onClick={() => setSearching(true)}>
            주소 검색
          </Button>
        </FieldRow>
        <TextField label="주소" required maxLength={200} readOnly={!manual} {...bind('address')} />
        <TextField id={detailId} label="상세 주소" maxLength={100} placeholder="동, 호수" {...bind('detailAddress')} />
      </fieldset>
      <TextField label="배송 메모 (선택)" maxLength={100} placeholder="예: 문 앞에 놓아 주세요" {...bind('note')} />
      <Checkbox
        label="기본 배송지로도 저장"
        checked={values.saveAsDefault}
        onChange={(event) => setValues((current) => ({ ...current, saveAsDefault: event.target.checked }))}
      />
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
      <AddressSearch
        open={searching}
        onClose={() => setSearching(false)}
        onFound={onFound}
        onUnavailable={() => {
          setSearching(false);
          setManual(true);
        }}
      />
    </form>
  );
}
