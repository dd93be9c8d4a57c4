import { useEffect, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { FieldRow } from '../../components/ui/field-row';
import { TextField } from '../../components/ui/text-field';
import { AddressSearch } from '../../widgets/address-search/address-search';
import type { FoundAddress } from '../../widgets/address-search/postcode-loader';
import styles from './checkout.module.css';
import type { CheckoutForm } from './use-checkout-form';

export const SEARCH_UNAVAILABLE_MESSAGE =
  '주소 검색 서비스를 불러오지 못했어요. 우편번호와 주소를 직접 입력해 주세요. 우편번호는 우체국 사이트나 택배 송장에서 확인할 수 있어요.';

/** "새 배송지": recipient, number, the address found through Kakao's search (typed when it cannot load). */
export function NewAddressFields({ delivery }: { delivery: CheckoutForm['delivery'] }) {
  const { values, errors, manual, changeField, touchField } = delivery;
  const detailId = useId();
  const [searching, setSearching] = useState(false);
  // What is left after a search is the flat or room; this runs after the sheet has handed focus back.
  const [filled, setFilled] = useState(0);
  useEffect(() => {
    if (filled > 0) document.getElementById(detailId)?.focus();
  }, [filled, detailId]);

  const found = ({ postCode, address }: FoundAddress) => {
    delivery.fillFound(postCode, address);
    setSearching(false);
    setFilled((n) => n + 1);
  };
  const unavailable = () => {
    setSearching(false);
    delivery.setManual(true);
  };
  const openSearch = () => setSearching(true);
  const searched = (field: 'postCode' | 'address') => ({
    name: field,
    required: true,
    readOnly: !manual,
    value: values[field],
    error: errors[field],
    onClick: manual ? undefined : openSearch,
    onChange: (event: { target: { value: string } }) => changeField(field, event.target.value),
    onBlur: () => manual && touchField(field),
  });

  return (
    <div className={styles.fieldset}>
      <TextField
        label="받는 분"
        name="name"
        required
        autoComplete="shipping name"
        maxLength={20}
        value={values.name}
        error={errors.name}
        onChange={(event) => changeField('name', event.target.value)}
        onBlur={() => touchField('name')}
      />
      <TextField
        label="연락처"
        name="tel"
        type="tel"
        inputMode="tel"
        autoComplete="shipping tel"
        required
        placeholder="010-1234-5678"
        value={values.tel}
        error={errors.tel}
        onChange={(event) => changeField('tel', event.target.value)}
        onBlur={() => touchField('tel')}
      />
      {manual && (
        <p className={styles.warningBox} role="alert">
          {SEARCH_UNAVAILABLE_MESSAGE}
        </p>
      )}
      <FieldRow>
        <TextField
          label="우편번호"
          inputMode="numeric"
          autoComplete={manual ? 'shipping postal-code' : 'off'}
          maxLength={5}
          placeholder={manual ? '5자리 숫자' : '주소 검색으로 입력'}
          {...searched('postCode')}
        />
        <Button variant="secondary" onClick={openSearch}>
          주소 검색
        </Button>
      </FieldRow>
      <TextField
        label="주소"
        autoComplete={manual ? 'shipping street-address' : 'off'}
        maxLength={200}
        placeholder={manual ? '도로명 주소 (예: 대전광역시 유성구 한빛대학로 123)' : '주소 검색으로 입력'}
        {...searched('address')}
      />
      <TextField
        id={detailId}
        label="상세 주소"
        name="detailAddress"
        maxLength={100}
        placeholder="동, 호수 (예: 한빛관 B동 305호)"
        value={values.detailAddress}
        error={errors.detailAddress}
        onChange={(event) => changeField('detailAddress', event.target.value)}
        onBlur={() => touchField('detailAddress')}
      />
      <Checkbox
        label="기본 배송지로 저장"
        description="다음 주문부터 이 주소가 바로 채워져요."
        checked={delivery.saveAsDefault}
        onChange={(event) => delivery.setSaveAsDefault(event.target.checked)}
      />
      <AddressSearch open={searching} onClose={() => setSearching(false)} onFound={found} onUnavailable={unavailable} />
    </div>
  );
}
