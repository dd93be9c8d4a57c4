import { useEffect, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FieldRow } from '../../components/ui/field-row';
import { TextField } from '../../components/ui/text-field';
import { AddressSearch, SEARCH_UNAVAILABLE_MESSAGE } from '../address-search/address-search';
import type { FoundAddress } from '../address-search/postcode-loader';
import styles from './delivery-address.module.css';
import { DELIVERY_ADDRESS_LIMITS } from '../../../../domain/account/delivery-address-limits';
import type { DeliveryField } from './delivery-rules';
import type { DeliveryAddressControl } from './use-delivery-address';

/** A typed field's value, message and handlers. */
function bindField(control: DeliveryAddressControl, field: DeliveryField) {
  return {
    name: field,
    value: control.values[field],
    error: control.errors[field],
    onChange: (event: { target: { value: string } }) => control.change(field, event.target.value),
    onBlur: () => control.touch(field),
  };
}

/** 배송 메모: part of the address form, and on its own beside a saved address at checkout. */
export function DeliveryNoteField({ control }: { control: DeliveryAddressControl }) {
  return <TextField label="배송 메모 (선택)" maxLength={DELIVERY_ADDRESS_LIMITS.noteMax} showCount placeholder="예: 문 앞에 놓아 주세요" {...bindField(control, 'note')} />;
}

interface DeliveryAddressFieldsProps {
  control: DeliveryAddressControl;
  /** False where the screen places the note itself. */
  note?: boolean;
}

/**
 * Recipient, phone and the address found through Kakao's search (typed when it cannot load), for a
 * screen to embed in its own form beside its own submit. After a search, focus moves to the detail
 * address, which is all that is left to type.
 */
export function DeliveryAddressFields({ control, note = true }: DeliveryAddressFieldsProps) {
  const { manual } = control;
  const detailId = useId();
  const [searching, setSearching] = useState(false);
  // Runs after the closing sheet has handed focus back to its opener, so this focus lands last.
  const [filled, setFilled] = useState(0);
  useEffect(() => {
    if (filled > 0) document.getElementById(detailId)?.focus();
  }, [filled, detailId]);

  const found = (address: FoundAddress) => {
    control.fill(address);
    setSearching(false);
    setFilled((n) => n + 1);
  };
  const unavailable = () => {
    setSearching(false);
    control.searchUnavailable();
  };
  const openSearch = () => setSearching(true);
  // Read-only while the search works: a tap opens it, and leaving one unfilled is not yet a mistake.
  const searched = (field: 'postCode' | 'address') => ({
    ...bindField(control, field),
    required: true,
    readOnly: !manual,
    onClick: manual ? undefined : openSearch,
    onBlur: () => manual && control.touch(field),
  });

  return (
    <>
      <TextField label="받는 분" required autoComplete="shipping name" maxLength={DELIVERY_ADDRESS_LIMITS.nameMax} {...bindField(control, 'name')} />
      <TextField
        label="연락처"
        type="tel"
        inputMode="tel"
        autoComplete="shipping tel"
        required
        placeholder="010-1234-5678"
        {...bindField(control, 'tel')}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>주소</legend>
        {manual && (
          <p className={styles.warning} role="alert">
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
          {!manual && (
            <Button variant="secondary" onClick={openSearch}>
              주소 검색
            </Button>
          )}
        </FieldRow>
        <TextField
          label="주소"
          autoComplete={manual ? 'shipping street-address' : 'off'}
          maxLength={DELIVERY_ADDRESS_LIMITS.addressMax}
          placeholder={manual ? '도로명 주소 (예: 대전광역시 유성구 한빛대학로 123)' : '주소 검색으로 입력'}
          {...searched('address')}
        />
        <TextField id={detailId} label="상세 주소" maxLength={DELIVERY_ADDRESS_LIMITS.detailAddressMax} placeholder="동, 호수 (예: 한빛관 B동 305호)" {...bindField(control, 'detailAddress')} />
      </fieldset>
      {note && <DeliveryNoteField control={control} />}
      <AddressSearch open={searching} onClose={() => setSearching(false)} onFound={found} onUnavailable={unavailable} />
    </>
  );
}
